"""The five best scores of each game: LEFT/RIGHT changes the game."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row


class HighScores(Screen):
    NAME = "highscores"

    def __init__(self, app):
        Screen.__init__(self, app)
        self.k = app.variant

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        from handheld.variants import VARIANTS
        v = VARIANTS[self.k]
        rows = self.hw.storage.high_scores(v[0])
        lines = []
        for i in range(5):
            if i < len(rows):
                lines.append(row("%d. %s" % (i + 1, rows[i][0]), str(rows[i][1])))
            else:
                lines.append("%d. ---" % (i + 1))
        self.app.lists().show(row("BEST", "< %s >" % v[1]), lines)

    def press(self, button):
        from handheld.variants import VARIANTS
        if button in (buttons.LEFT, buttons.RIGHT):
            self.k = (self.k + (1 if button == buttons.RIGHT else -1)) % len(VARIANTS)
            self._draw()
        elif button in (buttons.A, buttons.B):
            self.app.menu()
