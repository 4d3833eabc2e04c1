"""The main menu: resume (when a game is saved), new game, high scores,
settings, how to play, statistics. The cursor comes back on the item
last chosen (``app.menu_at``): a player back from the high scores is on
"High scores" again, not sent to the top; back from a game left for the
menu, on Resume (that game); at power-on, the first item."""

from handheld import buttons
from handheld.assets import CPU_OFF, WORD_OFF, cpu_off, word_off
from handheld.screens import Screen
from handheld.widgets import scroll_to

RESUME, NEW, SCORES, SETTINGS, HOWTO, STATS = 0, 1, 2, 3, 4, 5
_TEXT = ("", "New game", "High scores", "Settings", "How to play", "Statistics")


class Menu(Screen):
    NAME = "menu"

    def __init__(self, app):
        Screen.__init__(self, app)
        self.items = [NEW, SCORES, SETTINGS, HOWTO, STATS]
        if app.saved is not None:
            self.items.insert(0, RESUME)
        at = getattr(app, "menu_at", None)
        g = app.game
        if at == NEW and app.saved is not None and g is not None and not g.over:
            at = RESUME  # the game started from here was left for the menu
        self.cursor = self.items.index(at) if at in self.items else 0
        self.top = 0

    def _text(self, item):
        if item == RESUME:
            from handheld.variants import variant_title
            v, players = self.app.saved
            off = word_off(self.app, v) or cpu_off(self.app, v, players)
            return "Resume %s %dP%s" % (variant_title(v), len(players), " off" if off else "")
        return _TEXT[item]

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        self.lines = [self._text(i) for i in self.items]
        self._draw()

    def _draw(self):
        self.top = scroll_to(self.cursor, self.top)
        self.app.lists().show("POCKET YAHTZEE", self.lines, self.top, self.cursor)

    def press(self, button):
        n = len(self.items)
        if button == buttons.UP:
            self.cursor = (self.cursor - 1) % n
            self._draw()
        elif button == buttons.DOWN:
            self.cursor = (self.cursor + 1) % n
            self._draw()
        elif button == buttons.A:
            self.hw.beep("click")
            self._choose(self.items[self.cursor])

    def _choose(self, item):
        app = self.app
        app.menu_at = item
        if item == RESUME:
            if word_off(app, app.saved[0]):  # kept, not resumed, until the file is back
                from handheld.screens.message import Message
                app.go(Message(app, "WORD IS OFF", WORD_OFF, app.menu))
                return
            if cpu_off(app, app.saved[0], app.saved[1]):  # its CPU seats cannot play: kept too
                from handheld.screens.message import Message
                app.go(Message(app, "CPUS ARE OFF", CPU_OFF, app.menu))
                return
            # reading the game back takes a second or so on the board: the
            # row says so on the screen first (this step's show), then the
            # next step reads it
            self.lines[self.cursor] = "Resuming..."
            self._draw()
            app._after_screen(app.resume)
        elif item == NEW:
            from handheld.screens.setup import Setup
            if app.saved is None:
                app.go(Setup(app))
            else:
                from handheld.screens.message import Message
                app.go(Message(app, "NEW GAME", "A new game replaces the saved one. Start anyway?",
                               lambda: app.go(Setup(app)), app.menu))
        elif item == SCORES:
            from handheld.screens.highscores import HighScores
            app.go(HighScores(app))
        elif item == SETTINGS:
            from handheld.screens.settings import Settings
            app.go(Settings(app))
        elif item == STATS:
            from handheld.screens.statistics import Statistics
            app.go(Statistics(app))
        else:
            from handheld.screens.howto import HowTo
            app.go(HowTo(app))
