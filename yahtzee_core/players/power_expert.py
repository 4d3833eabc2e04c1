"""The Power Expert: the turn solved exactly (players/power.py's
expectimax), what the rest of the game is worth read from a table fitted
to the exact solitaire optimum (players/power_values.py, built by
tools/power_table.py; docs/PLAYERS.md, "Power: the Expert").

Scoring a slot gains its points plus the table's value after it, less
the value before: each upper box by the points it takes, each lower box
by where its score and its X go (for the Yahtzee slots, a score goes into
the first open one, an X into the last), and two slots of one box for
DOUBLE. DOUBLE's slots from two boxes are valued as the sum of their two
gains. When another seat's sheet will be full first, the game ends
sooner: the part of each value beyond the bonus already won is counted
at the share of the open slots that will still be filled (the players'
race, players/power.py).
"""

from yahtzee_core.players.power import NEG, S, PowerPlayer
from yahtzee_core.players.power_values import L as PL, power_table  # PL: the table's loops
from yahtzee_core.power import EMPTY, GROUPS, UPPER_BONUS

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_NG = const(15)
_CHOICE = const(6)
_YAHTZEE = const(14)
_LOWER = const(648)  # L's stride of the Yahtzee state (power_values)
_UCAP = const(300)


def _bonus(u):
    for at, b in UPPER_BONUS:
        if u >= at:
            return b * S
    return 0


class PowerExpert(PowerPlayer):
    """The Expert: ``table`` a PowerValues."""

    def __init__(self, table):
        PowerPlayer.__init__(self, "expert")
        self.table = self.ws.table = table  # release_work closes it

    def _fut(self, v, u):
        """A table value (1/8 point) at upper total u, the race counted."""
        b = _bonus(u)
        return b + (v - b) * self.f // 256

    def _prepare(self, game):
        ws = self.ws
        sheet = game.sheets[game.seat]
        self.f, ws.tempo = self._race(game)
        self._slots(sheet)
        t = self.table
        L, U = t.config(sheet)
        u = game.upper_score(game.seat)
        u = self.u = u if u < _UCAP else _UCAP
        w = ws.work  # scratch: nothing else is in it yet
        t.column(U, u)  # every value but the upper boxes' is at (U, u)
        self.U = U
        base = self._value(L)
        ws.standing = game.total(game.seat) - game.upper_bonus(game.seat) + base / S
        up, par = ws.up, ws.par
        par[0], par[1], par[2] = base, self.f, u
        for i in range(3):
            par[3 + 2 * i], par[4 + 2 * i] = UPPER_BONUS[i]
        for s in range(7):  # the upper boxes, by points (as PowerPlayer's)
            if sheet[2 * s] != EMPTY:
                continue
            o, step, n = (96, 1, 91) if s == _CHOICE else (16 * s, s + 1, 16)
            if self._full(L, U | 1 << s):  # the last slot: the bonus is known
                for j in range(n):
                    w[j] = _bonus(u + j * step)
            else:
                t.read_row(L)
                t.values(U | 1 << s, u, n, w, 0, step)
            PL.gains(up, o, w, n, step, par)
        bx, nopen, sl = ws.bx, ws.nopen, ws.slots
        strides = t.strides
        ymask = t.ymasks[L // _LOWER]
        for g in range(7, _NG):
            if not nopen[g]:
                continue
            if g < _YAHTZEE:  # the same slot filled by a score or an X
                st = strides[g - 7]
                sc = xg = self._value(L + st) - base
                ss = sx = xx = self._value(L + 2 * st) - base if nopen[g] > 1 else NEG
            else:  # a score in the first open slot, an X in the last
                y0 = GROUPS[g][1]
                first, last = 1 << sl[4 * g] - y0, 1 << sl[4 * g + 2] - y0
                L0 = L - L // _LOWER * _LOWER
                ys = t.ystate
                sc = self._value(L0 + _LOWER * ys[ymask | first]) - base
                xg = self._value(L0 + _LOWER * ys[ymask | last]) - base
                ss = sx = xx = NEG
                if nopen[g] > 1:
                    ss = self._value(L0 + _LOWER * ys[ymask | first | 1 << sl[4 * g + 1] - y0]) - base
                    sx = self._value(L0 + _LOWER * ys[ymask | first | last]) - base
                    xx = self._value(L0 + _LOWER * ys[ymask | last | 1 << sl[4 * g + 3] - y0]) - base
            o = 5 * g
            bx[o], bx[o + 1], bx[o + 2], bx[o + 3], bx[o + 4] = sc, xg, ss, sx, xx

    def _full(self, L, U):
        """The sheet full: then nothing is read, the bonus is known."""
        return U == 127 and L == self.table.full

    def _value(self, L):
        """The value of row L at the sheet's own upper slots and total (the
        column kept), the race counted."""
        if self._full(L, self.U):
            return _bonus(self.u)
        return self._fut(self.table.at(L), self.u)


def expert():
    """The Expert by the value table, or None when the drive holds no
    whole table (players/choose.py then makes the fitted Expert)."""
    try:
        return PowerExpert(power_table())
    except (OSError, ValueError):  # missing, or not a whole table
        return None
