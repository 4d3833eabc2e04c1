"""The Power Expert's loops over its value table (players/power_values.py,
players/power_expert.py), apart from the loops every Power player runs
(players/power_loops.py), so the fitted players load none of them on
stock firmware. The game's own firmware has them as native code too
(firmware/native/power_native.py); ``power_loops.L`` is that module where
it imports, else this one serves."""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_S = const(8)  # value units per point (players/power.py)


def table_values(row, col, n, step, span, k, steps, out, o):
    """The value table's values (players/power_values.py) at n upper totals
    ``step`` apart, the last ``span`` on (the columns read into col, the
    row into row), into out[o:o + n] in 1/8 point."""
    base = _i16(row, 0)
    w = 2 + k
    for j in range(n):
        i = j * step
        if i > span:
            i = span
        i *= w
        v = (base + _i16(col, i)) * 256
        for r in range(k):
            a = row[2 + r]
            b = col[i + 2 + r]
            v += (a - 256 if a > 127 else a) * (b - 256 if b > 127 else b) * steps[r]
        out[o + j] = (v + 256) // 512  # 1/16 point x 256 -> 1/8 point


def _i16(b, i):
    v = b[i] | b[i + 1] << 8
    return v - 65536 if v > 32767 else v


def gains(up, o, w, n, step, par):
    """An upper box's gains by points: up[o + j] for p = j * step points,
    its table value after in w[j]; par: the value before, the race's share
    (1/256), the upper total, the bonus tiers (total, points) highest first."""
    base, f, u = par[0], par[1], par[2]
    for j in range(n):
        p = j * step
        t = u + p
        b = 8 * (par[4] if t >= par[3] else (par[6] if t >= par[5] else (par[8] if t >= par[7] else 0)))
        up[o + j] = p * _S - base + b + (w[j] - b) * f // 256
