"""What the portable computer-player tests share: a game played out by one
player per seat, and the cost of each move measured as it is played."""

import gc
import time


def play(game, seats, end=None):
    """Play ``game`` to its end, ``seats[i]`` moving for seat i (a contest
    for who starts is just rolled). IllegalMove if a move is not legal.
    Each move's value must be a final score: at least the total the seat
    has (the points still to come stood in for it once: a classic sheet
    holding 156 points was said to expect 109). A seat's last move, with
    nothing left to chance, must be valued at ``end(game, seat)``, to
    within a point (default: the seat's total; None: not checked)."""
    last = {}
    while not game.over:
        if game.phase == 0:  # the contest for who starts
            game.roll()
            continue
        s = game.seat
        move = seats[s].next_move(game)
        if move.value is None:  # only a turn's first roll has none
            assert not game.rolled, move
        else:
            assert move.value >= game.total(s) - 1, (move, move.value, game.total(s))
        last[s] = move
        move.apply(game)
    for s in last:
        v = end(game, s) if end else game.total(s)
        assert v is None or abs(last[s].value - v) <= 1, (s, last[s], last[s].value, v)


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
