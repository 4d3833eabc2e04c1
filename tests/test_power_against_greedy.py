"""The Power Expert against the greedy player over 60 two-seat games, as
bench/players_bench.py plays its 2,000 (seats swapped every game, game i
dealt from seed i): the Expert's total is the higher. Three games, as the
portable test once played, decide nothing either way (a game's score
spreads by some 200 points, the Expert's edge is about 90); over these
60 the Expert leads by about 2 of those spreads. CPython: ~10 s."""

from yahtzee_core import new_game
from yahtzee_core.players.power import PowerPlayer

from core.player_games import play


def test_the_expert_outscores_greedy_over_60_games():
    expert = greedy = 0
    for i in range(60):
        seats = [PowerPlayer("expert"), PowerPlayer("easy")]
        me = i % 2
        if me:
            seats.reverse()
        game = new_game("power", ["CPU", "GREEDY"] if me == 0 else ["GREEDY", "CPU"], seed=i)
        play(game, seats)
        t = game.totals()
        expert += t[me]
        greedy += t[1 - me]
    assert expert > greedy * 1.05, (expert, greedy)
