"""preview() tells what score() would do, and changes nothing."""

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from support import raises


def test_preview_matches_score_and_changes_nothing():
    g = new_game("power", ["ANN"], seed=3)
    g.roll(faces=(4, 4, 4, 4, 6, 2))
    before = g.save()
    p = g.preview("four_kind")
    assert (p.box, p.points) == ("four_kind", 44)
    with raises(IllegalMove, "X it out"):
        g.preview("full_house")
    assert g.save() == before
    assert g.score("four_kind") == p
