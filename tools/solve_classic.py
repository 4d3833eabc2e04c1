"""Solve solitaire classic Yahtzee exactly, build the compact value table,
and evaluate each computer level's policy exactly (desktop only, numpy).

    python tools/solve_classic.py            # solve, write the table, evaluate every level
    python tools/solve_classic.py --solve    # only the optimal mean

A start-of-turn state is (filled boxes, upper total capped at 63, Yahtzee box
open / 0 / 50). `turn()` is the exact expectimax of one turn given the values
of the next start-of-turn states; the same function evaluates a policy: it
chooses with one set of successor values (the table's, say) and scores the
choice with another (the policy's own exact values, from later turns), so
`evaluate()` is backward induction over the policy, not sampling.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from classic_dice import FIRST_ROLL, ROLL_KEEP, ROLLS, TRANSITION, best_reroll  # noqa: E402
from yahtzee_core.classic import (BOXES, UPPER, UPPER_BONUS, UPPER_BONUS_AT,  # noqa: E402
                                  YAHTZEE, YAHTZEE_BONUS, box_points, joker_points)

NB = len(BOXES)
FULL = (1 << NB) - 1
U = UPPER_BONUS_AT + 1              # upper totals 0..63 (63 = 63 or more)
Y_OPEN, Y_ZERO, Y_FIFTY = 0, 1, 2

SCORE = np.array([[box_points(b, r) for b in range(NB)] for r in ROLLS], dtype=float)
JOKER = np.array([[joker_points(b, r) if b >= UPPER else SCORE[i, b]
                   for b in range(NB)] for i, r in enumerate(ROLLS)], dtype=float)
IS_YAHTZEE = np.array([len(set(r)) == 1 for r in ROLLS])
FACE = np.array([r[0] for r in ROLLS])
UTOT = np.arange(U)


def ystates(mask):
    return (Y_ZERO, Y_FIFTY) if mask >> YAHTZEE & 1 else (Y_OPEN,)


def _candidates(mask, y, succ, only=None):
    """Per open box: (box, points (252,), value of what follows (252, 64))."""
    out = []
    joker = y != Y_OPEN
    for b in range(NB):
        if mask >> b & 1 or (only is not None and b != only):
            continue
        nxt = mask | 1 << b
        pts = SCORE[:, b].copy()
        if joker and b >= UPPER:
            pts[IS_YAHTZEE] = JOKER[IS_YAHTZEE, b]
        if b < UPPER:
            newu = np.minimum(UTOT[None, :] + pts[:, None].astype(int), U - 1)
            bonus = ((UTOT[None, :] < U - 1) & (newu == U - 1)) * float(UPPER_BONUS)
            after = succ[nxt, y][newu] + bonus
        elif b == YAHTZEE:
            ny = np.where(pts == 50, Y_FIFTY, Y_ZERO)
            after = succ[nxt][ny, :]
        else:
            after = np.broadcast_to(succ[nxt, y][None, :], (len(ROLLS), U))
        out.append((b, pts, after))
    return out


YAHTZEE_ROWS = np.flatnonzero(IS_YAHTZEE)


def _forbidden(mask, y, b):
    """Rows (Yahtzees) the forced Joker rule keeps out of box ``b``."""
    if y == Y_OPEN:
        return ()
    rows = []
    lower_open = any(not mask >> x & 1 for x in range(UPPER, NB))
    for i in YAHTZEE_ROWS:
        upper = FACE[i] - 1
        if not mask >> upper & 1:
            if b != upper:
                rows.append(i)
        elif lower_open and b < UPPER:
            rows.append(i)
    return rows


def _last_roll(mask, y, choose, worth):
    """After the last roll: the best box per (roll, upper total) by
    ``choose``; returns its value and, if ``worth``, its value by ``worth``.
    A tie goes to the lowest box."""
    best = wbest = None
    for b, pts, after in _candidates(mask, y, choose):
        cand = pts[:, None] + after
        bad = _forbidden(mask, y, b)
        if len(bad):
            cand = cand.copy()
            cand[bad] = -np.inf
        if worth is not None:
            wc = _candidates_one(mask, y, b, worth)
        if best is None:
            best = cand
            wbest = wc if worth is not None else None
        else:
            better = cand > best
            best = np.where(better, cand, best)
            if worth is not None:
                wbest = np.where(better, wc, wbest)
    bonus = ((IS_YAHTZEE & (y == Y_FIFTY)) * float(YAHTZEE_BONUS))[:, None]
    return best + bonus, (wbest + bonus if worth is not None else None)


def _candidates_one(mask, y, b, succ):
    for bb, pts, after in _candidates(mask, y, succ, only=b):
        return pts[:, None] + after


def turns(states, choose, worth=None):
    """Exact expectimax of one turn from each (mask, y) in ``states`` at
    every upper total, choosing by successor values ``choose``. Returns
    (values, worths): arrays (len(states), 64); worths are the values under
    ``worth`` of the same choices (None without ``worth``)."""
    r_cols, w_cols = [], []
    for mask, y in states:
        r3, w3 = _last_roll(mask, y, choose, worth)
        r_cols.append(r3)
        w_cols.append(w3)
    r = np.concatenate(r_cols, axis=1)
    w = np.concatenate(w_cols, axis=1) if worth is not None else None
    r_last, w_last = r, w
    for _ in range(2):                            # two keep-and-reroll layers
        r, arg = best_reroll(TRANSITION @ r, r_last)
        if w is not None:
            rerolled = np.take_along_axis(TRANSITION @ w, np.maximum(arg, 0), 0)
            w = np.where(arg < 0, w_last, rerolled)
    n = len(states)
    values = (FIRST_ROLL @ r).reshape(n, U)
    return values, ((FIRST_ROLL @ w).reshape(n, U) if w is not None else None)


def turn(mask, y, choose, worth=None):
    """One turn from (mask, y): see `turns`."""
    v, w = turns([(mask, y)], choose, worth)
    return v[0], (w[0] if w is not None else None)


def _by_level():
    """(mask, y) states grouped by boxes filled, the last turn's first."""
    groups = {}
    for mask in range(FULL):
        for y in ystates(mask):
            groups.setdefault(bin(mask).count("1"), []).append((mask, y))
    return [groups[n] for n in sorted(groups, reverse=True)]


BATCH = 48


def _sweep(fill, log, turns_left=None):
    """Fill every state, the last turn's first; ``turns_left``: only the
    states with at most that many boxes open (a test's small slice)."""
    for level in _by_level()[:turns_left]:
        for i in range(0, len(level), BATCH):
            fill(level[i:i + BATCH])
        if log:
            log("  level of %d states done" % len(level))


def solve(log=print, turns_left=None):
    """Optimal values V[mask, y, u] of every start-of-turn state (or only
    those with at most ``turns_left`` boxes open)."""
    v = np.zeros((FULL + 1, 3, U))

    def fill(batch):
        vals = turns(batch, v)[0]
        for (mask, y), row in zip(batch, vals):
            v[mask, y] = row
    _sweep(fill, log, turns_left)
    return v


def evaluate(approx, log=None, turns_left=None):
    """Exact expected score of the policy that plays each turn by exact
    expectimax over successor values ``approx`` (V-shaped array); with
    ``turns_left``, the array of the policy's values of that slice."""
    w = np.zeros((FULL + 1, 3, U))

    def fill(batch):
        vals = turns(batch, approx, w)[1]
        for (mask, y), row in zip(batch, vals):
            w[mask, y] = row
    _sweep(fill, log, turns_left)
    return w if turns_left else w[0, Y_OPEN, 0]


def main(argv):
    import time
    from classic_table import build
    cache = os.environ.get("YZ_VALUES", "/tmp/classic_values.npy")
    t = time.time()
    if os.path.exists(cache) and "--fresh" not in argv:
        values = np.load(cache)
    else:
        values = solve()
        np.save(cache, values)
    print("optimal solitaire mean: %.4f (%.0f s)" % (values[0, Y_OPEN, 0], time.time() - t))
    if "--solve" in argv:
        return
    k = 2
    data, approx = build(values, k)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "classic_values.bin")
    with open(out, "wb") as f:
        f.write(data)
    print("table: %d bytes (%.1f KB), %d curves, written to assets/classic_values.bin" % (len(data), len(data) / 1024, k))
    levels = [("Expert", approx[k]), ("Hard", approx[1]), ("Medium", approx[0]),
              ("Easy", np.zeros_like(values))]
    wanted = [a for a in argv if not a.startswith("-")]
    for name, a in levels:
        if wanted and name not in wanted:
            continue
        t = time.time()
        print("%-6s exact mean %.4f (%.0f s)" % (name, evaluate(a), time.time() - t), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
