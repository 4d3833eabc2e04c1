# mpy-heap: 96k  (the player and its tables on the 64-bit unix port; it runs on the board at 64 KB: docs/PLAYERS.md)
"""The Power Yahtzee computer player under MicroPython: whole games
at every level are legal, and its obvious moves."""

from yahtzee_core import new_game
from yahtzee_core.players import LEVELS, Move
from yahtzee_core.players.power import PowerPlayer
from player_games import play as _play


def test_every_level_plays_a_whole_game_legally():
    for level in LEVELS:
        game = new_game("power", ["A", "B"], seed=3, first=0)
        _play(game, [PowerPlayer(level), PowerPlayer("expert")], _end)
        assert game.over and min(game.totals()) >= 0, level


def _end(game, seat):
    """What a seat's last move expects: its total if its sheet is full;
    if another's ended the game first, nothing certain."""
    for i in range(21):
        if game.slot(seat, i) is None:
            return None
    return game.total(seat)


def test_a_move_says_what_it_expects():
    """On the first turn and on a late one (a value of the points still
    to come would pass the first and fail the late one): the final score,
    the sheet's total and more. Each move of the whole games above is
    checked the same way (player_games.play)."""
    game = new_game("power", ["A"], seed=5, first=0)
    player = PowerPlayer("expert")
    game.roll()
    move = player.next_move(game)
    assert move.kind in (Move.ROLL, Move.SCORE) and move.value is not None and move.value > 0, move
    while len([i for i in range(21) if game.slot(0, i) is not None]) < 17:
        player.next_move(game).apply(game)
    if game.rolled:  # a DOUBLE's second slot first
        player.next_move(game).apply(game)
    game.roll()
    move = player.next_move(game)
    assert game.total(0) > 300 and move.value > game.total(0), (game.total(0), move.value)
