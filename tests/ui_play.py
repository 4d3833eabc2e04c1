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


def new_sim(nvm_path=None, seed=SEED, frozen=False):
    """A simulated handheld whose dice are seeded; NVM in memory unless a
    file is named (it survives ``sim.boot()`` either way). ``frozen``: as
    on the game's own firmware (host_sim/sim.py)."""
    return Sim(nvm_path=nvm_path, seed=seed, frozen=frozen)


class PowerOff(Exception):
    """A press was asked of a device whose power is off."""


class Driver:
    def __init__(self, sim):
        self.sim = sim
        self.actions = []   # ("roll", keep) / ("play", box, detail)
        self.seen = []      # screens' text at checkpoints, for debugging
        self.hint_every = 0  # ask the coach's hint at every n-th box list (0: never)
        self.hint_ms = []   # on the firmware: (A to the hint, A back to the list), emulated ms
        # The paths that hold the most at once (tests/firmware/games.py
        # plays them on the board for the room table); 0 / False: never.
        self.follow_every = 0  # follow every n-th hint asked (A: do it), else B back to the list
        self.zero_every = 0    # at every n-th box list, a zero (or an X) where one is offered
        self.undo_every = 0    # take every n-th box back (then play that turn again)
        self.last_hint = False  # ask the hint at the seat's last box too
        self.scores_every = 0  # open the scorecards (and the overview) mid-turn every n-th turn
        self.turns_begun = 0
        self.hinted = False    # a hint asked in the person's last turn (the CPUs' turns follow it)
        self.hints = 0         # hints asked so far
        self.undone = 0        # the box count last taken back (each is taken back once)

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

    def press(self, *keys, why=None):
        """Press ``keys`` in turn, each followed by the device's steps up
        to its next wait. ``why`` names what the presses do, for the
        firmware's heap lines that follow them (board_emu/mirror.py
        ``mark``: the room table names its lowest moment so)."""
        for k in keys:
            if not self.sim.powered:
                raise PowerOff()
            mark = getattr(self.sim, "mark", None)
            if mark is not None:
                mark(why or self._what(k))
            self.sim.press(k)
            self.sim.run_until_idle()

    def still_powered(self):
        """Before a move: the power may have gone in the last press's work
        (a computer's turn saved after it), leaving its screen up, dead."""
        if not self.sim.powered:
            raise PowerOff()

    def _what(self, key):
        """A press, said by the screen it is made on: "A on pass"; a
        message's title too ("A on SURE?")."""
        scr = self.screen
        title = getattr(scr, "title", None) if scr.NAME == "message" else None
        return "%s on %s" % (key, title if isinstance(title, str) else scr.NAME)

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
        from handheld.variants import VARIANTS
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

    def take_back(self):
        """Take the box just scored back where ``undo_every`` says so (the
        pass screen, the pause before a CPU, or the player's own turn
        screen before its roll: screens/takeback.py), leaving the turn
        screen with that roll's dice again; True if it did."""
        n = getattr(self, "boxes_picked", 0)
        if not self.undo_every or n % self.undo_every or n == self.undone:
            return False
        if self.game.over or self.app.mine() is None:
            return False
        self.undone = n
        plays = 0
        for a in reversed(self.actions):
            if a[0] != "play":
                break
            plays += 1
        if plays != 1:  # a Power DOUBLE's two boxes: let them stand
            return False
        name = self.screen.NAME
        if name == "pass":
            self.press("B")
        else:
            self.on("turn")
            self.press("DOWN")
        self.on("message")
        self.expect("TAKE IT BACK?")
        self.press("A", why="a box taken back")
        self.on("turn")
        while self.actions and self.actions[-1][0] == "play":
            self.actions.pop()  # the core is again as just after that roll
        return True

    def begin_turn(self):
        self.past_cpu_stop()
        if self.screen.NAME == "pass":
            self.expect("PASS TO", self.game.player)
            self.press("A")
        self.on("turn")
        self.expect(self.game.player, "%d pts" % self.game.total(self.game.seat))
        self.turns_begun += 1

    def look_at_scores(self):
        """Mid-turn, every ``scores_every``-th turn: B, the scorecard; UP,
        every box on one screen; B back to the turn (its dice as they
        were)."""
        if not self.scores_every or self.turns_begun % self.scores_every:
            return
        self.on("turn")
        self.press("B")
        self.on("scorecard")
        self.press("UP", why="the scorecards mid-turn")
        self.on("overview")
        self.press("B")
        self.on("turn")

    def look_at_the_end(self):
        """On the game-over screen: the coach's review (classic: it prices
        the last choices), the statistics, the scorecards and the
        overview, each and back."""
        self.on("gameover")
        if self.game.VARIANT == "classic":
            self.press("RIGHT", why="the coach's review")
            self.on("review")
            self.press("B")
        self.press("LEFT", why="the statistics at the end")
        self.on("statistics")
        self.press("B")
        self.press("B", why="the scorecards at the end")
        self.on("scorecard")
        self.press("UP")
        self.on("overview")
        self.press("B")
        self.on("gameover")

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

    def pick_zero(self):
        """A zero to score (or Power's X), where ``zero_every`` asks for
        one and the roll offers it: the SURE? confirmation."""
        n = getattr(self, "boxes_picked", 0) + 1  # the box list about to open
        if not self.zero_every or n % self.zero_every:
            return None
        zeros = [c for c in self.game.choices() if c.points == 0 or c.detail == "X"]
        return zeros[0] if zeros else None

    def pick(self):
        """The choice to play: the most points; with none, an X / zero in
        the last open lower box (exercises the confirmations)."""
        cs = self.game.choices()
        best = max(cs, key=lambda c: c.points)
        if best.points > 0:
            return best
        return cs[-1]

    def boxes_left(self):
        """The open boxes (Power: lines) of the seat to play."""
        g = self.game
        sheet = g.sheets[g.seat]
        return len([v for v in sheet[::2 if g.VARIANT == "power" else 1] if v == 255])

    def ask_hint(self):
        """The coach's hint, from the box list's last row, and back (B);
        every ``follow_every``-th hint is followed (A): its hold is made
        on the turn screen (the caller rolls), or the box list comes
        back on its box. Returns the hint's hold (die indices), its box
        (box, detail), or None when B went back."""
        scr = self.screen
        self.until(lambda: scr.cursor == len(scr.options), "UP")
        timed = hasattr(self.sim, "clock_start")  # the firmware's mirror (board_emu)
        if timed:
            self.sim.clock_start()
        self.hinted = True
        self.hints += 1
        last = self.boxes_left() == 1
        self.press("A", why="the last box's hint asked" if last else "the hint asked")
        self.on("message")
        self.expect("HINT", "Expected", "A: do it  B: back")
        if timed:
            think = self.sim.clock_read()
            self.sim.clock_start()
        follow = self.follow_every and self.hints % self.follow_every == 0
        hint = self.screen.on_a.__self__  # screens/hint.py's Hint: what it names
        keep, at = hint.keep, hint.at
        self.press("A" if follow else "B", why="the hint followed" if follow else None)
        if follow and keep is not None:
            self.on("turn")
            if timed:
                self.hint_ms.append((think, self.sim.clock_read()))
            return tuple(keep)
        self.on("scoring")
        if timed:
            self.hint_ms.append((think, self.sim.clock_read()))
        return at if follow else None

    def score(self, choice):
        """Score ``choice`` from the box list (asking the hint first where
        ``hint_every`` says so). A followed hint may say to roll instead:
        then its hold is made, the dice rolled, and the hold returned
        (nothing scored); else None."""
        if self.screen.NAME == "turn":
            self.press("DOWN") if self.game.rolls_left else self.press("A")
        self.on("scoring")
        self.boxes_picked = getattr(self, "boxes_picked", 0) + 1
        g = self.game
        last = self.last_hint and self.boxes_left() == 1
        if self.hint_every and (self.boxes_picked % self.hint_every == 1 % self.hint_every or last):
            said = self.ask_hint()  # the first box, then every hint_every-th
            if said is not None and self.screen.NAME == "turn":
                self.roll(said)
                return said
            if said is not None:  # followed: the box it named
                choice = [c for c in g.choices() if (c.box, c.detail) == said][0]
        scr = self.screen
        row = [r for r in range(len(scr.options)) if scr.options[r][0].box == choice.box][0]
        self.until(lambda: scr.cursor == row, "DOWN")
        self.until(lambda: scr.options[row][scr.pick[row]] == choice, "RIGHT")
        line = scr.lines[row]
        assert line in self.text(), (line, self.text())
        shown = "X" if choice.detail == "X" else str(choice.points)
        assert line.rstrip().rstrip(">").endswith(shown), line
        self.press("A", why="a box scored")
        if choice.detail == "X" or choice.points == 0:
            self.on("message")
            self.expect("SURE?")
            self.press("A", why="an X confirmed" if choice.detail == "X" else "a zero confirmed")
        self.actions.append(("play", choice.box, choice.detail))

    def turn(self, shake=False):
        g = self.game
        if self.take_back() or (self.screen.NAME == "turn" and g.rolled):
            pass  # a box taken back: the turn screen, that roll's dice again
        else:
            self.begin_turn()
            self.hinted = False
            self.roll((), "shake" if shake else "A")
            self.look_at_scores()
        while True:
            while g.rolls_left and not self._happy():
                self.roll(self.want_keep())
            c = self.pick_zero() or self.pick()
            if self.score(c) is not None:
                continue  # a followed hint rolled: the turn goes on
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
