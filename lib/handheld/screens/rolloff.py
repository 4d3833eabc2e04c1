"""Who starts: classic, everyone rolls five dice; Power, one die; the
highest starts, tied leaders roll again (the core keeps the rules). The
whole contest is rolled at once and shown; A goes on."""

from handheld import buttons, forget
from handheld.screens import Screen


class RollOff(Screen):
    NAME = "rolloff"

    def __init__(self, app):
        Screen.__init__(self, app)
        g = app.game
        n = len(g.players)
        self.value = [0] * n
        self.rounds = 0
        while g.phase == 0:  # ROLL_OFF
            seat = g.seat
            fresh = g.rolloff_totals()
            if max([v or 0 for v in fresh]) == 0:  # nobody has rolled this round yet
                self.rounds += 1
            # The core draws the faces (a journal replays a roll the core
            # drew with the same draws) and returns them: it clears the
            # dice when the contest ends.
            self.value[seat] = sum(g.roll(()))
        forget("yahtzee_core.rolloff")  # the contest's rules: not needed again this game
        app.save()
        app.hw.beep("roll")

    def enter(self):
        g = self.app.game
        n = len(g.players)
        cells = []
        for s in range(n):
            mark = "*" if s == g.seat else " "
            cells.append("%s%-3s %2d" % (mark, g.players[s][:3], self.value[s]))
        lines = []
        for i in range(0, n, 2):
            lines.append("   ".join(cells[i:i + 2]))
        dice = "5 dice" if g.VARIANT == "classic" else "1 die"
        if self.rounds > 1:
            lines.append("Tie: rolled again")
        while len(lines) < 4:
            lines.append("")
        lines.append("%s starts! A: go" % g.players[g.seat])
        lay = self.app.lists()
        self.group = lay.group
        lay.show("WHO STARTS? (%s)" % dice, lines)

    def press(self, button):
        if button in (buttons.A, buttons.B):
            self.app.continue_game()

    def shake(self):
        self.app.continue_game()
