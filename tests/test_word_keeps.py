"""The keeps of a Word turn (tools/word_keeps.py, its entry point in
tools/word_keeps.c) against the solver's own turn (solve_word.Kernel's
``detail``), on a random outcome table and random values; the chance of a
seven-letter word by pattern against the same kernel scoring only that;
and the pricing's estimate with its control variates (bench/word_pricing.py)."""
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import solve_word as S  # noqa: E402
import word_keeps as K  # noqa: E402
import word_outcomes as WO  # noqa: E402
from test_word_solver import _random_table  # noqa: E402


def _all_best(a):
    """The most over the patterns below every outcome."""
    o = np.arange(WO.NOUT)
    faces = np.stack([(o // 6 ** d) % 6 for d in range(7)], axis=1)
    best = np.full(WO.NOUT, -np.inf)
    for m in range(128):
        best = np.maximum(best, a[np.where(K.KEPT[m][None, :], faces, 6) @ K.P7])
    return best


def test_the_keeps_are_the_solvers_turn():
    table = _random_table(5)
    V = np.random.default_rng(6).random(S.NMASK * S.NY * S.NU) * 300
    k = S.Kernel(table)
    k.V[:] = V
    s = S.sidx(0b01010010110, 1, 23)
    v3, v2, v1, value = k.detail(*S.unpack(s))
    a2, a1 = K.Keeps("family", values=V, table=table).turn(s)
    full = np.array([K.Keeps.pattern(WO.faces_of(o), range(7)) for o in range(0, WO.NOUT, 97)])
    assert np.abs(a2[full] - v3[::97]).max() < 1e-9  # a full pattern: the roll's best play
    assert np.abs(_all_best(a2) - v2).max() < 1e-9    # after the second roll: the best keep
    best1 = _all_best(a1)
    assert np.abs(best1 - v1).max() < 1e-9             # after the first
    assert abs(best1.mean() - value) < 1e-9            # over the first roll: the state's value


def test_a_keep_is_the_mean_over_its_rerolled_dice():
    table = _random_table(7)
    V = np.random.default_rng(8).random(S.NMASK * S.NY * S.NU) * 300
    a2, a1 = K.Keeps("family", values=V, table=table).turn(S.sidx(0b11100000001, 0, 5))
    o = 123457
    fs = WO.faces_of(o)
    keep = (0, 3, 6)
    others = [x for x in WO.outcomes({d: fs[d] for d in keep})]
    full = [K.Keeps.pattern(WO.faces_of(x), range(7)) for x in others]
    assert abs(a2[K.Keeps.pattern(fs, keep)] - a2[full].mean()) < 1e-9


def test_the_chance_of_a_seven_letter_word_is_the_kernels_turn_scoring_only_that():
    """One box open, the Yahtzee box, every value after 0: a turn's worth
    is 50 times the chance of a seven-letter word chasing only that."""
    table = _random_table(9)
    only = np.zeros_like(table)
    only[:, WO.YAHTZEE] = table[:, WO.YAHTZEE]
    V = np.zeros(S.NMASK * S.NY * S.NU)
    a2, a1 = K.Keeps("family", values=V, table=only).turn(S.sidx(2047, 0, 0))
    p1, p2 = K.seven_chances(table)
    assert np.abs(a2 - 50 * p1).max() < 1e-9 and np.abs(a1 - 50 * p2).max() < 1e-9
    assert abs(p1[K.NLAT - 1] - (table[:, WO.YAHTZEE] == 50).mean()) < 1e-12


def test_the_pricings_estimate_takes_out_the_luck():
    """Losses that are 40 plus a multiple of a luck with mean 0 and a
    little noise: the estimate is 40 within its SE, an SE far under the
    plain one; a luck no game met is left out."""
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import word_pricing as P
    rng = np.random.default_rng(3)
    n = 3000
    rows = np.zeros((n, P.COLS))
    z = rng.normal(0, 30, n)
    rows[:, 1] = 40 + 2 * z + rng.normal(0, 1, n)
    rows[:, 5] = z
    m, se, plain = P.estimate(rows)
    assert abs(m - 40) < 3 * se and se < plain / 20, (m, se, plain)
