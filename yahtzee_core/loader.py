"""Reading a save back: the engine's fields, then the variant's sheets
and its cross-checks (``read_sheets`` and ``check`` of
yahtzee_core/<variant>_check.py), refused whole as CorruptSave
(docs/SAVE_FORMAT.md). Apart from the engine because a game
needs it once, when resumed: a new game never loads it, and the app lets
it go after a resume. Taking a turn back reads the state kept before it
the same way (``take_back``, for ``Game.undo``).

It imports nothing of the engine (the engine imports it to take a turn
back): the bytes both use are the package's (yahtzee_core/__init__.py)."""

import sys

from yahtzee_core import EMPTY, MAX_NAME, OVER, PLAYING, ROLL_OFF, TO_ROLL, savefmt
from yahtzee_core.errors import IllegalMove
from yahtzee_core.rng import Rng, entropy


def load(cls, payload, rng=None):
    """A game of class ``cls`` from a save's payload (savefmt.unpack);
    CorruptSave if any field is damaged or impossible."""
    g = object.__new__(cls)  # MicroPython has no cls.__new__
    read(g, savefmt.Reader(payload), rng)
    return g


def take_back(game):
    """``game.undo()``: the state kept before the turn's first step, read
    back in place."""
    base = game._undo_base
    if base is None:
        raise IllegalMove("nothing to take back: a score can be taken back only until the next roll")
    if game.over:
        raise IllegalMove("the game is over: its last box stands")
    # a foreign RNG stays; the core's own goes back to its state then
    read(game, savefmt.Reader(base), None if isinstance(game.rng, Rng) else game.rng)


def read(g, r, rng):
    """Set every field of game ``g`` from a payload: a save's, or the state
    kept to take a turn back (``take_back``)."""
    cls = g.__class__
    n = r.byte()
    r.check(cls.SEATS[0] <= n <= cls.SEATS[1], "number of players")
    players = []
    for _ in range(n):
        k = r.byte()
        r.check(0 < k <= MAX_NAME, "player name")
        try:
            players.append(r.bytes(k).decode())
        except Exception:
            r.check(False, "player name")
    g.players = tuple(players)
    g.seat = r.byte()
    r.check(g.seat < n, "seat")
    g.phase = r.byte()
    r.check(g.phase in (ROLL_OFF, PLAYING, OVER), "game phase")
    g.rolls_used = r.byte()
    nd = r.byte()
    dice = []
    for _ in range(nd):
        dice.append(g._byte_face(r.byte()))
    g.dice = tuple(dice)
    state = r.u32()
    g.rng = rng if rng is not None else (Rng.restore(state) if state else Rng(entropy()))
    if r.byte():
        g.rolloff = bytearray(r.bytes(n))
        r.check(g.phase == ROLL_OFF, "roll-off")
        for v in g.rolloff:
            r.check(v == TO_ROLL or v <= 6 * cls.ROLL_OFF_DICE, "roll-off")
        r.check(g.rolloff[g.seat] == TO_ROLL, "roll-off")
    else:
        g.rolloff = None
        r.check(g.phase != ROLL_OFF, "roll-off")
    checks = checks_of(g)
    checks.read_sheets(g, r)
    g._undo_base = g._undo_steps = None
    checks.check(g, r, check_turn)
    if r.pos < len(r.data):  # steps to take back follow the state before them (a save's)
        from yahtzee_core.undo import replay
        replay(g, r)


def checks_of(g):
    """The module that reads and checks ``g``'s variant's sheets:
    yahtzee_core/<variant>_check.py, loaded only by a load (the app lets
    it go after, with this one)."""
    name = "yahtzee_core.%s_check" % g.VARIANT
    __import__(name)
    return sys.modules[name]


# The checks every variant's save check starts with (its ``check`` is
# handed this function: here, with the engine's fields it checks, and no
# module of its own to load).
def check_turn(g, r, max_rolls=None, boxes=False):
    """The turn's fields agree with the phase, and with ``boxes`` (a box
    sheet game's: classic, Word) the filled boxes with the turn order;
    raise via r.check."""
    if g.phase != PLAYING:
        # The roll-off uses no turn rolls, and a finished game shows no
        # dice; the roll-off shows the last contender's dice or none.
        r.check(g.rolls_used == 0, "roll count")
        r.check(len(g.dice) in ((0, g.ROLL_OFF_DICE) if g.phase == ROLL_OFF else (0,)), "dice")
        for f in g.dice:
            r.check(1 <= f <= 6, "die face")
    if g.phase == PLAYING:
        r.check(g.rolls_used <= (max_rolls or g.ROLLS), "roll count")
        r.check(len(g.dice) == (g.NDICE if g.rolls_used else 0), "dice")
        for i in range(len(g.dice)):
            r.check(g._face_ok(i, g.dice[i]), "die face")
    if not boxes:
        return
    # Each turn fills one box, seats taking turns in order: read from
    # the seat to play, the filled counts are k (that seat's, with a box
    # still open) and then k + 1 for the seats that already played
    # this round. The roll-off precedes every turn.
    n = len(g.players)
    full = len(g.BOXES)
    filled = [sum(1 for v in sh if v != EMPTY) for sh in g.sheets]
    k = filled[g.seat]
    if g.phase == OVER:
        r.check(min(filled) == full, "game phase")
        return
    r.check(k < full and (g.phase == PLAYING or k == 0), "filled boxes")
    step = k
    for i in range(n):
        c = filled[(g.seat + i) % n]
        r.check(c == step or c == k + 1, "filled boxes (turn order)")
        step = c
