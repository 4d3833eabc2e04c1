"""Who plays each seat: a person (initials next) or a CPU of a level.
UP/DOWN choose a seat, LEFT/RIGHT change it, A on "Done" or B go back
to the new-game screen (whose Start asks the persons' initials). The choice is
remembered for the next game (app.kinds)."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row, scroll_to

KINDS = (None, "easy", "medium", "hard", "expert")
LABELS = ("Person", "CPU Easy", "CPU Medium", "CPU Hard", "CPU Expert")


class Seats(Screen):
    NAME = "seats"

    def __init__(self, app, setup):
        Screen.__init__(self, app)
        self.setup = setup
        self.cursor = 0
        self.top = 0

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        app = self.app
        lines = [row("Seat %d" % (i + 1), "< %s >" % LABELS[KINDS.index(app.kinds[i])])
                 for i in range(app.seats)]
        lines.append("Done")
        self.top = scroll_to(self.cursor, self.top)
        app.lists().show("WHO PLAYS", lines, self.top, self.cursor)

    def press(self, button):
        app = self.app
        n = app.seats + 1
        if button == buttons.UP:
            self.cursor = (self.cursor - 1) % n
        elif button == buttons.DOWN:
            self.cursor = (self.cursor + 1) % n
        elif button in (buttons.LEFT, buttons.RIGHT) and self.cursor < app.seats:
            k = KINDS.index(app.kinds[self.cursor]) + (1 if button == buttons.RIGHT else -1)
            app.kinds[self.cursor] = KINDS[k % len(KINDS)]
        elif button == buttons.A:
            self.hw.beep("click")
            if self.cursor == app.seats:
                app.go(self.setup)
                return
            self.cursor += 1
        elif button == buttons.B:
            app.go(self.setup)
            return
        self._draw()
