"""Every worked example in the Power Yahtzee booklet, through the public API."""

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.power import DOUBLE, FREEZE, POWER, SLOTS, X
from support import raises


def solo():
    return new_game("power", ["ANN"], seed=1)


def test_three_fives_at_power_2_score_30_in_fives():
    g = solo()
    g.roll(faces=(5, 5, 5, 4, 1, 2))
    assert g.multiplier == 2
    g.score("fives")
    assert g.slot(0, SLOTS.index("fives")) == (15, 2, 0)
    assert g.total(0) == 30


def test_double_with_four_fours_scores_fours_32_and_four_of_a_kind_44():
    g = solo()
    g.roll(faces=(4, 4, 4, 4, 6, DOUBLE))
    g.score("fours")
    assert g.seat == 0 and g.rolls_left == 0  # the same roll must be scored again
    previews = dict((c.box, c.points) for c in g.choices() if c.detail is None)
    assert previews["four_kind"] == 44
    g.score("four_kind")
    assert g.slot_points(0, SLOTS.index("fours")) == 32
    assert g.slot_points(0, SLOTS.index("four_kind_1")) == 44
    assert g.total(0) == 76


def test_freeze_with_two_ones_ends_rolling_and_scores_ones_2():
    g = solo()
    g.roll(faces=(1, 1, 3, 5, 6, FREEZE))
    assert g.rolls_left == 0 and not g.can_roll
    with raises(IllegalMove, "FREEZE"):
        g.roll(keep=(0, 1))
    g.score("ones")
    assert g.slot(0, 0) == (2, 1, 0)
    assert g.total(0) == 2


def test_power_kept_after_three_rolls_gives_a_fourth_roll_for_a_yahtzee_at_x3():
    g = solo()
    g.roll(faces=(6, 6, 2, 3, 1, POWER))
    g.roll(keep=(0, 1, 5), faces=(6, 3, 1))
    g.roll(keep=(0, 1, 2, 5), faces=(3, 6))   # a 3 and four 6's, POWER kept
    assert g.dice == (6, 6, 6, 3, 6, POWER)
    assert g.rolls_left == 1                   # POWER grants a fourth roll
    g.roll(keep=(0, 1, 2, 4, 5), faces=(6,))   # reroll the 3 one more time
    assert g.rolls_left == 0
    g.score("yahtzee")
    assert g.slot(0, SLOTS.index("yahtzee_1")) == (50, 3, 0)
    assert g.total(0) == 150
