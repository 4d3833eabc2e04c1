"""Pocket Yahtzee's rules core: classic, Power, Word and Jackpot Yahtzee.

    from yahtzee_core import new_game, load_game
    game = new_game("classic", ["ANN", "BOB"], seed=7)

Pure and deterministic: no screens, no buttons, no clock. Runs on CPython,
MicroPython and CircuitPython. See docs/API.md.
"""

from yahtzee_core.errors import CorruptSave, IllegalMove
from yahtzee_core import savefmt

# The game's phases (engine.py's state machine). Kept here, not imported
# from the engine, so that a module needing only savefmt or errors (the NVM
# store) does not load the whole engine onto a board's heap.
ROLL_OFF = 0
PLAYING = 1
OVER = 2
# The bytes the engine writes and the loader reads back (here for the same
# reason: the loader then needs nothing of the engine, which needs it).
EMPTY = 255     # an open box of a box sheet (classic, Word)
TO_ROLL = 255   # roll-off: a contender who has not rolled yet
MAX_NAME = 8    # letters in a player's name

VARIANTS = ("classic", "power", "word", "jackpot")


def variant_class(name):
    """The game class for a variant name. Imported on demand, so a board
    only loads the rules of the game being played."""
    if name == "classic":
        from yahtzee_core.classic import Classic
        return Classic
    if name == "power":
        from yahtzee_core.power import Power
        return Power
    if name == "word":
        from yahtzee_core.word import Word
        return Word
    if name == "jackpot":
        from yahtzee_core.jackpot import Jackpot
        return Jackpot
    raise IllegalMove("there is no game %r; choose one of %s" % (name, ", ".join(VARIANTS)))


def new_game(variant, players, seed=None, rng=None, first=None, **options):
    """A new game of ``variant`` for the named players (seat order).
    ``seed`` or ``rng`` (anything with ``randrange(n)``) draws the dice;
    ``first`` skips the contest for who starts."""
    return variant_class(variant)(players, rng=rng, seed=seed, first=first, **options)


def load_game(data, rng=None):
    """A game from ``Game.save()`` bytes; CorruptSave if they are damaged."""
    code, payload = savefmt.unpack(data)
    if not 1 <= code <= len(VARIANTS):
        raise CorruptSave("save is of an unknown game")
    cls = variant_class(VARIANTS[code - 1])
    from yahtzee_core.loader import load  # only here: a new game never needs it
    return load(cls, payload, rng)
