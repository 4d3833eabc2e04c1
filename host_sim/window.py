"""Window front end (pygame): the handheld drawn as the web page draws it
(host_sim/body.py), its buttons clickable, the keys beside it.

Keys (host_sim/keys.py): arrows, Z = A, X = B (held as long as the key
is), Space = shake, F2 = power off and on, F12 = screenshot (into the
screenshots folder, host_sim/shots.py; its name shown and printed), H or
F1 = every key, Esc = quit; [ ] = VSYS down / up 0.1 V, U = USB power in /
out, J = a minute later. A button clicked with the pointer is held until
the mouse button is let go (as a key is); Shake shakes, Power is F2.

Only pygame's display and font are started: its mixer would open the
sound card (ALSA's "cannot find card" lines on a machine without one),
and the simulator plays no sound through pygame (the buzzer is a fake
PWM pin whose tones the tests read)."""

import os
import sys
import time

from host_sim import body, shots
from host_sim.status import Status

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on import

IDLE = "H or F1: every key.  Click a button, or use its key."


def available():
    """Whether a pygame window can open here."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
            and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        return False
    try:
        import pygame  # noqa: F401
    except ImportError:
        return False
    return True


def _keymap(pygame):
    return {pygame.K_UP: "UP", pygame.K_DOWN: "DOWN", pygame.K_LEFT: "LEFT",
            pygame.K_RIGHT: "RIGHT", pygame.K_z: "A", pygame.K_x: "B"}


class Window:
    """The open window: its input (keys, pointer) and its picture."""

    def __init__(self, sim, shots_dir=None, scale=None):
        import pygame
        self.pg = pygame
        pygame.display.init()
        pygame.font.init()
        if scale is None:
            info = pygame.display.Info()
            scale = body.fit_scale(info.current_w, info.current_h)
        self.layout = body.Layout(scale)
        self.screen = pygame.display.set_mode(self.layout.size)
        pygame.display.set_caption("Pocket Yahtzee (simulator)")
        self.sim = sim
        self.shots_dir = shots_dir
        self.painter = body.Painter(self.layout, _short(shots.where(shots_dir)))
        self.status = Status(IDLE)
        self.keys = _keymap(pygame)
        self.held_keys = set()   # buttons held by a key
        self.clicked = None      # the button the pointer holds
        self.key_list = False
        self.quit = False

    def held(self):
        return self.held_keys | ({self.clicked} if self.clicked else set())

    def _press(self, name, down):
        """A button goes down or up; the sim hears only the changes (a
        key and the pointer may both hold it)."""
        before = name in self.held()
        if name in body.BUTTONS:
            (self.held_keys.add if down else self.held_keys.discard)(name)
        after = name in self.held()
        if before != after:
            self.sim.button(name, after)

    def handle(self, ev):
        pg = self.pg
        if ev.type == pg.QUIT or (ev.type == pg.KEYDOWN and ev.key == pg.K_ESCAPE):
            self.quit = True
        elif ev.type in (pg.KEYDOWN, pg.KEYUP) and ev.key in self.keys:
            self._press(self.keys[ev.key], ev.type == pg.KEYDOWN)
        elif ev.type == pg.KEYDOWN and ev.key == pg.K_SPACE:
            self.sim.shake()
        elif ev.type == pg.KEYDOWN and ev.key == pg.K_F2:
            self.power_cycle()
        elif ev.type == pg.KEYDOWN and ev.key == pg.K_F12:
            self.screenshot()
        elif ev.type == pg.KEYDOWN and ev.key in (pg.K_h, pg.K_F1):
            self.key_list = not self.key_list
        elif ev.type == pg.KEYDOWN and ev.unicode:
            self.sim.power_key(ev.unicode)  # [ ] U J: battery and clock (host_sim/power.py)
        elif ev.type == pg.MOUSEBUTTONDOWN and ev.button == 1:
            if self.key_list:  # a click on the key list closes it, and presses nothing under it
                self.key_list = False
            else:
                self.click(self.layout.hit(ev.pos))
        elif ev.type == pg.MOUSEBUTTONUP and ev.button == 1:
            self.let_go()

    def click(self, name):
        """The pointer goes down on ``name``: a button is held until it is
        let go (wherever the pointer is then), as the web page does."""
        self.let_go()
        if name in body.BUTTONS:
            before = name in self.held()
            self.clicked = name
            if not before:
                self.sim.button(name, True)
        elif name == "SHAKE":
            self.clicked = name  # drawn down while held
            self.sim.shake()
        elif name == "POWER":
            self.clicked = name
            self.power_cycle()

    def let_go(self):
        name, self.clicked = self.clicked, None
        if name in body.BUTTONS and name not in self.held():
            self.sim.button(name, False)

    def power_cycle(self):
        for name in list(self.held_keys):  # a new board: nothing held
            self.held_keys.discard(name)
        self.sim.boot()

    def screenshot(self):
        said = shots.take(self.sim, self.shots_dir)
        print(said, flush=True)
        self.status.say(said)

    def frame(self):
        self.sim.step()
        self.status.update(self.sim.console)
        lay = self.layout
        measure = lambda t: self.painter.font.size(t)[0]  # noqa: E731
        oled = self.sim.device.oled if self.sim.device else None
        self.painter.draw(self.screen, self.sim.pixels(), self.held(),
                          oled.contrast if oled is not None else 255,
                          self.status.lines(lay.status[2], 2, measure), self.key_list)
        self.pg.display.flip()


def run(sim, frames=None, shots_dir=None, scale=None):
    """Run until the window closes (or for ``frames`` frames, for tests)."""
    w = Window(sim, shots_dir, scale)
    n = 0
    try:
        while not w.quit and (frames is None or n < frames):
            n += 1
            t0 = time.monotonic()
            for ev in w.pg.event.get():
                w.handle(ev)
            if not w.quit:
                w.frame()
            time.sleep(max(0.0, 1 / 30 - (time.monotonic() - t0)))
    finally:
        w.pg.quit()


def _short(path):
    """A folder as a player reads it: ~ for the home folder."""
    home = os.path.expanduser("~")
    return "~" + path[len(home):] if home != "/" and (path == home or path.startswith(home + os.sep)) else path
