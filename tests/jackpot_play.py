"""Plays Jackpot Yahtzee on the simulated handheld through button presses
alone, for tests/test_ui_jackpot*.py (the classic/Power driver is in
tests/ui_play.py; this one adds Jackpot's single roll, the cursor over
the rack, the symbol choice and the Chance Option).

Every move is decided from the game's state alone (so a game resumed
after a power cut makes the same moves), recorded as a core action, and
made with presses; a replay of the actions through the rules core with
the same seed must end with the same racks and totals.
"""

from ui_play import SEED, Driver
from yahtzee_core import rack as R
from yahtzee_core.jackpot import CHANCE_SPACE, OPTION, SUPPLY
from handheld.art import jackpot as art
from handheld.screens import jackpot_turn as jt


def decide(g, declined=False):
    """The next step as (box, detail), or (CHANCE_SPACE, OPTION) to keep
    the Chance tile. Mostly the best-scoring step; a hash of the state
    sends some tiles to the Chance Space, and keeps or returns some
    Chance tiles, so every path is taken. ``declined``: the screen's
    Chance Option was already declined this turn."""
    cs = g.choices()
    now = g.rack_score(g.seat)
    mix = (R.filled(g.racks[g.seat]) * 7 + g.seat * 3 + g.round + sum(g.dice)) % 4
    if g.option_open and not declined:
        opt = [c for c in cs if c.detail == OPTION and c.box != SUPPLY]
        best = max(opt, key=lambda c: c.points)
        if best.points > now or mix == 0:
            return best.box, OPTION
        if mix == 1:
            return SUPPLY, OPTION
        return CHANCE_SPACE, OPTION  # keep it where it is
    tiles = [c for c in cs if c.detail != OPTION]  # the keep is made: a tile
    best = max(tiles, key=lambda c: c.points)
    if best.points == now and mix < 2:
        for c in tiles:
            if c.box == CHANCE_SPACE:
                return c.box, c.detail
    return best.box, best.detail


class JackpotDriver(Driver):
    """Driver for Jackpot games: new_game, turn, play_out, act, replay."""

    def new_game(self, variant, seats):
        self.open_setup(variant, seats)
        self.press("DOWN", "A")
        self.name_players(seats)
        self.on("pass")  # a random seat starts: no roll-off

    def begin_turn(self):
        self.past_cpu_stop()
        if self.screen.NAME == "pass":
            self.expect("PASS TO", self.game.player)
            self.press("A")
        self.on("jackpot_turn")
        g = self.game  # DOWN's take-back in A:roll's place when this seat's tile can come back
        self.expect(g.player, "R%d" % (g.round + 1), "DN:undo" if self.app.mine() == g.seat else "A: roll",
                    "B,A: leave")

    def roll(self, keep=(), how="A"):
        g = self.game
        assert not g.rolled
        if how == "shake":
            self.sim.shake()
            self.sim.run_until_idle()
        else:
            self.press(how)
        assert g.rolled, self.text()
        self.actions.append(("roll",))
        self.expect(jt.KINDS[g.kind])

    def cursor_tile(self):
        """The tile index the screen shows where the cursor is."""
        scr = self.screen
        lay = scr.lay
        box = scr.boxes[scr.cursor]
        if box < R.WINDOWS:
            r, i = jt._WHERE[box]
            return lay.rows[r][i]
        return lay.chance[0]

    def step(self, box, detail):
        """Move the cursor to box, the symbol to detail; check the screen; A."""
        g = self.game
        scr = self.screen
        assert scr.NAME == "jackpot_turn"
        while scr.boxes[scr.cursor] != box:
            self.press("RIGHT")
        if detail != OPTION:
            while scr.syms[scr.sym] != detail:
                self.press("UP")
            # the cursor's window previews the tile, inverted; the points shown
            assert self.cursor_tile() == art.sym_tile(detail, True)
            self.expect("score %d" % scr.points[(box, detail)])
        elif box == CHANCE_SPACE:
            self.expect("Chance tile", "leave it")
        elif box == SUPPLY:
            self.expect("Chance tile", "to supply")
        else:
            assert self.cursor_tile() == art.sym_tile(g.chance[g.seat], True)
            self.expect("Chance tile", "score %d" % scr.points[(box, OPTION)])
        self.press("A")
        if not (box == CHANCE_SPACE and detail == OPTION):
            self.actions.append(("play", box, detail))

    def turn(self, shake=False):
        g = self.game
        self.begin_turn()
        seat = g.seat
        r0 = g.round
        self.roll(how="shake" if shake else "A")
        while g.rolled and g.seat == seat and not g.over:
            self.step(*decide(g, self.screen.declined))
        if g.round != r0:
            self.check_round(r0)
            self.leave_round(r0)

    def check_round(self, r):
        """The end-of-round screen: each player's line and running total."""
        g = self.game
        self.on("jackpot_round")
        self.expect("ROUND %d OF 3" % (r + 1), "Line", "Rk", "Hi", "Tot")
        lines = self.text().split("\n")
        for s in range(len(g.players)):
            sheet = g.round_sheet(s, r)
            run = sum(g.round_sheet(s, k)[4] for k in range(r + 1))
            want = "%-3s%5d%4d%4d%5d" % (g.players[s][:3], sheet[0], sheet[1], sheet[3], run)
            assert want in lines, (want, self.text())

    def leave_round(self, r):
        """A right after the table appears is ignored (the lock-out: an A
        meant for the last tile must not skip it); once "A: on" shows, A
        goes on, and the pass screen names the next round, not the last
        tile of this one."""
        from handheld.screens.jackpot_round import LOCK
        g = self.game
        person_next = not g.over and g.player == g.player.upper()  # a CPU plays on at once
        self.press("A")
        self.on("jackpot_round")
        assert "A: on" not in self.text() and "A: end" not in self.text(), self.text()
        self.sim.wait(LOCK)
        self.expect("A: end" if r == 2 else "A: on")
        self.press("A")
        if self.screen.NAME == "pass" and person_next:
            self.expect("Round %d of 3 starts" % (r + 2))
            assert ": " not in self.screen.last, self.text()  # no "ANN: bell, rack 40"

    def play_out(self, max_turns=2000):
        for k in range(max_turns):
            if self.game.over:
                break
            self.turn(shake=(k % 7 == 3))
        assert self.game.over

    def replay(self, variant, names, seed=SEED):
        from yahtzee_core import new_game
        g = new_game(variant, names, seed=seed)
        for a in self.actions:
            if a[0] == "roll":
                g.roll()
            else:
                g.score(a[1], a[2])
        return g

    def act(self):
        """One move from whatever screen is up (power-cut test)."""
        self.still_powered()
        name = self.screen.NAME
        g = self.game
        if name == "jackpot_turn":
            if not g.rolled:
                self.roll()
            else:
                self.step(*decide(g, self.screen.declined))
            return True
        if name == "jackpot_round":
            from handheld.screens.jackpot_round import LOCK
            self.sim.wait(LOCK)
            self.press("A")
            return True
        return Driver.act(self)
