"""The simulator's side of sleeping and of the battery (docs/SIMULATOR.md,
"Sleep and battery"): ``Sim`` takes these methods in.

A deep sleep (host_sim/fake_alarm.py) leaves the device *asleep*: the app
does not run, the virtual clock goes on, the OLED shows what its last
command left (off). A button whose pin alarm is reached wakes it by a
reset, as an RP2040 does: a fresh board and fresh modules over the same
NVM, with the OLED kept as it was (it stayed powered) and the buttons
still held; ``alarm.wake_alarm`` says it was a wake. Without the fake
``alarm`` module (``Sim(alarm=False)``) the app dozes in place instead.
"""

import sys

from host_sim import fake_alarm


class SleepMixin:
    asleep = None      # the pin alarms of a deep sleep in progress, else None
    bootloader = None  # "RPI-RP2" while in the UF2 bootloader (until a power-up)
    sleeps = 0         # deep sleeps since this Sim was made
    _woken = False     # a wake is due (run_code's loop starts code.py again)

    def _install_alarm(self, woken):
        """The fake alarm module for this power-on, or none (``alarm=False``)."""
        old = sys.modules.get("alarm")
        for name in ("alarm", "alarm.pin", "alarm.time"):
            sys.modules.pop(name, None)
        if not self.alarm:
            return
        mods = fake_alarm.module()
        if old is not None and (woken or self.powered):  # RAM through a wake, a reset or a
            mods["alarm"].sleep_memory = old.sleep_memory  # reload; not through a power-off
        if woken:
            mods["alarm"].wake_alarm = fake_alarm.PinAlarm(None, value=False)  # pin None, as the RP2040
        sys.modules.update(mods)

    def _fell_asleep(self):
        """code.py asked for a deep sleep (DeepSleepRequest caught)."""
        self.asleep = tuple(a for a in getattr(self.device, "sleep_alarms", ()) if isinstance(a, fake_alarm.PinAlarm))
        self.sleeps += 1
        self.app = self.problems_screen = None

    def _to_bootloader(self):
        """The app restarted the board into its UF2 bootloader (Bootloader
        caught): the boot ROM's USB drive RPI-RP2 until a power-up (F2,
        ``boot``). No code of the game runs, the OLED keeps its last
        picture and the NVM its game. A UF2 dragged onto the drive is the
        emulated Pico's to take (board_emu/usb_drive.py)."""
        self.bootloader = "RPI-RP2"
        self.powered = False
        self.app = self.problems_screen = None

    def _check_wake(self):
        """After a pin changed: wake if a pin alarm's level is reached."""
        if self.asleep is None:
            return
        for a in self.asleep:
            if a.reached(self.device):
                self.asleep = None
                self._woken = True
                if not self._code_mode:
                    self.boot(woken=True)
                return

    def _sleep_through_script(self):
        """code.py ended in a deep sleep (``run_code``): take the script's
        lines until one wakes the board (True) or they run out."""
        while self._script and not self._woken:
            self.command(self._script.pop(0), stepping=False)
        return self._woken

    def jump(self, seconds):
        """The clock jumps ``seconds`` ahead at once (no steps in between):
        what an idle device, or one asleep, sees of a long wait."""
        self.clock.advance(float(seconds))

    def set_battery(self, volts=None, usb=None):
        """VSYS in volts (what board.VOLTAGE_MONITOR reads, times 3) and
        whether USB power is in (board.VBUS_SENSE)."""
        if volts is not None:
            self.vsys = float(volts)
        if usb is not None:
            self.usb = bool(usb)
        if self.device is not None:
            self.device.vsys = self.vsys
            self.device.usb = self.usb

    def power_command(self, op, args):
        """Script lines: ``jump SECONDS``, ``battery VOLTS`` / ``battery usb``
        / ``battery unplug``. True if the line was one of these."""
        if op == "jump":
            self.jump(args[0])
        elif op == "battery":
            if args[0] == "usb":
                self.set_battery(usb=True)
            elif args[0] == "unplug":
                self.set_battery(usb=False)
            else:
                self.set_battery(volts=float(args[0]), usb=False)
        else:
            return False
        return True

    def power_key(self, key):
        """The front ends' keys for these (host_sim/term.py, window.py):
        [ and ] lower / raise VSYS by 0.1 V, U plugs or unplugs USB power,
        J jumps the clock a minute (dim at 30 s, sleep at the setting).
        True if ``key`` was one; the status line says what it did."""
        if key == "[":
            self.set_battery(max(0.0, self.vsys - 0.1))
        elif key == "]":
            self.set_battery(self.vsys + 0.1)
        elif key in ("u", "U"):
            self.set_battery(usb=not self.usb)
        elif key in ("j", "J"):
            self.jump(60)
        else:
            return False
        self.console.append("sim: VSYS %.1f V%s, clock %.0f s" % (self.vsys, " + USB" if self.usb else "",
                                                                self.clock.now()))
        return True
