"""Jackpot's answers to calls that are not moves at all (issue #26): a
turn's tiles that are not (symbol, window) pairs, and play() with
something that is not a Choice. Each is an IllegalMove that changes
nothing. Portable."""

from support import raises

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.rack import BELL, CHERRY, ORANGE


def game():
    g = new_game("jackpot", ["P0", "P1"], seed=5, first=0)
    g.roll(faces=(BELL, BELL, ORANGE, CHERRY))  # a pair of bells: one tile
    return g


def test_tiles_that_are_not_symbol_window_pairs_are_refused():
    """place([(0,)]) and place('ab') raised IndexError."""
    g = game()
    before = g.save()
    for bad in ([(0,)], "ab", [(BELL, 0, 1)], None, [None], 5, [BELL]):
        with raises(IllegalMove, "(symbol, window)"):
            g.place(bad)
        assert g.save() == before
    g.place([(BELL, 0)])
    assert g.racks[0][0] == BELL and g.seat == 1


def test_play_takes_only_a_choice():
    g = game()
    before = g.save()
    c = g.choices()[0]
    for bad in ("ones", None, 0, (c.box, c.points, c.detail)):
        with raises(IllegalMove, "one of choices()"):
            g.play(bad)
        assert g.save() == before
    assert g.play(c) == c
