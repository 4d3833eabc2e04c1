"""Runs under the MicroPython unix port (see bench/ui_heap.py): the real
app, core, storage and adafruit_display_text over the displayio stand-in,
playing one whole game by presses; prints the live heap at its peak."""

import gc

from handheld import buttons

UP, DOWN, LEFT, RIGHT, A, B = (buttons.UP, buttons.DOWN, buttons.LEFT,
                               buttons.RIGHT, buttons.A, buttons.B)


class Display:
    root_group = None


class Settings:
    """The settings.toml values the app reads (handheld.settings' defaults)."""
    debug_mem = 0
    word_dictionary = "family"
    sleep_minutes = 0
    battery = "none"


class Hw:
    woke = False  # a boot, not a wake from deep sleep (handheld/sleep.py)

    def __init__(self):
        from handheld.storage import Storage
        from handheld.storage.layout import default_settings
        self.display = Display()
        self.settings = Settings()
        self.storage = Storage(bytearray(b"\xff" * 4096))
        self.prefs = default_settings()
        self.queue = []
        self.t = 0.0
        self.changes = 0

    def next_event(self):
        if self.queue:
            return (self.queue.pop(0), True)
        return None

    def shaken(self):
        return False

    def beep(self, kind):
        pass

    def monotonic(self):
        self.t += 0.05
        return self.t

    def entropy(self):
        return 20240611

    def debug_mem(self, tag):
        self.changes += 1

    def apply_prefs(self, prefs=None, save=True):
        if prefs is not None:
            self.prefs = prefs

    def battery(self):  # no monitor: no gauge (handheld/sleep.py)
        return None, False

    def set_contrast(self, value):
        pass

    def screen_power(self, on):
        pass

    def drop_input(self):
        pass


def start(prefs=None):
    """The heap in use before anything is loaded, and the app as the board
    builds it, board glue included (it is in RAM too: count it)."""
    gc.collect()
    base = gc.mem_alloc()
    import sys
    import time

    class BoardTime:  # the unix port's time lacks monotonic(); CircuitPython has it
        sleep = time.sleep

        @staticmethod
        def monotonic():
            return time.ticks_ms() / 1000

    sys.modules["time"] = BoardTime
    from handheld import boot  # noqa: F401
    sys.modules["time"] = time
    hw = Hw()
    hw.prefs.update(prefs or {})
    from handheld.app import App
    return base, App(hw)


class Peak:
    """The live heap after a collection, at every screen of a game: the
    highest seen, where, and the most per screen (one tracker for every
    heap bench's game)."""

    def __init__(self, base):
        self.base = base
        self.peak = 0
        self.where = ""
        self.by_screen = {}

    def note(self, screen):
        gc.collect()
        used = gc.mem_alloc() - self.base
        if used > self.peak:
            self.peak = used
            self.where = screen
        if screen not in self.by_screen or used > self.by_screen[screen]:
            self.by_screen[screen] = used

    def report(self, what):
        print("%s: peak live heap %d bytes (on screen %s)" % (what, self.peak, self.where))
        print("  most live per screen: " + ", ".join(["%s %d" % (k, self.by_screen[k])
                                                    for k in sorted(self.by_screen)]))


def main(variant, seats):
    base, app = start()
    hw = app.hw
    peak = Peak(base)
    steps = 0
    setup_done = False
    looked = False
    while True:
        name = app.screen.NAME
        g = app.game
        if name == "setup" and not setup_done:
            app.variant = 0 if variant == "classic" else 1
            app.seats = seats
            hw.queue.extend((DOWN, DOWN, A))
            setup_done = True
        elif name == "menu" and setup_done:
            # back from the end of the game: visit the other menu screens
            hw.queue.extend((DOWN, A, RIGHT, B, DOWN, DOWN, A, RIGHT, DOWN, A, B,
                             DOWN, DOWN, DOWN, A, DOWN, RIGHT, B))
            while app.step() or hw.queue:
                steps += 1
            assert app.screen.NAME == "menu", app.screen.NAME
            break
        elif name == "turn":
            if not g.rolled or (g.rolls_left and g.rolls_used < 2):
                hw.queue.append(UP)
            else:
                hw.queue.append(DOWN if g.rolls_left else A)
        elif name == "gameover" and not looked:
            hw.queue.append(B)  # look at a scorecard first
            looked = True
        else:
            hw.queue.append(A)
        while app.step() or hw.queue:
            steps += 1
        peak.note(app.screen.NAME)
    peak.report("%s %d seats, %d screen changes, %d steps" % (variant, seats, hw.changes, steps))

