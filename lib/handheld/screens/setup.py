"""A new game: which game, how many players; A starts the names."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row

GAME, PLAYERS, START = 0, 1, 2


class Setup(Screen):
    NAME = "setup"

    def __init__(self, app):
        Screen.__init__(self, app)
        self.cursor = GAME

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        from handheld.app import VARIANTS
        app = self.app
        v = VARIANTS[app.variant]
        app.seats = max(v[2], min(v[3], app.seats))
        lines = [row("Game", "< %s >" % v[1]),
                 row("Players", "< %d >" % app.seats),
                 "Start: enter names",
                 "",
                 "B: back to the menu"]
        app.lists().show("NEW GAME", lines, 0, self.cursor)

    def press(self, button):
        from handheld.app import VARIANTS
        app = self.app
        if button == buttons.UP:
            self.cursor = (self.cursor - 1) % 3
        elif button == buttons.DOWN:
            self.cursor = (self.cursor + 1) % 3
        elif button in (buttons.LEFT, buttons.RIGHT):
            step = 1 if button == buttons.RIGHT else -1
            if self.cursor == GAME:
                app.variant = (app.variant + step) % len(VARIANTS)
            elif self.cursor == PLAYERS:
                v = VARIANTS[app.variant]
                app.seats = v[2] + (app.seats - v[2] + step) % (v[3] - v[2] + 1)
        elif button == buttons.A:
            self.hw.beep("click")
            if self.cursor == START:
                self._name(0)
                return
            self.cursor += 1
        elif button == buttons.B:
            app.menu()
            return
        self._draw()

    def _name(self, seat):
        """Initials for ``seat``, then the next seat, then the game."""
        from handheld.screens.initials import Initials
        from handheld.app import VARIANTS
        app = self.app
        if seat == app.seats:
            app.start(VARIANTS[app.variant][0], app.names[:app.seats])
            return

        def done(name):
            app.names[seat] = name
            self._name(seat + 1)

        def back():
            if seat == 0:
                app.go(self)
            else:
                self._name(seat - 1)

        app.go(Initials(app, "PLAYER %d OF %d" % (seat + 1, app.seats), app.names[seat], done, back))
