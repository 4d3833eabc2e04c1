"""Classic computer player: time and heap per move, and mean scores.

    micropython -X heapsize=64k bench/classic_player_bench.py   # as a board runs it
    python bench/classic_player_bench.py                         # CPython

Plays GAMES solitaire games per level (seeds 0..GAMES-1) and prints, per
level, the sampled mean (the exact means come from
`python tools/solve_classic.py`), the median and worst time per move and
per turn, and (MicroPython) the most bytes a move allocates (gc off during
the move, so this bounds its peak heap).
"""
import gc
import sys
import time

sys.path.insert(0, ".")
from yahtzee_core import new_game  # noqa: E402
from yahtzee_core.players import LEVELS  # noqa: E402
from yahtzee_core.players.classic import ClassicPlayer, ValueTable  # noqa: E402

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 20


def now_us():
    try:
        return time.ticks_us()
    except AttributeError:
        return int(time.perf_counter() * 1e6)


def run(level, table):
    player = ClassicPlayer(level, table)
    alloc = getattr(gc, "mem_alloc", None)
    moves = bytearray(0)
    times = []
    turns = []
    worst_bytes = 0
    total = 0
    for seed in range(GAMES):
        game = new_game("classic", ["CPU"], seed=seed, first=0)
        turn_us = 0
        while not game.over:
            gc.collect()
            before = alloc() if alloc else 0
            gc.disable()
            t = now_us()
            move = player.next_move(game)
            t = now_us() - t
            if alloc:
                worst_bytes = max(worst_bytes, alloc() - before)
            gc.enable()
            times.append(t)
            turn_us += t
            if move.kind == "score":
                turns.append(turn_us)
                turn_us = 0
            move.apply(game)
        total += game.total(0)
    times.sort()
    turns.sort()
    print("%-6s mean %6.1f over %d games | move median %5.2f ms, max %6.2f ms | turn median %5.2f ms, max %6.2f ms | %s"
          % (level, total / GAMES, GAMES, times[len(times) // 2] / 1000, times[-1] / 1000,
             turns[len(turns) // 2] / 1000, turns[-1] / 1000,
             ("at most %d bytes a move" % worst_bytes) if alloc else "heap: run under micropython"))
    del moves


def main():
    table = ValueTable(open("assets/classic_values.bin", "rb"))
    print("implementation:", sys.implementation.name)
    for level in LEVELS:
        run(level, table)


main()
