"""The Power players' loops (yahtzee_core/players/power_loops.py, and the
Expert's over its table, power_table_loops.py) in native code, for the
game's own firmware: frozen in with the board's native code emitter
(firmware/board/mpconfigboard.mk), so a Power turn's solve takes a
fraction of its time as bytecode. The same functions with the same
integer results (tests/test_power_native.py runs both under MicroPython);
stock CircuitPython has no native emitter, and there the players use the
bytecode loops.

Viper reads a 16-bit array unsigned: ``(v ^ 0x8000) - 0x8000`` gives a
value back its sign."""

import micropython
from micropython import const

from yahtzee_core.players.dice5 import TOP as _TOP, bits as _BITS, children as _CH

NEG = const(-30000)


@micropython.viper
def _expect(val: ptr16, ch: ptr8):
    k = 209
    while k >= 0:
        b = 210 if k >= 84 else (84 if k >= 28 else (28 if k >= 7 else (7 if k >= 1 else 1)))  # dice5.FIRST: keeps one die bigger
        o = 6 * k
        s = 0
        j = 0
        while j < 6:
            s += ((int(val[b + ch[o + j]]) ^ 0x8000) - 0x8000)
            j += 1
        val[k] = (s + 3) // 6
        k -= 1


@micropython.viper
def _push(val: ptr16, floor: int, other: ptr16, ch: ptr8):
    r = 210
    while r < 462:
        val[r] = floor
        r += 1
    k = 0
    while k < 210:
        b = 210 if k >= 84 else (84 if k >= 28 else (28 if k >= 7 else (7 if k >= 1 else 1)))  # dice5.FIRST: keeps one die bigger
        m = ((int(val[k]) ^ 0x8000) - 0x8000)
        x = ((int(other[k]) ^ 0x8000) - 0x8000)
        if x > m:
            m = x
            val[k] = m
        o = 6 * k
        j = 0
        while j < 6:
            c = b + ch[o + j]
            if m > ((int(val[c]) ^ 0x8000) - 0x8000):
                val[c] = m
            j += 1
        k += 1


def expect(val):
    _expect(val, _CH)


def push_up(val, floor, other=None):
    _push(val, floor, val if other is None else other, _CH)


@micropython.viper
def copy(w: ptr16, src: ptr16):
    r = 0
    while r < 252:
        w[210 + r] = src[r]
        r += 1


@micropython.viper
def maxin(w: ptr16, src: ptr16):
    r = 0
    while r < 252:
        v = ((int(src[r]) ^ 0x8000) - 0x8000)
        if v > ((int(w[210 + r]) ^ 0x8000) - 0x8000):
            w[210 + r] = v
        r += 1


@micropython.viper
def _mean6(r2: ptr16, g1: ptr16, g2: ptr16, g3: ptr16, gd: ptr16, w: ptr16):
    r = 0
    while r < 252:
        s = 2 * ((int(g1[r]) ^ 0x8000) - 0x8000) + ((int(g2[r]) ^ 0x8000) - 0x8000) + ((int(g3[r]) ^ 0x8000) - 0x8000) + ((int(gd[r]) ^ 0x8000) - 0x8000) + ((int(w[210 + r]) ^ 0x8000) - 0x8000)
        r2[210 + r] = (s + 3) // 6
        r += 1


@micropython.viper
def _sixth(r1: ptr16, g1: ptr16):
    r = 0
    while r < 252:
        r1[210 + r] = (((int(g1[r]) ^ 0x8000) - 0x8000) + 3) // 6
        r += 1


@micropython.viper
def _merge(now: ptr16, w: ptr16, r2: ptr16, r1: ptr16, keep: int):
    r = 0
    while r < 252:
        v = ((int(now[r]) ^ 0x8000) - 0x8000)
        x = ((int(w[210 + r]) ^ 0x8000) - 0x8000)
        if x > v:
            v = x
        x = ((int(r2[210 + r]) ^ 0x8000) - 0x8000)
        if x > v:
            v = x
        r1[210 + r] = ((int(r1[210 + r]) ^ 0x8000) - 0x8000) + (v + 3) // 6
        if keep:
            w[210 + r] = v
        r += 1


@micropython.viper
def _start(g1: ptr16, g2: ptr16, g3: ptr16, t2: ptr16, gd: ptr16, xx0: int):
    r = 0
    while r < 252:
        g1[r] = NEG
        g2[r] = NEG
        g3[r] = NEG
        t2[r] = NEG
        gd[r] = xx0
        r += 1


@micropython.viper
def _upper(g1: ptr16, g2: ptr16, g3: ptr16, t2: ptr16, up: ptr16, o: int, sh: int, cnt: ptr32):
    r = 0
    while r < 252:
        c = (cnt[r] >> sh) & 7
        v1 = ((int(up[o + c]) ^ 0x8000) - 0x8000)
        v2 = ((int(up[o + 2 * c]) ^ 0x8000) - 0x8000)
        v3 = ((int(up[o + 3 * c]) ^ 0x8000) - 0x8000)
        if v1 > ((int(g1[r]) ^ 0x8000) - 0x8000):
            g1[r] = v1
        if v3 > ((int(g3[r]) ^ 0x8000) - 0x8000):
            g3[r] = v3
        a = ((int(g2[r]) ^ 0x8000) - 0x8000)
        if v2 > a:
            t2[r] = a
            g2[r] = v2
        elif v2 > ((int(t2[r]) ^ 0x8000) - 0x8000):
            t2[r] = v2
        r += 1


@micropython.viper
def _top(g1: ptr16, g2: ptr16, g3: ptr16, t2: ptr16, up: ptr16, o: int, top: ptr8):
    r = 0
    while r < 252:
        c = top[r]
        v1 = ((int(up[o + c]) ^ 0x8000) - 0x8000)
        v2 = ((int(up[o + 2 * c]) ^ 0x8000) - 0x8000)
        v3 = ((int(up[o + 3 * c]) ^ 0x8000) - 0x8000)
        if v1 > ((int(g1[r]) ^ 0x8000) - 0x8000):
            g1[r] = v1
        if v3 > ((int(g3[r]) ^ 0x8000) - 0x8000):
            g3[r] = v3
        a = ((int(g2[r]) ^ 0x8000) - 0x8000)
        if v2 > a:
            t2[r] = a
            g2[r] = v2
        elif v2 > ((int(t2[r]) ^ 0x8000) - 0x8000):
            t2[r] = v2
        r += 1


# The players' calls (players/power_loops.py's: the shared arrays, ws)
def mean6(ws):
    a = ws.g
    _mean6(ws.r2, a[0], a[1], a[2], a[3], ws.work)


def sixth(ws):
    _sixth(ws.r1, ws.g[0])


def merge(ws, now, keep):
    _merge(now, ws.work, ws.r2, ws.r1, keep)


def start(ws, floor):
    a = ws.g
    _start(a[0], a[1], a[2], ws.work, a[3], floor)


def finish(ws):
    a = ws.g
    _finish(a[3], a[1], ws.work, ws.nslots == 1, ws.tempo)


def upper(ws, g):
    a = ws.g
    if g < 6:
        _upper(a[0], a[1], a[2], ws.work, ws.up, 16 * g, 3 * g, _BITS)
    else:
        _top(a[0], a[1], a[2], ws.work, ws.up, 96, _TOP)


@micropython.viper
def _lower(g1: ptr16, g2: ptr16, g3: ptr16, t2: ptr16, gd: ptr16, par: ptr16, bits: ptr32):
    need = ((int(par[0]) ^ 0x8000) - 0x8000)
    fixed = ((int(par[1]) ^ 0x8000) - 0x8000)
    fixed2 = ((int(par[2]) ^ 0x8000) - 0x8000)
    sc = ((int(par[3]) ^ 0x8000) - 0x8000)
    xg = ((int(par[4]) ^ 0x8000) - 0x8000)
    ss = ((int(par[5]) ^ 0x8000) - 0x8000)
    sx = ((int(par[6]) ^ 0x8000) - 0x8000)
    two = ((int(par[7]) ^ 0x8000) - 0x8000)
    every = ((int(par[8]) ^ 0x8000) - 0x8000)
    r = 0
    while r < 252:
        b = int(bits[r])
        if need and not ((b >> need) & 1):
            if not every:
                r += 1
                continue
            v1 = xg
            v2 = xg
            v3 = xg
        else:
            p = (fixed if fixed else b >> 25) * 8
            v1 = p + sc
            v2 = v1 + p
            v3 = v2 + p
            if two:
                w = 2 * (p + (fixed2 * 8 if fixed2 else p)) + ss
                if 2 * p + sx > w:
                    w = 2 * p + sx
                if w > ((int(gd[r]) ^ 0x8000) - 0x8000):
                    gd[r] = w
            if xg > v1:
                v1 = xg
                if xg > v2:
                    v2 = xg
                    if xg > v3:
                        v3 = xg
        if v1 > ((int(g1[r]) ^ 0x8000) - 0x8000):
            g1[r] = v1
        if v3 > ((int(g3[r]) ^ 0x8000) - 0x8000):
            g3[r] = v3
        a = ((int(g2[r]) ^ 0x8000) - 0x8000)
        if v2 > a:
            t2[r] = a
            g2[r] = v2
        elif v2 > ((int(t2[r]) ^ 0x8000) - 0x8000):
            t2[r] = v2
        r += 1


def lower(ws):
    a = ws.g
    _lower(a[0], a[1], a[2], ws.work, a[3], ws.par, _BITS)


@micropython.viper
def _finish(gd: ptr16, g2: ptr16, t2: ptr16, one: int, tempo: int):
    r = 0
    while r < 252:
        if one:
            gd[r] = g2[r]
        else:
            a = ((int(g2[r]) ^ 0x8000) - 0x8000)
            t = ((int(t2[r]) ^ 0x8000) - 0x8000)
            d = ((int(gd[r]) ^ 0x8000) - 0x8000)
            if t > NEG and a + t > d:
                d = a + t
            gd[r] = d + tempo
        r += 1


@micropython.viper
def table_values(row: ptr8, col: ptr8, n: int, step: int, span: int, k: int, steps: ptr32, out: ptr16, o: int):
    base = ((int(row[0]) | int(row[1]) << 8) ^ 0x8000) - 0x8000
    w = 2 + k
    j = 0
    while j < n:
        i = j * step
        if i > span:
            i = span
        i *= w
        v = (base + (((int(col[i]) | int(col[i + 1]) << 8) ^ 0x8000) - 0x8000)) * 256
        r = 0
        while r < k:
            v += ((int(row[2 + r]) ^ 0x80) - 0x80) * ((int(col[i + 2 + r]) ^ 0x80) - 0x80) * int(steps[r])
            r += 1
        out[o + j] = (v + 256) // 512
        j += 1


@micropython.viper
def gains(up: ptr16, o: int, w: ptr16, n: int, step: int, par: ptr16):
    base = ((int(par[0]) ^ 0x8000) - 0x8000)
    f = ((int(par[1]) ^ 0x8000) - 0x8000)
    u = ((int(par[2]) ^ 0x8000) - 0x8000)
    j = 0
    while j < n:
        p = j * step
        t = u + p
        b = 0
        if t >= int(par[3]):
            b = int(par[4])
        elif t >= int(par[5]):
            b = int(par[6])
        elif t >= int(par[7]):
            b = int(par[8])
        b *= 8
        up[o + j] = p * 8 - base + b + (((int(w[j]) ^ 0x8000) - 0x8000) - b) * f // 256
        j += 1
