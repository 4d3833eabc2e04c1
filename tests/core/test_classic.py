"""Classic Yahtzee: boxes, bonuses, the Joker rule, the roll-off."""

from yahtzee_core import new_game
from yahtzee_core.classic import BOXES
from yahtzee_core.engine import PLAYING, ROLL_OFF
from yahtzee_core.errors import IllegalMove
from support import raises
from turns import points, turn


def solo():
    return new_game("classic", ["ANN"], seed=5)


def test_every_box_scores_a_fitting_roll():
    g = solo()
    turn(g, (2, 3, 4, 5, 6))
    p = points(g)
    assert p["small_straight"] == 30 and p["large_straight"] == 40
    assert p["chance"] == 20 and p["three_kind"] == 0 and p["full_house"] == 0
    assert p["twos"] == 2 and p["ones"] == 0 and p["yahtzee"] == 0
    g.score("chance")
    turn(g, (3, 3, 3, 5, 5))
    p = points(g)
    assert p["full_house"] == 25 and p["three_kind"] == 19 and p["four_kind"] == 0
    assert p["small_straight"] == 0 and "chance" not in p
    g.score("full_house")
    turn(g, (6, 6, 6, 6, 1))
    p = points(g)
    assert p["four_kind"] == 25 and p["three_kind"] == 25 and p["sixes"] == 24
    g.score("four_kind")
    turn(g, (1, 2, 3, 4, 1))
    assert points(g)["small_straight"] == 30 and points(g)["large_straight"] == 0


def test_five_alike_is_not_a_full_house_while_the_yahtzee_box_is_open():
    g = solo()
    turn(g, (4, 4, 4, 4, 4))
    p = points(g)
    assert p["yahtzee"] == 50 and p["full_house"] == 0 and p["fours"] == 20


def test_three_rolls_keeping_dice_between_them():
    g = solo()
    turn(g, (1, 2, 3, 6, 6), ((3, 4), (6, 6, 1)), ((0, 1, 3, 4), (2,)))
    assert g.dice == (6, 6, 2, 6, 6) and g.rolls_left == 0
    with raises(IllegalMove, "no rolls left"):
        g.roll(keep=(0,))
    g.score("sixes")
    assert g.total(0) == 24


def test_upper_bonus_35_at_63():
    g = solo()
    for v in (1, 2, 3, 4, 5):  # three of each: 3+6+9+12+15 = 45
        turn(g, (v, v, v, 6 if v < 6 else 1, 6 if v < 6 else 2))
        g.score(BOXES[v - 1])
    assert g.upper_score(0) == 45 and g.upper_bonus(0) == 0
    turn(g, (6, 6, 6, 1, 2))
    g.score("sixes")
    assert g.upper_score(0) == 63 and g.upper_bonus(0) == 35
    assert g.total(0) == 98


def test_joker_example_five_fours_yahtzee_box_zero_fours_filled_large_straight_40():
    g = solo()
    turn(g, (1, 2, 3, 4, 6))
    g.scratch("yahtzee")
    turn(g, (4, 4, 4, 1, 2))
    g.score("fours")
    turn(g, (4, 4, 4, 4, 4))
    assert g.joker and not g.yahtzee_bonus_due
    p = points(g)
    assert p == {"three_kind": 20, "four_kind": 20, "full_house": 25,
                 "small_straight": 30, "large_straight": 40, "chance": 20}
    with raises(IllegalMove, "lower"):
        g.score("ones")
    g.score("large_straight")
    assert g.box(0, BOXES.index("large_straight")) == 40
    assert g.total(0) == 12 + 40  # no bonus: the Yahtzee box holds 0


def test_extra_yahtzee_with_50_earns_100_and_must_use_its_upper_box():
    g = solo()
    turn(g, (3, 3, 3, 3, 3))
    g.score("yahtzee")
    turn(g, (3, 3, 3, 3, 3))
    assert g.yahtzee_bonus_due
    assert [(c.box, c.points) for c in g.choices()] == [("threes", 15)]
    with raises(IllegalMove, "Threes"):
        g.score("chance")
    g.score("threes")
    assert g.yahtzee_bonus(0) == 100
    assert g.total(0) == 50 + 15 + 100


def test_joker_with_upper_and_lower_full_forces_a_zero_in_an_open_upper_box():
    g = solo()
    turn(g, (2, 2, 2, 2, 2))
    g.score("yahtzee")
    for box in ("twos", "three_kind", "four_kind", "full_house", "small_straight",
                "large_straight", "chance"):
        turn(g, (1, 3, 4, 6, 6))
        g.scratch(box)
    turn(g, (2, 2, 2, 2, 2))
    assert sorted(c.box for c in g.choices()) == ["fives", "fours", "ones", "sixes", "threes"]
    assert set(c.points for c in g.choices()) == {0}
    g.score("sixes")
    assert g.yahtzee_bonus(0) == 100 and g.box(0, 5) == 0


def test_the_game_ends_when_every_sheet_is_full_and_ties_share_the_win():
    g = new_game("classic", ["ANN", "BOB"], seed=1, first=0)
    for _ in range(13):
        for seat in (0, 1):
            assert g.seat == seat and not g.over
            turn(g, (1, 2, 3, 4, 6))
            g.scratch(g.choices()[0].box)
    assert g.over and g.totals() == [0, 0] and g.winners() == (0, 1)
    with raises(IllegalMove, "over"):
        g.roll()


def test_roll_off_highest_total_starts_and_tied_leaders_roll_again():
    g = new_game("classic", ["ANN", "BOB", "CY"], seed=1)
    assert g.phase == ROLL_OFF and g.seat == 0
    with raises(IllegalMove, "who goes first"):
        g.score("chance")
    g.roll(faces=(6, 6, 6, 1, 1))   # ANN 20
    assert g.seat == 1
    g.roll(faces=(5, 5, 5, 4, 1))   # BOB 20
    g.roll(faces=(1, 1, 1, 1, 1))   # CY 5
    assert g.phase == ROLL_OFF and g.rolloff_totals() == [None, None, 0]
    assert g.seat == 0              # ANN and BOB roll again
    g.roll(faces=(1, 2, 3, 4, 5))   # ANN 15
    g.roll(faces=(2, 2, 3, 4, 5))   # BOB 16
    assert g.phase == PLAYING and g.seat == 1 and not g.rolled
    turn(g, (6, 6, 6, 6, 6))
    g.score("yahtzee")
    assert g.seat == 2              # play passes in seat order


def test_a_single_player_starts_at_once():
    g = solo()
    assert g.phase == PLAYING and g.seat == 0
