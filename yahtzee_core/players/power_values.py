"""The Power Expert's value table (assets/power_values.bin), read by
seeking: what the rest of a solitaire game is worth from the start of a
turn, fitted to the exact optimum (built and laid out by
tools/power_table.py; docs/PLAYERS.md, "Power: the Expert").

A state is the sheet's config and its upper total u (0-300). The config
splits into the upper slots filled (7 bits, ``U``) and the rest (``L``:
a count per other box and the Yahtzee slots' state, 4,536 of them). The
table holds, per L, a row (r, a1..aK) and, per U and u, a column
(c, b1..bK); the value is r + c + the sum of ak * bk * step k.
"""

import struct
from array import array

from yahtzee_core.players import power_loops, power_table_loops
from yahtzee_core.power import EMPTY, GROUPS, UPPER_SLOTS

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_HEAD = const(16)
_LOWER = const(648)  # configs of the lower boxes but Yahtzee: the Yahtzee state's stride
_ROWS = const(4536)  # _LOWER x the Yahtzee slots' 7 states
L = power_loops.L or power_table_loops


class PowerValues:
    """The table, read by seeking in an open file. Values are integers in
    1/8 point (the Power players' unit)."""

    def __init__(self, f):
        self.f = f
        f.seek(0)
        head = f.read(_HEAD)
        if len(head) < _HEAD or head[:4] != b"YZP1":
            raise ValueError("not a Power value table")
        k = self.k = head[4]
        self.ymasks = bytes(head[5:12])  # the Yahtzee slots' masks, by state number
        self.ystate = bytearray(8)       # and back
        for i in range(7):
            self.ystate[self.ymasks[i]] = i
        self.umax = array("H", struct.unpack("<128H", f.read(256)))
        n = self._start(128)
        # each rank's step as an integer: 1/16 point per (a x b) unit, x 256
        self.steps = array("i", [int(s * 16 * 256 + (0.5 if s >= 0 else -0.5))
                                 for s in struct.unpack("<%df" % k, f.read(4 * k))])
        self._rows = _HEAD + 256 + 4 * k
        self._cols = self._rows + _ROWS * (2 + k)
        f.seek(0, 2)
        if f.tell() != self._cols + n * (2 + k):
            raise ValueError("the Power value table is cut short")
        self.row = bytearray(2 + k)
        self.col = bytearray(91 * (2 + k))  # the most columns one read takes
        self.col0 = bytearray(2 + k)        # one column kept: the sheet's own (U, u)
        self.strides = _strides()
        self.one = array("h", [0])
        full = _LOWER * self.ystate[7]  # every lower slot filled
        for j in range(7):
            full += self.strides[j] * GROUPS[UPPER_SLOTS + j][2]
        self.full = full

    def _start(self, U):
        """Column number of U's first column (upper total 0): a sum over
        the U before it, rather than a table of 129 (half a KB of heap on
        stock firmware, for a read or two a turn)."""
        n = 0
        umax = self.umax
        for i in range(U):
            n += umax[i] + 1
        return n

    def config(self, sheet):
        """(L, U) of a core sheet."""
        U = 0
        for i in range(UPPER_SLOTS):
            if sheet[2 * i] != EMPTY:
                U |= 1 << i
        L = 0
        for j in range(7):
            _, first, n = GROUPS[UPPER_SLOTS + j]
            for s in range(first, first + n):
                if sheet[2 * s] != EMPTY:
                    L += self.strides[j]
        _, first, n = GROUPS[-1]
        m = 0
        for k in range(n):
            if sheet[2 * (first + k)] != EMPTY:
                m |= 1 << k
        return L + _LOWER * self.ystate[m], U

    def read_row(self, L):
        """Row L into self.row."""
        self.f.seek(self._rows + L * (2 + self.k))
        self.f.readinto(self.row)

    def values(self, U, u, n, out, o=0, step=1):
        """out[o + j] = the value (1/8 point) at upper total u + j * step for
        j < n, with the upper slots U filled and the row last read (its L)."""
        k = self.k
        w = 2 + k
        top = self.umax[U]
        if u > top:
            u = top
        last = u + (n - 1) * step
        if last > top:
            last = top
        f = self.f
        f.seek(self._cols + (self._start(U) + u) * w)
        col = self.col
        f.readinto(memoryview(col)[:(last - u + 1) * w])
        L.table_values(self.row, col, n, step, last - u, k, self.steps, out, o)

    def column(self, U, u):
        """Keep column (U, u) for ``at``: a turn reads many rows against it."""
        if u > self.umax[U]:
            u = self.umax[U]
        self.f.seek(self._cols + (self._start(U) + u) * (2 + self.k))
        self.f.readinto(self.col0)

    def at(self, row):
        """The value (1/8 point) of row ``row`` (an L) at the column kept."""
        self.read_row(row)
        L.table_values(self.row, self.col0, 1, 1, 0, self.k, self.steps, self.one, 0)
        return self.one[0]

    def close(self):
        """Close the file and drop the arrays (again: nothing). The board's
        collector is conservative: a dead stack slot may keep this object,
        but no longer what it held."""
        if self.f is not None:
            self.f.close()
        self.f = self.umax = self.steps = None
        self.row = self.col = self.col0 = self.one = None

    def value(self, L, U, u):
        """The value (1/8 point) of state (L, U, u)."""
        self.read_row(L)
        self.values(U, u, 1, self.one)
        return self.one[0]


def power_table():
    """The Power Expert's value table (assets/power_values.bin), opened on
    first need and shared by every Power Expert: kept by the Power
    players' shared work (players/power_work.py), which closes it when
    they go, so no module that opened it need stay loaded."""
    from yahtzee_core.players.power_work import shared_work
    ws = shared_work()
    if ws.table is None:
        for path in ("assets/power_values.bin", "/assets/power_values.bin"):
            try:
                f = open(path, "rb")
            except OSError:
                continue
            try:
                ws.table = PowerValues(f)
            except ValueError:  # not a whole table: closed, not left open
                f.close()
                raise
            break
        else:
            raise OSError("the value table assets/power_values.bin is missing")
    return ws.table


def _strides():
    out = []
    s = 1
    for j in range(7):
        out.append(s)
        s *= GROUPS[UPPER_SLOTS + j][2] + 1
    return out
