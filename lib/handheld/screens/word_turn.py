"""Word Yahtzee's turn: the seven letter dice, holding and rolling as in
the other games, then spelling the words to score.

Rolling (as docs/UI.md):
    LEFT/RIGHT  move the arrow        A  hold / release that die
    UP, shake   roll the free dice    DOWN  spell (after a roll)
    B           scorecards            (A before the first roll: roll)

Spelling (after DOWN, and by itself after the third roll):
    LEFT/RIGHT  move the arrow over the dice not used yet
    A           add that die's letter to the word; on the wild (diamond):
                UP/DOWN choose its letter, A takes it (B drops it)
    UP          end this word, start the next (Two/Three Words, Chance)
    DOWN        done: the boxes, with what these words score in each
    B           take the last letter back; with none, back to rolling
    B held      (CLEAR_HOLD seconds) take every letter back: start over

The dictionary's verdict and the points show at once under the words.
With the 60-second timer (Settings), the seconds left show on the right;
when they run out the core's ``time_up()`` is called, the words spelled
so far are declared and the box list comes up.

The screen's drawing (layout, letter tiles) is in word_layout.py.
"""

from handheld import buttons, forget
from handheld.screens.rolling import Rolling
from handheld.screens.word_layout import BLANK, DIE, INVERTED, MARK_X, TILE_W
from handheld.widgets import row, wrap

TURN_SECONDS = 60
CLEAR_HOLD = 0.6     # B held this long while spelling clears the words
SPACE = 255          # in ``seq``: the gap between two words
ROLLING, SPELLING, WILD_LETTER = 0, 1, 2


class WordLayout:
    """The screen's parts (group, head, dice, arrow, line1, line2, x0),
    made once by word_layout.build."""


def deadline(app, now, fresh=False):
    """The turn timer's end (the app's clock, hw.monotonic()), or None when
    the game has no timer. ``fresh``: a new turn starts the 60 seconds."""
    g = app.game
    if not g.timer:
        return None
    if fresh or getattr(app, "word_deadline", None) is None:
        app.word_deadline = now + TURN_SECONDS
    return app.word_deadline


def clock_ran_out(app, now):
    """True (once) when the timer has just run out: the core is told, and
    the game saved (rolling is over for this turn)."""
    g = app.game
    if not g.timer or g.time_out or g.over:
        return False
    end = getattr(app, "word_deadline", None)
    if end is None or now < end:
        return False
    g.time_up()
    app.save()
    app.hw.beep("click")
    return True


def seconds_left(app, now):
    end = getattr(app, "word_deadline", None)
    if end is None:
        return 0
    s = end - now
    return 0 if s <= 0 else int(s) + (1 if s > int(s) else 0)


def start_turn(app):
    """The app's hook: the turn screen, or the box list straight away
    when the saved game says time ran out."""
    t = WordTurn(app)
    if app.game.time_out:
        from handheld.screens.word_boxes import WordBoxes
        app.go(WordBoxes(app, t))
    else:
        app.go(t)


class WordTurn(Rolling):
    NAME = "word_turn"

    def __init__(self, app):
        Rolling.__init__(self, app)
        g = app.game
        self.held = bytearray(7)
        self.used = bytearray(7)  # dice already in the words
        self.seq = []             # die indices in spelling order; SPACE between words
        self.wild = 4             # the wild's letter (a..z code); E to start
        self.mode = ROLLING
        self.cursor = 0
        self.secs = -1
        self.b_down = None        # when B went down while spelling (held: clear)
        # A new turn, or a turn resumed (from the menu or after a reboot):
        # a fresh minute. Coming back from the scorecard or the box list
        # reuses this screen, so its clock runs on.
        deadline(app, self.hw.monotonic(), fresh=True)
        if g.rolled and g.rolls_left == 0:
            self.mode = SPELLING

    def enter(self):
        app = self.app
        lay = app.layouts.get("word")
        if lay is None:
            from handheld.screens.word_layout import build
            lay = app.layouts["word"] = WordLayout()
            build(app, lay)
            build = None
            forget("handheld.screens.word_layout")  # drawn: its code can go
        self.lay = lay
        self.group = lay.group
        self.draw()

    # ----- the words ---------------------------------------------------------
    def words(self):
        """The words spelled so far, as strings (lower case)."""
        dice = self.app.game.dice
        out = []
        w = ""
        for d in self.seq:
            if d == SPACE:
                out.append(w)
                w = ""
            else:
                f = dice[d]
                w += chr(97 + (self.wild if f == 26 else f))
        if w:
            out.append(w)
        return [x for x in out if x]

    def set_words(self, plays):
        """Spell these (word, dice) pairs (a hint) in place of the words."""
        self.clear_words()
        for word, ds in plays:
            if self.seq:
                self.seq.append(SPACE)
            for k in range(len(ds)):
                d = ds[k]
                if self.app.game.dice[d] == 26:
                    self.wild = ord(word[k]) - 97
                self.seq.append(d)
                self.used[d] = 1
        self.mode = SPELLING

    def clear_words(self):
        self.seq = []
        for i in range(7):
            self.used[i] = 0

    def _text(self):
        """The words as shown, in capitals (a lower-case l read as a 1);
        the wild's letter in brackets while it is being chosen. Which
        letter is the wild shows on its die (``_show_dice``)."""
        dice = self.app.game.dice
        s = ""
        n = len(self.seq)
        for k in range(n):
            d = self.seq[k]
            if d == SPACE:
                s += " "
            elif dice[d] == 26:
                ch = chr(65 + self.wild)
                s += "[%s]" % ch if self.mode == WILD_LETTER and k == n - 1 else ch
            else:
                s += chr(65 + dice[d])
        return s

    def verdict(self):
        """What the dictionary says of the words, and their points."""
        ws = self.words()
        if not ws:
            return None
        from yahtzee_core.word import dictionary
        from yahtzee_core.letters import VALUES
        dic = dictionary()
        for w in ws:
            if not dic.contains(w):
                return "%s: not a word" % w.upper()
        pts = 0
        for d in self.seq:
            if d != SPACE:
                pts += VALUES[self.app.game.dice[d]]
        n = len(ws)
        return "%s%d pts" % ("OK " if n == 1 else "%d words " % n, pts)

    # ----- drawing -------------------------------------------------------
    def _show_dice(self, tumbling):
        g = self.app.game
        grid = self.lay.dice
        dice = g.dice
        spelling = self.mode != ROLLING
        mark = self.lay.mark
        mark.hidden = True
        for i in range(7):
            inv = self.used[i] if spelling else self.held[i]
            if tumbling and not self.held[i]:
                face = self.tumble(26)
            else:
                face = dice[i] if dice else BLANK
            if face == 26 and spelling and inv:  # the wild in a word: its letter, marked
                face = self.wild
                mark.x = self.lay.x0 + i * TILE_W + MARK_X
                mark.hidden = False
            grid[i] = face + (INVERTED if inv else 0)

    def _timer(self):
        return "%ds" % self.secs if self.app.game.timer and self.secs >= 0 else ""

    def draw(self):
        g = self.app.game
        lay = self.lay
        seat = g.seat
        left = g.player if len(g.players) == 1 else "%s %d/%d" % (g.player, seat + 1, len(g.players))
        lay.head.set(row(left, "%d pts" % g.total(seat)))
        self._show_dice(self.frames > 0)
        arrow = self.cursor
        hide = not g.rolled or (self.mode == ROLLING and g.rolls_left == 0) or self.mode == WILD_LETTER
        if self.mode == SPELLING:
            hide = hide or self.used[arrow]
        lay.arrow.x = lay.x0 + arrow * TILE_W + (DIE - 7) // 2
        lay.arrow.hidden = hide
        if self.msg:
            lines = wrap(self.msg)
            lay.line1.set(lines[0])
            lay.line2.set(lines[1] if len(lines) > 1 else "")
            return
        if self.mode == ROLLING:
            lay.line1.set(row(self._status(), self._timer()))
            if not g.rolled:  # B: the scorecards, A there: leave (every turn: undo takes A:roll's place)
                hint = "DN:undo  B,A: leave" if self.app.mine() == g.seat else "A:roll  B,A: leave"
            elif g.rolls_left:
                hint = "A:hold ^:roll v:spell"
            else:
                hint = "DOWN: spell a word"
            lay.line2.set(hint)
            return
        lay.line1.set(row(self._text() + "_", self._timer()))
        if self.mode == WILD_LETTER:
            lay.line2.set("Wild: UP/DN  A:take")
        else:
            lay.line2.set(self.verdict() or "A:add UP:next DN:box")

    def _status(self):
        g = self.app.game
        if not g.rolled:
            last = self.app.last if self.app.persons() == 1 else None  # no pass screen: say it here
            fresh = not any(g.box(g.seat, b) is not None for b in range(len(g.BOXES)))
            if g.championship and (not last or fresh):
                return "Game %d/6: roll!" % (g.game + 1)  # a match's game begins
            return last or "Roll the dice!"
        left = g.rolls_left
        if left == 0:
            return "No rolls left"
        return "Roll %d - %d more" % (g.rolls_used, left)

    # ----- actions (Rolling.roll makes the roll) ----------------------------
    def _keep(self):
        return [i for i in range(7) if self.held[i]] if self.app.game.rolled else []

    def _rolled(self):
        self.clear_words()
        self.mode = ROLLING

    def _landed(self):
        if self.app.game.rolls_left == 0:
            self._spell()

    def _spell(self):
        self.mode = SPELLING
        self._free_cursor(0)

    def _free_cursor(self, step):
        """Move the arrow to the next unused die (``step`` 0: stay if free)."""
        c = self.cursor
        for k in range(7):
            i = (c + step + (k if step >= 0 else -k)) % 7
            if not self.used[i]:
                self.cursor = i
                return

    def clock_ran_out(self, now):
        """For the box list (handed this screen): the timer, without its
        module importing this one back."""
        return clock_ran_out(self.app, now)

    def release(self, button):
        if button == buttons.B:
            self.b_down = None

    def tick(self, now):
        app = self.app
        if self.b_down is not None and now - self.b_down >= CLEAR_HOLD:
            self.b_down = None  # B held: every letter back, in one press
            if self.mode == SPELLING and self.seq:
                self.clear_words()
                self._free_cursor(0)
                self.draw()
        if app.game.timer:
            if clock_ran_out(app, now):
                self.to_boxes()
                return True
            s = seconds_left(app, now)
            if s != self.secs and not self.frames:
                self.secs = s
                self.draw()
        if not self.frames:
            return False
        moving = Rolling.tick(self, now)
        if not self.frames:  # landed: spelling may have begun
            self.draw()
        return moving

    def to_boxes(self):
        """The box list for the words as spelled (a wild being chosen is
        taken with the letter it shows)."""
        if self.mode == WILD_LETTER:
            self.mode = SPELLING
        from handheld.screens.word_boxes import WordBoxes
        self.app.go(WordBoxes(self.app, self))

    def press(self, button):
        if self.frames:
            self._settle()
        self.msg = None
        if self.mode == ROLLING:
            self._press_rolling(button)
        elif self.mode == WILD_LETTER:
            self._press_wild(button)
        else:
            self._press_spelling(button)

    def _press_rolling(self, button):
        app = self.app
        g = app.game
        if button == buttons.UP or (button == buttons.A and not g.rolled):
            self.roll()
            return
        if button == buttons.DOWN:
            if g.rolled or g.time_out:
                self._spell()
            elif app.mine() == g.seat:
                from handheld.screens import takeback
                takeback.ask(app, self)
                return
        elif button == buttons.A and g.rolls_left:
            self.held[self.cursor] ^= 1
        elif button == buttons.LEFT:
            self.cursor = (self.cursor - 1) % 7
        elif button == buttons.RIGHT:
            self.cursor = (self.cursor + 1) % 7
        elif button == buttons.B:
            app.scorecard(self, g.seat, pause=True)
            return
        self.draw()

    def _press_spelling(self, button):
        g = self.app.game
        if button in (buttons.LEFT, buttons.RIGHT):
            self._free_cursor(1 if button == buttons.RIGHT else -1)
        elif button == buttons.A:
            i = self.cursor
            if not self.used[i] and g.dice:
                self.used[i] = 1
                self.seq.append(i)
                if g.dice[i] == 26:
                    self.mode = WILD_LETTER
                else:
                    self._free_cursor(1)
        elif button == buttons.UP:
            if self.seq and self.seq[-1] != SPACE and len(self.seq) < 7 + 6:
                self.seq.append(SPACE)
        elif button == buttons.DOWN:
            self.to_boxes()
            return
        elif button == buttons.B:
            if self.seq:
                self.b_down = self.hw.monotonic()  # held: tick clears them all
                d = self.seq.pop()
                if d != SPACE:
                    self.used[d] = 0
                    self.cursor = d
            elif g.rolls_left:
                self.mode = ROLLING
            else:
                self.app.scorecard(self, g.seat, pause=True)
                return
        self.draw()

    def _press_wild(self, button):
        if button == buttons.UP:
            self.wild = (self.wild + 1) % 26
        elif button == buttons.DOWN:
            self.wild = (self.wild - 1) % 26
        elif button == buttons.A:
            self.mode = SPELLING
            self._free_cursor(1)
        elif button == buttons.B:
            d = self.seq.pop()
            self.used[d] = 0
            self.mode = SPELLING
        self.draw()

    def shake(self):
        g = self.app.game
        if self.mode == ROLLING and (g.rolls_left or not g.rolled):
            self.roll()
