"""The coach's review after a classic game, from the game-over screen
(RIGHT): the persons' choices that cost the most expected points, each
with the turn, the cost, what was played and the best play then
(handheld/coach.py). UP/DOWN scroll, B (or A) back."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row


class Review(Screen):
    NAME = "review"

    def __init__(self, app, back):
        Screen.__init__(self, app)
        self.back = back
        off = getattr(app.hw, "table_problem", None)
        if off:  # the coach prices with the value table (handheld/assets.py)
            from handheld.widgets import wrap
            self.lines = wrap(off)
        else:
            from handheld.coach import review_lines
            self.lines = review_lines(app)
        self.top = 0

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        self.app.lists().show(row("COACH REVIEW", "B: back"), self.lines, self.top)

    def press(self, button):
        if button == buttons.UP:
            self.top = max(0, self.top - 1)
        elif button == buttons.DOWN:
            self.top = min(max(0, len(self.lines) - 5), self.top + 1)
        elif button in (buttons.A, buttons.B):
            self.app.go(self.back)
            return
        self._draw()
