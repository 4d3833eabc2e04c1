"""The tables yahtzee_core/players/dice5.py and power_work.py hold as
literals, built from the counting rules (desktop). Built at import on
the board they took half a second (bytecode loops over every multiset),
most of a Power hint's time; as literals they are read from flash.

    python tools/dice5_tables.py      # writes yahtzee_core/players/dice5_data.py

tests/test_dice5_tables.py builds them again and compares. The names
are those dice5 gives them (``children``, ``bits``) or power_work reads:
on stock firmware every new name takes a place in the pool of names."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "yahtzee_core", "players", "dice5_data.py")
sys.path.insert(0, ROOT)

from yahtzee_core.players.dice5 import (ALL, FIRST, FOUR_KIND, FULL_HOUSE, KEEPS, LARGE, ROLLS,  # noqa: E402
                                        SMALL, SUM, THREE_KIND, TWO_PAIRS, YAHTZEE)


def _binom(n, k):
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r


def _rank(faces, n):
    """Keep number of the sorted multiset faces[0:n]."""
    r = FIRST[n]
    lo = 1
    for i in range(n):
        rest = n - i - 1
        for v in range(lo, faces[i]):
            r += _binom(rest + 6 - v, rest)
        lo = faces[i]
    return r


def _pattern(c):
    """Face counts c[1..6] of a roll -> its bits word (no total)."""
    b = 0
    top = pairs = run = best = 0
    three = two = False
    for f in range(1, 7):
        n = c[f]
        b |= n << 3 * (f - 1)
        top = max(top, n)
        pairs += n >= 2
        three = three or n == 3
        two = two or n == 2
        run = run + 1 if n else 0
        best = max(best, run)
    b |= (pairs >= 2) << TWO_PAIRS | (top >= 3) << THREE_KIND | (top >= 4) << FOUR_KIND
    b |= (three and two) << FULL_HOUSE | (best >= 4) << SMALL | (best == 5) << LARGE
    return b | (top == 5) << YAHTZEE


def _multisets(n, lo=1):
    if n == 0:
        yield ()
        return
    for f in range(lo, 7):
        for rest in _multisets(n - 1, f):
            yield (f,) + rest


def build():
    """(children, bits, choice_points, top): dice5's keep graph (keep k of
    n dice plus a die f is keep FIRST[n + 1] + children[6k + f - 1]) and
    each roll's bits word; power_work's Choice flags and each roll's best
    Choice points."""
    children = bytearray(6 * KEEPS)
    bits = []
    k = 0
    for n in range(6):
        for t in _multisets(n):
            assert _rank(t, n) == k
            if n < 5:
                for f in range(1, 7):
                    children[6 * k + f - 1] = _rank(tuple(sorted(t + (f,))), n + 1) - FIRST[n + 1]
            else:
                c = [0] * 7
                for x in t:
                    c[x] += 1
                bits.append(_pattern(c) | sum(t) << SUM)
            k += 1
    assert k == ALL and len(bits) == ROLLS
    made = bytearray(91)
    for n in range(1, 7):
        for c in range(16):
            made[n * c] = 1
    top = bytearray(max((b >> 3 * f & 7) * (f + 1) for f in range(6)) for b in bits)
    return bytes(children), tuple(bits), bytes(made), bytes(top)


HEADER = '''"""Tables of five numbered dice for the computer players (players/dice5.py,
players/power_work.py), as literals: built from the counting rules they
took half a second at import on the board. Written by
tools/dice5_tables.py; do not edit by hand (tests/test_dice5_tables.py
builds them again and compares).

children: keep k of n dice plus a die showing f is keep
dice5.FIRST[n + 1] + children[6 * k + f - 1]. bits: per roll, a word of
face counts, pattern bits and the dice's total (dice5). CHOICE_POINTS:
flag j, some number, count and multiplier make j points in Choice. TOP:
per roll, the points of its best Choice number."""
'''


def literal(name, data, width=72):
    """Python source of a literal, in lines of about ``width``: bytes, or
    a tuple of ints."""
    out, line = [], ""
    ints = isinstance(data, tuple)
    for b in data:
        piece = "%d, " % b if ints else "\\x%02x" % b
        if len(line) + len(piece) > width:
            out.append(("    %s" if ints else '    b"%s"') % line.rstrip())
            line = ""
        line += piece
    out.append(("    %s" if ints else '    b"%s"') % line.rstrip())
    return "%s = (\n%s)" % (name, "\n".join(out))


def source():
    """players/dice5_data.py's text."""
    ch, bits, made, top = build()
    return HEADER + "\n" + "".join(literal(name, data) + "\n" for name, data in (
        ("children", ch), ("bits", bits), ("CHOICE_POINTS", made), ("TOP", top)))


if __name__ == "__main__":
    text = source()
    with open(DATA, "w") as f:
        f.write(text)
    print("wrote", DATA)
