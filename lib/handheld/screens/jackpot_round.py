"""The end of a Jackpot round: one line per player with the round's lines
(rows and diagonals), rack bonus, High Round Bonus and the running total
after it. A goes on (the next round, or the final ranking); B shows the
scorecards. Also ``sheet_lines``: a player's Jackpot scorecard."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row
from yahtzee_core.jackpot import ROUNDS

_COLS = "%-3s%5s%4s%4s%5s"  # name, lines, rack bonus, high bonus, total


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

    def __init__(self, app, r, last=None):
        Screen.__init__(self, app)
        self.r = r
        self.last = last
        self.lines = round_lines(app.game, r)
        if len(self.lines) < 4:
            self.lines.append("")
        if len(self.lines) < 5:
            self.lines.append("A: on   B: cards")

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        over = "A: end" if self.r == ROUNDS - 1 else "A: on"
        lay.show(row("ROUND %d OF %d" % (self.r + 1, ROUNDS), over), self.lines)

    def press(self, button):
        app = self.app
        if button == buttons.A:
            app.continue_game(self.last)
        elif button == buttons.B:
            app.scorecard(self, 0)
