"""Run under MicroPython (tests/test_power_native.py): the native loops of
firmware/native/power_native.py against players/power_loops.py's, on
random arrays and in whole games. Prints 'native ok' or raises."""
import sys
from array import array

import power_native as N
from yahtzee_core.players import power_loops as P
from yahtzee_core.players import power_table_loops as T
from yahtzee_core.players import dice5 as D
from yahtzee_core.rng import Rng

rng = Rng(7)


def arr(n, lo=-3000, hi=3000):
    return array("h", [lo + rng.randrange(hi - lo) for _ in range(n)])


SHARED = [D.bits]  # 32-bit arrays the loops only read


def _copy(x):
    # the 16-bit arrays the loops may write to, copied
    for y in SHARED:
        if x is y:
            return x
    return array("h", x) if isinstance(x, array) else x


class Ws:
    """The loops' view of power_work.Work: its arrays and figures."""

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


def _copy_ws(ws):
    c = Ws(**{k: _copy(v) for k, v in ws.__dict__.items()})
    c.g = tuple(_copy(x) for x in ws.g)
    return c


def _arrays(ws):
    return list(ws.g) + [v for k, v in sorted(ws.__dict__.items()) if isinstance(v, array)]


def same_ws(name, fa, fb, ws, *args):
    """As ``same``, for the loops that take the shared arrays (ws)."""
    a, b = _copy_ws(ws), _copy_ws(ws)
    xa = [_copy(x) for x in args]
    xb = [_copy(x) for x in args]
    fa(a, *xa)
    fb(b, *xb)
    for x, y in zip(_arrays(a) + xa, _arrays(b) + xb):
        if isinstance(x, array) and list(x) != list(y):
            raise AssertionError(name)


def same(name, fa, fb, *args):
    a = [_copy(x) for x in args]
    b = [_copy(x) for x in args]
    fa(*a)
    fb(*b)
    for x, y in zip(a, b):
        if isinstance(x, array) and list(x) != list(y):
            raise AssertionError(name)


for trial in range(20):
    v = arr(462)
    same("expect", N.expect, P.expect, v)
    same("push_up", N.push_up, P.push_up, v, -30000, arr(462))
    same("push_up self", N.push_up, P.push_up, v, -30000, None)
    g = [arr(252) for _ in range(5)]
    same("copy", N.copy, P.copy, v, g[0])
    same("maxin", N.maxin, P.maxin, v, g[0])
    ws = Ws(g=(g[0], g[1], g[2], g[3]), work=v, r1=arr(462), r2=arr(462), up=arr(187, -2000, 2000),
            par=None, tempo=7, nslots=2)
    same_ws("mean6", N.mean6, P.mean6, ws)
    same_ws("sixth", N.sixth, P.sixth, ws)
    for keep in (0, 1):
        same_ws("merge", N.merge, P.merge, ws, g[4], keep)
    same_ws("start", N.start, P.start, ws, -123)
    for box in range(7):
        same_ws("upper", N.upper, P.upper, ws, box)
    for need in (0, D.THREE_KIND, D.SMALL, D.YAHTZEE):
        for two in (0, 1):
            ws.par = array("h", [need, rng.randrange(3) * 20, rng.randrange(3) * 30,
                                 rng.randrange(600) - 300, rng.randrange(600) - 300,
                                 rng.randrange(900) - 450, rng.randrange(900) - 450, two, rng.randrange(2)])
            same_ws("lower", N.lower, P.lower, ws)
    for n in (1, 2):
        ws.nslots = n
        same_ws("finish", N.finish, P.finish, ws)
    par = array("h", [rng.randrange(8000), 64 + rng.randrange(193), rng.randrange(301), 300, 200, 200, 100, 150, 50])
    for step in (1, 4):
        same("gains", N.gains, T.gains, arr(187), 96 - 16 * step, arr(100, 0, 8000), 91 // step, step, par)
    k = 4
    row = bytearray([rng.randrange(256) for _ in range(2 + k)])
    col = bytearray([rng.randrange(256) for _ in range(91 * (2 + k))])
    steps = array("i", [1 + rng.randrange(40) for _ in range(k)])
    SHARED.append(steps)
    for n, step, span in ((1, 1, 0), (16, 6, 90), (16, 5, 60), (91, 1, 90), (91, 1, 40)):
        same("table_values", N.table_values, T.table_values, row, col, n, step, span, k, steps, arr(100), 3)

# whole games: every move of each level with the native loops, then the bytecode ones
from yahtzee_core import new_game, players  # noqa: E402
from yahtzee_core.players import power as PP  # noqa: E402


def moves(loops):
    PP.L = loops
    out = []
    for level in ("easy", "hard", "expert"):
        g = new_game("power", ["A", "B"], seed=5, first=0)
        seats = [players.for_game(g, s, level) for s in range(2)]
        while not g.over:
            m = seats[g.seat].next_move(g)
            out.append((m.kind, m.keep, m.box, m.detail, m.value))
            m.apply(g)
    return out


if moves(N) != moves(P):
    raise AssertionError("games")
print("native ok")
sys.exit(0)
