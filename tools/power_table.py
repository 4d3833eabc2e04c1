"""The Power Expert's compact value table, fitted to the exact optimum
(desktop: numpy and the solved layers of tools/solve_power.py).

    python tools/power_table.py              # writes assets/power_values.bin
    python tools/power_table.py --ranks 2    # fewer ranks (default 4)

The solved values V[config, u] (115 million) are a matrix with a row per
L (the boxes but the upper ones: 4,536) and a column per (U, u) (the upper
slots filled and the upper total: 25,403). The table keeps the row means
r(L), the column means of what is left c(U, u), and K ranks of the rest
(its leading singular vectors: a_k(L) b_k(U, u)):

    V(L, U, u) ~ r(L) + c(U, u) + sum_k a_k(L) b_k(U, u)

File layout (little-endian), read by seeking on the board
(yahtzee_core/players/power_values.py):

    header  b"YZP1", K (u8), the Yahtzee slots' mask of each of the 7
            Yahtzee states (L's highest digit), 4 pad bytes
    umax    128 x u16: each U's highest upper total (its columns: 0..umax)
    steps   K x float32: points per unit of a_k x b_k
    rows    4,536 x (r: int16 in 1/16 point, a_1..a_K: int8)
    cols    per U, per u: (c: int16 in 1/16 point, b_1..b_K: int8)

L = sum of each lower box's filled slots x its stride (2 Pairs 1, 3 of a
Kind 2, 4 of a Kind 6, Full House 18, Small Straight 36, Large Straight
108, Chance 324) + 648 x the Yahtzee state (tools/power_rules.py).
"""
import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import power_rules as R  # noqa: E402
import solve_power as S  # noqa: E402

OUT = os.path.join(HERE, "..", "assets", "power_values.bin")
NL = R.NCFG // 128
UNIT = 16  # means in 1/16 point


def columns(kernel):
    """Each U's highest upper total, and its first column."""
    umax = np.array([kernel.umax[U] for U in range(128)])
    return umax, np.concatenate([[0], np.cumsum(umax + 1)])


def matrix(kernel):
    """The solved values as the (L, (U, u)) matrix, float64."""
    umax, start = columns(kernel)
    M = np.zeros((NL, start[-1]))
    for c in range(R.NCFG):
        U, L = c & 127, c >> 7
        n, o = kernel.layer_of[c], kernel.offset[c]
        M[L, start[U]:start[U + 1]] = kernel.layers[n][o:o + umax[U] + 1]
    return M


def fit(M, k):
    """(r, c, a, b): means and k ranks, a scaled to at most 1 in size."""
    r = M.mean(axis=1)
    rest = M - r[:, None]
    c = rest.mean(axis=0)
    rest -= c[None, :]
    w, vec = np.linalg.eigh(rest @ rest.T)
    a = vec[:, np.argsort(w)[::-1][:k]]
    a = a * np.sign(a.sum(axis=0) + 1e-300)  # each vector's sign fixed: the same file every run
    b = a.T @ rest
    size = np.abs(a).max(axis=0)
    return r, c, a / size, b * size[:, None]


def build(kernel, k=4):
    """(file bytes, the values it gives as the M-shaped matrix)."""
    M = matrix(kernel)
    r, c, a, b = fit(M, k)
    del M
    qr = np.round(r * UNIT).astype(np.int16)
    qc = np.round(c * UNIT).astype(np.int16)
    qa = np.round(a * 127).astype(np.int8)
    bstep = np.abs(b).max(axis=1) / 127
    qb = np.round(b / bstep[:, None]).astype(np.int8)
    steps = (bstep / 127).astype(np.float32)  # points per (qa x qb)
    umax, start = columns(kernel)
    out = bytearray(b"YZP1" + bytes([k]) + bytes(R.Y_MASKS) + bytes(4))
    out += struct.pack("<128H", *[int(x) for x in umax])
    out += steps.astype("<f4").tobytes()
    rows = np.zeros(NL, dtype=[("r", "<i2"), ("a", "i1", (k,))])
    rows["r"], rows["a"] = qr, qa
    out += rows.tobytes()
    cols = np.zeros(len(qc), dtype=[("c", "<i2"), ("b", "i1", (k,))])
    cols["c"], cols["b"] = qc, qb.T
    out += cols.tobytes()
    approx = (qr[:, None] + qc[None, :]) / UNIT + (qa.astype(float) * steps) @ qb.astype(float)
    return bytes(out), approx


def main(argv):
    import argparse
    import time
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--values", default=S.OUT, help="the solved layers (default %(default)s)")
    ap.add_argument("--ranks", type=int, default=4)
    ap.add_argument("--out", default=OUT)
    a = ap.parse_args(argv)
    t = time.time()
    kernel = S.load_all(a.values)
    data, approx = build(kernel, a.ranks)
    err = np.abs(approx - matrix(kernel))
    with open(a.out, "wb") as f:
        f.write(data)
    print("table: %d bytes (%.1f KB), %d ranks, written to %s; off by %.3f points on average, %.2f at worst (%.0f s)"
          % (len(data), len(data) / 1024, a.ranks, os.path.relpath(a.out), err.mean(), err.max(), time.time() - t))


if __name__ == "__main__":
    main(sys.argv[1:])
