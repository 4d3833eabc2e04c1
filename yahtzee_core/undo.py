"""Taking a turn back, the parts used only now and then (loaded on
demand, so a game does not hold their code): ``undo()`` itself, and
reading a save's steps to take back.

After a turn's first scoring step the engine keeps the state before it
(the save payload, a few hundred bytes at most) and every step since,
until the next roll (``Game._keep_undo``). A save then holds that state
and the steps, and the loader plays the steps again through the rules:
a taken-back turn survives a power cut, and a save whose steps are not
legal is refused like any other impossible game. docs/SAVE_FORMAT.md,
"The turn that can be taken back".
"""

from yahtzee_core import savefmt
from yahtzee_core.errors import IllegalMove
from yahtzee_core.rng import Rng

MAX_STEPS = 4  # Jackpot: the Chance Option and two tiles (Power's DOUBLE: 2)


def take_back(game):
    """``game.undo()``: the state kept before the turn's first step."""
    base = game._undo_base
    if base is None:
        raise IllegalMove("nothing to take back: a score can be taken back only until the next roll")
    # a foreign RNG stays; the core's own goes back to its state then
    from yahtzee_core.loader import read
    read(game, savefmt.Reader(base), None if isinstance(game.rng, Rng) else game.rng)


def replay(game, r):
    """Read the number of steps and play each again (the loader, once the
    state before them is read and checked); CorruptSave if one is not
    legal there."""
    k = r.byte()
    r.check(0 < k <= MAX_STEPS, "number of steps to take back")
    for _ in range(k):
        try:
            game._replay(r)
        except IllegalMove:
            r.check(False, "step to take back (not a legal play)")
    r.done()
