"""Jackpot Yahtzee: four symbol dice tell a player which tiles to drop into
a triangular rack (rack.py); lines of 3-5 alike score. Three rounds.

This part: the dice and what a roll allows."""

from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR, SYMBOLS

DICE = 4
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

SUPPLY_EACH = 28  # 112 tiles, 28 of each symbol, shared by all racks


def roll_faces(rng):
    """Four faces drawn from rng (anything with randrange)."""
    return tuple(DIE_FACES[rng.randrange(6)] for _ in range(DICE))


def check_faces(faces):
    """Faces as a tuple of four symbols, or ValueError."""
    faces = tuple(faces)
    if len(faces) != DICE:
        raise ValueError("a Jackpot roll is 4 dice")
    for f in faces:
        if not (0 <= f < SYMBOLS):
            raise ValueError("a die face is a symbol 0-3")
    return faces


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
