# mpy-heap: 66k  (two Power games from their roll-off: its rules module stays loaded
# here, where no app lets it go)
"""Power games made again from their journal (test_journal.py). Portable."""

from journal_games import random_games


def test_power_games_come_back_from_their_journal():
    random_games("power", 2, range(2))
