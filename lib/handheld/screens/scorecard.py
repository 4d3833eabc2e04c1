"""A player's scorecard: UP/DOWN scroll (UP at the top: every box on one
screen, screens/overview.py), LEFT/RIGHT the other players, B back; during a game A offers to leave for the menu (the game is saved). Open boxes show "-"; Power lines show base x power = points,
an X for a box given up, and Choice's number."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row

ROWS = 5


def sheet_lines(game, seat):
    """The lines of ``seat``'s scorecard, then the totals."""
    if game.VARIANT == "jackpot":  # rounds, not boxes
        from handheld.screens.jackpot_round import sheet_lines as jackpot_lines
        return jackpot_lines(game, seat)
    if game.VARIANT == "word":  # five upper boxes, bonus over 45, a match
        from handheld.screens.word_boxes import sheet_lines as word_lines
        return word_lines(game, seat)
    lines = []
    if game.VARIANT == "power":
        from yahtzee_core.power import SLOT_LABELS, UPPER_SLOTS
        for i in range(len(SLOT_LABELS)):
            s = game.slot(seat, i)
            label = SLOT_LABELS[i]
            if s is None:
                lines.append(row(label, "-"))
            elif s[1] == 0:
                lines.append(row(label, "X    0"))
            else:
                if i == 6 and s[2]:
                    label = "Choice %ds" % s[2]
                lines.append(row(label, "%dx%d%4d" % (s[0], s[1], s[0] * s[1])))
            if i == UPPER_SLOTS - 1:
                lines.append(row("Upper total", str(game.upper_score(seat))))
                lines.append(row("Upper bonus", str(game.upper_bonus(seat))))
    else:
        for b in range(len(game.BOXES)):
            v = game.box(seat, b)
            lines.append(row(game.LABELS[b], "-" if v is None else str(v)))
            if b == 5:
                up = game.upper_score(seat)
                lines.append(row("Upper total", str(up)))
                bonus = game.upper_bonus(seat)
                lines.append(row("Bonus (63+)", str(bonus) if bonus else "need %d" % (63 - up)))
        lines.append(row("Yahtzee bonus", str(game.yahtzee_bonus(seat))))
    lines.append(row("TOTAL", str(game.total(seat))))
    return lines


class Scorecard(Screen):
    NAME = "scorecard"

    def __init__(self, app, back, seat, pause=False):
        Screen.__init__(self, app)
        self.back = back
        self.seat = seat
        self.top = 0
        self.pause = pause  # during a game, A offers to leave for the menu

    def enter(self):
        self.group = self.app.lists().group
        self._load()

    def _load(self):
        g = self.app.game
        self.lines = sheet_lines(g, self.seat)
        if self.pause:  # how to leave a game, on screen (the turn: "B,A: leave")
            self.lines.append("A:leave game  B:back")
        self._draw()

    def _draw(self):
        g = self.app.game
        n = len(g.players)
        title = g.players[self.seat] if n == 1 else "< %s >" % g.players[self.seat]
        # "^": UP at the top shows every box at once (the overview)
        self.app.lists().show(row(title, "^ %d/%d" % (self.seat + 1, n) if n > 1 else "^ all boxes"), self.lines, self.top)

    def press(self, button):
        n = len(self.app.game.players)
        if button == buttons.UP and self.top == 0:
            from handheld.screens.overview import Overview
            self.app.go(Overview(self.app, self.back, self.seat, self.pause))
            return
        if button == buttons.UP:
            self.top = max(0, self.top - 1)
        elif button == buttons.DOWN:
            self.top = min(len(self.lines) - ROWS, self.top + 1)
        elif button in (buttons.LEFT, buttons.RIGHT):
            self.seat = (self.seat + (1 if button == buttons.RIGHT else -1)) % n
            self._load()
            return
        elif button == buttons.A and self.pause:
            from handheld.screens.message import Message
            app = self.app
            app.go(Message(app, "PAUSE", "The game is saved. Leave it for the menu? (Resume it from there.)",
                           app.menu, lambda: app.go(self.back)))
            return
        elif button in (buttons.A, buttons.B):
            self.app.go(self.back)
            return
        self._draw()
