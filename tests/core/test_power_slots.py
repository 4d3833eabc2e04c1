"""Power Yahtzee: the 21 slots (2 Pairs, Full House, Choice, 1st/2nd/3rd
and X order, DOUBLE, the tiered bonus) and the end of the game."""

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.power import DOUBLE, SLOTS, X
from support import raises
from turns import points, turn


def solo():
    return new_game("power", ["ANN"], seed=2)




def test_two_pairs_needs_two_different_values_and_a_full_house_qualifies():
    g = solo()
    turn(g, (4, 4, 4, 4, 2, 1))
    assert "two_pairs" not in points(g)          # four of a kind is one value
    g.scratch("ones")
    turn(g, (4, 4, 2, 2, 6, 1))
    assert points(g)["two_pairs"] == 18


def test_five_alike_is_never_a_full_house():
    g = solo()
    turn(g, (5, 5, 5, 5, 5, 1))
    p = points(g)
    assert "full_house" not in p and "two_pairs" not in p
    assert p["yahtzee"] == 50 and p["four_kind"] == 25


def test_choice_needs_a_number_and_scores_it_even_if_its_row_is_filled():
    g = solo()
    turn(g, (4, 4, 4, 1, 2, 1))
    g.score("fours")
    turn(g, (4, 4, 4, 4, 2, 2))
    with raises(IllegalMove, "Choice needs a number"):
        g.score("choice")
    with raises(IllegalMove, "1 to 6"):
        g.score("choice", 7)
    g.score("choice", 4)
    assert g.slot(0, SLOTS.index("choice")) == (16, 2, 4)
    assert g.total(0) == 12 + 32


def test_repeated_slots_score_first_and_x_last():
    g = solo()
    turn(g, (1, 2, 3, 4, 6, 1))
    g.scratch("yahtzee")                              # X the 3rd Yahtzee first
    assert g.slot(0, SLOTS.index("yahtzee_3"))[0] == X
    turn(g, (2, 2, 2, 2, 2, 1))
    assert points(g)["yahtzee"] == 50
    g.score("yahtzee")                                # the 1st takes 50
    turn(g, (3, 3, 3, 3, 3, 2))
    assert points(g)["yahtzee"] == 200                # the 2nd is worth 100, x2
    g.score("yahtzee")
    assert [g.slot_points(0, SLOTS.index("yahtzee_%d" % k)) for k in (1, 2, 3)] == [50, 200, 0]
    turn(g, (3, 3, 3, 3, 3, 2))
    assert "yahtzee" not in [c.box for c in g.choices()]
    with raises(IllegalMove, "already filled"):
        g.score("yahtzee")


def test_a_slot_the_roll_does_not_fit_can_only_be_x_ed():
    g = solo()
    turn(g, (1, 2, 4, 5, 5, 3))
    with raises(IllegalMove, "X it out"):
        g.score("large_straight")
    g.scratch("large_straight")
    assert g.slot(0, SLOTS.index("large_straight_2"))[0] == X


def test_double_fills_two_slots_and_either_may_be_an_x():
    g = solo()
    turn(g, (6, 6, 6, 2, 2, DOUBLE))
    g.score("full_house")
    assert g.placed == 1 and not g.can_roll
    with raises(IllegalMove, "second slot"):
        g.roll(keep=(0,))
    with raises(IllegalMove, "already filled"):
        g.score("full_house")
    g.scratch("yahtzee")
    assert g.total(0) == 50 and not g.rolled        # the turn is over


def test_double_with_one_open_slot_fills_it_and_ends_the_game():
    g = solo()
    for i in range(len(SLOTS) - 1):
        turn(g, (1, 2, 4, 5, 6, 1))
        g.scratch(g.choices()[-1].box if i >= 7 else g.choices()[0].box)
    assert not g.over
    turn(g, (3, 3, 3, 3, 3, DOUBLE))
    g.play(g.choices()[0])
    assert g.over


def test_the_first_full_sheet_ends_the_game_for_everyone():
    g = new_game("power", ["ANN", "BOB"], seed=2, first=1)
    for _ in range(len(SLOTS) - 1):
        for seat in (1, 0):
            assert g.seat == seat
            turn(g, (1, 2, 3, 4, 6, 1))
            g.play(g.choices()[-1])                  # an X in the last open box
    assert g.seat == 1 and not g.over
    turn(g, (1, 1, 1, 1, 1, 3))
    assert [c.box for c in g.choices()] == ["ones", "ones"]  # score or X
    g.score("ones")                                  # BOB's 21st slot
    assert g.over and g.totals() == [0, 15]
    assert sum(1 for i in range(len(SLOTS)) if g.slot(0, i) is None) == 1
    with raises(IllegalMove, "over"):
        g.roll()


def test_upper_bonus_tiers_after_multipliers():
    g = solo()
    turn(g, (6, 6, 6, 6, 6, 3))
    g.score("sixes")                                 # 30 x3 = 90
    turn(g, (5, 5, 5, 5, 5, 2))
    g.score("fives")                                 # 25 x2 = 50: 140
    assert g.upper_score(0) == 140 and g.upper_bonus(0) == 0
    turn(g, (3, 3, 3, 1, 2, 1))
    g.score("threes")                                # 9: 149
    assert g.upper_bonus(0) == 0
    turn(g, (1, 2, 2, 4, 6, 1))
    g.score("ones")                                  # 1: 150
    assert g.upper_score(0) == 150 and g.upper_bonus(0) == 50
    turn(g, (4, 4, 4, 4, 4, 2))
    g.score("fours")                                 # 40: 190
    assert g.upper_bonus(0) == 50
    turn(g, (2, 2, 2, 2, 2, 1))
    g.score("twos")                                  # 10: 200
    assert g.upper_bonus(0) == 100
    turn(g, (6, 6, 6, 6, 6, 2))
    g.score("choice", 6)                             # Choice counts too: 260
    assert g.upper_score(0) == 260 and g.upper_bonus(0) == 100
    assert g.total(0) == 260 + 100
    g2 = solo()
    for face, box in ((6, "sixes"), (5, "fives"), (4, "fours")):
        turn(g2, (face,) * 5 + (3,))
        g2.score(box)                                # 90 + 75 + 60 = 225
    turn(g2, (5, 5, 5, 5, 5, 3))
    g2.score("choice", 5)                            # + 75 = 300
    assert g2.upper_score(0) == 300 and g2.upper_bonus(0) == 200
