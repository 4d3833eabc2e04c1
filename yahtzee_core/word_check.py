"""Reading a Word save's sheets and checking them, box values included
(docs/SAVE_FORMAT.md), for yahtzee_core/loader.py: apart from word.py
because only a load needs them, so a Word game that is not resumed does
not hold their code (the 64 KB budget that
tests/core/test_word_autoplay.py proves)."""

from yahtzee_core import OVER, letters as LT
from yahtzee_core.engine import EMPTY
from yahtzee_core.word import BOXES, GAMES
from yahtzee_core.words import FAMILY, FULL

_CONSONANTS, _VOWELS, _YAHTZEE = 8, 9, 10  # in word.BOXES

# Dice a box's score can come from: (fewest, most). Letter boxes use
# exactly their length; word boxes one die per word at least; Chance any.
_SPAN = ((2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (1, 7), (2, 7), (3, 7),
         (7, 7), (7, 7), (7, 7), (1, 7))
_sums = None


def reachable(box):
    """Bit mask of the scores ``box`` can hold: 0 (a scratch), 25/50 for
    the fixed boxes, else a sum of letter values over that many distinct
    dice, one face each. The dictionary is not consulted (a sum no word
    spells passes). Built once: sums[k] is the mask for exactly k dice."""
    global _sums
    if _sums is None:
        sums = [1] + [0] * LT.NDICE
        for die in LT.FACES:
            for k in range(LT.NDICE, 0, -1):  # each die used at most once
                for f in die:
                    sums[k] |= sums[k - 1] << LT.VALUES[f]
        _sums = sums
    if box == _CONSONANTS or box == _VOWELS:
        return 1 | 1 << LT.FIXED
    if box == _YAHTZEE:
        return 1 | 1 << LT.YAHTZEE_SCORE
    lo, hi = _SPAN[box]
    m = 1
    for k in range(lo, hi + 1):
        m |= _sums[k]
    return m


def read_sheets(g, r):
    """The game's options and number, then each seat's boxes, Yahtzee
    bonuses and the totals of a championship's past games."""
    flags = r.byte()
    r.check(flags < 16 and (flags & 1 or not flags & 4), "options")
    g.timer = bool(flags & 1)
    g.championship = bool(flags & 2)
    g.words = FULL if flags & 8 else FAMILY  # saves before the setting: Family
    g._new_sheets()
    g.time_out = bool(flags & 4)
    g.game = r.byte()
    r.check(g.game < (GAMES if g.championship else 1), "championship game")
    for s in range(len(g.players)):
        sheet = g.sheets[s] = bytearray(r.bytes(len(BOXES)))
        for b in range(len(BOXES)):
            v = sheet[b]
            r.check(v == EMPTY or (reachable(b) >> v) & 1, "box score")
        n = g.bonus_count[s] = r.byte()
        filled = sum(1 for v in sheet if v != EMPTY)  # each bonus fills another box
        r.check(not n or (sheet[_YAHTZEE] == 50 and n < filled), "Yahtzee bonus")
        for _ in range(g.game):
            t = r.u16()
            r.check(t <= 2000, "game total")
            g.past[s].append(t)


def check(g, r, check_turn):
    """The game as a whole, after the loader's ``check_turn``."""
    check_turn(g, r, None, True)  # a box a turn
    r.check((g.phase == OVER) == g._is_over(), "game phase")
    r.check(g.phase != OVER or not (g.dice or g.rolls_used), "finished game")
