"""Between two players' turns: hides the last player's screen, names the
next player (and the one after), says what was just scored, and shows the
standings: every seat's total and its gap to the leader (``*``), in turn
order from the next player, two seats a line; past six seats UP/DOWN
turn the page.

A: the next player takes it. B: take the last score back (asks first;
only while the core allows it, i.e. before the next roll, and only a
person's: screens/takeback.py), else the scorecards. RIGHT: the
scorecards.

Before a CPU's turn that follows a person's box the same screen is the
pause where that box can still be taken back ("NEXT: Expert (CPU)"): A
lets the CPU play.

Drawn on the shared list layout (title and five lines): the screen holds
no labels of its own, whatever the number of seats."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row

PER_LINE = 2
LINES = 3     # standings lines on a page
CELL = 10     # characters a seat takes: name, total, gap


def cell(name, total, gap):
    """``ANN 140 -5``, ``BOB 145 *`` in at most CELL characters."""
    g = "*" if gap == 0 else "-%d" % gap
    s = "%s %d" % (name[:3], total)
    if len(s) + 1 + len(g) > CELL:
        s = "%s%d" % (name[:3], total)
    if len(s) + 1 + len(g) > CELL and len(s) + len(g) <= CELL:
        return s + g  # "CAT170-120": the minus sign parts them; the name stays whole
    if len(s) + 1 + len(g) > CELL:
        s = "%s%d" % (name[:2], total)
    return s + " " * max(0, CELL - len(s) - len(g)) + g


def standings(game, page=0):
    """The standings lines of ``page``: seats in turn order from the one to
    play, each with its total and the gap to the leader."""
    totals = game.totals()
    best = max(totals)
    n = len(totals)
    per_page = PER_LINE * LINES
    out = []
    for k in range(page * per_page, min(n, (page + 1) * per_page), PER_LINE):
        cells = []
        for j in range(k, min(n, k + PER_LINE)):
            s = (game.seat + j) % n
            cells.append(cell(game.players[s], totals[s], best - totals[s]))
        out.append(" ".join(cells))
    while len(out) < LINES:
        out.append("")
    return out


def pages(game):
    per_page = PER_LINE * LINES
    return (len(game.players) + per_page - 1) // per_page


class Pass(Screen):
    NAME = "pass"

    def __init__(self, app, last=None):
        Screen.__init__(self, app)
        self.last = (last or "")[:21]
        self.page = 0
        self.loaded = False

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        self._draw()

    def _draw(self):
        app = self.app
        g = app.game
        n = len(g.players)
        width = 21 - app.rest.gauge_cols()  # clear of the battery gauge (handheld/sleep.py)
        if self._cpu():
            title = ("NEXT: %s (CPU)" % g.player)[:width]
        else:
            title = "PASS TO " + g.player
            if n > 2:
                nxt = g.players[(g.seat + 1) % n][:3]
                title = row(title, ("then " if len(title) + len(nxt) + 6 <= width else ">") + nxt, width)
        lines = [self.last]
        lines.extend(standings(g, self.page))
        more = pages(g)
        hint = "A:%s B:%s" % ("go" if self._cpu() else "play", "scores" if app.mine() is None else "undo")
        if more > 1:
            hint = row(hint, "v%d/%d" % (self.page + 1, more))
        lines.append(hint)
        self.app.lists().show(title, lines)

    def _cpu(self):
        g = self.app.game
        return g.player != g.player.upper()  # a CPU's name (handheld/cpu.py)

    def tick(self, now):
        if not self.loaded and not self._cpu():  # drawn: load the turn's code while the player reads
            self.loaded = True                   # (a CPU's turn prices the notes itself)
            self.app.price_choices()
            load_turn(self.app.game.VARIANT)
        return False

    def press(self, button):
        app = self.app
        g = app.game
        if button == buttons.A:
            self.hw.beep("click")
            if self._cpu():
                app.cpu_next()
            else:
                app.turn()
        elif button in (buttons.UP, buttons.DOWN):
            self.page = (self.page + (1 if button == buttons.DOWN else -1)) % pages(g)
            self._draw()
        elif button == buttons.B and app.mine() is not None:
            from handheld.screens import takeback
            takeback.ask(app, self)
        elif button in (buttons.B, buttons.RIGHT):
            app.scorecard(self, g.seat, pause=True)


def load_turn(variant):
    """Import the next turn's screens ahead of the turn, while the player
    reads this one: after CPU turns or the coach's pricing they were let
    go (handheld/phases.py), and as .py they take 0.3-0.7 s to load."""
    if variant == "word":
        import handheld.screens.word_turn
        import handheld.screens.word_boxes  # noqa: F401
    elif variant == "jackpot":
        import handheld.screens.jackpot_turn  # noqa: F401
    else:
        import handheld.screens.turn
        import handheld.screens.scoring  # noqa: F401
