"""Plays Word Yahtzee on the simulated handheld through button presses
alone, for tests/test_ui_word*.py (the Word counterpart of ui_play.py).

Most turns are scored through the hint (DOWN, DOWN, the box, RIGHT, A, A);
some are spelled letter by letter, the wild's letter chosen with UP/DOWN.
Every move is recorded as a core action, so a replay through the rules
core with the same seed must give the same sheets and totals.
"""

from ui_play import SEED, Driver, PowerOff
from yahtzee_core import letters as LT

SPACE = 255


class WordDriver(Driver):
    def __init__(self, sim, spell_every=4):
        Driver.__init__(self, sim)
        self.spell_every = spell_every  # every n-th turn is spelled in full
        self.turns = 0
        self.options = {}
        # the coach's hint (the box list's last row, on the game's own
        # firmware) asked at every coach_every-th turn after each roll,
        # then B back (0: never); tests/firmware/games.py times it
        self.coach_every = 0

    # ----- starting ----------------------------------------------------------
    def new_game(self, variant="word", seats=1, championship=False, words="family"):
        self.open_setup("word", seats)
        self.press("DOWN")
        self.expect("6-game match")
        if championship != self.screen.championship:
            self.press("RIGHT")
        self.expect("6-game match", "< on >" if championship else "< off >")
        self.press("DOWN")
        if words != self.screen.words:
            self.press("RIGHT")
        self.expect("Words", "< %s >" % words)
        self.press("DOWN", "A")
        self.name_players(seats)
        g = self.game
        if not self.sim.powered:  # the power went in the game's first save
            raise PowerOff()
        assert g.VARIANT == "word" and g.championship == championship and g.words == words
        self.keep_options()

    def keep_options(self):
        """The game's options, so that ``replay`` makes the same game."""
        g = self.game
        self.options = {"timer": g.timer, "championship": g.championship, "dictionary": g.words}

    # ----- a turn ---------------------------------------------------------------
    def begin_turn(self):
        self.past_cpu_stop()
        if self.screen.NAME == "pass":
            self.expect("PASS TO", self.game.player)
            self.press("A")
        self.on("word_turn")
        self.expect(self.game.player, "%d pts" % self.game.total(self.game.seat))

    def want_keep(self):
        """Hold the dice of the best Chance play (rolling the rest)."""
        h = self.game.hint()[11]
        keep = set()
        if h:
            for _, ds in h[1]:
                keep.update(ds)
        return sorted(keep)[:6]

    def set_holds(self, keep):
        scr = self.screen
        for i in range(7):
            if bool(scr.held[i]) != (i in keep):
                while scr.cursor != i:
                    self.press("RIGHT")
                self.press("A")

    def pick(self):
        """The best choice (the core's, via the finder); with none, a zero
        in the last open box (exercises the confirmation)."""
        g = self.game
        cs = g.choices()
        bonus = g.box(g.seat, 10) == 50

        def worth(c):  # a bonus Yahtzee word adds 100 wherever it goes
            seven = bonus and c.detail and len(c.detail) == 1 and len(c.detail[0][0]) == 7
            return c.points + (100 if seven else 0)

        best = max(cs, key=worth)
        if worth(best) > best.points:
            return best
        return best if best.points > 0 else cs[-1]

    def shown(self, plays):
        """Words as the screens write them: capitals, the wild's letter too
        (its die shows which letter it is)."""
        return " ".join(w.upper() for w, _ds in plays)

    def to_box(self, box):
        """On the box list: move the bar to ``box``."""
        self.on("word_boxes")
        scr = self.screen
        b = LT.BOXES.index(box)
        for _ in range(13):  # (the coach's row too, on the game's own firmware)
            if scr.cursor < len(scr.boxes) and scr.boxes[scr.cursor] == b:
                break
            self.press("DOWN")
        assert scr.boxes[scr.cursor] == b
        return scr

    def spell(self, plays):
        """Spell (word, dice) pairs on the turn screen, letter by letter,
        checking what it shows; returns the text of the words."""
        scr = self.screen
        dice = self.game.dice
        for k in range(len(plays)):
            word, ds = plays[k]
            if k:
                self.press("UP")
            for j in range(len(ds)):
                d = ds[j]
                for _ in range(8):
                    if scr.cursor == d:
                        break
                    self.press("RIGHT")
                assert scr.cursor == d
                self.press("A")
                if dice[d] == LT.WILD:
                    self.expect("Wild: UP/DN")
                    want = ord(word[j]) - 97
                    while scr.wild != want:  # the shorter way round
                        self.press("UP" if (want - scr.wild) % 26 <= 13 else "DOWN")
                    self.expect("[%s]" % word[j].upper())
                    self.press("A")
        return scr._text()

    def score_turn(self, choice, spell_it):
        g = self.game
        scr = self.screen
        if scr.mode == 0:  # rolling: DOWN starts spelling
            self.press("DOWN")
        b = LT.BOXES.index(choice.box)
        detail = None
        if choice.detail and spell_it:
            text = self.spell(choice.detail)
            v = sum(LT.VALUES[g.dice[d]] for _, ds in choice.detail for d in ds)
            self.expect(text)  # the words, and the verdict with their points
            self.expect("%d pts" % v)
            self.press("DOWN")
            boxes = self.to_box(choice.box)
        else:
            self.press("DOWN")
            boxes = self.to_box(choice.box)
            if choice.detail or b in (8, 9):
                self.press("RIGHT")
                self.on("message")
                self.expect("HINT", LT.BOX_NAMES[b][:8])
                if choice.detail:
                    flat = " ".join(self.text().split("\n"))  # the message wraps
                    for part in (self.shown(choice.detail), "%d points" % choice.points):
                        assert part in flat, (part, self.text())
                self.press("A")
                if choice.detail:
                    boxes = self.to_box(choice.box)
        if choice.detail:
            detail = tuple(w for w, _ in choice.detail)
        line = boxes.lines[boxes.cursor]
        self.expect(line.rstrip())
        assert line.rstrip().endswith(str(choice.points) if choice.points or detail else "-"), line
        self.press("A")
        if choice.points == 0:
            self.on("message")
            self.expect("SURE?", "Score 0")
            self.press("A")
        self.actions.append(("play", choice.box, detail))

    def ask_coach(self):
        """On the turn screen: to the box list, the coach's row (UP from
        the top), A for the hint, B back to the list and B to the turn;
        on the firmware's mirror each answer timed (``hint_ms``)."""
        if self.screen.mode == 0:
            self.press("DOWN")  # spelling
        self.press("DOWN")  # the boxes
        self.on("word_boxes")
        scr = self.screen
        self.until(lambda: scr.cursor == len(scr.boxes), "UP")
        timed = hasattr(self.sim, "clock_start")  # the firmware's mirror (board_emu)
        if timed:
            self.sim.clock_start()
        self.press("A", why="the coach's hint asked")
        self.on("message")
        self.expect("HINT")
        if timed:
            think = self.sim.clock_read()
        # a long hint (a Yahtzee Word with its wild, then the expected
        # score) takes two pages: A turns them, as a player reads on
        self.until(lambda: "A: next page" not in self.text(), "A")
        self.expect("A: do it  B: back")
        if timed:
            self.sim.clock_start()
        self.press("B")
        self.on("word_boxes")
        if timed:
            self.hint_ms.append((think, self.sim.clock_read()))
        self.press("B")
        self.on("word_turn")
        if self.game.rolls_left and self.screen.mode != 0:
            self.press("B")  # nothing spelled: B is back to rolling
            assert self.screen.mode == 0

    def turn(self, shake=False):
        g = self.game
        self.begin_turn()
        self.roll((), "shake" if shake else "A")
        coach = self.coach_every and self.app.roomy and self.turns % self.coach_every == 0
        if coach:
            self.ask_coach()
        if g.rolls_left and self.turns % 3 == 2:  # now and then: hold and roll again
            self.roll(self.want_keep())
            if coach:
                self.ask_coach()
        c = self.pick()
        self.score_turn(c, self.turns % self.spell_every == 1)
        self.turns += 1

    def play_out(self, max_turns=2000):
        for k in range(max_turns):
            if self.game.over:
                break
            self.turn(shake=(k % 7 == 3))
            if self.screen.NAME == "message":  # a championship game ended
                self.expect("OF 6 OVER")
                self.press("A")
        assert self.game.over

    # ----- one decision at a time (the power-cut test) ----------------------------
    def act(self):
        self.still_powered()
        name = self.screen.NAME
        g = self.game
        if name == "title":
            self.press("A")
        elif name == "menu":
            self.expect("Resume")
            self.press("A")
        elif name in ("pass", "message"):
            self.press("A")
        elif name == "word_turn":
            if not g.rolled:
                self.roll((), "A")
            elif g.rolls_used == 1 and g.rolls_left:
                self.roll(self.want_keep())
            else:
                c = self.pick()
                self.score_turn(c, False)
        elif name == "word_boxes" and g.time_out:  # the minute ran out: a box now (B shows the scores)
            self.press("A")
        elif name == "word_boxes":
            self.press("B")
        elif name in ("scorecard", "overview"):  # back to the turn
            self.press("B")
        elif name == "gameover":
            return False
        else:
            raise AssertionError("unexpected screen %s:\n%s" % (name, self.text()))
        return True

    # ----- replay through the core -----------------------------------------------
    def replay(self, variant, names, seed=SEED):
        from yahtzee_core import new_game
        g = new_game("word", names, seed=seed, **self.options)
        for a in self.actions:
            if a[0] == "roll":
                g.roll(a[1])
            else:
                g.score(a[1], a[2])
        return g
