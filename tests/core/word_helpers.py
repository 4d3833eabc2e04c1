"""Helpers for the Word rules tests: put letters on the dice that carry
them, and fill a sheet quickly."""

from yahtzee_core import word as W  # first: the big module gets unfragmented heap
from yahtzee_core.letters import FACES, WILD

from word_dict import dictionary

W.use_dictionary(dictionary())  # early, while the heap is in one piece


def game(players=("ANN",), **options):
    """A Word game on the shipped dictionary, first seat 0."""
    return W.Word(players, seed=1, first=0, **options)


def arrange(letters, avoid=""):
    """Faces for the seven dice (die 0 first) showing ``letters`` ('*' the
    wild), each on a different die that has it; dice left over show their
    first face that is not the wild nor in ``avoid``."""
    want = [WILD if ch == "*" else ord(ch) - 97 for ch in letters]
    placed = [None] * 7

    def go(k):
        if k == len(want):
            return True
        for d in range(7):
            if placed[d] is None and want[k] in FACES[d]:
                placed[d] = want[k]
                if go(k + 1):
                    return True
                placed[d] = None
        return False
    if not go(0):
        raise AssertionError("%s cannot be rolled" % letters)
    for d in range(7):
        if placed[d] is None:
            for f in FACES[d]:
                if f != WILD and chr(97 + f) not in avoid:
                    placed[d] = f
                    break
    return placed


def die_of(g, letter):
    """The die showing ``letter`` ('*': the wild) in the current roll."""
    f = WILD if letter == "*" else ord(letter) - 97
    return g.dice.index(f)


def scratch_all_but(g, keep_open):
    """Fill every box not in ``keep_open`` (box keys) with a zero, one turn
    each, for a one-player game."""
    for b in W.BOXES:
        if b not in keep_open:
            g.roll()
            g.scratch(b)
