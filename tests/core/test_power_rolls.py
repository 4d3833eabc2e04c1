"""Power Yahtzee: the Power die on the rolls (FREEZE, POWER's fourth
roll, the multiplier) and the roll-off."""

from yahtzee_core import new_game
from yahtzee_core.engine import PLAYING, ROLL_OFF
from yahtzee_core.errors import IllegalMove
from yahtzee_core.power import FREEZE, POWER
from support import raises
from turns import points, turn


def solo():
    return new_game("power", ["ANN"], seed=2)




def test_freeze_on_the_first_roll_ends_rolling_at_x1():
    g = solo()
    turn(g, (6, 6, 6, 2, 2, FREEZE))
    assert g.multiplier == 1 and g.rolls_left == 0
    with raises(IllegalMove, "FREEZE"):
        g.roll(keep=(0, 1, 2, 5))
    assert points(g)["full_house"] == 25


def test_freeze_rolled_on_a_later_roll_also_stops():
    g = solo()
    turn(g, (1, 2, 3, 4, 6, 1), ((0, 1, 2, 3), (5, FREEZE)))
    assert g.rolls_left == 0 and not g.can_roll


def test_no_fourth_roll_without_power():
    g = solo()
    turn(g, (1, 2, 3, 4, 6, 3), ((0,), (1, 1, 1, 1, 3)), ((0,), (1, 1, 1, 1, 3)))
    assert g.rolls_left == 0
    with raises(IllegalMove, "no rolls left"):
        g.roll(keep=(0, 5))


def test_the_fourth_roll_keeps_the_power_die():
    g = solo()
    turn(g, (1, 2, 3, 4, 6, POWER), ((5,), (1, 1, 1, 1, 3)), ((5,), (1, 1, 1, 1, 3)))
    assert g.rolls_left == 1
    with raises(IllegalMove, "keep the POWER die"):
        g.roll(keep=(0, 1))
    g.roll(keep=(0, 1, 2, 3, 5), faces=(1,))
    assert points(g)["yahtzee"] == 150
    with raises(IllegalMove, "no rolls left"):
        g.roll(keep=(5,))


def test_power_rolled_on_the_third_roll_also_grants_a_fourth():
    g = solo()
    turn(g, (1, 2, 3, 4, 6, 2), ((0,), (1, 1, 1, 1, 2)), ((0, 1), (1, 1, 1, POWER)))
    assert g.power_face == POWER and g.rolls_left == 1


def test_power_rerolled_away_on_the_third_roll_loses_the_fourth():
    g = solo()
    turn(g, (1, 2, 3, 4, 6, POWER), ((5,), (1, 1, 1, 1, 2)), ((0,), (1, 1, 1, 1, 3)))
    assert g.power_face == 3 and g.rolls_left == 0


def test_multiplier_applies_to_fixed_value_slots():
    g = solo()
    turn(g, (2, 2, 3, 3, 3, 3))
    p = points(g)
    assert p["full_house"] == 75 and p["two_pairs"] == 39 and p["three_kind"] == 39


def test_roll_off_uses_one_die():
    g = new_game("power", ["ANN", "BOB"], seed=2)
    assert g.phase == ROLL_OFF
    with raises(IllegalMove, "faces were given"):
        g.roll(faces=(4, 4))
    g.roll(faces=(3,))
    g.roll(faces=(5,))
    assert g.phase == PLAYING and g.seat == 1
