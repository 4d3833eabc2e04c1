"""The Power Expert against the greedy player over 60 two-seat games,
played by bench/players_bench.py's ``duel`` as its 2,000 are (seats
swapped every game, game i dealt from seed i): the Expert's total is the
higher by more than 5%. Three games, as the portable test once played,
decide nothing either way (a game's score spreads by some 200 points,
the Expert's edge is about 90); over these 60 the Expert leads by about
2 of those spreads. CPython: ~10 s."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))

from players_bench import duel  # noqa: E402


def test_the_expert_outscores_greedy_over_60_games():
    expert, greedy = duel("power", "expert", 60)
    assert sum(expert) > sum(greedy) * 1.05, (sum(expert), sum(greedy))
