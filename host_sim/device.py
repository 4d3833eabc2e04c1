"""The simulated board: pins, buttons, shake switch, I2C devices, buzzer,
NVM and a virtual clock. The fake hardware modules that lib/ imports
(host_sim/fakes.py, which installs them) talk to ``current``, the Device
they are bound to; this module imports none of them."""

from host_sim.nvm import FileNVM
from host_sim.oled import SSD1306

PICO_PINS = ["GP%d" % n for n in range(29)] + ["LED", "A0", "A1", "A2", "VOLTAGE_MONITOR", "SMPS_MODE", "VBUS_SENSE"]
_MS_MASK = (1 << 29) - 1


class Reset(BaseException):
    """microcontroller.reset() on the simulated board: the run ends here,
    as on the board (a BaseException, so no crash handler catches it)."""


class Bootloader(BaseException):
    """microcontroller.reset() after on_next_reset(RunMode.UF2): the board
    restarts into its boot ROM's USB drive, RPI-RP2, and no code of the
    game runs until a power-up (host_sim/power.py, ``Sim.bootloader``)."""


class StopSimulation(BaseException):
    """The script ran out: the simulated device stops here. A BaseException
    (like PowerCut), so code.py's own crash handler does not catch it."""


class Clock:
    """Virtual seconds, moved only by the simulator."""

    def __init__(self, start=1.0):
        self.t = start

    def now(self):
        return self.t

    def advance(self, dt):
        self.t += dt

    def ms(self):
        return int(self.t * 1000) & _MS_MASK


class Device:
    """One simulated handheld. ``wiring`` says where parts are connected
    (defaults: the reference build); ``faults`` breaks parts on purpose:
    "no_display", "no_pullups", "no_lis3dh"."""

    def __init__(self, nvm=None, clock=None, faults=(), sda="GP4", scl="GP5",
                 oled_address=0x3C, lis3dh_address=None):
        self.clock = clock or Clock()
        self.nvm = nvm if nvm is not None else FileNVM()
        self.faults = set(faults)
        self.sda, self.scl = sda, scl
        self.i2c_devices = {}
        self.oled = SSD1306(oled_address)
        if "no_display" not in self.faults:
            self.i2c_devices[oled_address] = self.oled
        self.lis3dh = None
        if lis3dh_address is not None and "no_lis3dh" not in self.faults:
            from host_sim.lis3dh import FakeLIS3DH
            self.lis3dh = FakeLIS3DH(self.clock)
            self.i2c_devices[lis3dh_address] = self.lis3dh
        self.low = set()  # pins pulled to GND (button held, switch closed)
        self.claimed = {}  # pin name -> owner, as CircuitPython refuses a pin twice
        self.keys = []  # live keypad.Keys objects
        self.tones = []  # (time, frequency, duty) as the buzzer was driven
        self.pwms = []
        self.vsys = 4.5   # volts on VSYS (board.VOLTAGE_MONITOR reads a third)
        self.usb = False  # USB power in (board.VBUS_SENSE)
        self.sleep_alarms = ()  # what the last deep sleep waits for (host_sim/fake_alarm.py)
        self.run_mode = None  # microcontroller.on_next_reset's, for the next reset

    def keep_from(self, old):
        """A wake from deep sleep resets the Pico, not the OLED (powered all
        along, its RAM and its off state kept) nor the buttons held."""
        for addr in list(self.i2c_devices):
            if self.i2c_devices[addr] is self.oled:
                self.i2c_devices[addr] = old.oled
        self.oled = old.oled
        self.low = set(old.low)

    # --- what the player does ----------------------------------------------
    def set_low(self, pin, low):
        """Connect (low=True) or release a pin to GND, as a button or switch does."""
        if (pin in self.low) == low:
            return
        if low:
            self.low.add(pin)
        else:
            self.low.discard(pin)
        for k in self.keys:
            k._pin_changed(pin, low)

    def claim(self, pin, owner):
        if pin.name in self.claimed:
            raise ValueError("%s in use" % pin.name)
        self.claimed[pin.name] = owner

    def release(self, pin):
        self.claimed.pop(pin.name, None)


current = None  # the Device the fake modules talk to


def displays():
    """The displays Blinka's displayio has alive."""
    import displayio
    return list(displayio.displays)
