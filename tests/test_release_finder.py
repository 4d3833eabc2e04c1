"""release_finder lets the whole word finder go: its module and the
walk module only it imports (about 3 KB on a Pico, docs/UI.md), and a
later hint imports them again and gives the same answer."""

import sys

from yahtzee_core import new_game

NAMES = ("yahtzee_core.wordfinder", "yahtzee_core.wordwalk")


def test_release_finder_forgets_the_finder_and_its_walk():
    g = new_game("word", ["A", "B"], seed=11, first=0)
    # the game's own module: the app's tests forget and import the rules again
    release_finder = sys.modules[g.__class__.__module__].release_finder
    g.roll()
    first = g.hint()
    kept = dict((n, sys.modules[n]) for n in NAMES if n in sys.modules)
    try:
        release_finder()
        assert "yahtzee_core.wordfinder" not in sys.modules
        assert "yahtzee_core.wordwalk" not in sys.modules
        g._hint_dice = None  # ask the finder again, as the next roll would
        assert g.hint() == first
        assert "yahtzee_core.wordwalk" in sys.modules
    finally:  # the other tests in this process keep the modules they imported
        release_finder()
        sys.modules.update(kept)
        import yahtzee_core
        for n, m in kept.items():
            setattr(yahtzee_core, n.split(".")[1], m)
