"""release_finder lets the whole word finder go: its module and the
walk module only it imports (about 3 KB on a Pico, docs/UI.md), and a
later hint imports them again and gives the same answer."""

import sys

from yahtzee_core import new_game
from yahtzee_core.word import release_finder


def test_release_finder_forgets_the_finder_and_its_walk():
    g = new_game("word", ["A", "B"], seed=11, first=0)
    g.roll()
    first = g.hint()
    release_finder()
    assert "yahtzee_core.wordfinder" not in sys.modules
    assert "yahtzee_core.wordwalk" not in sys.modules
    g._hint_dice = None  # ask the finder again, as the next roll would
    assert g.hint() == first
    assert "yahtzee_core.wordwalk" in sys.modules
