"""The Word Expert's table, one a dictionary setting (desktop: numpy, the
outcome table and the finished solve of tools/word_outcomes.py and
tools/solve_word.py).

    python tools/word_table.py family        # writes assets/word_values_family.bin
    python tools/word_table.py full --ranks 8

What the Expert (yahtzee_core/players/word_expert.py) reads from it, by
seeking (yahtzee_core/players/word_values.py):

* **values**: what the rest of a solitaire game is worth from the start
  of a turn, fitted to the exact optimum. The solved values V(mask, y, u)
  (the state of solve_word.py: the eleven boxes other than the Yahtzee
  box filled, the Yahtzee box open / 50 / 0, the upper total capped at
  46) form a matrix with a row per (the lower boxes filled, y): 64 x 3,
  and a column per (the upper boxes filled, u): 32 x 47. States no game
  reaches take the value of the nearest upper total their boxes can make
  (what a fit needs; no game reads them). The table keeps the row means,
  the column means of what is left and K ranks of the rest:
  V ~ r(row) + c(col) + sum_k a_k(row) b_k(col).
* **sevens**: one bit per roll of the seven dice (279,936): it spells a
  seven-letter word (the Yahtzee Word box would take 50).
* **chances**: the chance (in 1/255) of a seven-letter word by the turn's
  end keeping some dice and chasing only that (word_keeps.seven_chances):
  with one roll left (p1) and with two (p2, the best keep between them).
  A keep is the dice kept (a mask) and their faces. Kept 0 to 3 dice:
  every keep (dense). Kept 4 (p1) or 4 and 5 (p2): only a keep whose
  chance is above 0 and at least that of each keep with one of its dice
  rerolled too (sparse: another is never worse, and that one is listed
  or dense). The Expert works out p1 with 5 or 6 dice kept from the
  sevens' bits, and p2 with 6 kept as two tries of p1.

File layout (little-endian):

    header   b"YZW1", version 1, the setting (0 family, 1 full), K, the
             mean letter value of a seven-letter word (1/8 point, u16),
             then the offsets (u32) of: rows, cols, sevens, p1 dense,
             p2 dense, p1 sparse directory, p2 sparse directory, the end
    steps    K x i32: 1/16 point x 2^16 per unit of a_k x b_k (a value in
             1/16 point is r + c + (the sum of a_k b_k step_k + 2^15) >> 16)
    rows     192 x (r: i16 in 1/16 point, a_1..a_K: i8)
    cols     1504 x (c: i16 in 1/16 point, b_1..b_K: i8)
    sevens   34,992 bytes: roll o (sum of die d's face index x 6^d) is
             bit o & 7 of byte o >> 3
    p1, p2   dense: per keep mask of 0 to 3 dice (masks in increasing
             order), 6^n bytes: the kept dice's face indices as a number
             in base 6, the lowest die's the lowest digit
    sparse   a directory of 129 u32 offsets (mask m's keeps from entry m
             to m + 1), then per mask its sorted codes (u16) followed by
             their chances (u8)
"""
import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import solve_word as S  # noqa: E402
import word_keeps as K  # noqa: E402
import word_outcomes as WO  # noqa: E402

ROOT = os.path.dirname(HERE)
UNIT = 16           # the means in 1/16 point
HEAD = 4 + 4 + 2 + 8 * 4
NROW, NCOL = 64 * 3, 32 * 47
SETTINGS = ("family", "full")


def out_path(setting):
    return os.path.join(ROOT, "assets", "word_values_%s.bin" % setting)


# ----- the values -------------------------------------------------------------------
def matrix(V):
    """(M, reached): the values as the (row, col) matrix, the states no
    game reaches filled from the nearest upper total reached."""
    W = np.asarray(V, dtype=np.float64).reshape(S.NMASK, S.NY, S.NU)
    M = np.zeros((NROW, NCOL))
    R = np.zeros((NROW, NCOL), dtype=bool)
    for m in range(S.NMASK):
        lo, up = m >> 5, m & 31
        for y in range(S.NY):
            row = W[m, y]
            ok = np.isfinite(row)
            if ok.any():
                idx = np.flatnonzero(ok)
                near = idx[np.abs(idx[None, :] - np.arange(S.NU)[:, None]).argmin(axis=1)]
                M[lo * 3 + y, up * 47:(up + 1) * 47] = row[near]
                R[lo * 3 + y, up * 47:(up + 1) * 47] = ok
    return M, R


def fit(M, k):
    """(r, c, a, b): means and k ranks, a scaled to at most 1 in size."""
    r = M.mean(axis=1)
    rest = M - r[:, None]
    c = rest.mean(axis=0)
    rest -= c[None, :]
    U, s, Vt = np.linalg.svd(rest, full_matrices=False)
    a, b = U[:, :k], s[:k, None] * Vt[:k]
    sign = np.sign(a.sum(axis=0) + 1e-300)  # each vector's sign fixed: the same file every run
    a, b = a * sign, b * sign[:, None]
    size = np.abs(a).max(axis=0)
    return r, c, a / size, b * size[:, None]


def values_part(V, k):
    """(steps, rows, cols bytes, the values they give as the matrix, reached)."""
    M, R = matrix(V)
    r, c, a, b = fit(M, k)
    qr = np.round(r * UNIT).astype(np.int64)
    qc = np.round(c * UNIT).astype(np.int64)
    qa = np.round(a * 127).astype(np.int64)
    bstep = np.abs(b).max(axis=1) / 127
    qb = np.round(b / bstep[:, None]).astype(np.int64)
    steps = np.round(bstep / 127 * UNIT * 65536).astype(np.int64)  # 1/16 point x 2^16 per qa x qb
    if np.abs(qr).max() > 32767 or np.abs(qc).max() > 32767:
        raise ValueError("a mean does not fit 16 bits")
    rows = np.zeros(NROW, dtype=[("r", "<i2"), ("a", "i1", (k,))])
    rows["r"], rows["a"] = qr, qa
    cols = np.zeros(NCOL, dtype=[("c", "<i2"), ("b", "i1", (k,))])
    cols["c"], cols["b"] = qc, qb.T
    # as the board reads it: small integers all the way (below 2^30)
    approx = (qr[:, None] + qc[None, :] + ((qa @ (qb * steps[:, None]) + 32768) >> 16)) / UNIT
    return steps, rows.tobytes(), cols.tobytes(), approx, M, R


# ----- the chances --------------------------------------------------------------------
def masks(n):
    return [m for m in range(128) if bin(m).count("1") == n]


def pattern_of(mask, code):
    """The lattice pattern of keep ``mask`` with the kept dice's faces ``code``."""
    q = 0
    for d in range(7):
        if mask >> d & 1:
            q += (code % 6) * 7 ** d
            code //= 6
        else:
            q += 6 * 7 ** d
    return q


def codes_of(mask):
    """Every pattern of keep ``mask``, by code (0 .. 6^n - 1)."""
    n = bin(mask).count("1")
    return np.array([pattern_of(mask, c) for c in range(6 ** n)], dtype=np.int64)


def q255(p):
    return np.round(np.asarray(p) * 255).astype(np.int64)


def dense(p):
    """Every keep of 0 to 3 dice, masks in increasing order."""
    out = bytearray()
    for m in range(128):
        if bin(m).count("1") <= 3:
            out += bytes(q255(p[codes_of(m)]).astype(np.uint8))
    return bytes(out)


def rerolled_one_more(mask, pats):
    """For each pattern, those with one kept die rerolled too."""
    out = []
    for d in range(7):
        if mask >> d & 1:
            face = (pats // 7 ** d) % 7
            out.append(pats + (6 - face) * 7 ** d)
    return out


def sparse(p, sizes):
    """Per mask, (codes, chances) of its keeps of ``sizes`` dice that can
    be the best (above 0, at least every keep with one die fewer), else
    None."""
    out = []
    for m in range(128):
        if bin(m).count("1") not in sizes:
            out.append(None)
            continue
        pats = codes_of(m)
        v = p[pats]
        ok = v > 0
        for sub in rerolled_one_more(m, pats):
            ok &= v >= p[sub] - 1e-12
        codes = np.flatnonzero(ok)
        out.append((codes, q255(v[codes])))
    return out


def sparse_bytes(per_mask, at):
    """The directory (file offsets, the part starting at ``at``) and the
    entries, each mask's codes then its chances."""
    body = bytearray()
    where = []
    for e in per_mask:
        where.append(at + 129 * 4 + len(body))
        if e is not None:
            body += e[0].astype("<u2").tobytes() + bytes(e[1].astype(np.uint8))
    where.append(at + 129 * 4 + len(body))
    return struct.pack("<129I", *where) + bytes(body)


def build(setting, values, table, k=8):
    """(file bytes, report dict)."""
    steps, rows, cols, approx, M, R = values_part(values, k)
    p1, p2 = K.seven_chances(table)
    sevens = np.packbits(table[:, WO.YAHTZEE] == 50, bitorder="little").tobytes()
    seven_pts = float(table[table[:, WO.YAHTZEE] == 50, WO.ONE].mean())
    d1, d2 = dense(p1), dense(p2)
    s1 = sparse(p1, (4,))
    s2 = sparse(p2, (4, 5))
    head_len = HEAD + 4 * k
    off = [head_len]
    off.append(off[-1] + len(rows))
    off.append(off[-1] + len(cols))
    off.append(off[-1] + len(sevens))
    off.append(off[-1] + len(d1))
    off.append(off[-1] + len(d2))
    b1 = sparse_bytes(s1, off[-1])
    off.append(off[-1] + len(b1))
    b2 = sparse_bytes(s2, off[-1])
    off.append(off[-1] + len(b2))
    head = (b"YZW1" + bytes((1, SETTINGS.index(setting), k, 0)) + struct.pack("<H", round(seven_pts * 8))
            + struct.pack("<8I", *off))
    data = head + struct.pack("<%di" % k, *[int(s) for s in steps]) + rows + cols + sevens + d1 + d2 + b1 + b2
    assert len(data) == off[-1]
    err = np.abs(approx - M)[R]
    rep = {"bytes": len(data), "ranks": k, "mean_err": float(err.mean()), "max_err": float(err.max()),
           "sparse_p1": sum(len(e[0]) for e in s1 if e), "sparse_p2": sum(len(e[0]) for e in s2 if e),
           "seven_pts": seven_pts,
           "parts": {"values": len(rows) + len(cols) + 4 * k, "sevens": len(sevens), "dense": len(d1) + len(d2),
                     "sparse": len(b1) + len(b2)}}
    return data, rep


def main(argv):
    import argparse
    import time
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("setting", choices=SETTINGS)
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--out", help="the file (default assets/word_values_SETTING.bin)")
    a = ap.parse_args(argv)
    t = time.time()
    values = np.load(os.path.join(WO.OUT, "solve_" + a.setting, "values.npy"))
    data, rep = build(a.setting, values, WO.load(a.setting), a.ranks)
    out = a.out or out_path(a.setting)
    with open(out, "wb") as f:
        f.write(data)
    print("%s: %d bytes (%.1f KB: values %d, sevens %d, dense chances %d, sparse chances %d), %d ranks, "
          "off by %.3f points on average, %.2f at worst over the states a game reaches; "
          "%d and %d sparse keeps; written to %s (%.0f s)"
          % (a.setting, rep["bytes"], rep["bytes"] / 1024, rep["parts"]["values"], rep["parts"]["sevens"],
             rep["parts"]["dense"], rep["parts"]["sparse"], a.ranks, rep["mean_err"], rep["max_err"],
             rep["sparse_p1"], rep["sparse_p2"], os.path.relpath(out), time.time() - t))


if __name__ == "__main__":
    main(sys.argv[1:])
