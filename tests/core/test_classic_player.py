# mpy-heap: 66k  (the classic players with the value table's reader, and whole games)
"""The classic computer player: legal whole games at every level, the
obvious moves, and (under MicroPython) the heap and time a move takes."""

from yahtzee_core import new_game
from yahtzee_core.players import LEVELS, Move
from yahtzee_core.players.classic import ClassicPlayer, ValueTable
from player_games import measure, play

_table = None


def table():
    global _table
    if _table is None:
        for path in ("assets/classic_values.bin", "../assets/classic_values.bin",
                     "../../assets/classic_values.bin"):
            try:
                f = open(path, "rb")
            except OSError:
                continue
            _table = ValueTable(f)
            break
    return _table


def test_every_level_plays_a_whole_game_legally():
    """... each move valued at the final score it expects, late in the
    game too (player_games.play)."""
    for level in LEVELS:
        player = ClassicPlayer(level, table())
        game = new_game("classic", ["CPU"], seed=11, first=0)
        play(game, [player])  # raises IllegalMove if a move is not legal
        assert 0 < game.total(0) <= 1575, (level, game.total(0))


def test_a_yahtzee_on_the_first_roll_is_scored_at_once():
    player = ClassicPlayer("expert", table())
    game = new_game("classic", ["CPU"], seed=1, first=0)
    game.roll(faces=(4, 4, 4, 4, 4))
    move = player.next_move(game)
    assert move.kind == Move.SCORE and move.box == "yahtzee", move


def test_four_sixes_keep_the_sixes():
    player = ClassicPlayer("expert", table())
    game = new_game("classic", ["CPU"], seed=1, first=0)
    game.roll(faces=(6, 2, 6, 6, 6))
    move = player.next_move(game)
    assert move.kind == Move.ROLL and sorted(move.keep) == [0, 2, 3, 4], move


def test_the_expert_beats_greedy_on_average():
    totals = {}
    for level in ("easy", "expert"):
        player = ClassicPlayer(level, table())
        t = 0
        for seed in range(6):
            game = new_game("classic", ["CPU"], seed=seed, first=0)
            while not game.over:
                player.next_move(game).apply(game)
            t += game.total(0)
        totals[level] = t
    assert totals["expert"] > totals["easy"], totals


def test_a_move_is_quick_and_light():
    """Under MicroPython: bytes allocated while thinking (gc off, so this
    bounds the peak) and milliseconds per move; printed for the docs."""
    player = ClassicPlayer("expert", table())
    game = new_game("classic", ["CPU"], seed=5, first=0)
    worst_bytes, worst_ms, moves = measure(game, [player])
    if worst_bytes is not None:
        print("classic expert: at most %d bytes allocated and %d ms per move (%d moves)"
              % (worst_bytes, worst_ms, moves))
        assert worst_bytes <= 12 * 1024, worst_bytes
