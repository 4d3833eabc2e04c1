"""Word Yahtzee on the shared engine: seven letter dice, three rolls, twelve
boxes scored with the words the player declares (docs/WORD.md).

A word box's detail is the declared words: a tuple of words ("mice",) or
of (word, dice) pairs as ``choices()`` gives them. The dice are matched up
by letter, each die once, real letters first and the wild taking the
letter the dice lack (it is worth 0 whichever letter it is), which always
gives the words their highest value.

Options: ``timer=True`` (the 60-second turn timer: the core keeps no
clock; the app calls ``time_up()``), ``championship=True`` (six games,
grand totals summed), ``dictionary="family"`` (the default: common words
only, SCOWL's lists up to size 50) or ``"full"`` (every word the file
holds, ENABLE's too); saved with the game. Any other ``dictionary`` value
is the dictionary file itself (a path, an open file or a Dictionary).
"""

from yahtzee_core import letters as LT
from yahtzee_core.engine import EMPTY, OVER, PLAYING, BoxSheetGame, Choice, index
from yahtzee_core.errors import IllegalMove
from yahtzee_core.words import Dictionary, FAMILY, FULL, SETTINGS

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# Box numbers: positions in LT.BOXES (private consts cost no RAM; a test
# checks they agree with the sheet order).
_ONE = const(5)
_CONSONANTS = const(8)
_VOWELS = const(9)
_YAHTZEE = const(10)
_CHANCE = const(11)
BOXES = LT.BOXES
LABELS = LT.BOX_NAMES
UPPER = 5                # boxes 0..4 are the upper section
UPPER_BONUS_AT = 46      # "over 45 points"
UPPER_BONUS = 35
YAHTZEE_BONUS = 100
GAMES = 6                # a championship
_NEED = (1, 1, 1, 1, 1, 1, 2, 3, 0, 0, 1, 0)  # words per box; 0: none / any
_BONUS_BOXES = (_ONE, _CHANCE, _CONSONANTS, _VOWELS)

_shared = [None, None]   # the Dictionary and Finder every Word game uses


def use_dictionary(src):
    """Use this dictionary (a Dictionary, an open binary file or a path)
    for every Word game from now on."""
    # a Dictionary by what it does, not by its class: a host that reloads
    # the rules modules (the handheld drops them between games) makes a new
    # Dictionary class, and a dictionary opened before is still one
    _shared[0] = src if hasattr(src, "contains") else Dictionary(src)
    _shared[1] = None


def dictionary():
    """The dictionary in use, opening assets/words.bin on first need."""
    if _shared[0] is None:
        for path in ("assets/words.bin", "/assets/words.bin"):
            try:
                use_dictionary(open(path, "rb"))
                break
            except OSError:
                pass
        else:
            raise OSError("the dictionary assets/words.bin is missing")
    return _shared[0]


def finder():
    """The word finder, imported on first need (scoring declared words
    does not load it)."""
    d = dictionary()
    if _shared[1] is None:
        from yahtzee_core.wordfinder import Finder
        _shared[1] = Finder(d)
    return _shared[1]


def release_finder():
    """Let the word finder go (its tables and code) until the next need:
    a device short of heap calls this once a hint is worked out (the game
    keeps the answer for the roll)."""
    import sys
    _shared[1] = None
    pkg = sys.modules.get("yahtzee_core")
    for name in ("wordfinder", "wordwalk"):  # wordwalk is the finder's alone: ~3 KB on a Pico
        if "yahtzee_core." + name in sys.modules:
            del sys.modules["yahtzee_core." + name]
            if pkg is not None and hasattr(pkg, name):
                delattr(pkg, name)


class Word(BoxSheetGame):
    VARIANT = "word"
    TITLE = "Word Yahtzee"
    CODE = 3
    SEATS = (1, 8)
    NDICE = LT.NDICE
    ROLLS = 3
    ROLL_OFF_DICE = 0     # a random seat starts
    BOXES = BOXES
    LABELS = LABELS
    UPPER = UPPER
    UPPER_BONUS_AT = UPPER_BONUS_AT
    UPPER_BONUS = UPPER_BONUS
    YAHTZEE_BONUS = YAHTZEE_BONUS

    def __init__(self, players, rng=None, seed=None, first=None,
                 timer=False, championship=False, dictionary=FAMILY):
        if timer not in (True, False) or championship not in (True, False):
            raise IllegalMove("timer and championship are on or off")
        if dictionary not in SETTINGS:  # a file to read the words from
            if dictionary is not None:
                use_dictionary(dictionary)
            dictionary = FAMILY
        self.words = dictionary  # the setting: which words count
        self.timer = timer
        self.championship = championship
        BoxSheetGame.__init__(self, players, rng=rng, seed=seed, first=first)

    def _new_sheets(self):
        BoxSheetGame._new_sheets(self)
        n = len(self.players)
        self.time_out = False
        self.game = 0                       # championship games finished
        self.past = [[] for _ in range(n)]  # their grand totals per seat
        self._hint_dice = None
        self._hint = None

    # ----- dice and the timer -----------------------------------------------
    def _random_face(self, i):
        return LT.FACES[i][self.rng.randrange(6)]

    def _face_ok(self, i, face):
        # in a bytes object only 0-255 may be looked for: others raise
        return isinstance(face, int) and 0 <= face <= LT.WILD and face in LT.FACES[i]

    def _check_roll(self, keep):
        if self.time_out and self.phase == PLAYING:
            raise IllegalMove("time is up: score now")
        BoxSheetGame._check_roll(self, keep)

    @property
    def rolls_left(self):
        if self.phase != PLAYING or self.time_out:
            return 0
        return self.ROLLS - self.rolls_used

    def time_up(self):
        """The app's 60-second clock ran out: rolling stops and the player
        must score now (a zero if nothing was rolled yet)."""
        if not self.timer:
            raise IllegalMove("this game is played without the timer")
        if self.phase != PLAYING:
            raise IllegalMove("the game is over")
        self._undo_base = self._undo_steps = None  # a new state no step replays
        self.time_out = True

    # ----- scoring ---------------------------------------------------------
    def _check_scoring(self):
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if not self.rolled and not self.time_out:
            raise IllegalMove("roll the dice first")

    def _open(self, b):
        return self.sheets[self.seat][b] == EMPTY

    def _bonus_boxes_open(self):
        for b in _BONUS_BOXES:
            if self._open(b):
                return True
        return False

    def hint(self):
        """The word finder's best play per box (``Finder.hint``'s list)
        for this roll and the open boxes, the Yahtzee box too when it holds
        50 (a bonus word). Worked out once per roll; IllegalMove with no
        dice to read (before a roll, or once the game is over)."""
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if not self.rolled:
            raise IllegalMove("roll the dice first")
        if self._hint_dice is not self.dice:  # each roll is a new tuple
            s = self.sheets[self.seat]
            boxes = [b for b in range(len(BOXES)) if s[b] == EMPTY or b == _YAHTZEE and s[b] == 50]
            self._hint = None  # let the last roll's hint go first
            fd = finder()
            fd.setting = self.words
            self._hint = fd.hint(self.dice, boxes)
            self._hint_dice = self.dice
        return self._hint

    def choices(self):
        """One Choice per open box: the best play the finder sees (detail =
        its (word, dice) pairs), or 0 with detail None (a scratch). With a
        bonus Yahtzee word (the Yahtzee box holds 50), One Word and Chance
        take the seven-letter word, All Consonants / All Vowels take it for
        25, and with none of those open it may go as a zero anywhere."""
        if self.phase != PLAYING or not (self.rolled or self.time_out):
            return []
        out = []
        if not self.rolled:
            for b in range(len(BOXES)):
                if self._open(b):
                    out.append(Choice(BOXES[b], 0, None))
            return out
        h = self.hint()
        seven = None
        if self.sheets[self.seat][_YAHTZEE] == 50 and h[_YAHTZEE]:
            seven = h[_YAHTZEE][1]
        for b in range(len(BOXES)):
            if not self._open(b):
                continue
            e = h[b]
            if seven and b in _BONUS_BOXES:
                e = (LT.FIXED if b == _CONSONANTS or b == _VOWELS else self._value(seven), seven)
            out.append(Choice(BOXES[b], e[0], e[1] or None) if e else Choice(BOXES[b], 0, None))
        if seven and not self._bonus_boxes_open():
            for b in range(len(BOXES)):  # +100, and a zero in any open box
                if self._open(b):
                    out.append(Choice(BOXES[b], 0, seven))
        return out

    def _value(self, plays):
        v = 0
        for _, ds in plays:
            for d in ds:
                v += LT.VALUES[self.dice[d]]
        return v

    def scratch(self, box):
        """Give up ``box`` with a zero."""
        return self.score(box, None)

    def _choice_for(self, box, detail):
        if box not in BOXES:
            raise IllegalMove("there is no box %r" % (box,))
        b = BOXES.index(box)
        sheet = self.sheets[self.seat]
        fixed = b == _CONSONANTS or b == _VOWELS
        if sheet[b] != EMPTY:
            raise IllegalMove("%s is already filled" % LABELS[b])
        if detail is None:  # the fixed boxes score the dice; others: a scratch
            ok = fixed and self.rolled
            for f in self.dice:
                ok = ok and LT.KIND[f] & (LT.CONSONANT if b == _CONSONANTS else LT.VOWEL)
            return Choice(box, LT.FIXED if ok else 0, None)
        if not self.rolled:
            raise IllegalMove("time ran out before a roll: score a zero")
        try:  # words, or (word, dice) pairs as choices() gives them
            words = [(w if isinstance(w, str) else w[0]).lower()
                     for w in ((detail,) if isinstance(detail, str) else detail)]
        except Exception:
            words = None
        if not words:
            raise IllegalMove("declare the words to score, e.g. ('mice',)")
        n = len(words)
        if n == 1 and len(words[0]) == 7 and sheet[_YAHTZEE] == 50:
            # a bonus Yahtzee word (+100 in _apply), placed as RULINGS say
            if fixed:
                return Choice(box, LT.FIXED, self._declared(words))
            if not self._bonus_boxes_open():
                return Choice(box, 0, self._declared(words))
            if b != _ONE and b != _CHANCE:
                raise IllegalMove("a bonus Yahtzee word goes in One Word, Chance, "
                                  "All Vowels or All Consonants")
        elif fixed:
            raise IllegalMove("%s takes no words: it scores the dice" % LABELS[b])
        need = _NEED[b]
        if need and n != need:
            raise IllegalMove("%s needs exactly %d word%s, not %d"
                              % (LABELS[b], need, "" if need == 1 else "s", n))
        L = b + 2 if b < UPPER else 7 if b == _YAHTZEE else 0
        if L and len(words[0]) != L:
            raise IllegalMove("%s needs a word of %d letters; %s has %d"
                              % (LABELS[b], L, words[0].upper(), len(words[0])))
        plays = self._declared(words)
        if b == _YAHTZEE:
            return Choice(box, LT.YAHTZEE_SCORE, plays)
        return Choice(box, self._value(plays), plays)

    def _declared(self, words):
        """Match the words to the dice (each die once, real letters before
        the wild, which takes the letter the dice lack), check them in the
        dictionary; return ((word, dice), ...)."""
        dice = self.dice
        used = 0
        out = []
        for word in words:
            ds = []
            for ch in word:
                c = ord(ch) - 97
                pick = -1
                for d in range(self.NDICE):
                    if not (used >> d) & 1 and (dice[d] == c or dice[d] == LT.WILD and pick < 0):
                        pick = d
                        if dice[d] == c:
                            break
                if pick < 0:
                    raise IllegalMove(("%s: the %s die would be used twice" if c in dice
                                       else "%s: %s is not on the dice") % (word.upper(), ch.upper()))
                used |= 1 << pick
                ds.append(pick)
            out.append((word, tuple(ds)))
        if self._replaying:
            return tuple(out)  # a saved step: the loader does not read the dictionary
        dic = dictionary()
        for word in words:
            if not dic.contains(word, self.words):
                raise IllegalMove("%s is not in the %sdictionary" % (word.upper(), "family " if self.words == FAMILY and dic.lookup(word) else ""))
        return tuple(out)

    _replaying = False

    def _move_bytes(self, c):
        # the box, the number of words, each word's length and letters
        out = bytearray((BOXES.index(c.box), len(c.detail or ())))
        for word, _ in c.detail or ():
            out.append(len(word))
            out.extend(word.encode())
        return bytes(out)

    def _apply(self, c):
        b = BOXES.index(c.box)
        p = c.detail
        if p and len(p) == 1 and len(p[0][0]) == 7 and self.sheets[self.seat][_YAHTZEE] == 50:
            self.bonus_count[self.seat] += 1
        self.sheets[self.seat][b] = c.points
        self.time_out = False
        self._hint = self._hint_dice = None  # that roll's hint is spent: free it
        if self.championship and self.game < GAMES - 1 and self._is_over():
            # the next game of six: clean sheets, a random first seat
            n = len(self.players)
            for s in range(n):
                self.past[s].append(self.total(s))
                self.sheets[s] = bytearray([EMPTY] * len(BOXES))
                self.bonus_count[s] = 0
            self.game += 1
            self.rolls_used = 0
            self.dice = ()
            self.seat = self.rng.randrange(n) if n > 1 else 0
        else:
            self._next_turn()

    def game_totals(self, seat):
        """Championship: the grand totals of the games finished so far."""
        return tuple(self.past[index(seat, len(self.players), "seat")])

    def totals(self):
        """Per seat: the grand total, in a championship summed over its
        games so far (the current one included)."""
        return [sum(self.past[s]) + self.total(s) for s in range(len(self.players))]

    # ----- saving ----------------------------------------------------------------
    def _save_sheets(self, w):
        w.byte(self.timer | (self.championship << 1) | (self.time_out << 2) | ((self.words == FULL) << 3))
        w.byte(self.game)
        for s in range(len(self.players)):
            w.bytes(self.sheets[s])
            w.byte(self.bonus_count[s])
            for t in self.past[s]:
                w.u16(t)
