"""The classic value table against the solver that built it: a small slice
(the last two turns) solved again here, the shipped table's values read back
through the board's reader, and the policy evaluator checked on the slice."""
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import solve_classic as S  # noqa: E402
from classic_table import reachable_upper_totals  # noqa: E402
from yahtzee_core.players.classic import SCALE, ValueTable  # noqa: E402

TABLE = os.path.join(ROOT, "assets", "classic_values.bin")
SLICE = 2  # the last two turns: 169 (mask, Yahtzee) states


def _slice():
    return S.solve(log=None, turns_left=SLICE)


def _states():
    for level in S._by_level()[:SLICE]:
        for mask, y in level:
            for u in reachable_upper_totals(mask & 63):
                yield mask, y, u


def test_known_last_turns():
    v = _slice()
    chance_only = S.FULL ^ (1 << 12)
    assert abs(v[chance_only, S.Y_ZERO, 0] - 70 / 3) < 1e-9  # best chance: 23.33
    aces_only = S.FULL ^ 1
    assert abs(v[aces_only, S.Y_ZERO, 0] - 5 * (1 - (5 / 6) ** 3)) < 1e-9


def test_the_shipped_table_holds_the_solvers_values():
    v = _slice()
    with open(TABLE, "rb") as f:
        table = ValueTable(f)
        errors = [abs(table.value(mask, y, u, table.k) / SCALE - v[mask, y, u])
                  for mask, y, u in _states()]
    # the factorised table with 8-bit coefficients: off by a point or two
    # at worst in a state; what a policy loses by it is the evaluator's
    # figure in docs/PLAYERS.md
    print("slice: %d states, worst %.3f, mean %.3f points" % (len(errors), max(errors), sum(errors) / len(errors)))
    assert max(errors) < 2.0 and sum(errors) / len(errors) < 0.25, (max(errors), sum(errors) / len(errors))


def test_the_evaluator_gives_the_optimal_policy_its_own_values():
    v = _slice()
    w = S.evaluate(v, turns_left=SLICE)
    for mask, y, u in _states():
        assert abs(w[mask, y, u] - v[mask, y, u]) < 1e-9


def test_a_worse_policy_scores_less_on_the_slice():
    v = _slice()
    w = S.evaluate(np.zeros_like(v), turns_left=SLICE)  # greedy
    states = list(_states())
    assert all(w[m, y, u] <= v[m, y, u] + 1e-9 for m, y, u in states)
    assert sum(v[m, y, u] - w[m, y, u] for m, y, u in states) > 1
