"""The fake ``alarm`` module (alarm.pin, alarm.time), as CircuitPython 9.2.8
has it on an RP2040 (docs/SIMULATOR.md, "Sleep"):

- ``exit_and_deep_sleep_until_alarms`` ends code.py: it raises
  ``DeepSleepRequest`` (a BaseException, as on the board), which the
  simulator catches; the device then sleeps until a pin alarm's level is
  reached, and wakes by a *reset*: code.py runs again from the top with
  ``alarm.wake_alarm`` set to a PinAlarm whose ``pin`` is None (the
  RP2040 port does not record which pin woke it).
- ``PinAlarm`` wants a free pin (CircuitPython's "in use" ValueError).
- ``light_sleep_until_alarms`` returns the alarm that ends it: the
  virtual clock jumps to a TimeAlarm's time, or a pin already at its
  level ends it at once (the app does not use it: handheld/hardware/power.py).
- ``sleep_memory``: 256 bytes, kept across a wake, lost at power-off.
"""

import types

from host_sim import device as _dev


class DeepSleepRequest(BaseException):
    """code.py asked for a deep sleep: the simulated board stops here."""


class PinAlarm:
    def __init__(self, pin, *, value, edge=False, pull=False):
        if pin is not None and pin.name in _dev.current.claimed:
            raise ValueError("%s in use" % pin.name)
        self.pin = pin
        self.value = bool(value)
        self.edge = bool(edge)
        self.pull = bool(pull)

    def reached(self, device):
        """The pin is at the alarm's level now."""
        return self.pin is not None and (self.pin.name not in device.low) == self.value


class TimeAlarm:
    def __init__(self, *, monotonic_time=None, epoch_time=None):
        if monotonic_time is None:
            raise ValueError("monotonic_time is needed here")
        self.monotonic_time = monotonic_time


def _check(alarms):
    for a in alarms:
        if not isinstance(a, (PinAlarm, TimeAlarm)):
            raise TypeError("Expected an alarm")


def light_sleep_until_alarms(*alarms):
    _check(alarms)
    dev = _dev.current
    for a in alarms:
        if isinstance(a, PinAlarm) and a.reached(dev):
            return a
    times = [a for a in alarms if isinstance(a, TimeAlarm)]
    if not times:
        raise NotImplementedError("the simulator's light sleep needs a TimeAlarm to end")
    first = min(times, key=lambda a: a.monotonic_time)
    if first.monotonic_time > dev.clock.now():
        dev.clock.advance(first.monotonic_time - dev.clock.now())
    return first


def exit_and_deep_sleep_until_alarms(*alarms, preserve_dios=()):
    _check(alarms)
    if preserve_dios:
        raise NotImplementedError("preserve_dios")  # as the RP2040 port
    _dev.current.sleep_alarms = tuple(alarms)
    raise DeepSleepRequest()


def module():
    """The module and its submodules, for sys.modules."""
    alarm = types.ModuleType("alarm", "Simulated alarm (RP2040 behaviour).")
    pin = types.ModuleType("alarm.pin")
    pin.PinAlarm = PinAlarm
    tm = types.ModuleType("alarm.time")
    tm.TimeAlarm = TimeAlarm
    alarm.pin, alarm.time = pin, tm
    alarm.light_sleep_until_alarms = light_sleep_until_alarms
    alarm.exit_and_deep_sleep_until_alarms = exit_and_deep_sleep_until_alarms
    alarm.wake_alarm = None
    alarm.sleep_memory = bytearray(256)
    return {"alarm": alarm, "alarm.pin": pin, "alarm.time": tm}
