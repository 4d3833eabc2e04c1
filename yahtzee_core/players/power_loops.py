"""The Power players' loops over the 252 rolls and the 462 keeps, apart
from the players: the game's own firmware has them as native code
(firmware/native/power_native.py: the same functions, the same integer
results), anywhere else these run. Every array is a player's 16-bit
array (power_work.Work); a keep array holds the rolls from slot 210.

The players call ``L``: the native module where it imports, else this
one (players/power.py). The Expert's loops over its value table are in
players/power_table_loops.py, which fitted players never load."""

from yahtzee_core.players.dice5 import expect, push_up  # noqa: F401 (the keep layers)

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


def copy(w, src):
    """Each roll's value into a keep array's roll slots."""
    for r in range(_NR):
        w[_K + r] = src[r]


def maxin(w, src):
    for r in range(_NR):
        if src[r] > w[_K + r]:
            w[_K + r] = src[r]


def mean6(r2, g1, g2, g3, gd, w):
    """Rerolling the Power die with one roll left: the six faces' worths
    (x1 twice, FREEZE being x1; POWER's in w)."""
    for r in range(_NR):
        r2[_K + r] = (2 * g1[r] + g2[r] + g3[r] + gd[r] + w[_K + r] + 3) // 6


def sixth(r1, g1):
    for r in range(_NR):
        r1[_K + r] = (g1[r] + 3) // 6


def merge(now, w, r2, r1, keep):
    """A face's worth after the first roll: scoring now, a hold with the
    face kept (w), or with the Power die rerolled (r2); a sixth of it
    into r1, and into w if ``keep``."""
    for r in range(_NR):
        v = now[r]
        if w[_K + r] > v:
            v = w[_K + r]
        if r2[_K + r] > v:  # keep all five, reroll the Power die
            v = r2[_K + r]
        r1[_K + r] += (v + 3) // 6
        if keep:
            w[_K + r] = v


def start(g1, g2, g3, t2, gd, xx0):
    for r in range(_NR):
        g1[r] = g2[r] = g3[r] = t2[r] = NEG
        gd[r] = xx0


def upper(g1, g2, g3, t2, up, o, sh, top, bits):
    """An upper box into every roll's best at x1, x2, x3 and the runner-up
    at x2 (t2): its gain by points, up[o + points]; the roll's count of
    the face at bit sh of bits[r], or (sh < 0, Choice) top[r]."""
    for r in range(_NR):
        c = bits[r] >> sh & 7 if sh >= 0 else top[r]
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


def lower(g1, g2, g3, t2, gd, par, bits):
    """A lower box into every roll's best, as ``upper``; DOUBLE in this
    box alone into gd. par: the pattern bit it needs (0: none), its fixed
    points and its second slot's (0: the dice's total, at bit 25 of
    bits), the gains of a score, an X, two scores, a score and an X, in
    1/8 point, whether two slots are open, and whether to go over the
    rolls it does not fit (else their X is below two other boxes')."""
    need, fixed, fixed2, sc, xg, ss, sx, two, every = par
    for r in range(_NR):
        if need and not bits[r] >> need & 1:
            if not every:
                continue
            v1 = v2 = v3 = xg
        else:
            p = (fixed or bits[r] >> _SUM) * _S
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


def finish(gd, g2, t2, one, tempo):
    """DOUBLE's best two slots: two from one box (gd so far), or the best
    and the runner-up from another (with one slot open: the best)."""
    for r in range(_NR):
        if one:
            gd[r] = g2[r]
        else:
            if t2[r] > NEG and g2[r] + t2[r] > gd[r]:
                gd[r] = g2[r] + t2[r]
            gd[r] += tempo


try:  # the game's own firmware: the loops in native code
    import power_native as L
except ImportError:
    L = None
