"""Drive the simulated handheld from Python (tests) or from a script.

    sim = Sim(nvm_path="save.bin", settings={"YZ_SHAKE": "switch"})
    sim.boot()                  # power on: settings, hardware, problems, App(hw)
    sim.press("A"); sim.shake()
    sim.run_until_idle()        # step the app until it waits for input
    sim.screen_text()           # text of the labels on screen, top to bottom
    sim.pixels()                # 64 rows of 128 0/1, as the OLED shows them
    sim.screenshot("x.png")
    sim.cut_power_after(n)      # the power goes after n more NVM byte writes
    sim.boot()                  # power on again, same NVM

Stepping: each ``step()`` calls the app's ``step()`` once, then moves the
virtual clock one frame and refreshes the display (Blinka's background
refresh thread is stopped, so pictures are deterministic). See
lib/handheld/boot.py for the app contract.
"""

import contextlib
import io
import os
import sys

from host_sim import blinka_fixes
from host_sim import device as devmod
from host_sim import fakes, render, toml
from host_sim.board_env import (ROOT, board_getenv, given, settings_file,  # noqa: F401 (ROOT: tests)
                                 setup_paths, wired_as_set)
from host_sim.fake_alarm import DeepSleepRequest
from host_sim.nvm import FileNVM, PowerCut
from host_sim.power import SleepMixin

fakes.install_modules()  # before anything imports displayio
blinka_fixes.apply()  # draw as CircuitPython's displayio does (blinka_fixes.py)

FRAME = 1 / 30
BUTTON_KEYS = {"UP": "YZ_BTN_UP", "DOWN": "YZ_BTN_DOWN", "LEFT": "YZ_BTN_LEFT",
               "RIGHT": "YZ_BTN_RIGHT", "A": "YZ_BTN_A", "B": "YZ_BTN_B"}
# What a reset reloads. The rules core stays loaded: it is pure (no state
# the board would lose but the game's own, which is in NVM), and reloading it
# would give tests that imported it earlier a second IllegalMove class.
PROJECT_MODULES = ("handheld",)


class SimError(Exception):
    pass


class Sim(SleepMixin):
    def __init__(self, nvm_path=None, settings=None, settings_path=None, faults=(),
                 wiring=None, app="handheld.app:App", seed=None, echo=False, firmware=toml.FIRMWARE,
                 alarm=True, vsys=4.5, usb=False, lazy=False, frozen=False):
        """``firmware``: whose os.getenv reads settings.toml (toml.FIRMWARES).
        ``lazy``: the display is refreshed only when its pixels are looked
        at, not after every step (a long walk of presses, where drawing
        every frame is most of the time). ``frozen``: the app starts as on
        the game's own firmware, its code in flash (``app.roomy``: a Power
        CPU's dice drawn, the coach kept between hints); by default as on
        stock firmware with the bundle, the leaner of the two."""
        self.lazy = lazy
        self.frozen = frozen
        self._stale = False
        setup_paths()
        self.nvm = FileNVM(nvm_path)
        self.settings = dict(settings or {})  # given as Python: these keys win over the file
        self.settings_path = settings_path
        self.settings_data = toml.read(settings_path) if settings_path else None
        self.faults = tuple(faults)
        self.firmware = firmware
        self.wiring = wired_as_set(self.settings, self.settings_data, firmware)  # parts are wired where the app will look...
        if wiring:
            self.wiring.update(wiring)  # ...unless a test miswires them
        self.app_spec = app
        self.seed = seed
        self.echo = echo
        self.clock = devmod.Clock()
        self.console = []  # lines the device printed
        self.device = None
        self.hw = None
        self.app = None
        self.problems_screen = None
        self.powered = False
        self.power_cuts = 0
        self.resets = 0  # microcontroller.reset() calls: the board restarted by itself
        self._was_reset = False
        self.alarm = alarm  # the fake alarm module (deep sleep); False: the app dozes in place
        self.vsys = vsys    # the battery as board.VOLTAGE_MONITOR sees it (host_sim/power.py)
        self.usb = usb
        self._code_mode = False

    # --- power -------------------------------------------------------------
    def _power_on(self, app_alias=None, woken=False):
        """Fresh device and modules, same NVM: what a reset gives the board.
        ``woken``: the reset of a wake from deep sleep, which leaves the
        OLED (powered all along) and the buttons held as they were."""
        old = self.device
        self.asleep = self.bootloader = None
        self._woken = False
        given.clear()
        given.update(self.settings)
        settings_file[:] = [self.settings_data, self.firmware]
        os.getenv = board_getenv
        self.nvm.cut_after = None
        self.nvm.writes = self.nvm.assignments = 0
        w = self.wiring
        lis = w["YZ_LIS3DH_ADDRESS"] if w["YZ_SHAKE"] == "lis3dh" else None
        self.device = fakes.install(devmod.Device(
            nvm=self.nvm, clock=self.clock, faults=self.faults, sda=w["YZ_SDA"],
            scl=w["YZ_SCL"], oled_address=w["YZ_OLED_ADDRESS"], lis3dh_address=lis))
        if woken and old is not None:
            self.device.keep_from(old)
        self.set_battery()
        self._install_alarm(woken)
        import displayio
        displayio._stop_background()  # refresh only when the sim says: deterministic
        for name in list(sys.modules):
            if name.split(".")[0] in PROJECT_MODULES:
                del sys.modules[name]
        self.app = self.problems_screen = self.hw = None
        self.powered = True
        from handheld import hardware
        hardware.clock = self.clock.now
        hardware.rest = self._rest
        from handheld import settings as settings_mod  # the board's /settings.toml is this file
        settings_mod.PATH = self.settings_path if self.settings_data is not None else ""
        if app_alias:  # code.py's "from handheld import app" gets this module
            import handheld
            __import__(app_alias)
            sys.modules["handheld.app"] = handheld.app = sys.modules[app_alias]

    def boot(self, woken=False):
        """Power on (again) and start the app as a step machine. Returns self.
        ``woken``: a wake from deep sleep (host_sim/power.py)."""
        self._power_on(woken=woken)
        with self._capture():
            from handheld import startup
            self.hw = startup.build_hardware()
            if self.seed is not None:
                self.hw.entropy = lambda: self.seed
            if self.hw.display is None:
                startup.console_report(self.hw)
                self.powered = False  # nothing more happens on this device
                return self
            self.problems_screen = startup.prepare(self.hw)
            if self.problems_screen is None:
                self._start_app()
        self.refresh()
        return self

    def run_code(self, script=(), app_module=None):
        """Run code.py itself, exactly as the board does, feeding it the
        script's commands each time it idles; stops when they run out."""
        self._script = list(script)
        self._wait_until = None
        self._code_mode = True
        woken = False
        import runpy
        while True:
            self._power_on(app_alias=app_module, woken=woken)
            from handheld import hardware
            hardware.rest = self._scripted_rest
            with self._capture():
                try:
                    runpy.run_path(os.path.join(ROOT, "circuitpy", "code.py"), run_name="__main__")
                except devmod.StopSimulation:
                    pass
            woken = self.asleep is not None and self._sleep_through_script()
            if not woken:
                self._code_mode = False
                return self

    def _scripted_rest(self):
        self.clock.advance(FRAME)
        for d in devmod.displays():
            d.refresh()
        if self._wait_until is not None and self.clock.now() < self._wait_until:
            return
        self._wait_until = None
        if not self._script:
            raise devmod.StopSimulation()
        self.command(self._script.pop(0), stepping=False)

    def _start_app(self):
        mod, _, cls = self.app_spec.partition(":")
        if self.frozen:  # where the app asks how its code is held (handheld/app_start.py)
            import handheld.version
            handheld.version.code_place = lambda: "frozen"
        __import__(mod)
        self.app = getattr(sys.modules[mod], cls or "App")(self.hw)

    def cut_power_after(self, nbytes):
        """The power goes after ``nbytes`` more NVM byte writes."""
        self.nvm.cut_after = nbytes

    def cut_power(self):
        """The power goes now."""
        self.powered = False

    def _rest(self):
        """hw.idle() on the simulated board: time passes."""
        self.clock.advance(FRAME)

    @contextlib.contextmanager
    def _capture(self):
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                yield
        except PowerCut:
            self.powered = False
            self.power_cuts += 1
        except devmod.Bootloader:
            self._to_bootloader()
        except devmod.Reset:  # the app reset the board: step() starts it again
            self.resets += 1
            self._was_reset = True
        except DeepSleepRequest:
            self._fell_asleep()
        finally:
            out = buf.getvalue()
            if out:
                self.console.extend(out.rstrip("\n").split("\n"))
                if self.echo:
                    sys.stdout.write(out)

    # --- input -------------------------------------------------------------
    def _pin(self, name):
        return self.wiring[BUTTON_KEYS[name.upper()]]

    def button(self, name, down):
        """Hold (down=True) or let go of a button (a press may wake it)."""
        self.device.set_low(self._pin(name), down)
        if down:
            self._check_wake()

    def press(self, name, hold=0.08):
        """Press and release a button (both events queue for the app)."""
        self.button(name, True)
        self.clock.advance(hold)
        self.button(name, False)

    def hold(self, name, seconds):
        """Keep a button down for ``seconds`` while the app runs."""
        self.button(name, True)
        self.wait(seconds)
        self.button(name, False)

    def shake(self, changes=12, every=0.03, stepping=True):
        """Shake the handheld: rattle the switch, or swing the LIS3DH (which
        the app must sample while it moves: stepping=False leaves that to
        code.py's own loop)."""
        d = self.device
        if d.lis3dh is not None:
            d.lis3dh.shake(changes * every)
            if stepping:
                self.wait(changes * every + FRAME)
            return
        pin = self.wiring["YZ_SHAKE_PIN"]
        for _ in range(changes):
            self.clock.advance(every)
            d.set_low(pin, pin not in d.low)
        d.set_low(pin, False)

    # --- running -----------------------------------------------------------
    def step(self):
        """One app step; True while the app says it is busy."""
        if not self.powered:
            return False
        if self.asleep is not None:  # deep asleep: only the clock moves
            self.clock.advance(FRAME)
            return False
        busy = False
        with self._capture():
            if self.problems_screen is not None:
                busy = self.problems_screen.step()
                if self.problems_screen.done:
                    self.problems_screen = None
                    self._start_app()
                    busy = True
            elif self.app is not None:
                busy = self.app.step()
            self.hw.sound.update(self.clock.now())
        if self._was_reset:  # the board comes back by itself, same NVM and RAM
            self._was_reset = False
            self.boot()
            return True
        self.clock.advance(FRAME)
        if self.powered:
            self._stale = self.lazy
            if not self.lazy:
                self.refresh()
        return bool(busy)

    def pending_input(self):
        return any(len(k.events) for k in self.device.keys) if self.device else False

    def run_until_idle(self, max_steps=3000):
        """Step until the app waits for input with nothing queued."""
        for _ in range(max_steps):
            if not self.step() and not self.pending_input():
                return self
            if not self.powered:
                return self
        raise SimError("the app was still busy after %d steps" % max_steps)

    def wait(self, seconds):
        """Let ``seconds`` of virtual time pass, stepping the app."""
        end = self.clock.now() + seconds
        while self.clock.now() < end and self.powered:
            self.step()
        return self

    def refresh(self):
        if self.hw is not None and self.hw.display is not None:
            self.hw.display.refresh()

    # --- scripts ------------------------------------------------------------
    def command(self, line, shots=None, stepping=True):
        """Do one script line; returns a short description. Commands:
        press B | hold B SECONDS | down B | up B | shake | wait SECONDS |
        idle | screenshot NAME | expect TEXT | cut_after NBYTES | reboot |
        jump SECONDS | battery VOLTS / usb / unplug (host_sim/power.py)."""
        words = line.split("#", 1)[0].split()
        if not words:
            return None
        op, args = words[0].lower(), words[1:]
        if op == "press":
            self.press(args[0])
        elif op == "hold":
            if stepping:
                self.hold(args[0], float(args[1]))
            else:
                self.button(args[0], True)
                self._script.insert(0, "up " + args[0])
                self._wait_until = self.clock.now() + float(args[1])
        elif op in ("down", "up"):
            self.button(args[0], op == "down")
        elif op == "shake":
            self.shake(stepping=stepping)
        elif op == "wait":
            if stepping:
                self.wait(float(args[0]))
            else:
                self._wait_until = self.clock.now() + float(args[0])
        elif op == "idle":
            pass
        elif op == "screenshot":
            if shots:
                self.screenshot(os.path.join(shots, args[0] + ".png"))
        elif op == "expect":
            want = " ".join(args)
            if want not in self.screen_text():
                raise SimError("expected %r on screen, saw %r" % (want, self.screen_text()))
        elif op == "cut_after":
            self.cut_power_after(int(args[0]))
        elif op == "reboot":
            self.boot()
        elif self.power_command(op, args):
            pass
        else:
            raise SimError("unknown script command %r" % line)
        if stepping and op not in ("reboot",):
            self.run_until_idle()
        return " ".join(words)

    # --- looking at it -----------------------------------------------------
    def pixels(self):
        if self._stale and self.powered:
            self._stale = False
            self.refresh()
        return self.device.oled.pixels()

    def labels(self):
        """(x, y, text) of every visible text label, top to bottom."""
        out = []
        shown = devmod.displays()
        root = shown[0].root_group if shown else None
        if root is not None:
            _walk(root, 0, 0, 1, out)
        out.sort(key=lambda t: (t[1], t[0]))
        return out

    def screen_text(self):
        return "\n".join(t for _, _, t in self.labels())

    def screen_blocks(self):
        return "\n".join(render.halfblocks(self.pixels()))

    def screenshot(self, path, scale=4):
        return render.save_png(self.pixels(), path, scale)

    def beeps(self):
        return list(self.hw.sound.played) if self.hw else []


def _walk(group, x, y, scale, out):
    import displayio
    if group.hidden:
        return
    x += group.x * scale
    y += group.y * scale
    text = getattr(group, "text", None)
    if isinstance(text, str):  # an adafruit_display_text label (itself a Group)
        if text:
            out.append((x, y, text))
        return
    s = scale * group.scale
    for item in group:
        if isinstance(item, displayio.Group):
            _walk(item, x, y, s, out)
        elif isinstance(getattr(item, "text", None), str):  # a line of text (handheld.widgets.Text)
            if item.text and not item.hidden:
                out.append((x + item.x * s, y + item.y * s, item.text))
