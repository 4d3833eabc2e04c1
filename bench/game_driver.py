"""Plays one complete game with a simple strategy (reroll sometimes, then
take the highest-scoring choice). Portable: the benchmark runs it under
MicroPython and CPython alike.

    micropython game_driver.py classic 6 1     -> prints "OK <ms/game> <save bytes> <heap held> <best total>"
"""

import sys
import time

from yahtzee_core import new_game
from yahtzee_core.rng import Rng


def _ms():
    if hasattr(time, "ticks_ms"):
        return time.ticks_ms()
    return int(time.perf_counter() * 1000)


def best_choice(game):
    best = None
    for c in game.choices():
        if best is None or c.points > best.points:
            best = c
    return best


def step(game, r):
    """One action for whoever is to play."""
    if hasattr(game, "auto_move"):  # a variant with its own computer player
        game.auto_move(r)
        return
    if game.can_roll and (not game.rolled or r.randrange(3)):
        keep = ()
        if game.rolled:
            keep = tuple(i for i in range(game.NDICE) if r.randrange(2))
            if game.VARIANT == "power" and game.rolls_used == 3 and 5 not in keep:
                keep = keep + (5,)
            if len(keep) == game.NDICE:
                keep = keep[1:]
        game.roll(keep=keep)
    else:
        game.play(best_choice(game))


def play(variant, seats, seed):
    game = new_game(variant, ["P%d" % i for i in range(seats)], seed=seed, first=0)
    r = Rng(seed + 1)
    while not game.over:
        step(game, r)
    return game


def main(argv):
    variant, seats, seed = argv[0], int(argv[1]), int(argv[2])
    games = int(argv[3]) if len(argv) > 3 else 1
    t0 = _ms()
    for k in range(games):
        g = play(variant, seats, seed + k)
    ms = (_ms() - t0) / games
    import gc
    gc.collect()
    held = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0  # code + game state
    print("OK %.1f %d %d %d" % (ms, len(g.save()), held, max(g.totals())))


if __name__ == "__main__":
    main(sys.argv[1:])
