"""The Power Yahtzee booklet's sample sheet, Game #1, played turn by turn
through the public API. Its own module so that its tables and the Power
rules share a 64 KB heap with nothing else (tools/mpy_tests.sh runs one
module per process)."""

from yahtzee_core import new_game
from yahtzee_core.power import DOUBLE, FREEZE, POWER, SLOTS, X


def solo():
    return new_game("power", ["ANN"], seed=1)


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
