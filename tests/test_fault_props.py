"""Hypothesis: (1) the properties predict exactly which moves are accepted,
in random games of all four variants; (2) a damaged save (a field changed,
CRC recomputed) is refused or loads a game that plays to its end."""

import os
import random
import sys

from hypothesis import HealthCheck, given, settings, strategies as st

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(os.path.dirname(HERE), "bench"), os.path.join(HERE, "core")]

import word_helpers  # noqa: E402,F401  (opens the shipped dictionary for Word)
import fault_play as F  # noqa: E402
from yahtzee_core import load_game, variant_class  # noqa: E402
from yahtzee_core.errors import IllegalMove  # noqa: E402

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))


def _accepted(g, move):
    """Does ``move`` (on a copy of g) get accepted?"""
    copy = load_game(g.save(), rng=None)
    try:
        move(copy)
    except IllegalMove:
        return False
    return True


def _check_properties(g, r):
    boxes = tuple(getattr(variant_class(g.VARIANT), "BOXES", ()))
    # A roll the properties say is legal (POWER's fourth keeps the Power die).
    keep = F.roll_keep(g, r)
    assert _accepted(g, lambda c: c.roll(keep=keep)) == g.can_roll
    assert (g.rolls_left > 0) == (g.can_roll and g.phase == 1)
    ch = g.choices()
    for c in ch:
        assert _accepted(g, lambda x, c=c: x.play(c)), c
    if g.VARIANT in ("classic", "power", "word") and g.phase == 1 and g.rolled:
        offered = set(c.box for c in ch)
        for b in boxes:
            if b not in offered:
                assert not _accepted(g, lambda x, b=b: x.score(b)), b
    if not ch:
        assert not _accepted(g, lambda x: x.score(boxes[0] if boxes else 0))


@SETTINGS
@given(st.sampled_from(F.VARIANTS), st.integers(0, 1 << 30))
def test_properties_predict_the_accepted_moves(variant, seed):
    r = random.Random(seed)
    g = F.fresh(variant, r)
    for _ in range(F.MAX_STEPS):
        if g.over:
            break
        _check_properties(g, r)
        F.legal_step(g, r)
    assert g.over


@SETTINGS
@given(st.sampled_from(F.VARIANTS), st.integers(0, 1 << 30), st.integers(0, 1 << 30))
def test_a_damaged_save_is_refused_or_fully_playable(variant, seed, damage):
    r = random.Random(seed)
    data = F.midgame(variant, r).save()
    r2 = random.Random(damage)
    for _ in range(10):
        assert F.damaged_outcome(F.corrupt(data, r2), r2) in ("refused", "played")
