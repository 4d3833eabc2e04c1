"""Choosing the box: every open box with what this roll scores there
(from the core's ``choices()``), scrolling. The cursor starts on the
first row, the sheet's first open box: a cursor reads as advice, and the
row with the most points is often the wrong box (Chance on turn 2); the
advice is the last row, the coach's hint (UP from the top), and after a
hint the cursor sits on the box it named (``select``).

    UP/DOWN     move            A  score it (a zero or an X asks first)
    LEFT/RIGHT  Power: the other ways to fill this box (Choice's number,
                or an X)        B  back to the dice

Power's DOUBLE brings this list up twice; the title says which box, and
what is reported afterwards (pass screen, a solo player's next turn)
names both boxes on one 21-character line: "ANN Fours 24+4Kind 48".
"""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row, scroll_to

X = "X"  # yahtzee_core.power.X
# Power's boxes (yahtzee_core.power.BOXES order), short enough for two on
# a line: what a DOUBLE reports.
SHORT = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Choice", "2Pair",
         "3Kind", "4Kind", "FullH", "SmStr", "LgStr", "Chance", "Yahtz")
HINT = "? Hint: best play"
HINT_OFF = "? Hint: off (A: why)"


class Scoring(Screen):
    NAME = "scoring"

    def __init__(self, app, back=None, first=None):
        Screen.__init__(self, app)
        self.back = back
        self.first = first  # a DOUBLE's first box, short: "Fours 24"
        g = app.game
        self.labels = []
        self.options = []   # per row: the Choices that fill this box
        for c in g.choices():
            if self.labels and self.options[-1][0].box == c.box:
                self.options[-1].append(c)
            else:
                self.labels.append(g.LABELS[g.BOXES.index(c.box)])
                self.options.append([c])
        self.pick = []      # per row: which option is shown
        self.cursor = 0
        for r in range(len(self.options)):
            opts = self.options[r]
            k = 0
            for j in range(len(opts)):  # the best-scoring way, not an X
                if opts[j].detail != X and opts[j].points >= opts[k].points:
                    k = j
            self.pick.append(k)
        self.top = 0
        self.lines = [self._line(r) for r in range(len(self.options))]
        # the coach (handheld/coach.py): UP from the top; off in classic
        # when the value table failed the boot check (handheld/assets.py)
        self.off = g.VARIANT == "classic" and getattr(app.hw, "table_problem", None)
        self.lines.append(HINT_OFF if self.off else HINT)

    def select(self, box=None, detail=None):
        """Put the cursor on the row of ``box`` (the way ``detail`` shown),
        or with no box on the hint's own row."""
        r = len(self.options)
        for i in range(len(self.options)):
            for k in range(len(self.options[i])):
                c = self.options[i][k]
                if box is not None and c.box == box and c.detail == detail:
                    r = i
                    self.pick[i] = k
        old, self.cursor = self.cursor, r
        self.lines[old] = self._line(old)
        self.lines[r] = self._line(r)

    def _line(self, r):
        if r == len(self.options):
            return HINT_OFF if self.off else HINT
        c = self.options[r][self.pick[r]]
        label = self.labels[r]
        if c.box == "choice" and c.detail != X:
            label = "Choice: %ds" % c.detail
        pts = X if c.detail == X else str(c.points)
        if len(self.options[r]) > 1 and r == self.cursor:
            pts = "<%s>" % pts
        return row(label, pts)

    def _title(self):
        g = self.app.game
        dice = "".join([str(d) for d in g.dice[:5]])
        if g.VARIANT == "power":
            if g.placed:
                head = "2nd box " + dice
            elif g.power_face == 4:
                head = "1st box " + dice
            else:
                head = "Box for " + dice
            return row(head, "x%d" % g.multiplier)
        if g.yahtzee_bonus_due:
            return row(dice, "BONUS +100")
        if g.joker:
            return row(dice, "JOKER")
        return row("Box for " + dice, "%d/%d" % (self.cursor + 1, len(self.lines)))

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        self.top = scroll_to(self.cursor, self.top)
        self.app.lists().show(self._title(), self.lines, self.top, self.cursor)

    def _move(self, step):
        old = self.cursor
        self.cursor = (self.cursor + step) % len(self.lines)
        self.lines[old] = self._line(old)
        self.lines[self.cursor] = self._line(self.cursor)

    def press(self, button):
        r = self.cursor
        if button == buttons.UP:
            self._move(-1)
        elif button == buttons.DOWN:
            self._move(1)
        elif r == len(self.options) and button == buttons.A and self.off:
            from handheld.screens.message import Message
            self.app.go(Message(self.app, "HINT IS OFF", self.off, lambda: self.app.go(self)))
            return
        elif r == len(self.options) and button == buttons.A:
            from handheld.screens.hint import Hint  # worked out with this screen gone
            held = self.back.held if self.back is not None else None
            self.app.go(Hint(self.app, held, self.first))
            return
        elif r == len(self.options) and button in (buttons.LEFT, buttons.RIGHT):
            pass  # the hint row has no other ways
        elif button in (buttons.LEFT, buttons.RIGHT):
            n = len(self.options[r])
            self.pick[r] = (self.pick[r] + (1 if button == buttons.RIGHT else -1)) % n
            self.lines[r] = self._line(r)
        elif button == buttons.A:
            self._choose(self.options[r][self.pick[r]])
            return
        elif button == buttons.B:
            if self.back is not None:
                self.app.go(self.back)
            else:
                self.app.turn()
            return
        self._draw()

    def _slot_label(self, c):
        """Which line of the sheet ``c`` fills (Power's repeated boxes)."""
        g = self.app.game
        if g.VARIANT != "power":
            return g.LABELS[g.BOXES.index(c.box)]
        from yahtzee_core.power import GROUPS, SLOT_LABELS
        _, first, n = GROUPS[g.BOXES.index(c.box)]
        open_slots = [i for i in range(first, first + n) if g.slot(g.seat, i) is None]
        return SLOT_LABELS[open_slots[-1] if c.detail == X else open_slots[0]]

    def _choose(self, c):
        app = self.app
        where = self._slot_label(c)
        if c.detail == X or c.points == 0:
            from handheld.screens.message import Message
            text = ("X out %s? It scores 0 for the rest of the game." % where) if c.detail == X \
                else ("Score 0 in %s?" % where)
            self.sure = (c, where)
            app.go(Message(app, "SURE?", text, self._sure, self._unsure))
            return
        self._play(c, where)

    def _sure(self):
        self._play(*self.sure)

    def _unsure(self):
        self.app.go(self)

    def _play(self, c, where):
        app = self.app
        g = app.game
        name = g.player
        from yahtzee_core.errors import IllegalMove
        if app.coached():  # the coach's review notes the box
            from handheld.coach import note_box
            note_box(app, c.box)
        try:
            g.play(c)
        except IllegalMove as e:
            from handheld.screens.message import Message
            app.go(Message(app, "NOT ALLOWED", str(e), lambda: app.go(self)))
            return
        self.back = None  # played: no way back to the turn screen
        self.hw.beep("click")
        pts = X if c.detail == X else c.points
        summary = "%s: %s %s" % (name, where, pts)
        if g.VARIANT == "power":
            short = "%s %s" % (SHORT[g.BOXES.index(c.box)], pts)
            if self.first is not None:  # a DOUBLE's second box: report both
                summary = "%s %s+%s" % (name, self.first, short)
                if len(summary) > 21:
                    summary = summary[len(name) + 1:]
            elif g.rolled and not g.over:  # its first box: the same roll again
                app.save()
                app.go(Scoring(app, first=short))
                return
        app.scored(summary)
