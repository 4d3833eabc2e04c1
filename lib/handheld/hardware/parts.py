"""The board's parts, made once at boot from the settings: the I2C bus
and the OLED, the buttons, the shake sensor, the buzzer, the NVM store,
the battery monitor (handheld/hardware/power.py). Loaded for the build and let
go (handheld/startup.py): on stock firmware the code of a module stays
in the heap while it is loaded, and none of this runs again.

``build`` never raises for a missing or miswired part: what failed is
described in ``hw.problems`` (player-readable lines) and the part is left
out (handheld/hardware/__init__.py, the contract the app codes against)."""

from handheld import buttons, forget, hardware
from handheld.hardware import HEIGHT, WIDTH, Hardware
from handheld.shake import ShakeDetector
from handheld.sound import Sound
from handheld.storage import Storage
from handheld.storage.layout import NEEDED, default_settings


def build(settings=None):
    """Make every part the settings describe; never raises for a hardware
    fault (see ``Hardware.problems``)."""
    if settings is None:
        from handheld import settings as settings_mod
        settings = settings_mod.load()
    hw = Hardware(settings)
    _fields(hw)
    i2c = _make_i2c(hw)
    if i2c is not None:
        _make_display(hw, i2c)
    from handheld.hardware import power as hw_power
    hw_power.make_buttons(hw)
    _make_shake(hw, i2c)
    _make_buzzer(hw)
    hw.woke = hw_power.woke()
    _make_storage(hw)
    if hw.woke and hw.storage.enabled:
        kept = hw_power.kept()  # the game the sleep held in RAM: no journal to replay
        if kept is not None and hw.storage.adopt(kept):
            print("wake: the game kept in RAM, not replayed")
    hw.apply_prefs(save=False)
    hw_power.make_battery(hw)
    forget("handheld.hardware.power")
    return hw


def _pin(name):
    import board
    return getattr(board, name)


def _fields(hw):
    """The Hardware's fields before its parts are made."""
    hw.problems = list(hw.settings.problems)
    hw.display = None
    hw.storage = None
    hw.prefs = default_settings()
    hw.save_reset = False
    hw.woke = False
    hw._vsys = None  # board.VOLTAGE_MONITOR (handheld/hardware/power.py)
    hw._vbus = None  # board.VBUS_SENSE
    hw.monotonic = hardware.clock  # (the simulator's clock, where it sets one)
    hw.sound = Sound(None)
    hw._keys = None
    hw._ev = None
    hw._shake_keys = None
    hw._sev = None
    hw._lis = None
    hw._lis_limits = (0.0, 0.0)
    hw._last_sample = 0.0
    hw._detector = ShakeDetector()
    hw._pool = 0x9E3779B9
    # Every (button, pressed) pair made once, so polling allocates nothing.
    pairs = []
    for b in range(buttons.COUNT):
        pairs.append((b, False))
        pairs.append((b, True))
    hw._pairs = tuple(pairs)


def _make_i2c(hw):
    s = hw.settings
    try:
        import displayio
        displayio.release_displays()  # a soft reload leaves the last one running
    except ImportError:
        pass
    try:
        import busio
        return busio.I2C(_pin(s.scl), _pin(s.sda), frequency=s.i2c_frequency)
    except Exception as e:  # RuntimeError "No pull up found ..." and friends
        hw.problems.append("Display: I2C on SDA %s / SCL %s failed (%s). Check the OLED's wiring and power." % (s.sda, s.scl, e))
        return None


def _scan(i2c):
    if not i2c.try_lock():
        return None
    try:
        return i2c.scan()
    finally:
        i2c.unlock()


def _make_display(hw, i2c):
    s = hw.settings
    found = _scan(i2c)
    if found is not None and s.oled_address not in found:
        seen = ", ".join("0x%02X" % a for a in found) or "nothing"
        hint = ""
        for a in (0x3C, 0x3D):
            if a in found:
                hint = " Set YZ_OLED_ADDRESS = 0x%02X in settings.toml." % a
        hw.problems.append("Display: no OLED answers at 0x%02X on SDA %s / SCL %s (found %s).%s" % (s.oled_address, s.sda, s.scl, seen, hint))
        return
    try:
        import adafruit_displayio_ssd1306
    except ImportError:
        hw.problems.append("Display: library adafruit_displayio_ssd1306 is missing. Run: circup install adafruit_displayio_ssd1306.")
        return
    try:
        try:
            from i2cdisplaybus import I2CDisplayBus
        except ImportError:  # CircuitPython 8
            from displayio import I2CDisplay as I2CDisplayBus
        bus = I2CDisplayBus(i2c, device_address=s.oled_address)
        hw.display = adafruit_displayio_ssd1306.SSD1306(bus, width=WIDTH, height=HEIGHT)
        hw.display.auto_refresh = False  # whole pictures only: see show()
    except Exception as e:
        hw.problems.append("Display: the SSD1306 at 0x%02X did not start (%s)." % (s.oled_address, e))


def _make_shake(hw, i2c):
    s = hw.settings
    if s.shake == "switch":
        try:
            import keypad
            hw._shake_keys = keypad.Keys((_pin(s.shake_pin),), value_when_pressed=False, pull=True, interval=0.005, max_events=32)
            hw._sev = keypad.Event()
        except Exception as e:
            hw.problems.append("Shake switch on %s failed (%s); press A to roll." % (s.shake_pin, e))
    elif s.shake == "lis3dh":
        if i2c is None:
            hw.problems.append("Shake: the LIS3DH needs the I2C bus, which failed; press A to roll.")
            return
        try:
            import adafruit_lis3dh
        except ImportError:
            hw.problems.append("Shake: the library adafruit_lis3dh is missing, so press A to roll. Add it: circup install adafruit_lis3dh.")
            return
        try:
            hw._lis = adafruit_lis3dh.LIS3DH_I2C(i2c, address=s.lis3dh_address)
            hw._lis.range = adafruit_lis3dh.RANGE_4_G
        except Exception as e:
            hw.problems.append("Shake: no LIS3DH at 0x%02X (%s); press A to roll." % (s.lis3dh_address, e))


def _make_buzzer(hw):
    s = hw.settings
    if s.buzzer_pin is None:
        return
    try:
        import pwmio
        pwm = pwmio.PWMOut(_pin(s.buzzer_pin), frequency=440, duty_cycle=0, variable_frequency=True)
        hw.sound = Sound(pwm, hw.sound.enabled)
    except Exception as e:
        hw.problems.append("Buzzer on %s failed (%s); playing silently." % (s.buzzer_pin, e))


def _make_storage(hw):
    try:
        import microcontroller
        nvm = microcontroller.nvm
    except (ImportError, AttributeError):
        nvm = None
    if nvm is None:
        hw.problems.append("This board has no NVM: games and scores last until power-off.")
        nvm = bytearray(b"\xff" * NEEDED)
    hw.storage = Storage(nvm)
    hw.problems.extend(hw.storage.problems)
    hw.save_reset = bool(hw.storage.problems)
    hw.prefs = hw.storage.load_settings()
