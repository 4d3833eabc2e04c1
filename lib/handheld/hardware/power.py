"""The board's side of sleeping and of the battery: the OLED's own off
command, CircuitPython's deepest sleep that a button can wake (and the
buttons' keypad, which it lets go and may have to make again), and the
pins that tell the battery's voltage and USB power. ``Hardware`` loads
this module at boot and when the app puts the device to sleep
(handheld/sleep.py decides when), and lets it go after.

What CircuitPython 9.2.8 does on an RP2040 (ports/raspberrypi/common-hal/
alarm/__init__.c and pin/PinAlarm.c), and so what this module relies on:

- ``alarm.exit_and_deep_sleep_until_alarms`` with only pin alarms ends
  code.py, runs the clocks from the crystal, stops both PLLs and puts the
  crystal oscillator DORMANT (``xosc_dormant``): the chip's lowest state
  short of power-off, RAM kept. A GPIO's dormant-wake interrupt restarts
  the crystal; the firmware notes "woken by a pin" in a watchdog scratch
  register and resets the chip through the watchdog. So every wake is a
  reboot into code.py: ``alarm.wake_alarm`` is then a PinAlarm (its
  ``pin`` is None: the port does not record which), and the game comes
  back from NVM (handheld/wake.py). ``microcontroller.cpu.reset_reason``
  reads SOFTWARE, not DEEP_SLEEP_ALARM (the port reports the watchdog).
- Each of several PinAlarms gets its own dormant-wake interrupt, so every
  button wakes it. A PinAlarm wants a free pin: the keypad lets go of the
  buttons first. ``value=False, pull=True`` is a level-low alarm with the
  pull-up on, as the buttons are wired (to GND).
- A TimeAlarm would turn the sleep into a clock-gated WFI instead of
  DORMANT (the RTC needs its clock): none is used.
- With USB connected and enumerated, CircuitPython only pretends: the
  chip stays up (USB keeps working) and a button restarts code.py as if
  reset; the game cannot tell and needs no other path.
- The supervisor waits until 5 s after boot before sleeping
  (CIRCUITPY_WORKFLOW_CONNECTION_SLEEP_DELAY): a sleep is asked for long
  after boot, except at a critical battery at power-up.
- ``alarm.light_sleep_until_alarms`` returns to the code instead, but on
  the RP2040 it only gates some peripheral clocks (the PLL and clk_sys
  keep running: "saves about 2mA" says its source) and resets the alarm
  pins afterwards, so the keypad would be rebuilt at every nap: not used.
  Where ``alarm`` is missing the app dozes in place (screen off, RAM kept).
"""


def screen(hw, on):
    """The SSD1306's display ON / OFF command (0xAF / 0xAE): off, the panel
    draws some 10 uA and keeps its RAM; nothing else changes."""
    d = hw.display
    if d is None:
        return
    try:
        if on:
            d.wake()
        else:
            d.sleep()
    except (AttributeError, OSError, RuntimeError):
        pass  # a driver without sleep(), or a glitch on the bus


def woke():
    """True when this boot is a wake from a deep sleep (CircuitPython
    recorded the alarm that ended it)."""
    try:
        import alarm
    except ImportError:
        return False
    return getattr(alarm, "wake_alarm", None) is not None


def deep_sleep(hw, keep=None):
    """Sleep until a button is pressed, waking by a reset. Never returns
    where the board can; returns False where it cannot (no ``alarm``
    module, or the pins refused), with the buttons working again.
    ``keep`` (the game's save, up to KEEP_MAX bytes) is left in
    ``alarm.sleep_memory`` for the boot after the wake (``kept``)."""
    try:
        import alarm  # alarm.pin is an attribute of it on the board
        import board
    except ImportError:
        return False
    hw.release_buttons()
    alarms = []
    try:
        for name in hw.settings.button_pins:
            alarms.append(alarm.pin.PinAlarm(getattr(board, name), value=False, pull=True))
    except (ValueError, RuntimeError, NotImplementedError, AttributeError):
        alarms = None
        make_buttons(hw)  # the buttons again: the handheld dozes instead
        return False
    _keep(alarm, keep)
    print("sleep: deep until a button")  # the console's last line (board_emu waits for it)
    alarm.exit_and_deep_sleep_until_alarms(*alarms)  # raises DeepSleepRequest: code.py ends
    return False


def make_buttons(hw):
    """The keypad of the settings' six button pins, or a problem saying
    why there is none: at boot (handheld/hardware/parts.py), and again when a
    deep sleep that let the buttons go could not arm their pins."""
    s = hw.settings
    try:
        import board
        import keypad
        pins = tuple(getattr(board, n) for n in s.button_pins)
        hw._keys = keypad.Keys(pins, value_when_pressed=False, pull=True, interval=0.02, max_events=16)
        hw._ev = keypad.Event()
    except Exception as e:
        hw.problems.append("Buttons: could not read pins %s (%s). Check YZ_BTN_* in settings.toml."
                           % (" ".join(s.button_pins), e))


def make_battery(hw):
    """The analog input on VSYS/3 and the USB-power sense pin, unless
    YZ_BATTERY is "none" or the board has no board.VOLTAGE_MONITOR.

    On a Pico W GP29 is also the radio's SPI clock: CircuitPython 9.2.8's
    AnalogIn knows it (analogio/AnalogIn.c, ``SPECIAL_PIN``): each read
    turns the pad to the ADC for 100 us with interrupts off and puts it
    back, and the game never uses the radio, so the same code serves.
    Its VBUS_SENSE is a pin of the radio chip, which digitalio reads too."""
    if hw.settings.battery == "none":
        return
    try:
        import analogio
        import board
        hw._vsys = analogio.AnalogIn(board.VOLTAGE_MONITOR)
    except (ImportError, AttributeError, ValueError, RuntimeError) as e:
        hw.problems.append("Battery: the gauge cannot read VOLTAGE_MONITOR (%s). Type YZ_BATTERY = \"none\" in settings.toml." % e)
        return
    try:
        import digitalio
        hw._vbus = digitalio.DigitalInOut(board.VBUS_SENSE)
    except (ImportError, AttributeError, ValueError, RuntimeError):
        hw._vbus = None  # USB power unknown: judged as a battery


# alarm.sleep_memory: 256 bytes of RAM that a deep sleep's reset keeps and a
# power-up clears (CircuitPython's SleepMemory.c: ".uninitialized", with a
# guard word). A wake that finds the game there need not replay its journal
# (the game's whole save, then every move since: 1 s for 250 moves on the
# firmware); a power-up after a cut while asleep replays it, as ever. Bytes
# 0-7 are handheld/reloaded.py's; the game goes from KEEP_AT on: "YZ", its
# length and CRC-16 (little-endian), then the save.
KEEP_AT = 8
KEEP_MAX = 256 - KEEP_AT - 6


def _keep(alarm, blob):
    mem = getattr(alarm, "sleep_memory", None)
    if mem is None:
        return
    at = KEEP_AT
    if blob is None or len(blob) > KEEP_MAX or at + 6 + len(blob) > len(mem):
        mem[at] = 0  # nothing kept
        return
    from yahtzee_core.savefmt import crc16
    c = crc16(blob)
    n = len(blob)
    mem[at:at + 6] = bytes((0x59, 0x5A, n & 0xFF, n >> 8, c & 0xFF, c >> 8))
    mem[at + 6:at + 6 + n] = blob


def kept():
    """The game the sleep left in sleep_memory, checked by its CRC, or None."""
    try:
        import alarm
        mem = alarm.sleep_memory
    except (ImportError, AttributeError):
        return None
    at = KEEP_AT
    h = bytes(mem[at:at + 6])
    n = h[2] | (h[3] << 8)
    if h[0:2] != b"YZ" or n > KEEP_MAX or at + 6 + n > len(mem):
        return None
    blob = bytes(mem[at + 6:at + 6 + n])
    from yahtzee_core.savefmt import crc16
    mem[at] = 0  # used once
    return blob if crc16(blob) == h[4] | (h[5] << 8) else None
