"""The end: the ranking (ties share a place and the win), then initials
for every new high score, then the menu. B shows the scorecards, LEFT
this game's statistics (the winner's first), RIGHT the coach's review
(classic)."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row


class GameOver(Screen):
    NAME = "gameover"

    def __init__(self, app):
        Screen.__init__(self, app)
        g = app.game
        self.totals = g.totals()
        n = len(self.totals)
        order = list(range(n))
        # seat order in ties, said in the key: MicroPython's sort is not stable
        order.sort(key=lambda s: -self.totals[s] * 16 + s)
        self.order = order
        self.top = 0
        win = g.winners()
        self.lines = []
        for k in range(n):
            s = order[k]
            place = 1 + sum([1 for t in self.totals if t > self.totals[s]])
            tag = ("WIN" if len(win) == 1 else "TIE") if s in win else ""
            self.lines.append(row("%d %s" % (place, g.players[s]), "%d %3s" % (self.totals[s], tag)))
        if n < 4:
            self.lines.append("")
        self.lines.append("B: the scorecards")
        self.lines.append("LEFT: statistics")
        if g.VARIANT == "classic":  # the coach (screens/review.py)
            self.lines.append("RIGHT: coach review")
        self.queue = None  # seats still to enter a high score
        self.hw.beep("fanfare")
        app.enter("end")

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        self.app.lists().show(row("GAME OVER", "A: next"), self.lines, self.top)

    def press(self, button):
        app = self.app
        if button == buttons.UP:
            self.top = max(0, self.top - 1)
        elif button == buttons.DOWN:
            self.top = min(max(0, len(self.lines) - 5), self.top + 1)
        elif button == buttons.B:
            app.scorecard(self, self.order[0])
            return
        elif button == buttons.LEFT:
            from handheld.screens.statistics import Statistics
            g = app.game
            app.go(Statistics(app, lambda: app.go(self), g.VARIANT, g.players[self.order[0]][:3]))
            return
        elif button == buttons.RIGHT and self.app.game.VARIANT == "classic":
            from handheld.screens.review import Review
            app.go(Review(app, self))
            return
        elif button == buttons.A:
            if self.queue is None:
                self.queue = list(self.order)
            self._next_entry()
            return
        self._draw()

    def _next_entry(self):
        """Ask initials for the next player whose total makes the table."""
        app = self.app
        g = app.game
        st = self.hw.storage
        while self.queue:
            s = self.queue.pop(0)
            if g.players[s] != g.players[s].upper():
                continue  # a CPU seat (handheld/cpu.py) keeps no high score
            rank = st.rank_for(g.VARIANT, self.totals[s])
            if rank is None:
                continue
            from handheld.screens.initials import Initials

            def done(initials, s=s):
                st.add_high_score(g.VARIANT, initials, self.totals[s])
                self._next_entry()

            title = "HIGH SCORE #%d: %d" % (rank, self.totals[s])
            app.go(Initials(app, title, g.players[s][:3], done, self._next_entry, "A: save  B: skip"))
            return
        app.game = None
        app.menu()
