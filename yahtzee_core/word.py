"""Word Yahtzee on the shared engine: seven letter dice, three rolls, twelve
boxes scored with the words the player declares (docs/WORD.md).

A word box's detail is the declared words: a tuple of words, each either a
plain string ("mice": the dice are matched up by letter, the wild filling
the one letter missing) or a (word, dice) pair naming the die for each
letter in order (the wild's letter is the word's letter at its place).
``choices()`` gives the word finder's best play per open box in the
(word, dice) form, so ``play(choice)`` scores exactly that.

Options: ``timer=True`` (the 60-second turn timer: the core keeps no
clock; the app calls ``time_up()``), ``championship=True`` (six games,
grand totals summed).
"""

from yahtzee_core import letters as LT
from yahtzee_core import wordfinder as WF
from yahtzee_core.engine import OVER, PLAYING, Choice, Game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.words import Dictionary

BOXES = WF.BOXES
LABELS = WF.BOX_NAMES
UPPER = 5                # boxes 0..4 are the upper section
UPPER_BONUS_AT = 46      # "over 45 points"
UPPER_BONUS = 35
YAHTZEE_BONUS = 100
GAMES = 6                # a championship
EMPTY = 255
_WORDS_NEEDED = (1, 1, 1, 1, 1, 1, 2, 3, 0, 0, 1, 0)  # per box; 0: none / any
_MAX_BOX = 80            # no seven letters are worth more

_shared = [None, None]   # the Dictionary and Finder every Word game uses


def use_dictionary(src):
    """Use this dictionary (a Dictionary, an open binary file or a path)
    for every Word game from now on."""
    d = src if isinstance(src, Dictionary) else Dictionary(src)
    _shared[0] = d
    _shared[1] = WF.Finder(d)


def dictionary():
    """The dictionary in use, opening assets/words.bin on first need."""
    if _shared[0] is None:
        here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
        for path in ("assets/words.bin", "/assets/words.bin", here + "/../assets/words.bin"):
            try:
                f = open(path, "rb")
            except OSError:
                continue
            use_dictionary(f)
            break
        else:
            raise OSError("the Word Yahtzee dictionary assets/words.bin is missing")
    return _shared[0]


def finder():
    dictionary()
    return _shared[1]


def _face_code(f):
    if isinstance(f, str):
        if f == "*":
            return LT.WILD
        c = ord(f.lower()) - 97
        return c if 0 <= c < 26 else -1
    return f


class Word(Game):
    VARIANT = "word"
    TITLE = "Word Yahtzee"
    CODE = 3
    SEATS = (1, 8)
    NDICE = LT.NDICE
    ROLLS = 3
    ROLL_OFF_DICE = 0     # a random seat starts
    BOXES = BOXES
    LABELS = LABELS

    def __init__(self, players, rng=None, seed=None, first=None,
                 timer=False, championship=False, dictionary=None):
        if timer not in (True, False) or championship not in (True, False):
            raise IllegalMove("timer and championship are on or off")
        if dictionary is not None:
            use_dictionary(dictionary)
        self.timer = timer
        self.championship = championship
        Game.__init__(self, players, rng=rng, seed=seed, first=first)

    def _new_sheets(self):
        n = len(self.players)
        self.sheets = [bytearray([EMPTY] * len(BOXES)) for _ in range(n)]
        self.bonus_count = bytearray(n)   # Yahtzee bonus checks per seat
        self.time_out = False
        self.game = 0                     # championship games finished
        self.past = [[] for _ in range(n)]  # their grand totals per seat
        self._hint_key = None
        self._hint = None

    # ----- dice ----------------------------------------------------------
    def _random_face(self, i):
        return LT.FACES[i][self.rng.randrange(6)]

    def _face_ok(self, i, face):
        return isinstance(face, int) and face in LT.FACES[i]

    def roll(self, keep=(), faces=None):
        """As the engine's roll; ``faces`` may also be letters ("mice...",
        "*" for the wild) for the rolled dice, lowest index first."""
        if faces is not None:
            faces = [_face_code(f) for f in faces]
        return Game.roll(self, keep, faces)

    def _check_roll(self, keep):
        if self.time_out and self.phase == PLAYING:
            raise IllegalMove("time is up: score now")
        Game._check_roll(self, keep)

    @property
    def rolls_left(self):
        if self.phase != PLAYING or self.time_out:
            return 0
        return self.ROLLS - self.rolls_used

    @property
    def letters(self):
        """The dice as shown: 'A'..'Z', '*' for the wild."""
        return "".join(LT.letter(f) for f in self.dice)

    # ----- the timer -----------------------------------------------------
    def time_up(self):
        """The app's 60-second clock ran out: rolling stops, the player
        must score now (a zero if nothing was rolled yet)."""
        if not self.timer:
            raise IllegalMove("this game is played without the timer")
        if self.phase != PLAYING:
            raise IllegalMove("the game is over")
        self.time_out = True

    # ----- scoring -------------------------------------------------------
    def _check_scoring(self):
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if not self.rolled and not self.time_out:
            raise IllegalMove("roll the dice first")

    def _open(self, b):
        return self.sheets[self.seat][b] == EMPTY

    def _bonus_due(self, seven):
        return seven and self.sheets[self.seat][WF.YAHTZEE] == 50

    def hint(self):
        """The word finder's best play per box (WF.Finder.hint's list) for
        the current roll and the open boxes; cached per roll."""
        key = (self.seat, self.dice, bytes(self.sheets[self.seat]))
        if key != self._hint_key:
            open_boxes = [b for b in range(len(BOXES)) if self._open(b)]
            self._hint = finder().hint(self.dice, open_boxes)
            self._hint_key = key
        return self._hint

    def choices(self):
        """One Choice per open box: the best play the finder sees (detail =
        its (word, dice) pairs), or 0 with detail None (a scratch). With a
        bonus Yahtzee word, One Word, Chance and 25 in All Consonants / All
        Vowels take the seven-letter word (and the +100)."""
        if self.phase != PLAYING or not (self.rolled or self.time_out):
            return []
        if not self.rolled:
            return [Choice(BOXES[b], 0, None) for b in range(len(BOXES)) if self._open(b)]
        h = self.hint()
        seven = None
        if self.sheets[self.seat][WF.YAHTZEE] == 50:
            seven = finder().hint(self.dice, (WF.YAHTZEE,))[WF.YAHTZEE]
        out = []
        for b in range(len(BOXES)):
            if not self._open(b):
                continue
            e = h[b]
            if seven is not None:
                if b == WF.ONE or b == WF.CHANCE:
                    e = (self._value(seven[1]), seven[1])
                elif b == WF.CONSONANTS or b == WF.VOWELS:
                    e = (WF.FIXED, seven[1])
            if e is None:
                out.append(Choice(BOXES[b], 0, None))
            else:
                out.append(Choice(BOXES[b], e[0], e[1] or None))
        if seven is not None and not self._bonus_boxes_open():
            # the bonus word still earns +100, with a zero in any open box
            out += [Choice(c.box, 0, seven[1]) for c in out]
        return out

    def _bonus_boxes_open(self):
        for b in (WF.ONE, WF.CHANCE, WF.CONSONANTS, WF.VOWELS):
            if self._open(b):
                return True
        return False

    def _value(self, plays):
        v = 0
        for _, ds in plays:
            for d in ds:
                v += LT.VALUES[self.dice[d]]
        return v

    def scratch(self, box):
        """Give up ``box`` with a zero."""
        return self.score(box, None)

    def bonus_due(self, detail):
        """Would scoring these declared words earn the +100 bonus?"""
        if not detail or not self.rolled:
            return False
        items = self._parse(detail)
        return self._bonus_due(len(items) == 1 and len(items[0][0]) == 7)

    def _choice_for(self, box, detail):
        if box not in BOXES:
            raise IllegalMove("there is no box %r" % (box,))
        b = BOXES.index(box)
        if not self._open(b):
            raise IllegalMove("%s is already filled" % LABELS[b])
        if detail is None:  # the fixed boxes, or a scratch
            if b == WF.CONSONANTS or b == WF.VOWELS:
                ok = self.rolled
                for f in self.dice:
                    ok = ok and (LT.is_consonant(f) if b == WF.CONSONANTS else LT.is_vowel(f))
                return Choice(box, WF.FIXED if ok else 0, None)
            return Choice(box, 0, None)
        if not self.rolled:
            raise IllegalMove("time ran out before a roll: score a zero")
        items = self._parse(detail)
        seven = len(items) == 1 and len(items[0][0]) == 7
        need = _WORDS_NEEDED[b]
        if self._bonus_due(seven):
            if b == WF.CONSONANTS or b == WF.VOWELS:
                return Choice(box, WF.FIXED, self._declared(items))
            if not self._bonus_boxes_open():  # nowhere to put it: a zero anywhere
                return Choice(box, 0, self._declared(items))
            if b != WF.ONE and b != WF.CHANCE:
                raise IllegalMove("a bonus Yahtzee word goes in One Word, Chance, "
                                  "All Consonants or All Vowels")
        elif b == WF.CONSONANTS or b == WF.VOWELS:
            raise IllegalMove("%s takes no words: it scores the dice" % LABELS[b])
        if need and len(items) != need:
            raise IllegalMove("%s needs exactly %d word%s, not %d"
                              % (LABELS[b], need, "" if need == 1 else "s", len(items)))
        if b < UPPER or b == WF.YAHTZEE:
            n = b + 2 if b < UPPER else 7
            if len(items[0][0]) != n:
                raise IllegalMove("%s needs a word of %d letters; %s has %d"
                                  % (LABELS[b], n, items[0][0].upper(), len(items[0][0])))
        plays = self._declared(items)
        if b == WF.YAHTZEE:
            return Choice(box, WF.YAHTZEE_SCORE, plays)
        return Choice(box, self._value(plays), plays)

    def _parse(self, detail):
        """Declared words as a list of (word, dice or None)."""
        if isinstance(detail, str):
            detail = (detail,)
        if not isinstance(detail, (tuple, list)) or not detail:
            raise IllegalMove("declare the words to score, e.g. ('mice',)")
        items = []
        for item in detail:
            if isinstance(item, str):
                items.append((self._word_text(item), None))
                continue
            try:
                word, ds = item
                ds = tuple(ds)
            except (TypeError, ValueError):
                raise IllegalMove("a word is a string, or a (word, dice) pair")
            word = self._word_text(word)
            if len(ds) != len(word):
                raise IllegalMove("%s has %d letters but %d dice were named"
                                  % (word.upper(), len(word), len(ds)))
            items.append((word, ds))
        return items

    def _declared(self, items):
        """Match declared words to the dice and check them in the
        dictionary; return them as ((word, dice), ...)."""
        if not isinstance(items, list):
            items = self._parse(items)
        dice = self.dice
        used = 0
        for word, ds in items:  # named dice first: they are the player's
            if ds is None:
                continue
            for k in range(len(ds)):
                d = ds[k]
                if not isinstance(d, int) or not 0 <= d < self.NDICE:
                    raise IllegalMove("there is no die %r: dice are numbered 0 to 6" % (d,))
                if (used >> d) & 1:
                    raise IllegalMove("die %d is used twice: each die goes in one word once" % d)
                used |= 1 << d
                c = ord(word[k]) - 97
                if dice[d] != c and dice[d] != LT.WILD:
                    raise IllegalMove("die %d shows %s, not %s"
                                      % (d, LT.letter(dice[d]), word[k].upper()))
        out = []
        for word, ds in items:  # plain words: real letters first, the wild last
            if ds is None:
                picks = []
                for ch in word:
                    c = ord(ch) - 97
                    pick = -1
                    for d in range(self.NDICE):
                        if not (used >> d) & 1 and dice[d] == c:
                            pick = d
                            break
                    if pick < 0:
                        for d in range(self.NDICE):
                            if not (used >> d) & 1 and dice[d] == LT.WILD:
                                pick = d
                    if pick < 0:
                        shown = 0
                        for f in dice:
                            shown += f == c
                        if shown:
                            raise IllegalMove("there are not enough %s dice for %s: a die is used "
                                              "only once" % (ch.upper(), word.upper()))
                        raise IllegalMove("%s is not on the dice (needed for %s)"
                                          % (ch.upper(), word.upper()))
                    used |= 1 << pick
                    picks.append(pick)
                ds = tuple(picks)
            out.append((word, ds))
        d = dictionary()
        for word, _ in out:
            if not d.contains(word):
                raise IllegalMove("%s is not in the dictionary" % word.upper())
        return tuple(out)

    def _word_text(self, word):
        if not isinstance(word, str) or not word:
            raise IllegalMove("a word is a string of letters")
        word = word.lower()
        for ch in word:
            if not "a" <= ch <= "z":
                raise IllegalMove("%s: words use the letters A to Z only" % word.upper())
        if len(word) > self.NDICE:
            raise IllegalMove("%s is longer than the seven dice" % word.upper())
        return word

    def _apply(self, c):
        b = BOXES.index(c.box)
        plays = c.detail if c.detail else ()
        if self._bonus_due(len(plays) == 1 and len(plays[0][0]) == 7):
            self.bonus_count[self.seat] += 1
        self.sheets[self.seat][b] = c.points
        self.time_out = False
        if self.championship and self.game < GAMES - 1 and self._sheets_full():
            self._next_game()
        else:
            self._next_turn()

    def _next_game(self):
        """Championship: file this game's grand totals, start the next
        with clean sheets and a random first seat."""
        n = len(self.players)
        for s in range(n):
            self.past[s].append(self.total(s))
            self.sheets[s] = bytearray([EMPTY] * len(BOXES))
            self.bonus_count[s] = 0
        self.game += 1
        self.rolls_used = 0
        self.dice = ()
        self.seat = self.rng.randrange(n) if n > 1 else 0

    def _sheets_full(self):
        for sheet in self.sheets:
            for v in sheet:
                if v == EMPTY:
                    return False
        return True

    def _is_over(self):
        return self._sheets_full()

    # ----- totals ----------------------------------------------------------
    def box(self, seat, b):
        """Points in box index ``b`` of ``seat``'s sheet, None if open."""
        v = self.sheets[seat][b]
        return None if v == EMPTY else v

    def upper_score(self, seat):
        return sum(v for v in self.sheets[seat][:UPPER] if v != EMPTY)

    def upper_bonus(self, seat):
        return UPPER_BONUS if self.upper_score(seat) >= UPPER_BONUS_AT else 0

    def yahtzee_bonus(self, seat):
        return YAHTZEE_BONUS * self.bonus_count[seat]

    def lower_score(self, seat):
        return sum(v for v in self.sheets[seat][UPPER:] if v != EMPTY)

    def total(self, seat):
        """This game's grand total."""
        return (self.upper_score(seat) + self.upper_bonus(seat)
                + self.lower_score(seat) + self.yahtzee_bonus(seat))

    def game_totals(self, seat):
        """Championship: the grand totals of the finished games."""
        return tuple(self.past[seat])

    def totals(self):
        """Per seat: the game's grand total, or in a championship the sum
        over its games so far (the current one included)."""
        return [sum(self.past[s]) + self.total(s) for s in range(len(self.players))]

    # ----- saving ------------------------------------------------------------
    def _save_sheets(self, w):
        w.byte(self.timer | (self.championship << 1) | (self.time_out << 2))
        w.byte(self.game)
        for s in range(len(self.players)):
            w.bytes(self.sheets[s])
            w.byte(self.bonus_count[s])
            for t in self.past[s]:
                w.u16(t)

    def _load_sheets(self, r):
        n = len(self.players)
        flags = r.byte()
        r.check(flags < 8, "options")
        self.timer = bool(flags & 1)
        self.championship = bool(flags & 2)
        self._new_sheets()
        self.time_out = bool(flags & 4)
        r.check(self.timer or not self.time_out, "timer")
        self.game = r.byte()
        r.check(self.game < (GAMES if self.championship else 1), "championship game")
        for s in range(n):
            sheet = bytearray(r.bytes(len(BOXES)))
            for b in range(len(BOXES)):
                v = sheet[b]
                if b == WF.CONSONANTS or b == WF.VOWELS:
                    ok = v in (EMPTY, 0, WF.FIXED)
                elif b == WF.YAHTZEE:
                    ok = v in (EMPTY, 0, WF.YAHTZEE_SCORE)
                else:
                    ok = v == EMPTY or v <= _MAX_BOX
                r.check(ok, "box score")
            self.sheets[s] = sheet
            self.bonus_count[s] = r.byte()
            r.check(self.bonus_count[s] <= 11, "Yahtzee bonus count")
            r.check(not self.bonus_count[s] or sheet[WF.YAHTZEE] == 50, "Yahtzee bonus")
            for _ in range(self.game):
                t = r.u16()
                r.check(t <= 2000, "game total")
                self.past[s].append(t)

    def _check_loaded(self, r):
        Game._check_loaded(self, r)
        r.check((self.phase == OVER) == self._sheets_full(), "game phase")
        r.check(not (self.phase == OVER and (self.dice or self.rolls_used)), "finished game")
