"""Five numbered dice for a computer player's expectimax (Power; classic
reads the same graph from its table file).

Keeps are the 462 sorted multisets of 0-5 dice, numbered by size, then as
sorted tuples (the numbering of tools/classic_table.py): 0..209 hold 0-4
dice, 210..461 are the 252 rolls. Keep k of n dice with one more die
showing f is keep ``FIRST[n + 1] + children[6 * k + f - 1]``: counted
from the first keep of its size, a child fits a byte. Rolling the dice
not kept one die at a time makes a keep layer 1,260 steps (``expect``),
and "the best over every sub-keep of a roll" another 1,260 (``push_up``).

Per roll, ``bits`` packs the six face counts (3 bits each, face 1 lowest),
pattern bits (``TWO_PAIRS``...``YAHTZEE``) and the dice total (from bit
``SUM``). Both come from players/dice5_data.py (literals written by
tools/dice5_tables.py from the counting rules): 2.3 KB.
"""

from array import array

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

KEEPS = const(210)   # keeps of 0-4 dice
ALL = const(462)     # and the 252 rolls after them
ROLLS = const(252)
TWO_PAIRS = const(18)    # pattern bits of a roll
THREE_KIND = const(19)
FOUR_KIND = const(20)
FULL_HOUSE = const(21)   # three and two (five alike is not)
SMALL = const(22)
LARGE = const(23)
YAHTZEE = const(24)
SUM = const(25)          # bits[r] >> SUM: the dice total
FIRST = (0, 1, 7, 28, 84, 210, 462)  # first keep of each size (and the end)


def _read():
    """The tables from players/dice5_data.py, which is then let go: on
    stock firmware a loaded .mpy holds every literal it has for as long
    as the module lives (the rolls' words, 1 KB, once copied into an
    array)."""
    import sys
    from yahtzee_core.players import dice5_data as d
    sys.modules.pop("yahtzee_core.players.dice5_data", None)
    pkg = sys.modules.get("yahtzee_core.players")
    if pkg is not None and hasattr(pkg, "dice5_data"):
        delattr(pkg, "dice5_data")
    return d.children, array("i", d.bits), d.CHOICE_POINTS, d.TOP


children, bits, CHOICE_POINTS, TOP = _read()  # TOP, CHOICE_POINTS: read by the Power players
del _read  # its code is not needed again: free it


def keep_index(faces):
    """Keep number of some dice (any order)."""
    k = n = 0
    for f in sorted(faces):
        n += 1
        k = FIRST[n] + children[6 * k + f - 1]
    return k


def expect(val):
    """val[keep] = mean of val[keep + one die] over its six faces, largest
    keeps first: what rerolling the dice not kept is worth, given each
    roll's value in val[KEEPS:]. Rounded to nearest."""
    ch = children
    for n in range(4, -1, -1):
        up = memoryview(val)[FIRST[n + 1]:]  # the keeps one die bigger
        for k in range(FIRST[n + 1] - 1, FIRST[n] - 1, -1):
            o = 6 * k
            val[k] = (up[ch[o]] + up[ch[o + 1]] + up[ch[o + 2]] + up[ch[o + 3]]
                      + up[ch[o + 4]] + up[ch[o + 5]] + 3) // 6


def push_up(val, floor, other=None):
    """Each roll's slot val[KEEPS + r] becomes the best val[k] over the
    proper sub-keeps k of roll r (on the way each keep's slot becomes the
    best over its sub-keeps and itself). ``floor``: the roll slots' start
    value. ``other``: a second array of keep values, the better of the two
    counting at each keep."""
    ch = children
    for r in range(KEEPS, ALL):
        val[r] = floor
    for n in range(5):  # by size, so each keep holds its own best first
        up = memoryview(val)[FIRST[n + 1]:]
        for k in range(FIRST[n], FIRST[n + 1]):
            m = val[k]
            if other is not None and other[k] > m:
                m = val[k] = other[k]
            o = 6 * k
            for j in range(6):
                c = ch[o + j]
                if m > up[c]:
                    up[c] = m


_POP = b"\x00\x01\x01\x02\x01\x02\x02\x03\x01\x02\x02\x03\x02\x03\x03\x04\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"


def best_keep(dice, score_now, options):
    """The best reroll of five dice (``dice``: their faces in die order).
    ``options``: a list of value arrays over keeps; each subset of the dice
    (proper ones, and all five for the arrays that allow it, see below) is
    worth the best of the arrays at its keep. Returns (value, subset bits,
    array index), with subset -1 if scoring now (``score_now``) is best.
    An array allows keeping all five when it is listed as (array, True).
    Ties: scoring now first, then fewer dice kept, then earlier arrays."""
    order = sorted(range(5), key=lambda i: dice[i] * 8 + i)  # unique: MicroPython's sort is not stable
    ch = children
    best, pick, which = score_now, -1, -1
    for size in range(6):
        for sel in range(32):
            if _POP[sel] != size:
                continue
            k = n = 0
            for j in range(5):
                if sel >> j & 1:
                    n += 1
                    k = FIRST[n] + ch[6 * k + dice[order[j]] - 1]
            for a in range(len(options)):
                arr, whole = options[a]
                if size == 5 and not whole:
                    continue
                if arr[k] > best:
                    best, pick, which = arr[k], sel, a
    if pick < 0:
        return best, -1, -1
    keep = 0
    for j in range(5):
        if pick >> j & 1:
            keep |= 1 << order[j]
    return best, keep, which
