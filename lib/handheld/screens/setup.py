"""A new game: which game, how many players (Word: the six-game
championship, on or off, and the dictionary, Family or Full); A starts
the names."""

from handheld import buttons, forget
from handheld.screens import Screen
from handheld.widgets import row

GAME, PLAYERS, START, CHAMP, WORDS, SEATS = 0, 1, 2, 3, 4, 5


class Setup(Screen):
    NAME = "setup"

    def __init__(self, app):
        Screen.__init__(self, app)
        self.cursor = GAME
        self.championship = getattr(app, "championship", False)
        self.words = getattr(app, "words", None) or getattr(app.hw.settings, "word_dictionary", "family")

    def _rows(self):
        """The rows in screen order (Word adds its championship option)."""
        from handheld.variants import VARIANTS
        if VARIANTS[self.app.variant][0] == "word":
            return (GAME, PLAYERS, CHAMP, WORDS, START, SEATS)
        return (GAME, PLAYERS, START, SEATS)

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        from handheld.variants import VARIANTS
        app = self.app
        v = VARIANTS[app.variant]
        app.seats = max(v[2], min(v[3], app.seats))
        from handheld.assets import word_off
        off = word_off(app, v[0])
        lines = [row("Game", "< %s%s >" % (v[1], " off" if off else "")),
                 row("Players", "< %d >" % app.seats),
                 "Word is off: no dict" if off else "Start: enter names",
                 "",
                 "B: back to the menu"]
        rows = self._rows()
        if CHAMP in rows:
            lines.insert(2, row("6-game match", "< %s >" % ("on" if self.championship else "off")))
            lines.pop(4)  # the blank line makes room
            lines.insert(3, row("Words", "< %s >" % self.words))
            lines.pop()  # room for it: B still goes back
        # CPU seats (screens/seats.py): below Start, so a game of persons
        # is set up with the same presses as before
        cpus = len([k for k in app.kinds[:app.seats] if k])
        from handheld.assets import cpu_off
        seats = row("CPU seats", ("%d off A:set" if cpu_off(app, v[0]) else "%d  A:set") % cpus)
        i = rows.index(SEATS)
        if lines[i:i + 1] == [""]:
            lines[i] = seats
        else:
            lines.insert(i, seats)
        at = rows.index(self.cursor) if self.cursor in rows else 0
        from handheld.widgets import scroll_to
        app.lists().show("NEW GAME", lines, scroll_to(at, 0), at)

    def press(self, button):
        from handheld.variants import VARIANTS
        app = self.app
        rows = self._rows()
        k = rows.index(self.cursor) if self.cursor in rows else 0
        if button == buttons.UP:
            self.cursor = rows[(k - 1) % len(rows)]
        elif button == buttons.DOWN:
            self.cursor = rows[(k + 1) % len(rows)]
        elif button in (buttons.LEFT, buttons.RIGHT):
            step = 1 if button == buttons.RIGHT else -1
            if self.cursor == GAME:
                app.variant = (app.variant + step) % len(VARIANTS)
            elif self.cursor == PLAYERS:
                v = VARIANTS[app.variant]
                app.seats = v[2] + (app.seats - v[2] + step) % (v[3] - v[2] + 1)
            elif self.cursor == CHAMP:
                self.championship = not self.championship
            elif self.cursor == WORDS:
                self.words = "full" if self.words == "family" else "family"
        elif button == buttons.A:
            self.hw.beep("click")
            if self.cursor == START:
                from handheld.assets import CPU_SEATS_OFF, WORD_OFF, cpu_off, word_off
                v = VARIANTS[app.variant][0]
                why = None
                if word_off(app, v):
                    why = ("WORD IS OFF", WORD_OFF)
                elif [k for k in app.kinds[:app.seats] if k] and cpu_off(app, v):
                    why = ("CPUS ARE OFF", CPU_SEATS_OFF)
                if why is not None:
                    from handheld.screens.message import Message
                    app.go(Message(app, why[0], why[1], lambda: app.go(self)))
                    return
                self._name(0)
                return
            if self.cursor == SEATS:
                from handheld.screens.seats import Seats
                app.go(Seats(app, self))
                return
            self.cursor = rows[min(k + 1, len(rows) - 1)]
        elif button == buttons.B:
            app.menu()
            return
        self._draw()

    def _name(self, seat, step=1):
        """Initials for ``seat``, then the next seat, then the game; CPU
        seats (app.kinds, set on the Seats screen) have no initials."""
        from handheld.screens.initials import Initials
        from handheld.variants import VARIANTS
        app = self.app
        kinds = app.kinds[:app.seats]
        while 0 <= seat < app.seats and kinds[seat]:
            seat += step
        if seat < 0:
            app.go(self)
            return
        if seat == app.seats:
            app.championship = self.championship and CHAMP in self._rows()
            app.words = self.words
            from handheld.new_game import start
            start(app, VARIANTS[app.variant][0], app.names[:app.seats], kinds)
            forget("handheld.new_game")
            return

        def done(name):
            app.names[seat] = name
            self._name(seat + 1)

        def back():
            self._name(seat - 1, -1)

        app.go(Initials(app, "PLAYER %d OF %d" % (seat + 1, app.seats), app.names[seat], done, back))
