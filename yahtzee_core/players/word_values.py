"""The Word Expert's table (assets/word_values_family.bin, _full.bin), read
by seeking: what the rest of a solitaire game is worth from the start of
a turn, fitted to the exact optimum; which rolls spell a seven-letter
word; the chance of one by the turn's end for a keep (built and laid out
by tools/word_table.py; docs/PLAYERS.md, "Word: the Expert").

A state is the solver's: ``mask`` the eleven boxes other than the Yahtzee
box filled (bits 0-4 the upper boxes, 5-9 One Word .. All Vowels, 10
Chance), ``y`` the Yahtzee box (0 open, 1 holding 50, 2 holding 0), ``u``
the upper total (capped at 46; 0 with no upper box or all five filled).
A keep is a mask of dice and ``code``, the kept dice's face indices
(their places in letters.FACES) as a number in base 6, the lowest kept
die the lowest digit. A roll is ``o``, each die's face index times 6^d.
"""

import struct
from array import array

from yahtzee_core.players.word import _count  # the dice a mask holds (loaded with the Expert anyway)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_HEAD = const(42)
_NU = const(47)
_SETTINGS = ("family", "full")


class WordValues:
    """The table of one dictionary setting, read by seeking in an open
    file. Values are integers in 1/8 point (the Word players' unit),
    chances in 1/255."""

    def __init__(self, f, setting=None):
        self.f = f
        f.seek(0)
        head = f.read(_HEAD)
        if len(head) < _HEAD or head[:4] != b"YZW1" or head[4] != 1:
            raise ValueError("not a Word value table")
        if setting is not None and _SETTINGS[head[5]] != setting:
            raise ValueError("a Word value table of another dictionary")
        self.setting = _SETTINGS[head[5]]
        k = self.k = head[6]
        self.seven_pts = head[8] | head[9] << 8  # a seven-letter word's mean letter value, 1/8 point
        (self._rows, self._cols, self._bits, self._d1, self._d2,
         self._s1, self._s2, end) = struct.unpack("<8I", head[10:_HEAD])
        self.steps = array("i", struct.unpack("<%di" % k, f.read(4 * k)))
        f.seek(0, 2)
        if f.tell() != end:
            raise ValueError("the Word value table is cut short")
        self.row = bytearray(2 + k)
        self.col = bytearray(2 + k)
        self.one = bytearray(1)
        self.two = bytearray(2)
        self.dir = bytearray(8)
        # the dense keeps' first entries, by mask (0 to 3 dice kept)
        base = array("H", bytes(256))
        n = 0
        for m in range(128):
            base[m] = n
            c = _count(m)
            if c <= 3:
                n += (1, 6, 36, 216)[c]
        self.base = base

    def value(self, mask, y, u):
        """The value (1/8 point) of state (mask, y, u)."""
        f = self.f
        k = self.k
        w = 2 + k
        f.seek(self._rows + ((mask >> 5) * 3 + y) * w)
        f.readinto(self.row)
        f.seek(self._cols + ((mask & 31) * _NU + u) * w)
        f.readinto(self.col)
        return _value(self.row, self.col, k, self.steps)

    def seven(self, o):
        """Does roll o spell a seven-letter word?"""
        f = self.f
        f.seek(self._bits + (o >> 3))
        f.readinto(self.one)
        return self.one[0] >> (o & 7) & 1

    def dense(self, two, mask, code):
        """The chance (1/255) of keep (mask, code) of 0 to 3 dice, with two
        rolls left (``two``) or one."""
        f = self.f
        f.seek((self._d2 if two else self._d1) + self.base[mask] + code)
        f.readinto(self.one)
        return self.one[0]

    def sparse(self, two, mask, code):
        """The chance (1/255) of keep (mask, code) of 4 dice (one roll
        left) or 4 and 5 (two), or -1 when it is not listed (a keep with
        a die fewer is as good)."""
        f = self.f
        f.seek((self._s2 if two else self._s1) + 4 * mask)
        f.readinto(self.dir)
        start = self.dir[0] | self.dir[1] << 8 | self.dir[2] << 16 | self.dir[3] << 24
        end = self.dir[4] | self.dir[5] << 8 | self.dir[6] << 16 | self.dir[7] << 24
        n = (end - start) // 3
        lo, hi = 0, n
        b = self.two
        while lo < hi:  # the codes are sorted
            mid = (lo + hi) >> 1
            f.seek(start + 2 * mid)
            f.readinto(b)
            c = b[0] | b[1] << 8
            if c == code:
                f.seek(start + 2 * n + mid)
                f.readinto(self.one)
                return self.one[0]
            if c < code:
                lo = mid + 1
            else:
                hi = mid
        return -1

    def close(self):
        """Close the file and drop the arrays (again: nothing)."""
        if self.f is not None:
            self.f.close()
        self.f = self.steps = self.base = None
        self.row = self.col = self.one = self.two = self.dir = None


def _value(row, col, k, steps):
    v = 0
    for r in range(k):
        a = row[2 + r]
        b = col[2 + r]
        v += (a - 256 if a > 127 else a) * (b - 256 if b > 127 else b) * steps[r]
    v = _i16(row) + _i16(col) + ((v + 32768) >> 16)  # 1/16 point
    return (v + 1) >> 1


def _i16(b):
    v = b[0] | b[1] << 8
    return v - 65536 if v > 32767 else v


_open = [None, None]  # the setting and its table, shared by every Word Expert


def word_table(setting):
    """The table of a dictionary setting, opened on first need and shared
    by every Word Expert (another setting's closes first); OSError when
    the file is missing, ValueError when it is not a whole table."""
    if _open[0] == setting and _open[1] is not None:
        return _open[1]
    release()
    name = "word_values_%s.bin" % setting
    for path in ("assets/" + name, "/assets/" + name):
        try:
            f = open(path, "rb")
        except OSError:
            continue
        try:
            t = WordValues(f, setting)
        except ValueError:  # not a whole table: closed, not left open
            f.close()
            raise
        _open[0], _open[1] = setting, t
        return t
    raise OSError("the value table assets/%s is missing" % name)


def release():
    """Close the shared table (before the players' modules are let go)."""
    t = _open[1]
    _open[0] = _open[1] = None
    if t is not None:
        t.close()
