"""The fake hardware modules, as CircuitPython spells them. Each object
talks to ``host_sim.device.current``. Only what lib/ and Blinka's
displayio, i2cdisplaybus and adafruit_bus_device use is here.
``install_modules`` puts them in sys.modules, ``install`` binds them to
a Device (host_sim/device.py, which knows nothing of them)."""

import sys
import types

from host_sim import device as _dev


def _d():
    return _dev.current


# --- microcontroller ---------------------------------------------------------
class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name

    def __eq__(self, other):
        return isinstance(other, Pin) and other.name == self.name

    def __hash__(self):
        return hash(self.name)


class RunMode:
    NORMAL = "NORMAL"
    SAFE_MODE = "SAFE_MODE"
    UF2 = "UF2"
    BOOTLOADER = "BOOTLOADER"


def _on_next_reset(run_mode):
    """microcontroller.on_next_reset(): what the next reset starts."""
    _d().run_mode = run_mode


def _reset():
    """microcontroller.reset(): the simulated board restarts, or after
    on_next_reset(RunMode.UF2) goes into its UF2 bootloader (the RP2040's
    boot ROM: both modes are the same there) until a power-up."""
    if _d().run_mode in (RunMode.UF2, RunMode.BOOTLOADER):
        print("sim: in its bootloader: the USB drive RPI-RP2, until a power-up")
        raise _dev.Bootloader()
    raise _dev.Reset()


class RunReason:
    STARTUP = "STARTUP"
    AUTO_RELOAD = "AUTO_RELOAD"
    SUPERVISOR_RELOAD = "SUPERVISOR_RELOAD"
    REPL_RELOAD = "REPL_RELOAD"


class _Runtime:
    run_reason = RunReason.STARTUP


# --- digitalio ---------------------------------------------------------------
class Direction:
    INPUT = "input"
    OUTPUT = "output"


class Pull:
    UP = "up"
    DOWN = "down"


class DriveMode:
    PUSH_PULL = "push_pull"
    OPEN_DRAIN = "open_drain"


class DigitalInOut:
    def __init__(self, pin):
        _d().claim(pin, self)
        self.pin = pin
        self.direction = Direction.INPUT
        self.pull = None
        self._out = False

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self.direction = Direction.OUTPUT
        self._out = value

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
        self.pull = pull

    @property
    def value(self):
        if self.direction == Direction.OUTPUT:
            return self._out
        if self.pin.name == "VBUS_SENSE":  # high with USB power in (host_sim/power.py)
            return _d().usb
        return self.pin.name not in _d().low

    @value.setter
    def value(self, v):
        self._out = bool(v)

    def deinit(self):
        _d().release(self.pin)

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.deinit()


# --- analogio ----------------------------------------------------------------
class AnalogIn:
    """The Pico's ADC pins; VOLTAGE_MONITOR (GP29) reads VSYS / 3, with a
    3.3 V reference, as 16 bits (CircuitPython stretches the 12)."""

    def __init__(self, pin):
        _d().claim(pin, self)
        self.pin = pin
        self.reference_voltage = 3.3

    @property
    def value(self):
        if self.pin.name in ("VOLTAGE_MONITOR", "A3", "GP29"):
            return max(0, min(65535, int(_d().vsys / 3 / 3.3 * 65535)))
        return 0

    def deinit(self):
        _d().release(self.pin)


# --- busio -------------------------------------------------------------------
class I2C:
    def __init__(self, scl, sda, *, frequency=100000, timeout=255):
        dev = _d()
        if (sda.name, scl.name) != (dev.sda, dev.scl) or "no_pullups" in dev.faults:
            # What CircuitPython says when nothing pulls the lines up.
            raise RuntimeError("No pull up found on SDA or SCL; check your wiring")
        dev.claim(scl, self)
        dev.claim(sda, self)
        self._pins = (scl, sda)
        self.frequency = frequency
        self._locked = False

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def scan(self):
        return sorted(_d().i2c_devices)

    def _device(self, address):
        dev = _d().i2c_devices.get(address)
        if dev is None:
            raise OSError(19, "No such device")  # CircuitPython: [Errno 19] No such device
        return dev

    def writeto(self, address, buffer, *, start=0, end=None):
        self._device(address).write(bytes(buffer[start:end]))

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        end = len(buffer) if end is None else end
        buffer[start:end] = self._device(address).read(end - start)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0, out_end=None, in_start=0, in_end=None):
        self.writeto(address, out_buffer, start=out_start, end=out_end)
        self.readfrom_into(address, in_buffer, start=in_start, end=in_end)

    def deinit(self):
        for p in self._pins:
            _d().release(p)

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.deinit()


class SPI:
    def __init__(self, *a, **k):
        raise NotImplementedError("the simulator has no SPI devices")


# --- keypad ------------------------------------------------------------------
class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp if timestamp is not None else 0

    @property
    def released(self):
        return not self.pressed

    def __repr__(self):
        return "<Event: key_number %d %s>" % (self.key_number, "pressed" if self.pressed else "released")


class EventQueue:
    def __init__(self, max_events):
        self._q = []
        self._max = max_events
        self.overflowed = False

    def _put(self, key_number, pressed, timestamp):
        if len(self._q) >= self._max:
            self.overflowed = True
            return
        self._q.append((key_number, pressed, timestamp))

    def get(self):
        if not self._q:
            return None
        return Event(*self._q.pop(0))

    def get_into(self, event):
        if not self._q:
            return False
        event.key_number, event.pressed, event.timestamp = self._q.pop(0)
        return True

    def clear(self):
        self._q.clear()
        self.overflowed = False

    def __len__(self):
        return len(self._q)

    def __bool__(self):
        return bool(self._q)


class Keys:
    """keypad.Keys: a press is the pin reaching ``value_when_pressed``.
    Debouncing is not modelled: the simulator never bounces."""

    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
        dev = _d()
        for p in pins:
            dev.claim(p, self)
        self._names = [p.name for p in pins]
        self._pins = tuple(pins)
        self._when = bool(value_when_pressed)
        self.events = EventQueue(max_events)
        self.key_count = len(pins)
        dev.keys.append(self)
        for i in range(len(pins)):  # a key held already: the first scan reports it
            if (pins[i].name not in dev.low) == self._when:
                self.events._put(i, True, dev.clock.ms())

    def _pin_changed(self, name, low):
        if name in self._names:
            pressed = (not low) == self._when
            self.events._put(self._names.index(name), pressed, _d().clock.ms())

    def reset(self):
        self.events.clear()

    def deinit(self):
        dev = _d()
        for p in self._pins:
            dev.release(p)
        if self in dev.keys:
            dev.keys.remove(self)


# --- pwmio -------------------------------------------------------------------
class PWMOut:
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        dev = _d()
        dev.claim(pin, self)
        self.pin = pin
        self._freq = frequency
        self._duty = duty_cycle
        self.variable_frequency = variable_frequency
        dev.pwms.append(self)

    def _log(self):
        dev = _d()
        dev.tones.append((dev.clock.now(), self._freq, self._duty))

    @property
    def frequency(self):
        return self._freq

    @frequency.setter
    def frequency(self, f):
        if not self.variable_frequency:
            raise ValueError("PWM frequency not writable when variable_frequency is False.")
        self._freq = int(f)
        self._log()

    @property
    def duty_cycle(self):
        return self._duty

    @duty_cycle.setter
    def duty_cycle(self, d):
        self._duty = int(d)
        self._log()

    def deinit(self):
        _d().release(self.pin)


def modules():
    """name -> module object, ready for sys.modules."""
    out = {}

    board = types.ModuleType("board", "Pins of a Raspberry Pi Pico (simulated).")
    for name in _dev.PICO_PINS:
        setattr(board, name, Pin(name))
    board.board_id = "raspberry_pi_pico"
    out["board"] = board

    mc = types.ModuleType("microcontroller", "Simulated microcontroller: Pin and nvm.")
    mc.Pin = Pin
    mc.nvm = None

    class _Cpu:
        frequency = 125000000
        temperature = 25.0
        uid = bytes(8)

    mc.cpu = _Cpu()
    mc.reset = _reset
    mc.RunMode, mc.on_next_reset = RunMode, _on_next_reset
    out["microcontroller"] = mc

    # A soft reload's bookkeeping (handheld/reloaded.py). The simulator
    # starts every run as a power-on, and its CPython has no heap figure to
    # compare, so the app never finds its heap short here.
    sup = types.ModuleType("supervisor")
    sup.RunReason = RunReason
    sup.runtime = _Runtime()
    out["supervisor"] = sup
    al = types.ModuleType("alarm")
    al.sleep_memory = bytearray(256)  # kept across the simulator's power-ons, as RAM through a reset
    out["alarm"] = al

    dio = types.ModuleType("digitalio")
    dio.DigitalInOut, dio.Direction, dio.Pull, dio.DriveMode = DigitalInOut, Direction, Pull, DriveMode
    out["digitalio"] = dio

    aio = types.ModuleType("analogio")
    aio.AnalogIn = AnalogIn
    out["analogio"] = aio

    busio = types.ModuleType("busio")
    busio.I2C, busio.SPI = I2C, SPI
    out["busio"] = busio

    kp = types.ModuleType("keypad")
    kp.Keys, kp.Event, kp.EventQueue = Keys, Event, EventQueue
    out["keypad"] = kp

    pwm = types.ModuleType("pwmio")
    pwm.PWMOut = PWMOut
    out["pwmio"] = pwm
    return out


def install_modules():
    """Put the fake hardware modules in sys.modules (once), before Blinka's
    displayio can import the real Blinka ones."""
    if "host_sim_fakes_installed" not in sys.modules:
        for name, mod in modules().items():
            sys.modules[name] = mod
        sys.modules["host_sim_fakes_installed"] = types.ModuleType("host_sim_fakes_installed")


def install(device):
    """Bind the fake hardware modules to ``device``."""
    install_modules()
    _dev.current = device
    sys.modules["microcontroller"].nvm = device.nvm
    return device
