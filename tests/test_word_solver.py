"""The Word solver (tools/solve_word.py, its C kernel) and the outcome table
(tools/word_outcomes.py) against the rules core and plain Python.

- The table: every row's plays (word_outcomes.options) equal the core's
  choices() on random sheets (on the outcomes of reduced games here; the
  whole table: ``python tools/word_outcomes.py SETTING --check 20000``).
- The kernel's last-roll worth of each outcome is the best of the core's
  own plays, played on a core game, over random values of what follows.
- All seven dice rolling: the kernel's keeps (the pattern lattice) equal
  numpy's mean over the rerolled dice for each of the 128 keeps.
- Reduced games (a few dice fixed by rule, a few boxes open) solved by the
  kernel equal tests/word_brute.py's expectimax over the core, to 1e-9.
- A run stopped by a signal goes on from its last saved layer and ends
  byte-identical to a run never stopped.
"""
import os
import signal
import subprocess
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import solve_word as S  # noqa: E402
import word_outcomes as WO  # noqa: E402
from word_brute import Brute, _game  # noqa: E402
from yahtzee_core import word as W  # noqa: E402
from yahtzee_core.engine import EMPTY  # noqa: E402

W.use_dictionary(WO.DICTIONARY)
Y = WO.YAHTZEE
# Dice fixed by rule (die: face index) in the reduced games: three dice
# roll. A: the wild fixed, 40 of the 216 rolls spell seven letters, 60 are
# all consonants; B: 40 sevens, 6 all vowels; C: no wild.
FIXED = {"A": {1: 1, 3: 5, 4: 0, 6: 2}, "B": {3: 3, 4: 0, 5: 0, 6: 0}, "C": {1: 0, 3: 1, 4: 1, 6: 2}}


@pytest.fixture(scope="module")
def reduced():
    """(table, kernel) per fixture and setting, built on first use."""
    made = {}

    def get(name, setting="family"):
        if (name, setting) not in made:
            t = WO.build(setting, fixed=FIXED[name])
            made[name, setting] = (t, S.Kernel(t, S.fixed_weights(FIXED[name])))
        return made[name, setting]
    return get


def sheet(open_boxes, filled=None, yahtzee=None):
    """A core sheet: ``open_boxes`` open, others 0 unless in ``filled``
    (box: points); the Yahtzee box None (open), 50 or 0."""
    s = [0] * 12
    for b in open_boxes:
        s[b] = EMPTY
    for b, v in (filled or {}).items():
        s[b] = v
    s[Y] = EMPTY if yahtzee is None else yahtzee
    return s


def state_of(s):
    filled = [b for b in range(12) if s[b] != EMPTY]
    up = sum(s[b] for b in range(5) if s[b] != EMPTY)
    return S.state(filled, None if s[Y] == EMPTY else s[Y], up)


# ----- the table ------------------------------------------------------------------
@pytest.mark.parametrize("name", ("A", "B"))
def test_the_tables_plays_are_the_cores_choices(reduced, name):
    table, _ = reduced(name)
    assert WO.check(table, "family", 400, seed=3, only=WO.outcomes(FIXED[name])) == 400


def test_the_check_finds_a_wrong_point(reduced):
    table, _ = reduced("A")
    bad = table.copy()
    o = WO.outcomes(FIXED["A"])[7]
    bad[o, 11] += 1  # Chance one point off on one roll
    with pytest.raises(AssertionError):
        WO.check(bad, "family", 400, seed=3, only=[o])


@pytest.mark.soak
def test_the_full_settings_plays_are_the_cores_choices(reduced):
    table, _ = reduced("A", "full")
    WO.check(table, "full", 1000, seed=4, only=WO.outcomes(FIXED["A"]))


# ----- the kernel's last roll against the core ---------------------------------------
def _core_best(k, s, dice):
    """Best over the core's plays of points gained + the kernel's value of
    the sheet after, the upper bonus paid on the fifth upper box."""
    g = _game(s, dice, "family")
    before = g.total(0) - g.upper_bonus(0)
    best = -1e300
    for c in g.choices():
        h = _game(s, dice, "family")
        h.score(c.box, c.detail)
        gain = h.total(0) - h.upper_bonus(0) - before
        if all(h.sheets[0][b] != EMPTY for b in range(5)) and not all(s[b] != EMPTY for b in range(5)):
            gain += h.upper_bonus(0)
        best = max(best, gain + float(k.V[state_of(h.sheets[0])]))
    return best


SCORE_CASES = [  # fixture, sheet
    ("A", sheet([0, 5, 11], {1: 12, 2: 10, 3: 9, 4: 7}, 50)),    # the fifth upper box: 38 + 7, 8 or 9
    ("A", sheet([6, 7, 0], {1: 20}, 50)),                         # a bonus word, none of its boxes open
    ("B", sheet([8, 9, 2, 6], {0: 5}, 50)),                       # bonus: 25 in the dice boxes
    ("A", sheet([1, 8, 10, 11], {}, None)),                       # the Yahtzee box open
]


@pytest.mark.parametrize("case", range(len(SCORE_CASES)))
def test_the_kernels_last_roll_is_the_cores_best_play(reduced, case):
    name, s = SCORE_CASES[case]
    table, k = reduced(name)
    rng = np.random.default_rng(case)
    k.V[:] = rng.random(len(k.V)) * 3  # small: every box's points and bonuses decide
    v3 = k.detail(*S.unpack(state_of(s)))[0]
    for o in WO.outcomes(FIXED[name]):
        want = _core_best(k, s, WO.dice_of(o))
        assert abs(v3[o] - want) < 1e-9, (s, WO.dice_of(o), v3[o], want)


# ----- all seven dice: the keeps ---------------------------------------------------------
def _random_table(seed):
    rng = np.random.default_rng(seed)
    t = rng.integers(0, 30, (WO.NOUT, 12)).astype(np.uint8)
    seven = rng.random(WO.NOUT) < 0.1
    t[:, Y] = np.where(seven, 50, 0)
    t[seven, WO.ONE] = t[seven, WO.CHANCE]
    for b in (WO.CONSONANTS, WO.VOWELS):
        t[:, b] = np.where(rng.random(WO.NOUT) < 0.05, 25, 0)
    return t


def _keeps_numpy(v):
    """max over the 128 keeps of the mean over the dice not kept."""
    a = v.reshape((6,) * 7)  # axis i is die 6 - i
    best = np.full(a.shape, -np.inf)
    for keep in range(128):
        axes = tuple(6 - d for d in range(7) if not keep >> d & 1)
        m = a.mean(axis=axes, keepdims=True) if axes else a
        best = np.maximum(best, np.broadcast_to(m, a.shape))
    return best.reshape(-1)


def test_seven_dice_keeps_equal_numpy():
    k = S.Kernel(_random_table(1))
    k.V[:] = np.random.default_rng(2).random(len(k.V)) * 300
    v3, v2, v1, value = k.detail(0b00110100101, 1, 17)
    assert np.abs(v2 - _keeps_numpy(v3)).max() < 1e-9
    assert np.abs(v1 - _keeps_numpy(v2)).max() < 1e-9
    assert abs(value - v1.mean()) < 1e-9


# ----- reduced games against the brute force ---------------------------------------------
def _check(reduced, name, s, setting="family"):
    table, k = reduced(name, setting)
    start = state_of(s)
    got = float(k.solve_from([start])[0])
    want = Brute(setting, FIXED[name]).future(s)
    if all(s[b] != EMPTY for b in range(5)) and sum(s[:5]) >= 46:
        want -= 35  # the brute counts a bonus already made as still to come
    assert abs(got - want) < 1e-9, (name, s, got, want)


def test_a_reduced_game_equals_the_brute_force(reduced):
    """The quick run's: the bonus word, an upper box toward the bonus."""
    _check(reduced, "A", sheet([0, 5], {1: 14, 2: 10, 3: 12, 4: 5}, 50))


LAST_TURNS = [("A", sheet([b], {}, 50 if b != Y else None)) for b in range(12)] + [
    ("B", sheet([9], {}, 50)), ("C", sheet([4], {0: 9, 1: 12, 2: 10, 3: 14}, 0))]
REDUCED = [
    ("A", sheet([11], {}, None)),
    ("B", sheet([8, 9], {}, 50)),
    ("C", sheet([2, 6], {0: 8, 1: 13}, None)),
    ("A", sheet([3, 4, 7], {0: 9, 1: 12, 2: 14}, 50)),
]


@pytest.mark.soak
@pytest.mark.parametrize("case", range(len(LAST_TURNS)))
def test_the_last_turns_equal_the_brute_force(reduced, case):
    _check(reduced, *LAST_TURNS[case])


@pytest.mark.soak
@pytest.mark.parametrize("case", range(len(REDUCED)))
def test_reduced_games_equal_the_brute_force(reduced, case):
    _check(reduced, *REDUCED[case])


@pytest.mark.soak
def test_a_reduced_full_game_equals_the_brute_force(reduced):
    _check(reduced, "A", sheet([5, 7], {}, 50), "full")


def test_more_upper_total_is_never_worth_less(reduced):
    """The kernel never scratches a box the roll scores in (fewer upper
    points, the same box filled): right only if values never fall as the
    upper total grows, which solve_word.verify checks (and a real solve
    runs at its end); it finds a value planted lower."""
    table, _ = reduced("C")
    start = state_of(sheet([0, 1, 3], {2: 10}, None))
    k = S.Kernel(table, S.fixed_weights(FIXED["C"]), starts=[start])
    k.solve_from([start])
    assert S.verify(k, k.V)
    V = k.V.copy()
    m, y, u = S.unpack(int(k.layers[10][-1]))  # the highest upper total of its (mask, y)
    assert np.isfinite(V.reshape(S.NMASK, S.NY, S.NU)[m, y, :u]).any()
    V[k.layers[10][-1]] = -1.0  # below every value there (points to come are never negative)
    with pytest.raises(AssertionError):
        S.verify(k, V)


def test_the_empty_sheets_states_are_closed():
    """Every state that can follow a solved one is solved before it (the
    kernel refuses an unsolved successor, so a gap would stop a run)."""
    k = S.Kernel(_random_table(3))
    k.V[:] = np.nan
    k.V[k.layers[12]] = 0.0
    with pytest.raises(RuntimeError):
        k.solve(k.layers[10][:2], 1)  # layer 11 not solved yet
    k.V[k.layers[11]] = 1.0
    k.solve(k.layers[10][:2], 1)


# ----- stopped and resumed -----------------------------------------------------------------
def _run(out, table, start, *extra):
    fixed = ",".join("%d:%d" % kv for kv in FIXED["A"].items())
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "tools", "solve_word.py"), "family",
                             "--out", out, "--table", table, "--fixed", fixed, "--start", str(start),
                             "--threads", "1"] + list(extra),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_a_stopped_run_goes_on_where_it_stopped(reduced, tmp_path):
    table, _ = reduced("A")
    path = str(tmp_path / "table.npy")
    np.save(path, table)
    start = state_of(sheet([0, 4, 6, 11], {1: 12, 2: 10, 3: 14}, None))  # 96 states, 5 layers
    stopped, fresh = str(tmp_path / "stopped"), str(tmp_path / "fresh")
    p = _run(stopped, path, start, "--fresh")
    for line in p.stdout:
        if line.startswith("layer 11"):
            p.send_signal(signal.SIGTERM)  # while it works on layer 10
            break
    p.wait()
    assert p.returncode != 0
    assert "values.npy" not in os.listdir(stopped)
    p = _run(stopped, path, start)
    log = p.communicate()[0]
    assert p.returncode == 0 and "resuming: layers 11-12 saved" in log, log
    assert "layer 11" not in log and "layer 10" in log
    p = _run(fresh, path, start, "--fresh")
    p.communicate()
    for name in ["layer_%02d.npy" % n for n in range(13)] + ["values.npy"]:
        a = np.load(os.path.join(stopped, name))
        b = np.load(os.path.join(fresh, name))
        assert a.tobytes() == b.tobytes(), name


# ----- the figures ------------------------------------------------------------------------------
def test_the_figures_read_a_stopped_and_resumed_solves_log():
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import word_figures
    log = """built /x/outcomes_family.npy in 195 s wall (2 processes): 3359360 bytes, 22403 seven-letter rolls
checked 20000 random rolls and sheets against Word.choices(): all equal (106 s)
\tUser time (seconds): 183.09
family: 219648 states in 13 layers (1 91), kernel 359cac3e24d536ab
layer 11:    481 states,     3.1 s, peak memory  104 MB, 01:59:19
\tUser time (seconds): 10.5
\tSystem time (seconds): 0.5
\tMaximum resident set size (kbytes): 106724
resuming: layers 9-12 saved by an earlier run, going on from layer 8
layer  8:  34460 states,   900.0 s, peak memory  120 MB, 02:30:00
optimal solitaire mean (family): 123.4567
\tUser time (seconds): 1000
\tMaximum resident set size (kbytes): 126724
# python tools/solve_word.py family --verify
verified: 219648 states solved; value never falls as the upper total rises; 50 never worth less than 0
# the same command never stopped, --down-to 8: its layers compared
family: 219648 states in 13 layers (1 91), kernel 359cac3e24d536ab
layer  8:  34460 states,  1057.6 s, peak memory  104 MB, 02:42:08
layer_08.npy identical
layer_09.npy identical
""".splitlines()
    f = word_figures.parse(log)
    assert f["verified"] and f["same"] == [8, 9]
    assert f["optimum"] == "123.4567" and f["states"] == 219648 and f["resumed"] == 1
    assert abs(f["layer_s"] - 903.1) < 1e-9 and f["cpu_s"] == 1011.0 and f["rss_kb"] == 126724
    assert (f["table_s"], f["procs"], f["table_bytes"], f["sevens"], f["checked"]) == (195, 2, 3359360, 22403, 20000)
