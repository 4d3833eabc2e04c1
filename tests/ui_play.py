"""Plays whole games on the simulated handheld through button presses
alone, for the UI tests (tests/test_ui_*.py).

The ``Driver`` decides each move from what the game shows (the dice, the
choices), records it as a core action, and makes it with presses. A
replay of the recorded actions through the rules core, seeded the same,
must end with the same totals: that proves the screens did exactly what
was pressed.
"""

from host_sim.sim import Sim

SEED = 20240611


def new_sim(nvm_path=None, seed=SEED):
    """A simulated handheld whose dice are seeded; NVM in memory unless a
    file is named (it survives ``sim.boot()`` either way)."""
    return Sim(nvm_path=nvm_path, seed=seed)


class PowerOff(Exception):
    """A press was asked of a device whose power is off."""


class Driver:
    def __init__(self, sim):
        self.sim = sim
        self.actions = []   # ("roll", keep) / ("play", box, detail)
        self.seen = []      # screens' text at checkpoints, for debugging
        self.hint_every = 0  # ask the coach's hint at every n-th box list (0: never)
        self.hint_ms = []   # on the firmware: (A to the hint, A back to the list), emulated ms

    # ----- plumbing --------------------------------------------------------
    @property
    def app(self):
        return self.sim.app

    @property
    def game(self):
        return self.sim.app.game

    @property
    def screen(self):
        return self.sim.app.screen

    def press(self, *keys):
        for k in keys:
            if not self.sim.powered:
                raise PowerOff()
            self.sim.press(k)
            self.sim.run_until_idle()

    def still_powered(self):
        """Before a move: the power may have gone in the last press's work
        (a computer's turn saved after it), leaving its screen up, dead."""
        if not self.sim.powered:
            raise PowerOff()

    def until(self, cond, key, most=60):
        """Press ``key`` until ``cond()``; a screen that never gets there
        fails the test instead of hanging it."""
        for _ in range(most):
            if cond():
                return
            self.press(key)
        assert cond(), "pressing %s never got there:\n%s" % (key, self.text())

    def text(self):
        return self.sim.screen_text()

    def expect(self, *parts):
        if not self.sim.powered:
            raise PowerOff()
        t = self.text()
        for p in parts:
            assert p in t, "expected %r on screen, saw:\n%s" % (p, t)

    def on(self, name):
        if not self.sim.powered:
            raise PowerOff()
        assert self.screen.NAME == name, "on %s, not %s:\n%s" % (self.screen.NAME, name, self.text())

    # ----- starting ----------------------------------------------------------
    def open_setup(self, variant, seats):
        """From the title (or the menu) to the new-game screen, with the
        game and the number of players chosen (the cursor on the seats)."""
        if self.screen.NAME == "title":
            self.press("A")
        self.on("menu")
        # the cursor is where it was last (at power-on: the first item)
        from handheld.screens.menu import NEW
        scr = self.screen
        self.until(lambda: scr.items[scr.cursor] == NEW, "DOWN", most=6)
        self.expect("New game")
        self.press("A")
        if self.screen.NAME == "message":  # replacing a saved game
            self.press("A")
        self.on("setup")
        from handheld.app import VARIANTS
        self.until(lambda: VARIANTS[self.app.variant][0] == variant, "RIGHT")
        self.expect("< %s >" % VARIANTS[self.app.variant][1])
        self.press("DOWN")
        self.until(lambda: self.app.seats == seats, "RIGHT" if self.app.seats < seats else "LEFT")
        self.expect("< %d >" % seats)

    def name_players(self, seats):
        """Accept each player's default initials."""
        for s in range(seats):
            self.on("initials")
            self.expect("PLAYER %d OF %d" % (s + 1, seats))
            self.press("A")

    def new_game(self, variant, seats):
        """From the title (or the menu): set up and start a game."""
        self.open_setup(variant, seats)
        self.press("DOWN", "A")
        self.name_players(seats)
        if seats > 1:
            self.on("rolloff")
            self.expect("WHO STARTS?", "%s starts!" % self.game.player)
            self.press("A")

    # ----- a turn --------------------------------------------------------------
    def past_cpu_stop(self):
        """The pause before a CPU's turn that follows a person's box (where
        that box can still be taken back): A, and the CPUs play theirs
        while the app is busy."""
        g = self.game
        if self.screen.NAME == "pass" and g.player != g.player.upper():
            self.expect("NEXT: %s (CPU)" % g.player, "A:go B:undo")
            self.press("A")

    def begin_turn(self):
        self.past_cpu_stop()
        if self.screen.NAME == "pass":
            self.expect("PASS TO", self.game.player)
            self.press("A")
        self.on("turn")
        self.expect(self.game.player, "%d pts" % self.game.total(self.game.seat))

    def want_keep(self):
        """Hold the most common value among the numbered dice (and the
        Power die when it shows POWER or 3)."""
        g = self.game
        d = g.dice[:5]
        best = max(range(1, 7), key=lambda v: (d.count(v), v))
        keep = [i for i in range(5) if d[i] == best]
        if g.VARIANT == "power" and g.dice[5] in (3, 6):
            keep.append(5)
        if g.VARIANT == "power" and g.rolls_used == g.ROLLS:
            keep = [i for i in keep if i != 5][:4]  # POWER's 4th roll
        return keep[:g.NDICE - 1]  # one die at least must roll

    def set_holds(self, keep):
        scr = self.screen
        for i in range(scr.n):
            if bool(scr.held[i]) != (i in keep):
                self.until(lambda: scr.cursor == i, "RIGHT")
                self.press("A")

    def roll(self, keep, how="UP"):
        g = self.game
        if g.rolled:
            self.set_holds(keep)
        before = g.rolls_used
        if how == "shake":
            self.sim.shake()
            self.sim.run_until_idle()
        else:
            self.press(how)
        assert g.rolls_used == before + 1, self.text()
        k = list(keep) if before else []
        if g.VARIANT == "power" and before == g.ROLLS and 5 not in k:
            k.append(5)
        self.actions.append(("roll", tuple(sorted(k))))

    def pick(self):
        """The choice to play: the most points; with none, an X / zero in
        the last open lower box (exercises the confirmations)."""
        cs = self.game.choices()
        best = max(cs, key=lambda c: c.points)
        if best.points > 0:
            return best
        return cs[-1]

    def ask_hint(self):
        """The coach's hint, from the box list's last row, and back."""
        scr = self.screen
        self.until(lambda: scr.cursor == len(scr.options), "UP")
        timed = hasattr(self.sim, "clock_start")  # the firmware's mirror (board_emu)
        if timed:
            self.sim.clock_start()
        self.press("A")
        self.on("message")
        self.expect("HINT", "Expected", "A: do it  B: back")
        if timed:
            think = self.sim.clock_read()
            self.sim.clock_start()
        self.press("B")  # back to the list (A would do it)
        self.on("scoring")
        if timed:
            self.hint_ms.append((think, self.sim.clock_read()))

    def score(self, choice):
        if self.screen.NAME == "turn":
            self.press("DOWN") if self.game.rolls_left else self.press("A")
        self.on("scoring")
        self.boxes_picked = getattr(self, "boxes_picked", 0) + 1
        if self.hint_every and self.boxes_picked % self.hint_every == 1 % self.hint_every:
            self.ask_hint()  # the first box, then every hint_every-th
        scr = self.screen
        row = [r for r in range(len(scr.options)) if scr.options[r][0].box == choice.box][0]
        self.until(lambda: scr.cursor == row, "DOWN")
        self.until(lambda: scr.options[row][scr.pick[row]] == choice, "RIGHT")
        line = scr.lines[row]
        assert line in self.text(), (line, self.text())
        shown = "X" if choice.detail == "X" else str(choice.points)
        assert line.rstrip().rstrip(">").endswith(shown), line
        self.press("A")
        if choice.detail == "X" or choice.points == 0:
            self.on("message")
            self.expect("SURE?")
            self.press("A")
        self.actions.append(("play", choice.box, choice.detail))

    def turn(self, shake=False):
        g = self.game
        self.begin_turn()
        self.roll((), "shake" if shake else "A")
        while g.rolls_left and not self._happy():
            self.roll(self.want_keep())
        while True:
            c = self.pick()
            self.score(c)
            if g.over or not g.rolled:
                return
            self.on("scoring")  # Power's DOUBLE: a second box

    def _happy(self):
        cs = self.game.choices()
        return max(c.points for c in cs) >= 40

    def play_out(self, max_turns=1000):
        for k in range(max_turns):
            if self.game.over:
                break
            self.turn(shake=(k % 7 == 3))
        assert self.game.over

    # ----- replay through the core -------------------------------------------
    def replay(self, variant, names, seed=SEED):
        from yahtzee_core import new_game
        g = new_game(variant, names, seed=seed)
        while g.phase == 0:
            g.roll()
        for a in self.actions:
            if a[0] == "roll":
                g.roll(a[1])
            else:
                g.score(a[1], a[2])
        return g


    # ----- one decision at a time (survives power cuts) -------------------------
    def act(self):
        """Make the next single move of the game from whatever screen is up;
        returns False once the game is over. Used by the power-cut test,
        where the device can die after any press."""
        self.still_powered()
        name = self.screen.NAME
        g = self.game
        if name == "title":
            self.press("A")
        elif name == "menu":
            assert self.app.saved is not None, self.text()
            self.expect("Resume")
            self.press("A")
        elif name in ("pass", "rolloff", "message"):
            self.press("A")
        elif name == "turn":
            if not g.rolled:
                self.roll((), "A")
            elif g.rolls_left and not self._happy():
                self.roll(self.want_keep())
            else:
                self.press("DOWN") if g.rolls_left else self.press("A")
        elif name == "scoring":
            c = self.pick()
            scr = self.screen
            row = [r for r in range(len(scr.options)) if scr.options[r][0].box == c.box][0]
            self.until(lambda: scr.cursor == row, "DOWN")
            self.until(lambda: scr.options[row][scr.pick[row]] == c, "RIGHT")
            self.press("A")
        elif name == "gameover":
            return False
        else:
            raise AssertionError("unexpected screen %s:\n%s" % (name, self.text()))
        return True
