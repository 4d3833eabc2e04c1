"""Which (line points, rack bonus) pairs a Jackpot round can score, found
by scoring every full rack there is (4 symbols in 15 windows: 4**15, about
a billion racks, in numpy, a minute or so), and written to
yahtzee_core/rack_rounds.py for the save loader (a saved round score no
rack can make is refused: docs/SAVE_FORMAT.md).

    python tools/jackpot_rounds.py            # rewrites yahtzee_core/rack_rounds.py
    python tools/jackpot_rounds.py --check    # compares it with the file instead

A round is scored only when every rack is full (jackpot.py, _end_round),
so only full racks count; the supply (28 of each symbol) never runs out
for one rack of 15.
"""

import argparse
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from yahtzee_core import rack as R  # noqa: E402

OUT = os.path.join(ROOT, "yahtzee_core", "rack_rounds.py")
SYMBOLS = 4


def line_table(n):
    """Points of a line of n windows for each of its 4**n fillings, index
    sum(symbol[k] * 4**k)."""
    out = np.zeros(SYMBOLS ** n, dtype=np.int32)
    line = next(ln for ln in R.LINES if len(ln) == n)  # scored the same as any line that long
    for idx in range(SYMBOLS ** n):
        rack = bytearray([R.EMPTY] * R.WINDOWS)
        for k in range(n):
            rack[line[k]] = idx // SYMBOLS ** k % SYMBOLS
        out[idx] = R.line_points(rack)  # only this line holds tiles
    return out


def reachable():
    """Sorted bonus values, and the set of (lines // 10, bonus index) pairs."""
    tables = {n: line_table(n) for n in (3, 4, 5)}
    inner = list(range(5, R.WINDOWS))         # windows 5..14, vectorised
    m = len(inner)
    codes = np.arange(SYMBOLS ** m, dtype=np.int64)
    sym = {w: ((codes // SYMBOLS ** k) % SYMBOLS).astype(np.int8) for k, w in enumerate(inner)}
    inner_counts = [sum((sym[w] == s).astype(np.int8) for w in inner) for s in range(SYMBOLS)]
    bonus_of = np.array([R.bonus_for(n) for n in range(R.WINDOWS + 1)], dtype=np.int32)
    pairs = set()
    for outer in range(SYMBOLS ** 5):            # windows 0..4, one at a time
        top = [outer // SYMBOLS ** k % SYMBOLS for k in range(5)]
        lines = np.zeros(SYMBOLS ** m, dtype=np.int32)
        for line in R.LINES:
            idx = np.zeros(SYMBOLS ** m, dtype=np.int64)
            for k, w in enumerate(line):
                v = top[w] if w < 5 else sym[w]
                idx = idx + np.int64(SYMBOLS ** k) * v
            lines += tables[len(line)][idx]
        bonus = np.zeros(SYMBOLS ** m, dtype=np.int32)
        for s in range(SYMBOLS):
            bonus += bonus_of[inner_counts[s] + top.count(s)]
        key = lines.astype(np.int64) * 1000 + bonus
        pairs.update(int(x) for x in np.unique(key))
    bonuses = sorted({k % 1000 for k in pairs})
    return bonuses, sorted((k // 1000 // 10, bonuses.index(k % 1000)) for k in pairs)


def render(bonuses, pairs):
    top = max(t for t, _ in pairs)
    bits = bytearray((top + 1) * len(bonuses) // 8 + 1)
    for t, b in pairs:
        i = t * len(bonuses) + b
        bits[i >> 3] |= 1 << (i & 7)
    body = "".join("\\x%02x" % x for x in bits)
    lines = [body[i:i + 72] for i in range(0, len(body), 72)]
    return ('''"""Every (line points, rack bonus) pair a full Jackpot rack can score, for
the save loader: bit (lines // 10) * %d + BONUSES.index(bonus) of ROUNDS.
Written by tools/jackpot_rounds.py, which scores all 4**15 full racks;
do not edit by hand."""

BONUSES = %r
MAX_LINES = %d
ROUNDS = (
%s
)


def possible(lines, bonus):
    """Can a full rack score ``lines`` line points and a ``bonus`` rack bonus?"""
    if lines < 0 or lines %% 10 or lines > MAX_LINES or bonus not in BONUSES:
        return False
    i = lines // 10 * len(BONUSES) + BONUSES.index(bonus)
    return ROUNDS[i >> 3] >> (i & 7) & 1 == 1
''' % (len(bonuses), tuple(bonuses), top * 10, "\n".join('    b"%s"' % ln for ln in lines)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    text = render(*reachable())
    if a.check:
        with open(OUT) as f:
            same = f.read() == text
        print("yahtzee_core/rack_rounds.py is " + ("up to date" if same else "OUT OF DATE"))
        return 0 if same else 1
    with open(OUT, "w") as f:
        f.write(text)
    print("wrote", OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
