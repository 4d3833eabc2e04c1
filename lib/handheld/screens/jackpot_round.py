"""The end of a Jackpot round: one line per player with the round's lines
(rows and diagonals), rack bonus, High Round Bonus and the running total
after it. A goes on (the next round, or the final ranking); B shows the
scorecards. For LOCK seconds after the table appears A does nothing (and
the title shows no "A: on"): a player pressing A, A, A through their
last tiles does not skip the table unread. The pass screen after it
names the round to come, not the last tile of the round before. Also
``sheet_lines``: a player's Jackpot scorecard."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row
from yahtzee_core.jackpot import ROUNDS

_COLS = "%-3s%5s%4s%4s%5s"  # name, lines, rack bonus, high bonus, total
LOCK = 1.0  # seconds A is ignored once the table is up


def round_lines(game, r):
    """The table of round ``r`` (0-based): a header, then each player."""
    lines = [_COLS % ("", "Line", "Rk", "Hi", "Tot")]
    for s in range(len(game.players)):
        sheet = game.round_sheet(s, r)
        run = 0
        for k in range(r + 1):  # the running total after round r
            run += game.round_sheet(s, k)[4]
        lines.append(_COLS % (game.players[s][:3], sheet[0], sheet[1], sheet[3], run))
    return lines


def sheet_lines(game, seat):
    """``seat``'s Jackpot scorecard: the rack now, each round, the total."""
    lines = []
    if not game.over:
        lines.append(row("Rack now", str(game.rack_score(seat))))
    for r in range(ROUNDS):
        sheet = game.round_sheet(seat, r)
        if sheet is None:
            lines.append(row("Round %d" % (r + 1), "-"))
            continue
        lines.append(row("R%d lines" % (r + 1), str(sheet[0])))
        lines.append(row("R%d rack bonus" % (r + 1), str(sheet[1])))
        lines.append(row("R%d high bonus" % (r + 1), str(sheet[3])))
        lines.append(row("R%d total" % (r + 1), str(sheet[4])))
    lines.append(row("TOTAL", str(game.total(seat))))
    return lines


class JackpotRound(Screen):
    NAME = "jackpot_round"

    def __init__(self, app, r):
        Screen.__init__(self, app)
        self.r = r
        self.until = None  # A works from then on (hw.monotonic())
        self.lines = round_lines(app.game, r)
        if len(self.lines) < 4:
            self.lines.append("")
        self.foot = len(self.lines) < 5  # room for the buttons' line
        if self.foot:
            self.lines.append("")

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        if self.until is None:  # first shown (not back from the scorecards)
            self.until = self.hw.monotonic() + LOCK
        self._draw(self.hw.monotonic())

    def _draw(self, now):
        over = "A: end" if self.r == ROUNDS - 1 else "A: on"
        if now < self.until:
            over = ""
        self.shown = over
        if self.foot:
            self.lines[-1] = ("%s   B: cards" % over) if over else "        B: cards"
        self.app.lists().show(row("ROUND %d OF %d" % (self.r + 1, ROUNDS), over), self.lines)

    def tick(self, now):
        if not self.shown and now >= self.until:
            self._draw(now)  # the lock-out is over: "A: on" appears
        return False

    def press(self, button):
        app = self.app
        if button == buttons.A:
            if self.hw.monotonic() < self.until:
                return  # just appeared: an A meant for the last tile
            g = app.game
            nxt = None if g.over else "Round %d of %d starts" % (g.round + 1, ROUNDS)
            app.continue_game(nxt)
        elif button == buttons.B:
            app.scorecard(self, 0)
