"""The whole handheld, played at random by buttons, shakes and the power
switch, held after every step to a model of what it promises
(tests/handheld_model.py): the game Resume brings back and the coach's
notes on it, statistics counted once, high scores and settings kept, and a power cut losing at
most the step in flight. The steps are tests/handheld_player.py's.

Sizes: CI (scripts/test.sh --all) walks WALKS sequences of STEPS steps
at most, a quarter in each of PARTS tests (two workers take two each),
from fixed seeds so that a run is repeatable; the quick run walks
QUICK_WALKS of them (tests/soak.py); ``python
bench/model_walk.py --all`` walks the soak size from fresh seeds and
prints the figures docs/FIGURES.md shows. A defect found gets a
small regression test of its own (tests/test_ui_new_over_saved.py and
the ones its docstring lists).
"""

import gc
import os
import sys
import tempfile

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule, run_state_machine_as_test

import soak
from handheld_player import LEVELS, SEATS, Player

# The walk boots the simulator hundreds of times, and each boot imports
# the game afresh (a board starts from nothing): compile it once into a
# cache of its own outside the tree, not again at every boot.
sys.pycache_prefix = os.path.join(tempfile.gettempdir(), "pocket-yahtzee-pycache")
sys.dont_write_bytecode = False

WALKS = 160          # sequences in CI, over PARTS tests (two workers)
QUICK_WALKS = 64     # the quick run's: some 40 s of CPU, not 100
STEPS = 40           # the most steps in a sequence
PARTS = 4
SOAK, SOAK_STEPS = 600, 50  # bench/model_walk.py --all
TOTALS = {"sequences": 0, "steps": 0, "cuts": 0, "games_finished": 0}

variants = st.sampled_from(sorted(SEATS))
# Each step's arguments, and how often a player takes it (moves most).
ARGS = {
    "moves": (30, st.tuples(st.integers(1, 3))),
    # a person's move writes about 4 bytes; a new game or a compaction of
    # the journal a whole save (the wider range reaches into those)
    "cut": (10, st.tuples(st.one_of(st.integers(0, 14), st.integers(0, 200)), st.integers(1, 3))),
    "new_game": (8, st.tuples(variants, st.integers(1, 4), st.lists(st.sampled_from(LEVELS), max_size=4),
                              st.booleans(), st.sampled_from(("family", "full")), st.booleans())),
    "resume": (8, st.tuples()),
    "leave": (6, st.tuples()),
    "power_cycle": (6, st.tuples()),
    "sleep": (6, st.tuples(st.sampled_from(("dim", "sleep")))),
    "hint": (4, st.tuples()),
    "take_back": (4, st.tuples()),
    "reload": (4, st.tuples()),
    "setting": (4, st.tuples(st.integers(0, 6), st.integers(1, 3))),
    "look": (4, st.tuples(st.sampled_from(("scores", "statistics")))),
    "finish": (2, st.tuples(st.lists(st.booleans(), min_size=1, max_size=3))),
}
WEIGHTED = st.sampled_from([name for name in sorted(ARGS) for _ in range(ARGS[name][0])])


class Handheld(RuleBasedStateMachine):
    player = None

    @initialize(seed=st.integers(1, 2 ** 30), alarm=st.booleans())
    def power_on(self, seed, alarm):
        # The app collects garbage often (the board's heap is small); in
        # CPython each collection walks every object of the process
        # (hypothesis's, pytest's): set those aside, collected never.
        gc.collect()
        gc.freeze()
        self.player = Player(seed, alarm)
        TOTALS["sequences"] += 1

    def teardown(self):
        if self.player is not None:
            for k in ("steps", "cuts", "games_finished"):
                TOTALS[k] += self.player.counts[k]

    @rule(data=st.data())
    def a_step(self, data):
        name = data.draw(WEIGHTED, label="step")
        self.player.step(name, *data.draw(ARGS[name][1], label=name))


def walk(examples, steps, seed=None, shrink=True):
    """``examples`` sequences of at most ``steps`` steps; ``seed``: the same
    sequences every run (None: fresh ones)."""
    Handheld._hypothesis_internal_use_seed = seed  # what hypothesis.seed() sets
    run_state_machine_as_test(Handheld, settings=settings(
        max_examples=examples, stateful_step_count=steps, deadline=None, database=None,
        print_blob=True, suppress_health_check=list(HealthCheck),
        phases=[Phase.explicit, Phase.reuse, Phase.generate] + ([Phase.shrink] if shrink else [])))


@pytest.mark.parametrize("part", range(PARTS))
def test_a_player_at_random_never_finds_the_handheld_breaking_a_promise(part):
    before = TOTALS["sequences"]
    n = soak.examples(WALKS, QUICK_WALKS) // PARTS
    walk(n, STEPS, seed=part)
    assert TOTALS["sequences"] - before >= n


POWER4 = ("power", 4, [None, "expert", "expert", None], False, "family", False)
WORD2 = ("word", 2, [None, "medium"], False, "family", False)
CUT_IN_A_CPUS_SAVE = {  # (seed, the steps), each from the walk's failure
    "power": (195109506, [("cut", 40, 1), ("moves", 1), ("new_game",) + POWER4, ("moves", 2), ("cut", 0, 1),
                          ("cut", 31, 3), ("sleep", "dim"), ("moves", 3), ("leave",), ("moves", 3), ("resume",),
                          ("moves", 1), ("new_game", "classic", 2, [], False, "family", False), ("moves", 3),
                          ("resume",), ("moves", 3), ("cut", 12, 3), ("cut", 0, 1), ("cut", 35, 1),
                          ("cut", 38, 3)]),
    "word": (1, [("cut", 0, 1), ("cut", 0, 1), ("resume",), ("cut", 0, 1), ("moves", 1), ("new_game",) + WORD2,
                 ("cut", 0, 1), ("look", "scores"), ("reload",)] + [("cut", 0, 1)] * 5
             + [("take_back",), ("sleep", "dim"), ("reload",), ("cut", 0, 1), ("cut", 0, 1),
                ("new_game", "classic", 1, [None] * 4, False, "family", False), ("cut", 25, 3)]),
}


@pytest.mark.parametrize("variant", sorted(CUT_IN_A_CPUS_SAVE))
def test_a_cut_in_a_computers_save_ends_the_players_step(variant):
    """The walk's own regression: a power cut meant for a person's moves
    can fall in a save of the computer's turn that follows; the step ends
    there (the device is off: no move is read from its dead screen), and
    the next power-up finds one of the states the step went through."""
    seed, steps = CUT_IN_A_CPUS_SAVE[variant]
    p = Player(seed, False)
    for step in steps:
        p.step(*step)
    assert p.counts["cuts"] >= 2


def test_a_cut_starts_from_what_the_pass_screen_saved():
    """The walk's own regression: a cut's step first goes on from the pass
    screen to the person's turn, and Jackpot saves that A; the states the
    cut may leave start from there, not from the step before."""
    p = Player(167605, False)
    for step in [("cut", 0, 1), ("new_game", "jackpot", 4, [None, None, "easy", None], False, "family", False),
                 ("take_back",), ("cut", 9, 2), ("cut", 0, 1)]:
        p.step(*step)
    assert p.counts["cuts"] == 2


def test_a_word_turn_whose_minute_ran_out_is_played_on():
    """The walk's own regression: a Word turn with the timer on whose
    minute ran out while the player was away (the screen dimmed, then
    slept) waits on the box list for a box; the player scores one there."""
    p = Player(1, False)
    p.step("setting", 5, 1)  # the Word timer on
    p.step("new_game", "word", 1, [None], False, "family", False)
    p.step("sleep", "sleep")
    assert p.screen == "word_boxes" and "TIME UP" in p.sim.screen_text()
    p.step("cut", 0, 3)
    p.step("moves", 3)
    assert p.screen == "word_turn"


def figures(argv):
    """bench/model_walk.py: the CI size (its fixed seeds, the parts one
    after another on one core), and with ``--all`` the soak size from
    fresh seeds; a line of figures for each."""
    import time
    sizes = [("CI size", [(WALKS // PARTS, STEPS, part) for part in range(PARTS)])]
    if "--all" in argv:
        sizes.append(("soak", [(SOAK, SOAK_STEPS, None)]))
    out = []
    for name, runs in sizes:
        for k in TOTALS:
            TOTALS[k] = 0
        t, cpu = time.time(), time.process_time()
        for n, steps, seed in runs:
            walk(n, steps, seed, shrink="--no-shrink" not in argv)
        # CPU seconds as well as the wall's: on a shared machine the wall
        # counts the others' work too
        out.append("%s: %d sequences, %d steps, %d power cuts, %d games finished, %.0f s of CPU, %.0f s wall"
                   % (name, TOTALS["sequences"], TOTALS["steps"], TOTALS["cuts"], TOTALS["games_finished"],
                      time.process_time() - cpu, time.time() - t))
        print(out[-1], flush=True)
    return out
