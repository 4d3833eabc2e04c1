# mpy-heap: 74k  (two Jackpot games at once, the journal and replay modules and the loader)
"""Jackpot games made again from their journal, and a refused placing
notes nothing (test_journal.py). Portable."""

from journal_games import random_games
from support import raises

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.journal import keep


def test_jackpot_games_come_back_from_their_journal():
    random_games("jackpot", 2, range(2))


def test_a_refused_move_notes_nothing():
    g = new_game("jackpot", ["A", "B"], seed=3, first=0)
    keep(g)
    g.roll()
    before = bytes(g.journal)
    with raises(IllegalMove):
        g.place([(1, 99)])  # no such window: refused whole
    with raises(IllegalMove):
        g.roll(keep=(0, 0))
    assert bytes(g.journal) == before
