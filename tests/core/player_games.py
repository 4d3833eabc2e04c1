"""What the portable computer-player tests share: a game played out by one
player per seat, and the cost of each move measured as it is played."""

import gc
import time


def play(game, seats):
    """Play ``game`` to its end, ``seats[i]`` moving for seat i (a contest
    for who starts is just rolled). IllegalMove if a move is not legal."""
    while not game.over:
        if game.phase == 0:  # the contest for who starts
            game.roll()
            continue
        seats[game.seat].next_move(game).apply(game)


def _ms():
    try:
        return time.ticks_ms()
    except AttributeError:
        return int(time.time() * 1000)


def measure(game, seats):
    """Play ``game`` out as ``play`` does, timing each move and counting
    the bytes it allocates with the collector off (so a bound on its peak).
    Returns (most bytes, most ms, moves); bytes are None where ``gc`` has
    no ``mem_alloc`` (CPython)."""
    alloc = getattr(gc, "mem_alloc", None)
    worst_bytes = worst_ms = moves = 0
    while not game.over:
        if game.phase == 0:
            game.roll()
            continue
        gc.collect()
        before = alloc() if alloc else 0
        gc.disable()
        t = _ms()
        move = seats[game.seat].next_move(game)
        t = _ms() - t
        used = (alloc() - before) if alloc else 0
        gc.enable()
        worst_bytes = max(worst_bytes, used)
        worst_ms = max(worst_ms, t)
        moves += 1
        move.apply(game)
    return (worst_bytes if alloc else None), worst_ms, moves
