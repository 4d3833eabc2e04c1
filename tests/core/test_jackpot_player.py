# mpy-heap: 72k  (the player, the rules and whole games; it runs on the board at 64 KB: docs/PLAYERS.md)
"""The Jackpot computer player: whole games at every level, the steps it
takes are legal, obvious placements, and (under MicroPython) the heap and
time a step takes."""

from yahtzee_core import new_game
from yahtzee_core import rack as R
from yahtzee_core.jackpot import CHANCE_SPACE, CHERRY, DOLLAR, OPTION
from yahtzee_core.players import LEVELS, Move
from yahtzee_core.players.jackpot import JackpotPlayer
from player_games import measure, play as _play


def _end(game, seat):
    """What a seat's last move expects: its total less the last round's
    High Round Bonus (it turns on the other racks)."""
    return game.total(seat) - game.high_bonus(seat, 2)


def test_every_level_plays_a_whole_game_legally():
    for level in LEVELS:
        game = new_game("jackpot", ["A", "B"], seed=4)
        _play(game, [JackpotPlayer(level), JackpotPlayer("expert")], _end)
        assert game.over and max(game.totals()) > 0, level


def test_four_seats():
    game = new_game("jackpot", ["A", "B", "C", "D"], seed=9)
    _play(game, [JackpotPlayer(lv) for lv in LEVELS], _end)
    assert game.over


def test_a_run_is_finished():
    """Four dollars on the bottom row and a dollar to place: the fifth
    goes in the row's gap (a Yahtzee of dollars, 400)."""
    game = new_game("jackpot", ["A", "B"], seed=1, first=0)
    rack = game.racks[0]
    for w in (0, 1, 2, 4):
        rack[w] = DOLLAR
    game._recount()
    game.roll(faces=(DOLLAR, DOLLAR, CHERRY, 1))  # a pair of dollars
    move = JackpotPlayer("expert").next_move(game)
    assert move.kind == Move.SCORE and move.box == 3 and move.detail == DOLLAR, move


def test_the_chance_option_moves_a_tile_where_it_scores():
    """Three alike with a dollar in the Chance Space and DDD.D on the bottom
    row: the Chance Space dollar fills the gap first."""
    game = new_game("jackpot", ["A", "B"], seed=1, first=0)
    rack = game.racks[0]
    for w in (0, 1, 2, 4):
        rack[w] = DOLLAR
    game.chance[0] = DOLLAR
    game._recount()
    game.roll(faces=(CHERRY, CHERRY, CHERRY, 1))
    move = JackpotPlayer("expert").next_move(game)
    assert move.detail == OPTION and move.box == 3, move


def test_greedy_scores_the_most_now():
    game = new_game("jackpot", ["A", "B"], seed=1, first=0)
    rack = game.racks[0]
    for w in (0, 1):
        rack[w] = CHERRY
    game._recount()
    game.roll(faces=(CHERRY, CHERRY, DOLLAR, 1))
    move = JackpotPlayer("easy").next_move(game)
    assert move.box == 2 and move.detail == CHERRY, move
    assert move.box != CHANCE_SPACE


def test_expert_beats_greedy():
    t = [0, 0]
    for seed in range(4):
        game = new_game("jackpot", ["A", "B"], seed=seed)
        _play(game, [JackpotPlayer("expert"), JackpotPlayer("easy")], _end)
        tt = game.totals()
        t[0] += tt[0]
        t[1] += tt[1]
    assert t[0] > t[1], t


def test_a_step_is_quick_and_light():
    """Under MicroPython: bytes allocated while thinking (gc off) and
    milliseconds per step; printed for docs/PLAYERS.md."""
    seats = [JackpotPlayer("expert"), JackpotPlayer("expert")]
    game = new_game("jackpot", ["A", "B"], seed=5)
    worst_bytes, worst_ms, steps = measure(game, seats)
    assert R.filled(game.racks[0]) == 0  # the game ended cleanly
    if worst_bytes is not None:
        print("jackpot expert: at most %d bytes allocated and %d ms a step (%d steps)"
              % (worst_bytes, worst_ms, steps))
        assert worst_bytes <= 4 * 1024, worst_bytes
