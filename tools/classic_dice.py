"""Dice combinatorics for the classic solver (desktop only, numpy).

Rolls are the 252 sorted multisets of five dice; keeps the 462 sorted
multisets of 0-5 dice. `TRANSITION[k, r]` is the chance that keeping ``k``
and rolling the rest gives ``r``. Kept dice are compared as sub-multisets,
so a keep layer is "best over every sub-multiset of the roll", computed by
`best_over_subkeeps` one die at a time (each keep's predecessors are the
keeps one die smaller), not by listing the up-to-32 subsets of each roll.
"""
import itertools
import math

import numpy as np

FACES = (1, 2, 3, 4, 5, 6)


def _multisets(n):
    return list(itertools.combinations_with_replacement(FACES, n))


ROLLS = _multisets(5)
KEEPS = [k for n in range(6) for k in _multisets(n)]
KEEP_INDEX = {k: i for i, k in enumerate(KEEPS)}
ROLL_KEEP = np.array([KEEP_INDEX[r] for r in ROLLS])  # a roll as a 5-die keep


def _chance(dice):
    """Chance that len(dice) fair dice show exactly this multiset."""
    n = len(dice)
    ways = math.factorial(n)
    for f in FACES:
        ways //= math.factorial(dice.count(f))
    return ways / 6 ** n


def _minus(big, small):
    rest = list(big)
    for d in small:
        if d not in rest:
            return None
        rest.remove(d)
    return tuple(rest)


def _transition():
    t = np.zeros((len(KEEPS), len(ROLLS)))
    for i, k in enumerate(KEEPS):
        for j, r in enumerate(ROLLS):
            rest = _minus(r, k)
            if rest is not None:
                t[i, j] = _chance(rest)
    return t


TRANSITION = _transition()
FIRST_ROLL = TRANSITION[KEEP_INDEX[()]]  # chances of the 252 first rolls


def _levels():
    """Keeps grouped by size 1..5 with their one-die-smaller predecessors
    (padded with the keep itself)."""
    out = []
    for n in range(1, 6):
        idx = [KEEP_INDEX[k] for k in _multisets(n)]
        preds = []
        for k in _multisets(n):
            p = sorted({KEEP_INDEX[_minus(k, (d,))] for d in set(k)})
            preds.append(p + [KEEP_INDEX[k]] * (6 - len(p)))
        out.append((np.array(idx), np.array(preds)))
    return out


LEVELS = _levels()


def best_reroll(expect, score_now):
    """The best move at every roll with a roll left: score now, or reroll
    keeping a proper sub-keep of the roll (keeping all five is no roll).

    ``expect``: (462, n) value of rerolling with each keep held;
    ``score_now``: (252, n). Returns (value (252, n), keep (252, n)) where
    keep is the keep index rerolled with, or -1 to score now. Ties: scoring
    now beats a reroll; a smaller keep beats a larger one (its predecessor);
    the on-board player follows the same rules.
    """
    best = expect.copy()
    arg = np.repeat(np.arange(len(KEEPS))[:, None], expect.shape[1], axis=1)
    for size, (idx, preds) in enumerate(LEVELS, start=1):
        cand = best[preds]                      # (m, 6, n)
        j = np.argmax(cand, axis=1)             # first max among predecessors
        pbest = np.take_along_axis(cand, j[:, None, :], axis=1)[:, 0, :]
        parg = np.take_along_axis(arg[preds], j[:, None, :], axis=1)[:, 0, :]
        if size < 5:
            own = expect[idx]
            take_pred = pbest >= own
            best[idx] = np.where(take_pred, pbest, own)
            arg[idx] = np.where(take_pred, parg, idx[:, None])
        else:                                   # the rolls: score now or reroll
            reroll = pbest > score_now
            return np.where(reroll, pbest, score_now), np.where(reroll, parg, -1)
