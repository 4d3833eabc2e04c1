"""The tables yahtzee_core/players/dice5.py and power_work.py hold as
literals, built from the counting rules (desktop). Built at import on
the board they took half a second (bytecode loops over every multiset),
most of a Power hint's time; as literals they are read from flash.

    python tools/dice5_tables.py      # prints the literals to paste in

tests/test_dice5_tables.py builds them again and compares."""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

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
    return bytes(children), struct.pack("<%di" % ROLLS, *bits), bytes(made), bytes(top)


def literal(name, data, width=72):
    """Python source of a bytes literal, in lines of about ``width``."""
    out, line = [], ""
    for b in data:
        piece = "\\x%02x" % b
        if len(line) + len(piece) > width:
            out.append('    b"%s"' % line)
            line = ""
        line += piece
    out.append('    b"%s"' % line)
    return "%s = (\n%s)" % (name, "\n".join(out))


if __name__ == "__main__":
    ch, bits, made, top = build()
    for name, data in (("children", ch), ("_BITS", bits), ("CHOICE_POINTS", made), ("TOP", top)):
        print(literal(name, data))
