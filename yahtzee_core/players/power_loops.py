"""The Power players' loops over the 252 rolls and the 462 keeps, apart
from the players: the game's own firmware has them as native code
(firmware/native/power_native.py: the same functions, the same integer
results), anywhere else these run. The loops take the players' shared
arrays (``ws``, a power_work.Work); a keep array holds the rolls from
slot 210. (Few argument names: on stock firmware each new one takes a
place in the pool of names, whose next step takes 7.7 KB at once.)

The players call ``L``: the native module where it imports, else this
one (players/power.py). The Expert's loops over its value table are in
players/power_table_loops.py, which fitted players never load."""

from yahtzee_core.players.dice5 import TOP, bits, expect, push_up  # noqa: F401 (the keep layers)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_K = const(210)
_NR = const(252)
_S = const(8)     # value units per point (players/power.py)
_SUM = const(25)  # dice5.SUM: bits[r] >> _SUM is the dice's total
NEG = const(-30000)


def copy(w, a):
    """Each roll's value in ``a`` into a keep array's roll slots."""
    for r in range(_NR):
        w[_K + r] = a[r]


def maxin(w, a):
    for r in range(_NR):
        if a[r] > w[_K + r]:
            w[_K + r] = a[r]


def mean6(ws):
    """Rerolling the Power die with one roll left (into ws.r2): the six
    faces' worths (x1 twice, FREEZE being x1; POWER's in ws.work)."""
    g1, g2, g3, gd = ws.g
    r2, w = ws.r2, ws.work
    for r in range(_NR):
        r2[_K + r] = (2 * g1[r] + g2[r] + g3[r] + gd[r] + w[_K + r] + 3) // 6


def sixth(ws):
    """FREEZE's sixth of the worth after the first roll (into ws.r1)."""
    g1, r1 = ws.g[0], ws.r1
    for r in range(_NR):
        r1[_K + r] = (g1[r] + 3) // 6


def merge(ws, now, keep):
    """A face's worth after the first roll: scoring now, a hold with the
    face kept (ws.work), or with the Power die rerolled (ws.r2); a sixth
    of it into ws.r1, and into ws.work if ``keep``."""
    w, r2, r1 = ws.work, ws.r2, ws.r1
    for r in range(_NR):
        v = now[r]
        if w[_K + r] > v:
            v = w[_K + r]
        if r2[_K + r] > v:  # keep all five, reroll the Power die
            v = r2[_K + r]
        r1[_K + r] += (v + 3) // 6
        if keep:
            w[_K + r] = v


def start(ws, floor):
    """Every roll's best (ws.g; the runner-up at x2 in ws.work) before
    any box; DOUBLE's starts at ``floor``."""
    g1, g2, g3, gd = ws.g
    t2 = ws.work
    for r in range(_NR):
        g1[r] = g2[r] = g3[r] = t2[r] = NEG
        gd[r] = floor


def upper(ws, g):
    """Upper box ``g`` into every roll's best at x1, x2, x3 (ws.g) and the
    runner-up at x2 (ws.work): its gain by points is ws.up[o + points];
    the roll's count of the face is at bit sh of bits[r], or Choice's
    best number's in TOP[r]."""
    g1, g2, g3, _ = ws.g
    t2, up = ws.work, ws.up
    o, sh = (16 * g, 3 * g) if g < 6 else (96, -1)
    b, top = bits, TOP  # locals: quicker than globals in the loop
    for r in range(_NR):
        c = b[r] >> sh & 7 if sh >= 0 else top[r]
        v1, v2, v3 = up[o + c], up[o + 2 * c], up[o + 3 * c]
        if v1 > g1[r]:
            g1[r] = v1
        if v3 > g3[r]:
            g3[r] = v3
        a = g2[r]
        if v2 > a:
            t2[r] = a
            g2[r] = v2
        elif v2 > t2[r]:
            t2[r] = v2


def lower(ws):
    """A lower box into every roll's best, as ``upper``; DOUBLE in this
    box alone into ws.g[3]. ws.par: the pattern bit it needs (0: none),
    its fixed points and its second slot's (0: the dice's total, at bit
    25 of bits), the gains of a score, an X, two scores, a score and an
    X, in 1/8 point, whether two slots are open, and whether to go over
    the rolls it does not fit (else their X is below two other boxes')."""
    g1, g2, g3, gd = ws.g
    t2 = ws.work
    need, fixed, fixed2, sc, xg, ss, sx, two, every = ws.par
    b = bits
    for r in range(_NR):
        if need and not b[r] >> need & 1:
            if not every:
                continue
            v1 = v2 = v3 = xg
        else:
            p = (fixed or b[r] >> _SUM) * _S
            v1 = p + sc
            v2 = v1 + p
            v3 = v2 + p
            if two:
                w = 2 * (p + (fixed2 * _S or p)) + ss
                if 2 * p + sx > w:
                    w = 2 * p + sx
                if w > gd[r]:
                    gd[r] = w
            if xg > v1:
                v1 = xg
                if xg > v2:
                    v2 = xg
                    if xg > v3:
                        v3 = xg
        if v1 > g1[r]:
            g1[r] = v1
        if v3 > g3[r]:
            g3[r] = v3
        a = g2[r]
        if v2 > a:
            t2[r] = a
            g2[r] = v2
        elif v2 > t2[r]:
            t2[r] = v2


def finish(ws):
    """DOUBLE's best two slots (ws.g[3]): two from one box (so far), or
    the best and the runner-up from another (with one slot open: the
    best), and DOUBLE's tempo (ws.tempo)."""
    _, g2, _, gd = ws.g
    t2 = ws.work
    if ws.nslots == 1:
        for r in range(_NR):
            gd[r] = g2[r]
        return
    tempo = ws.tempo
    for r in range(_NR):
        if t2[r] > NEG and g2[r] + t2[r] > gd[r]:
            gd[r] = g2[r] + t2[r]
        gd[r] += tempo


try:  # the game's own firmware: the loops in native code
    import power_native as L
except ImportError:
    L = None
