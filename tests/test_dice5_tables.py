"""players/dice5_data.py's literal tables are the ones the counting rules
give (tools/dice5_tables.py builds them again): the keep graph, each
roll's counts, patterns and total, and the Choice tables."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import dice5_tables  # noqa: E402
from yahtzee_core.dice import counts, every_roll, is_full_house, longest_run, most_alike, pair_values  # noqa: E402
from yahtzee_core.players import dice5, dice5_data  # noqa: E402


def test_the_literals_are_the_rules_tables():
    with open(dice5_tables.DATA) as f:
        assert f.read() == dice5_tables.source(), "python tools/dice5_tables.py"
    children, bits, made, top = dice5_tables.build()
    assert dice5_data.children == children and dice5.children == children
    assert dice5_data.bits == bits and list(dice5.bits) == list(bits)
    assert dice5_data.CHOICE_POINTS == made and dice5_data.TOP == top


def test_each_rolls_word_says_what_the_core_scores():
    for i, roll in enumerate(every_roll()):
        b = dice5.bits[i]
        c = counts(roll)
        assert [b >> 3 * f & 7 for f in range(6)] == c[1:]
        assert b >> dice5.SUM == sum(roll)
        assert (b >> dice5.THREE_KIND & 1, b >> dice5.FOUR_KIND & 1, b >> dice5.YAHTZEE & 1) == (
            most_alike(c) >= 3, most_alike(c) >= 4, most_alike(c) == 5)
        assert b >> dice5.FULL_HOUSE & 1 == is_full_house(c) and b >> dice5.TWO_PAIRS & 1 == (pair_values(c) >= 2)
        assert (b >> dice5.SMALL & 1, b >> dice5.LARGE & 1) == (longest_run(c) >= 4, longest_run(c) == 5)
        assert dice5.keep_index(roll) == dice5.KEEPS + i
