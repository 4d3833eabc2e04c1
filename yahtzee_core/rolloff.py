"""The contest for who starts (the engine's ROLL_OFF phase): each seat
in turn rolls ``ROLL_OFF_DICE`` dice, the highest total starts, tied
leaders roll again. Apart from the engine because a game needs it only
at its start, and a board's app lets it go after (its code is heap on
stock firmware all through a game otherwise)."""

from yahtzee_core import PLAYING, TO_ROLL
from yahtzee_core.errors import IllegalMove

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_OUT = const(0)  # not (or no longer) contending


def roll_off(game, keep, faces):
    """``game.roll`` in the roll-off: the dice of the seat whose roll it
    is (returned; cleared when the contest ends)."""
    if keep:
        raise IllegalMove("roll every die to see who goes first")
    new = tuple(game._draw(range(game.ROLL_OFF_DICE), faces))
    game.dice = new
    ro = game.rolloff
    ro[game.seat] = sum(new)
    n = len(ro)
    nxt = [s for s in range(n) if ro[s] == TO_ROLL]
    if nxt:
        game.seat = nxt[0]
        return new
    best = max(ro)
    leaders = [s for s in range(n) if ro[s] == best]
    if len(leaders) == 1:
        game.seat = leaders[0]
        game.phase = PLAYING
        game.rolloff = None
        game.dice = ()  # the turn starts with nothing rolled
    else:  # tied leaders roll again
        for s in range(n):
            ro[s] = TO_ROLL if s in leaders else _OUT
        game.seat = leaders[0]
    return new
