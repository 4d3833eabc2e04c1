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


# Game #1 of the booklet's sample sheet, one turn per line: the first roll's
# faces (five dice + Power die), any rerolls as (keep, faces), and where it
# is scored. DOUBLE turns score twice.
GAME_1 = (
    ((1, 1, 1, 1, 5, 2), (), ("ones",)),
    ((2, 2, 2, 5, 6, 3), (((0, 1, 2, 5), (2, 1)),), ("twos",)),
    ((3, 3, 3, 1, 2, 3), (), ("threes",)),
    ((4, 4, 4, 1, 2, 2), (), ("fours",)),
    ((5, 5, 1, 2, 3, 1), (((0, 1), (5, 5, 5, POWER)),), ("fives",)),
    ((6, 6, 6, 1, 2, 3), (), ("sixes",)),
    ((4, 4, 4, 1, 2, FREEZE), (), (("choice", 4),)),
    ((2, 2, 5, 5, 3, 3), (), ("two_pairs",)),
    ((3, 3, 3, 4, 2, 2), (), ("three_kind",)),
    ((6, 6, 6, 3, 1, 3), (), ("three_kind",)),
    ((4, 4, 4, 4, 3, 2), (), ("four_kind",)),
    ((1, 2, 4, 5, 5, 1), (), (("four_kind", X),)),
    ((2, 2, 3, 3, 3, 1), (), ("full_house",)),
    ((1, 2, 3, 4, 6, 1), (), ("small_straight",)),
    ((1, 1, 4, 5, 6, 2), (), (("small_straight", X),)),
    ((1, 2, 3, 4, 5, DOUBLE), (), ("large_straight", "large_straight")),
    ((6, 5, 4, 3, 2, POWER), (), ("chance",)),
    ((1, 3, 4, 5, 6, 1), (), (("yahtzee", X),)),
    ((6, 6, 6, 2, 1, DOUBLE), (((0, 1, 2, 5), (6, 6)),), ("yahtzee", "yahtzee")),
)

# The sheet as printed: slot -> (base, power, total); X for an X.
SHEET_1 = {
    "ones": (4, 2, 8), "twos": (8, 3, 24), "threes": (9, 3, 27), "fours": (12, 2, 24),
    "fives": (25, 3, 75), "sixes": (18, 3, 54), "choice": (12, 1, 12),
    "two_pairs": (17, 3, 51), "three_kind_1": (15, 2, 30), "three_kind_2": (22, 3, 66),
    "four_kind_1": (19, 2, 38), "four_kind_2": X, "full_house": (25, 1, 25),
    "small_straight_1": (30, 1, 30), "small_straight_2": X,
    "large_straight_1": (40, 2, 80), "large_straight_2": (40, 2, 80),
    "chance": (20, 3, 60), "yahtzee_1": (50, 2, 100), "yahtzee_2": (100, 2, 200),
    "yahtzee_3": X,
}


def test_sample_sheet_game_1_every_row_and_total():
    g = solo()
    for first, rerolls, scores in GAME_1:
        assert not g.over
        g.roll(faces=first)
        for keep, faces in rerolls:
            g.roll(keep=keep, faces=faces)
        for s in scores:
            if isinstance(s, tuple):
                g.score(s[0], s[1])
            else:
                g.score(s)
    assert g.over  # the full sheet ends the game
    for i in range(len(SLOTS)):
        want = SHEET_1[SLOTS[i]]
        got = g.slot(0, i)
        if want == X:
            assert got[0] == X and g.slot_points(0, i) == 0, SLOTS[i]
        else:
            assert (got[0], got[1], g.slot_points(0, i)) == want, SLOTS[i]
    assert g.slot(0, SLOTS.index("choice"))[2] == 4  # the sheet shows the number
    assert g.upper_score(0) == 224
    assert g.upper_bonus(0) == 100
    assert g.upper_score(0) + g.upper_bonus(0) == 324
    assert g.lower_score(0) == 760
    assert g.total(0) == 1084
    assert g.winners() == (0,)
