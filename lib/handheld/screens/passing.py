"""Between two players' turns: hides the last player's screen, names the
next player, says what was just scored. A starts the turn; B shows the
scorecards."""

from handheld import buttons
from handheld.screens import Screen


class Pass(Screen):
    NAME = "pass"

    def __init__(self, app, last=None):
        Screen.__init__(self, app)
        self.last = (last or "")[:21]

    def enter(self):
        lay = self.app.big()
        self.group = lay.group
        lay.show("PASS TO", self.app.game.player, self.last, "A: play   B: scores")

    def press(self, button):
        app = self.app
        if button == buttons.A:
            self.hw.beep("click")
            app.turn()
        elif button == buttons.B:
            app.scorecard(self, app.game.seat, pause=True)
