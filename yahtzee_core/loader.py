"""Reading a save back: the engine's fields, then the variant's sheets
(``_load_sheets``) and its cross-checks (``_check_loaded``), refused whole
as CorruptSave (docs/SAVE_FORMAT.md). Apart from the engine because a game
needs it once, when resumed: a new game never loads it, and the app lets
it go after a resume."""

from yahtzee_core import OVER, PLAYING, ROLL_OFF, savefmt
from yahtzee_core.engine import MAX_NAME, TO_ROLL, _entropy
from yahtzee_core.rng import Rng


def load(cls, payload, rng=None):
    """A game of class ``cls`` from a save's payload (savefmt.unpack);
    CorruptSave if any field is damaged or impossible."""
    r = savefmt.Reader(payload)
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
    g = object.__new__(cls)  # MicroPython has no cls.__new__
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
    g.rng = rng if rng is not None else (Rng.restore(state) if state else Rng(_entropy()))
    if r.byte():
        g.rolloff = bytearray(r.bytes(n))
        r.check(g.phase == ROLL_OFF, "roll-off")
        for v in g.rolloff:
            r.check(v == TO_ROLL or v <= 6 * cls.ROLL_OFF_DICE, "roll-off")
        r.check(g.rolloff[g.seat] == TO_ROLL, "roll-off")
    else:
        g.rolloff = None
        r.check(g.phase != ROLL_OFF, "roll-off")
    g._load_sheets(r)
    r.done()
    g._check_loaded(r)
    return g
