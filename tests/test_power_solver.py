"""The Power solver (tools/solve_power.py and its C kernel) against the
rules core and a plain-Python expectimax (tests/power_brute.py).

- Scoring: every roll at every Power face in configs of every kind, the
  kernel's best score equals the best of the core's own choices (played on
  a core game, DOUBLE's second slot too), over random values of what
  follows, so a wrong point, slot or successor shows.
- The last turns and reduced games (a sheet with a few slots open) solved
  by the kernel equal the brute force's values, to 1e-9.
- A run stopped by a signal goes on from its last saved layer and ends
  with the same layers as a run never stopped.
"""
import os
import signal
import subprocess
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import power_rules as R  # noqa: E402
import solve_power as S  # noqa: E402
from power_brute import Brute  # noqa: E402
from yahtzee_core.power import EMPTY, SLOTS, Power  # noqa: E402

FACES = (1, 2, 3, 4)  # x1, x2, x3, DOUBLE: FREEZE and POWER score as 1 and 3


@pytest.fixture(scope="module")
def kernel():
    return S.Kernel()


@pytest.fixture(scope="module")
def solved(tmp_path_factory, kernel):
    """The last three layers (up to three slots open), solved."""
    out = str(tmp_path_factory.mktemp("power"))
    S.solve(out, down_to=18, log=None, kernel=kernel)
    return S.load_all(out, down_to=18)


def sheet(open_slots, upper=()):
    """A core sheet with only ``open_slots`` open; the rest X'd, but for
    upper slots given as (name, base, multiplier)."""
    s = bytearray([0, 0] * 21)
    for name in open_slots:
        i = SLOTS.index(name)
        s[2 * i], s[2 * i + 1] = EMPTY, 0
    for name, base, m in upper:
        i = SLOTS.index(name)
        s[2 * i], s[2 * i + 1] = base, m
    return s


def game(s, dice=(1, 1, 1, 1, 1), face=1):
    g = Power(["A"], first=0)
    g.sheets[0][:] = s
    g.dice = tuple(dice) + (face,)
    g.rolls_used = 1
    return g


# ----- scoring -----------------------------------------------------------------
def _core_best(kernel, s, dice, face):
    """Best (points added + value of what follows) over the core's choices."""
    g0 = game(s, dice, face)
    before = g0.total(0) - g0.upper_bonus(0)

    def after(g):
        return (g.total(0) - g.upper_bonus(0) - before
                + kernel.value(R.config_of(g.sheets[0]), min(R.UCAP, g.upper_score(0))))
    best = -1e300
    for c in g0.choices():
        g = game(s, dice, face)
        g.score(c.box, c.detail)
        if g.placed and not g.over:
            for c2 in g.choices():
                g2 = game(g.sheets[0], dice, face)
                g2.placed = 1
                g2.score(c2.box, c2.detail)
                best = max(best, after(g2))
        else:
            best = max(best, after(g))
    return best


def _random_values(kernel, seed):
    """Random values of what follows, rising with the upper total as real
    values do (test_more_upper_total_is_never_worth_less)."""
    rng = np.random.default_rng(seed)
    for n in range(S.LAYERS - 1):
        cfgs = np.flatnonzero(kernel.layer_of == n)
        lengths = kernel.umax[cfgs] + 1
        steps = rng.random(kernel.sizes[n]) * 3
        rise = np.cumsum(steps)
        first = np.repeat(kernel.offset[cfgs], lengths)
        v = rise - rise[first] + np.repeat(rng.random(len(cfgs)) * 400, lengths)
        kernel.set_layer(n, v)
    kernel.set_layer(S.LAYERS - 1, S.terminal_layer(kernel))


CASES = [  # open slots, upper slots scored
    (["chance"], [("sixes", 30, 3)]),
    (["yahtzee_1", "yahtzee_2", "yahtzee_3"], []),
    (["yahtzee_2", "choice"], [("fives", 20, 2)]),
    (["three_kind_1", "three_kind_2", "twos", "choice"], [("sixes", 24, 3), ("fives", 25, 2)]),
    (["ones", "fours", "full_house", "small_straight_2", "yahtzee_3"], [("choice", 18, 2)]),
    (["two_pairs", "large_straight_1", "large_straight_2", "four_kind_2", "sixes", "chance"], []),
]


def _scores(kernel, case):
    _random_values(kernel, case)
    s = sheet(*CASES[case])
    g = game(s)
    c, u = R.config_of(s), min(R.UCAP, g.upper_score(0))
    d = kernel.detail(c, u)
    step = 1 if case < 2 else 7  # every roll where it is quick, else a spread
    for r in range(0, R.NR, step):
        for j, face in enumerate(FACES):
            want = _core_best(kernel, s, R.ROLLS[r], face)
            assert abs(d["S"][j][r] - want) < 1e-9, (CASES[case], R.ROLLS[r], face, d["S"][j][r], want)


def test_the_kernels_scores_are_the_cores(kernel):
    """The quick run's two: the Yahtzee slots (every roll), six boxes of
    every kind open (a spread of rolls)."""
    _scores(kernel, 1)
    _scores(kernel, 4)


@pytest.mark.soak
@pytest.mark.parametrize("case", (0, 2, 3, 5))
def test_more_of_the_kernels_scores_are_the_cores(kernel, case):
    _scores(kernel, case)


def test_every_slot_alone_scores_every_roll_as_the_core(kernel):
    """One slot open, the full sheet after it worth its bonus only: the
    kernel's score of each roll at each face is the core's points there."""
    kernel.set_layer(S.LAYERS - 1, S.terminal_layer(kernel))
    for i, name in enumerate(SLOTS):
        s = sheet([name], [("sixes", 15, 2)] if name != "sixes" else [])
        c, u = R.config_of(s), min(R.UCAP, game(s).upper_score(0))
        d = kernel.detail(c, u)
        for r, dice in enumerate(R.ROLLS):
            for j, face in enumerate(FACES):
                g = game(s, dice, face)
                best = max(ch.points for ch in g.choices())
                assert d["S"][j][r] == best + R.bonus(u + (best if i < 7 else 0)), (name, dice, face)


def test_the_kernel_refuses_tables_it_cannot_trust(kernel):
    bad = np.array(R.CH_PTS, dtype=np.int32)
    bad[5, 2] += 1  # Choice of 3s no longer the Threes box's points
    keep = list(kernel._keep)
    keep[1] = bad
    args = [a.ctypes.data_as(S.ctypes.c_void_p) for a in keep] + [np.zeros(22, dtype=np.int64).ctypes.data_as(S.ctypes.c_void_p)]
    lib = S.ctypes.CDLL(S.build()[0])  # a fresh handle shares the library: re-init it after
    assert lib.init(*args) == 2
    args[1] = kernel._keep[1].ctypes.data_as(S.ctypes.c_void_p)
    assert lib.init(*args) == 0


# ----- against the brute force ------------------------------------------------------
LAST_TURNS = [
    (["chance"], []),
    (["yahtzee_3"], []),
    (["yahtzee_1"], []),
    (["choice"], [("sixes", 30, 3), ("fives", 25, 3), ("fours", 20, 3), ("threes", 9, 2)]),  # 291: 300 in reach
    (["fives"], [("sixes", 24, 3), ("fours", 16, 2), ("choice", 25, 2)]),                    # 154
    (["large_straight_2"], []),
    (["chance", "yahtzee_3"], []),
    (["yahtzee_1", "yahtzee_2"], []),
    (["small_straight_1", "small_straight_2"], []),
    (["ones", "two_pairs"], [("sixes", 30, 3), ("fives", 15, 3), ("choice", 24, 2)]),        # 183
]


def _check(solved, brute, open_slots, upper):
    s = sheet(open_slots, upper)
    want = brute.future(s)
    c, u = R.config_of(s), min(R.UCAP, game(s).upper_score(0))
    got = solved.value(c, u)
    assert abs(got - want) < 1e-9, (open_slots, upper, got, want)


@pytest.mark.parametrize("case", range(len(LAST_TURNS) - 1))
def test_the_last_turns_equal_the_brute_force(solved, case):
    _check(solved, Brute(), *LAST_TURNS[case])


@pytest.mark.soak
def test_the_last_turns_with_an_upper_slot_and_doubles_equal_the_brute_force(solved):
    _check(solved, Brute(), *LAST_TURNS[-1])  # many upper totals after the first turn: ~40 s


REDUCED = [  # three slots open: two or three turns, DOUBLE's pairs, the bonus in reach
    (["choice", "three_kind_1", "chance"], [("sixes", 18, 3), ("fives", 20, 3)]),
    (["yahtzee_1", "yahtzee_2", "yahtzee_3"], []),
    (["fours", "full_house", "large_straight_1"], [("sixes", 30, 2), ("fives", 25, 2), ("choice", 24, 3)]),
    (["ones", "twos", "small_straight_2"], [("sixes", 30, 3), ("fives", 25, 3), ("fours", 20, 2), ("choice", 18, 2)]),
]


@pytest.mark.soak
@pytest.mark.parametrize("case", range(len(REDUCED)))
def test_reduced_games_equal_the_brute_force(solved, case):
    _check(solved, Brute(), *REDUCED[case])


def test_a_reduced_game_equals_the_brute_force(solved):
    """The quick run's representative of the above: three slots, two of them
    one box's (a count in the solver, two slots in the core)."""
    _check(solved, Brute(), ["four_kind_1", "four_kind_2", "chance"], [])


def test_more_upper_total_is_never_worth_less(solved):
    """The kernel leaves out X-ing an upper slot the roll scores in (the same
    slot filled, fewer points): right only if values never fall as u grows."""
    for n in range(18, S.LAYERS):
        for c in np.flatnonzero(solved.layer_of == n):
            v = solved.layers[n][solved.offset[c]:solved.offset[c] + solved.umax[c] + 1]
            assert (np.diff(v) >= -1e-9).all(), c


# ----- stopped and resumed ---------------------------------------------------------------
def _run(out, *extra):
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "tools", "solve_power.py"), "--out", out,
                             "--down-to", "18", "--threads", "1"] + list(extra),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_a_stopped_run_goes_on_where_it_stopped(tmp_path):
    stopped, fresh = str(tmp_path / "stopped"), str(tmp_path / "fresh")
    p = _run(stopped, "--fresh")
    for line in p.stdout:
        if line.startswith("layer 19"):
            p.send_signal(signal.SIGTERM)  # while it works on layer 18
            break
    p.wait()
    assert p.returncode != 0
    assert sorted(os.listdir(stopped)) == ["layer_19.npy", "layer_20.npy", "layer_21.npy", "meta.json"]
    p = _run(stopped)
    log = p.communicate()[0]
    assert p.returncode == 0 and "resuming: layers 19-21 saved" in log, log
    assert "layer 20" not in log and "layer 18" in log
    p = _run(fresh, "--fresh")
    p.communicate()
    for n in range(18, S.LAYERS):
        a = np.load(os.path.join(stopped, "layer_%02d.npy" % n))
        b = np.load(os.path.join(fresh, "layer_%02d.npy" % n))
        assert a.tobytes() == b.tobytes(), n
