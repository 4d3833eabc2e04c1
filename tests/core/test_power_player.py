# mpy-heap: 96k  (the player needs 88k on the 64-bit unix port; it runs on the board, docs/PLAYERS.md)
"""The Power Yahtzee computer player under MicroPython: whole games
at every level are legal, and its obvious moves."""

from yahtzee_core import new_game
from yahtzee_core.players import LEVELS, Move
from yahtzee_core.players.power import PowerPlayer
from player_games import play as _play


def test_every_level_plays_a_whole_game_legally():
    for level in LEVELS:
        game = new_game("power", ["A", "B"], seed=3, first=0)
        _play(game, [PowerPlayer(level), PowerPlayer("expert")])
        assert game.over and min(game.totals()) >= 0, level


def test_a_move_says_what_it_expects():
    game = new_game("power", ["A"], seed=5, first=0)
    game.roll()
    move = PowerPlayer("expert").next_move(game)
    assert move.kind in (Move.ROLL, Move.SCORE) and move.value is not None and move.value > 0, move
