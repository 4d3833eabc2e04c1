"""The save checks' written-out masks of the scores a box can hold
(yahtzee_core/classic_check.py, power_check.py ``REACHABLE``) are the ones
the scoring rules give over all 252 rolls: a mask with a bit too few
refuses a save legal play made; a bit too many lets an impossible one in."""

from yahtzee_core import classic_check, power_check
from yahtzee_core.classic import BOXES, UPPER, box_points, joker_points
from yahtzee_core.dice import counts, every_roll
from yahtzee_core.power import GROUPS, SLOTS, base_points


def test_classic_masks_are_the_scoring_rules():
    masks = [1] * len(BOXES)  # 0: a scratch
    for dice in every_roll():
        cnt = counts(dice)
        for x in range(len(BOXES)):
            masks[x] |= 1 << box_points(x, dice, cnt)
            if dice[0] == dice[4] and x >= UPPER:  # a Yahtzee as a Joker
                masks[x] |= 1 << joker_points(x, dice)
    assert classic_check.REACHABLE == tuple(masks)


def test_power_masks_are_the_base_points():
    masks = [1] * len(SLOTS)  # 0: no fit, or an X
    for dice in every_roll():
        cnt = counts(dice)
        for g in range(len(GROUPS)):
            first, n = GROUPS[g][1], GROUPS[g][2]
            for k in range(n):
                for num in (range(1, 7) if g == 6 else (None,)):  # Choice: each number
                    masks[first + k] |= 1 << base_points(g, dice, cnt, k, num)
    assert power_check.REACHABLE == tuple(masks)


def test_a_classic_sheet_holds_only_scores_its_boxes_can_take():
    from yahtzee_core.engine import EMPTY
    house = BOXES.index("full_house")
    for v, legal in ((0, True), (25, True), (24, False), (50, False)):
        sheet = [EMPTY] * len(BOXES)
        sheet[house] = v
        assert classic_check.sheet_possible(sheet, 0) is legal, v
