"""The compact start-of-turn value table for the classic Expert (desktop).

The solver's values V[mask, y, u] (1.6 M numbers) are factorised per set of
filled upper boxes: for every (mask, y) row, a mean plus K coefficients, times
K curves over the upper total shared by every row with the same upper boxes
filled. The curves are the leading singular vectors of that group's centred
rows, fitted on the upper totals that group can actually have.

File layout (little-endian), read by seeking on the board
(`yahtzee_core/players/classic_table.py`):

    header  b"YZV1", K (u8), 3 pad bytes
    keeps   210 keeps of 0-4 dice x 6 faces: u16 index of the keep with one
            more die of that face (keeps numbered by size, then as sorted
            tuples; the 252 five-dice keeps, 210..461, are the rolls)
    rolls   252 rolls x 3 bytes: the six face counts (3 bits each, face 1
            lowest) and 6 pattern bits: 3 of a kind, 4 of a kind, full house,
            small straight, large straight, Yahtzee
    scales  64 upper sets x K float32: coefficient step per curve
    curves  64 upper sets x K x 64 upper totals, int8 (curve value x 127)
    rows    12,288 rows x (u16 mean x 1/128 point, K x int8 coefficient)
            row = upper-bits-free index: Yahtzee open -> m12,
            Yahtzee filled -> 4096 + 2 * m12 + (y - 1), where m12 is the mask
            without the Yahtzee bit (box 11) packed to 12 bits.
"""
import struct

import numpy as np

MAGIC = b"YZV1"
ROWS = 4096 + 8192
U = 64
MEAN_STEP = 1 / 128


def dice_tables():
    """The keep graph and the rolls' patterns, for the board's expectimax."""
    from classic_dice import KEEPS, KEEP_INDEX
    from yahtzee_core.classic import box_points
    out = bytearray()
    for k in KEEPS[:210]:
        for f in range(1, 7):
            out += struct.pack("<H", KEEP_INDEX[tuple(sorted(k + (f,)))])
    for r in KEEPS[210:]:
        bits = 0
        for f in range(6):
            bits |= r.count(f + 1) << (3 * f)
        for i, box in enumerate((6, 7, 8, 9, 10, 11)):
            if box_points(box, r):
                bits |= 1 << (18 + i)
        out += struct.pack("<I", bits)[:3]
    return bytes(out)


def row_of(mask, y):
    m12 = (mask & 0x7FF) | (mask >> 12 & 1) << 11
    return m12 if y == 0 else 4096 + 2 * m12 + (y - 1)


def reachable_upper_totals(upper_set):
    """Upper totals (capped at 63) that filling these upper boxes can give."""
    sums = {0}
    for b in range(6):
        if upper_set >> b & 1:
            sums = {min(63, s + k * (b + 1)) for s in sums for k in range(6)}
    return sorted(sums)


def _states():
    for mask in range(1 << 13):
        for y in ((1, 2) if mask >> 11 & 1 else (0,)):
            yield mask, y


def build(values, k):
    """Bytes of the table with ``k`` curves, and the values the board reads
    back from it: a list, [j] = the V-shaped array using the first j curves."""
    by_set = {}
    for mask, y in _states():
        by_set.setdefault(mask & 63, []).append((mask, y))
    scales = np.zeros((64, k), dtype=np.float32)
    curves = np.zeros((64, k, U), dtype=np.int8)
    means = np.zeros(ROWS, dtype=np.uint16)
    coefs = np.zeros((ROWS, k), dtype=np.int8)
    approx = [np.zeros_like(values) for _ in range(k + 1)]  # by curves used
    for s, states in by_set.items():
        cols = reachable_upper_totals(s)
        a = np.array([values[m, y, cols] for m, y in states])
        mean = np.round(a.mean(axis=1) / MEAN_STEP)
        centred = a - (mean * MEAN_STEP)[:, None]
        _, _, vt = np.linalg.svd(centred, full_matrices=False)
        curve = np.zeros((k, U))
        n = min(k, vt.shape[0])
        curve[:n, cols] = vt[:n]
        qcurve = np.round(curve * 127).astype(np.int8)
        fcurve = qcurve / 127.0
        coef = centred @ fcurve[:, cols].T @ np.linalg.pinv(fcurve[:, cols] @ fcurve[:, cols].T)
        step = np.maximum(np.abs(coef).max(axis=0), 1e-9) / 127
        qcoef = np.round(coef / step).astype(np.int8)
        scales[s] = step.astype(np.float32)
        curves[s] = qcurve
        for (m, y), mu, q in zip(states, mean, qcoef):
            r = row_of(m, y)
            means[r] = int(mu)
            coefs[r] = q
            terms = (q * scales[s].astype(float))[:, None] * fcurve
            for j in range(k + 1):
                approx[j][m, y] = mu * MEAN_STEP + terms[:j].sum(axis=0)
    out = bytearray(MAGIC + struct.pack("<B3x", k))
    out += dice_tables()
    out += scales.astype("<f4").tobytes()
    out += curves.tobytes()
    rows = np.zeros(ROWS, dtype=[("m", "<u2"), ("c", "i1", (k,))])
    rows["m"] = means
    rows["c"] = coefs
    out += rows.tobytes()
    return bytes(out), approx
