"""Word Yahtzee's box values as the loader checks them (docs/SAVE_FORMAT.md):
apart from word.py because only a load needs them, so a Word game that
is not resumed does not hold their code (the 64 KB budget that
tests/core/test_word_autoplay.py proves)."""

from yahtzee_core import letters as LT

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
