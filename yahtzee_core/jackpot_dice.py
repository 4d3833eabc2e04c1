"""Jackpot Yahtzee's four symbol dice: their faces, the five kinds of roll
and what a roll calls for (docs/JACKPOT.md). Apart from the game (jackpot.py)
so that what a roll means can be read, and tested, without the turn rules."""

from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR, SYMBOLS

# One die: cherry x2, orange x2, bell x1, dollar x1.
DIE_FACES = (CHERRY, CHERRY, ORANGE, ORANGE, BELL, DOLLAR)

# The five kinds of roll.
WILD = 0       # four different: any one tile
PAIR = 1       # a pair and two unlike: the pair's tile
TWO_PAIRS = 2  # either pair's tile
THREE = 3      # three alike: Chance Option, then that tile
FOUR = 4       # four alike: Chance Option, then any two tiles
KIND_NAMES = ("Wild Roll", "Pair", "Two Pairs", "Three alike", "Jackpot")
KIND_TILES = (1, 1, 1, 1, 2)
KIND_CHANCE_OPTION = (False, False, False, True, True)
ANY = (CHERRY, ORANGE, BELL, DOLLAR)


def classify(faces):
    """(kind, called): the kind of roll and the symbols it calls for."""
    counts = [0, 0, 0, 0]
    for f in faces:
        counts[f] += 1
    top = max(counts)
    if top == 4:
        return FOUR, ANY
    if top == 3:
        return THREE, (counts.index(3),)
    pairs = tuple(s for s in range(SYMBOLS) if counts[s] == 2)
    if len(pairs) == 2:
        return TWO_PAIRS, pairs
    if len(pairs) == 1:
        return PAIR, pairs
    return WILD, ANY


def allowed(called, supply):
    """Symbols a player may take: those called that the supply still holds;
    if none is left, any symbol the supply still holds."""
    got = tuple(s for s in called if supply[s] > 0)
    if got:
        return got
    return tuple(s for s in range(SYMBOLS) if supply[s] > 0)
