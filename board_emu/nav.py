"""Getting around the firmware's screens by buttons alone: the screen
names come from YZ_DEBUG_MEM's `mem <screen>: N bytes free` lines, and
"the board is done reacting" is the OLED receiving nothing for a while."""

import os


class Nav:
    def __init__(self, board, png_dir=None):
        self.board = board
        self.png_dir = png_dir
        self.mem = []     # (screen, bytes free) over every boot
        self._seen = 0

    def _collect(self):
        lines = self.board.mem_lines()
        if len(lines) < self._seen:     # a new boot started the console over
            self._seen = 0
        self.mem.extend(lines[self._seen:])
        self._seen = len(lines)

    def wait_screen(self, name, max_ms=20000, since=None):
        self.board.run_until("mem %s:" % name, max_ms, since=since)
        self._collect()

    def go(self, button, screen, max_ms=20000):
        """Press ``button``; with a screen name, wait until it is entered."""
        pos = len(self.board.console)
        self.board.press(button)
        if screen:
            self.wait_screen(screen, max_ms, since=pos)
        else:
            self.quiet()

    def quiet(self, ms=250, max_ms=20000):
        """Run until the display has had nothing new for ``ms``."""
        b = self.board
        waited = 0
        while waited < max_ms:
            before = b.frames()
            b.run(ms)
            waited += ms
            if b.frames() == before:
                break
        self._collect()

    def new_solo_game(self):
        """From the title to a 1-seat classic game's first turn (the new-game
        screen's defaults after a first boot)."""
        self.go("A", "menu")
        self.go("A", "setup")
        self.go("A", None)  # variant row -> players row
        self.go("A", None)  # players row -> start
        self.go("A", "initials")
        self.go("A", "turn")

    def roll(self, button="SHAKE"):
        """Roll by a shake or a button, and wait for the dice to settle.
        After a shake, also for the shake detector's rest: a shake within
        it is the same shake (handheld/shake.py), so a test's next shake
        would roll nothing whenever the board drew the roll quickly."""
        if button == "SHAKE":
            from handheld.shake import REST_MS
            self.board.shake()
            done = self.board.ms  # the rest began before this, at the shake's detection
            self.quiet()
            left = REST_MS - (self.board.ms - done)
            if left > 0:
                self.board.run(int(left) + 1)
        else:
            self.board.press(button)
            self.quiet()

    def score_first(self):
        """Score the highlighted option; confirm a zero if asked."""
        pos = len(self.board.console)
        self.board.press("A")
        self.quiet()
        if "mem message:" in self.board.console[pos:]:
            self.board.press("A")
            self.quiet()

    def capture(self):
        self.quiet()
        return tuple(tuple(r) for r in self.board.pixels())

    def shot(self, name):
        if self.png_dir:
            os.makedirs(self.png_dir, exist_ok=True)
            self.board.screenshot(os.path.join(self.png_dir, name + ".png"))
