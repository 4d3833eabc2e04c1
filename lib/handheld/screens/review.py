"""The coach's review after a classic game, from the game-over screen
(RIGHT): the persons' choices that cost the most expected points, each
with the turn, the cost, what was played and the best play then
(handheld/coach.py notes and prices them; after a sleep, a power cut or
a Resume handheld/coach_saved.py read them back from the saved game).
UP/DOWN scroll, B (or A) back."""

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


def review_lines(app):
    """The review's lines: per costly choice, who and which turn with the
    cost, then what was played and what was best; last, the turns whose
    notes could not be kept, and why."""
    g = app.game
    app.enter("pricing")
    from handheld.coach import price
    price(app)  # the last choices (the game's end comes before a pass)
    price = None
    app.enter("end")  # the coach and its Expert priced them: they go
    rec = app.review
    # a game the save memory had to write anew mid-game kept the coach's
    # notes from there on only (handheld/coach_saved.py)
    since = getattr(g, "coach_since", 1)
    lost = ["Turns 1-%d are not in" % (since - 1), "it: the save memory",
            "was full, and the", "game was saved anew."] if since > 1 else []
    # why it is empty, or short, in the player's words (21 columns)
    if rec is None or rec[0] is not g:
        if lost:
            return lost + ["Since then the coach", "watched no choice:", "it watches from your", "next hint."]
        return ["The coach watched no", "choice: it watches", "from your first hint,",
                "or all game when a", "CPU plays too."]
    out = []
    for cost, seat, turn, choice, best in rec[1]:
        out.append("T%d %s -%d.%d pts" % (turn, g.players[seat], cost // 10, cost % 10))
        out.append(" " + describe(g, choice)[:20])
        out.append(" best: " + describe(g, best)[:14])
    return (out or ["No costly choices:", "every play was within", "0.1 point of the best."]) + lost


def describe(game, code):
    """A noted play as words: "hold 5 5" / "reroll all" / a box's label."""
    if code.startswith("h") and code not in game.BOXES:
        return ("hold " + " ".join(code[1:])) if len(code) > 1 else "reroll all"
    return game.LABELS[list(game.BOXES).index(code)]
