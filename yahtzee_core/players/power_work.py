"""The arrays a Power player's turn solve works in (one set shared by
every Power player: moves are worked out one at a time), two small
tables it reads, and each level's figures. Apart from players/power.py,
which solves the turn."""

from array import array

from yahtzee_core.players import check_level, dice5 as D
from yahtzee_core.players import power_data

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_NR = const(252)  # rolls of the five numbered dice (dice5)
_NG = const(15)   # boxes (power.GROUPS)
_NS = const(21)   # slots (power.SLOTS)


# Flag j: some number, count and multiplier make j points in Choice; per
# roll, the points of its best number (players/dice5_data.py)
CHOICE_POINTS, TOP = D.CHOICE_POINTS, D.TOP


_QUARTERS = {"easy": 0, "medium": 1, "hard": 2}


def figures(level):
    """(worth, spread) of a level, made for its player (power_data keeps
    only the fitted figures). The levels differ in how much of the rest
    of the game they count: Easy none (greedy), Medium a quarter of the
    slots' mean worth, Hard half, both with no spread, Expert each slot's
    fitted share with the spread (docs/PLAYERS.md: each level's strength)."""
    if level == "expert":
        return power_data.R, power_data.S
    check_level(level, _QUARTERS)
    q = _QUARTERS[level]
    return tuple([x * q // 4 for x in power_data.W]), (0,) * 7


def _arr(n):
    return array("h", bytes(2 * n))


class Work:
    """The arrays a turn's solve uses, one set for every Power player."""

    def __init__(self):
        self.g = (_arr(_NR), _arr(_NR), _arr(_NR), _arr(_NR))  # x1, x2, x3, DOUBLE
        self.r2 = _arr(D.ALL)    # rerolling the Power die too, one roll left
        self.r1 = _arr(D.ALL)    # ... two rolls left
        self.work = _arr(D.ALL)
        self.up = _arr(187)      # upper boxes' gains: 16 a face box, Choice 91
        self.w = _arr(_NS)       # each slot's worth for the sheet the arrays hold
        self.bx = _arr(5 * _NG)  # per lower box the gains of: a score, an X, two scores, a score and an X, two X's
        self.par = _arr(9)       # one box's figures for the loop over the rolls (power_loops.lower)
        self.tempo = 0           # its DOUBLE's gain (players/power.py, _race)
        self.standing = 0.0      # what its sheet is worth as it stands, points
        self.nslots = 0          # its open slots
        self.slots = bytearray(4 * _NG)  # per box: 1st, 2nd, last, 2nd last open slot
        self.nopen = bytearray(_NG)
        self.key = None          # whose sheet the arrays hold
        self.table = None        # the Expert's value table (players/power_values.py), once one is made
        self.stage = 0           # 3: the sheet's gains ready; 2: g and r2 too


_shared = None


def shared_work():
    """The one Work every Power player uses."""
    global _shared
    if _shared is None:
        _shared = Work()
    return _shared


def release_work():
    """Drop the shared arrays once the Power players are let go
    (handheld.forget_players). The board's collector is conservative: a
    dead stack slot that still points at the Work would keep its 5 KB of
    arrays alive; it can keep the object, no longer what it held."""
    global _shared
    w, _shared = _shared, None
    if w is not None and w.table is not None:
        # the Expert's table: closed here too, as players/choose.py, which
        # opened it, may be gone (handheld.cpu lets it go for some games)
        w.table.close()
        w.table = None
    if w is not None:
        w.g = w.r2 = w.r1 = w.work = w.up = w.w = w.bx = w.par = w.slots = w.nopen = None
