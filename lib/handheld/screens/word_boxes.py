"""Word Yahtzee's box list: every open box with what the words spelled on
the turn screen score there ("-": they do not fit, a zero), the best one
selected. The title shows the words (in capitals, the wild's too),
and +100 for a bonus Yahtzee word.

    UP/DOWN     move
    A           score it (a zero asks first: A yes, B no)
    RIGHT/LEFT  hint: the word finder's best play for this box; A there
                spells it on the turn screen and comes back here
    B           back to spelling (after the timer ran out: scorecards)

On the game's own firmware (``app.roomy``) the list's last row is the
coach's hint, "? Hint: best play": the Expert's best play now, by its
table (screens/word_coach.py); A there does it. Stock firmware has no
such row (the table's player does not fit its heap).

The finder runs only when a hint is asked for (once per roll: the core
keeps its answer).
"""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row, scroll_to
from yahtzee_core import letters as LT
from yahtzee_core.errors import IllegalMove


def preview(game, b, words):
    """(points, detail, reason) for scoring ``words`` in box number ``b``:
    the core's own ruling, without changing the game. ``detail`` is what
    to score with (the words, or None for a zero / the dice themselves);
    ``reason`` says why the words do not fit (None if they do)."""
    box = game.BOXES[b]
    reason = None
    if words:
        try:  # the core's check of a declared play (changes nothing)
            c = game.preview(box, words)
            return c.points, words, None
        except IllegalMove as e:
            reason = str(e)
    c = game.preview(box)  # All Consonants / Vowels score the dice
    if c.points:
        reason = None
    return c.points, None, reason


def sheet_lines(game, seat):
    """The lines of ``seat``'s Word scorecard, then the totals (and, in a
    six-game match, each finished game and the match total)."""
    lines = []
    for b in range(12):
        v = game.box(seat, b)
        lines.append(row(LT.BOX_NAMES[b], "-" if v is None else str(v)))
        if b == 4:
            up = game.upper_score(seat)
            lines.append(row("Upper total", str(up)))
            bonus = game.upper_bonus(seat)
            lines.append(row("Bonus (46+)", str(bonus) if bonus else "need %d" % (46 - up)))
    lines.append(row("Yahtzee bonus", str(game.yahtzee_bonus(seat))))
    lines.append(row("TOTAL", str(game.total(seat))))
    if game.championship:
        past = game.game_totals(seat)
        for k in range(len(past)):
            lines.append(row("Game %d" % (k + 1), str(past[k])))
        lines.append(row("Match (game %d/6)" % (game.game + 1), str(game.totals()[seat])))
    return lines


class WordBoxes(Screen):
    NAME = "word_boxes"

    def __init__(self, app, turn):
        Screen.__init__(self, app)
        self.turn = turn
        self.top = 0
        self.cursor = -1
        self.hinted = None  # (plays, box) of the hint on screen
        self.load()

    def load(self, want=-1):
        """Work out every open box's points for the turn's words."""
        g = self.app.game
        words = tuple(self.turn.words())
        self.words = words
        self.boxes = []
        self.rows = []   # (points, detail); why a zero is one is worked out when asked
        self.lines = []
        best = -1
        for b in range(len(g.BOXES)):
            if g.box(g.seat, b) is not None:
                continue
            r = preview(g, b, words)
            if b == want or want < 0 and r[0] > best:
                best = 999 if b == want else r[0]
                self.cursor = len(self.rows)
            self.boxes.append(b)
            self.rows.append((r[0], r[1]))  # not the reason: up to 12 strings held on the board
            fits = r[0] or r[1] is not None
            self.lines.append(row(LT.BOX_NAMES[b], str(r[0]) if fits else "-"))
        if self.app.roomy and not g.time_out:  # the coach's row (word_coach)
            self.lines.append("? Hint: best play")
            if want == 12:
                self.cursor = len(self.rows)
        if not 0 <= self.cursor < len(self.lines):
            self.cursor = 0
        self.bonus = bool(words) and len(words) == 1 and len(words[0]) == 7 and g.box(g.seat, 10) == 50
        self.title = self.turn._text() or "No words"
        if g.time_out:
            right = "TIME UP"
        elif self.bonus:
            right = "+100"
        else:
            right = "RT:hint"
        self.title = row(self.title, right)

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _draw(self):
        self.top = scroll_to(self.cursor, self.top)
        self.app.lists().show(self.title, self.lines, self.top, self.cursor)

    def tick(self, now):
        if self.app.game.timer and self.turn.clock_ran_out(now):
            self.load(self.boxes[self.cursor] if self.cursor < len(self.boxes) else 12)
            self._draw()
        return False

    def press(self, button):
        app = self.app
        n = len(self.lines)
        if button == buttons.UP:
            self.cursor = (self.cursor - 1) % n
        elif button == buttons.DOWN:
            self.cursor = (self.cursor + 1) % n
        elif button in (buttons.LEFT, buttons.RIGHT):
            self.hint()
            return
        elif button == buttons.A and self.cursor < len(self.boxes):
            self.choose()
            return
        elif button == buttons.A:
            self.hint()  # the coach's row
            return
        elif button == buttons.B:
            if app.game.time_out:
                app.scorecard(self, app.game.seat, pause=True)
            else:
                app.go(self.turn)
            return
        self._draw()

    # ----- the hint ------------------------------------------------------------
    def hint(self):
        """The finder's best play for the selected box (word_hint, loaded
        for the moment: neither its code nor its globals are held while
        the list or the hint's message is up); on the coach's row the
        Expert's (word_coach, likewise)."""
        from handheld import forget
        if self.cursor == len(self.boxes):
            from handheld.screens import word_coach
            word_coach.hint(self, preview)
            word_coach = None
            forget("handheld.screens.word_coach")
            return
        from handheld.screens import word_hint
        title, text, plays = word_hint.hint(self, preview)
        word_hint = None
        forget("handheld.screens.word_hint")
        from handheld.screens.message import Message
        app = self.app
        if plays is None:
            m = Message(app, title, text, self.back_here)
            m.hint = self  # (handheld/wake.py)
            app.go(m)
            return
        self.hinted = (plays, self.boxes[self.cursor])
        m = Message(app, title, text, self.use_hint, self.back_here,
                    "B: back" if app.game.time_out else "A: use it  B: back")
        m.hint = self  # a sleep comes back to the hint (handheld/wake.py)
        app.go(m)

    def back_here(self):
        self.app.go(self)

    def use_hint(self):
        """A on the hint: spell its play on the turn screen and come back
        with its box selected (not once the clock has declared the words)."""
        if not self.app.game.time_out:
            plays, b = self.hinted
            self.hinted = None
            self.turn.set_words(plays)
            self.load(b)
        self.app.go(self)

    # ----- scoring ---------------------------------------------------------------
    def choose(self):
        app = self.app
        r = self.rows[self.cursor]
        b = self.boxes[self.cursor]
        if r[0] == 0:
            from handheld.screens.message import Message
            reason = preview(app.game, b, self.words)[2]
            why = (" " + reason) if reason else ""
            if self.bonus and r[1] is not None:
                why = " (+100 bonus)"
            app.go(Message(app, "SURE?", "Score 0 in %s?%s" % (LT.BOX_NAMES[b], why),
                           lambda: self.play(b, r), lambda: app.go(self)))
            return
        self.play(b, r)

    def play(self, b, r):
        app = self.app
        g = app.game
        name = g.player
        game_no = g.game
        try:
            c = g.score(g.BOXES[b], r[1])
        except IllegalMove as e:
            from handheld.screens.message import Message
            app.go(Message(app, "NOT ALLOWED", str(e), lambda: app.go(self)))
            return
        self.hw.beep("click")
        app.word_deadline = None
        summary = "%s %s %d" % (name, LT.BOX_NAMES[b], c.points)  # fits 21 columns
        if g.game != game_no:  # a championship game is over: the next begins
            app.save()
            text = ""
            for s in range(len(g.players)):  # four seats a sentence: a page holds them whole
                text += "%s %d%s" % (g.players[s], g.game_totals(s)[-1], ". " if s % 4 == 3 else ", ")
            from handheld.screens.message import Message
            app.go(Message(app, "GAME %d OF 6 OVER" % g.game, text[:-2] + ".",
                           lambda: app.continue_game(summary)))
            return
        app.scored(summary)
