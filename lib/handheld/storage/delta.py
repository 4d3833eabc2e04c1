"""The game's last moves as a D record (docs/SAVE_LAYOUT.md, "Payloads"):
the bytes a save changed against the newest whole game (G record), and
the game they make again. Used by every save, so it stays loaded.

When the base and the new game are both ``yahtzee_core.savefmt`` envelopes
of one variant, the runs describe the payload inside (the envelope's
length and CRC change with every save and are recomputed on load), which
takes about 18 bytes less per save; bit 15 of the length field says so."""

from yahtzee_core.savefmt import pack, unpack


def _diff(base, blob, limit):
    """Runs (offset u16, count u8, bytes) turning ``base`` into ``blob``,
    or None when they would take more than ``limit`` bytes."""
    out = bytearray()
    n, nb = len(blob), len(base)
    i = 0
    while i < n:
        if i < nb and base[i] == blob[i]:
            i += 1
            continue
        j = i + 1  # the run goes on over gaps of up to 3 equal bytes (a run head is 3)
        while j < n and j - i < 255:
            if j >= nb or base[j] != blob[j]:
                j += 1
                continue
            k = j
            while k < n and k < nb and base[k] == blob[k] and k - j < 4:
                k += 1
            if k - j >= 4 or k >= n or k - i >= 255:
                break
            j = k
        if len(out) + 3 + j - i > limit:
            return None
        out += bytes((i & 0xFF, i >> 8, j - i))
        out += blob[i:j]
        i = j
    return bytes(out)


def _aligned(base, n, split):
    """``base`` laid over n bytes: its start before ``split``, its end
    after it (the bytes in between, if any, left zero)."""
    out = bytearray(n)
    m = min(split, len(base), n)
    out[0:m] = base[0:m]
    tail = min(n - split, len(base) - m)
    if tail > 0:
        out[n - tail:n] = base[len(base) - tail:]
    return out


def delta_of(base, blob, seq, limit):
    """A D payload turning ``base`` (G record ``seq``) into ``blob``, or
    None when it would take more than ``limit`` bytes. Tries the split at
    the end (plain overlay), after the common start and before the common
    end, and keeps the shortest."""
    n, nb = len(blob), len(base)
    p = 0
    while p < n and p < nb and base[p] == blob[p]:
        p += 1
    q = 0
    while q < n - p and q < nb - p and base[nb - 1 - q] == blob[n - 1 - q]:
        q += 1
    best = None
    for split in (n, p, n - q):
        runs = _diff(_aligned(base, n, split), blob, limit - 6)
        if runs is not None and (best is None or len(runs) < len(best[1])):
            best = (split, runs)
        if best is not None:
            limit = len(best[1]) + 6
    if best is None:
        return None
    split = best[0]
    return bytes((seq & 0xFF, seq >> 8, n & 0xFF, n >> 8, split & 0xFF, split >> 8)) + best[1]


def patch(base, d):
    """The game a D record's payload ``d`` makes of ``base``."""
    n = d[2] | (d[3] << 8)
    out = _aligned(base, n, d[4] | (d[5] << 8))
    p = 6
    while p + 3 <= len(d):
        at, k = d[p] | (d[p + 1] << 8), d[p + 2]
        out[at:at + k] = d[p + 3:p + 3 + k]
        p += 3 + k
    return bytes(out)



_PAYLOAD = 0x80  # in the high byte of a D record's length field


def _inner(blob):
    """(variant code, payload) of a savefmt envelope that packs back to
    exactly these bytes, else None."""
    try:
        code, payload = unpack(blob)
    except ValueError:  # CorruptSave: not (only) an envelope
        return None
    return (code, payload) if pack(code, payload) == bytes(blob) else None


def game_delta(base, blob, seq, limit):
    """A D payload turning the game ``base`` into ``blob`` (over their
    payloads when both are envelopes of one variant), or None."""
    a, b = _inner(base), _inner(blob)
    if a is None or b is None or a[0] != b[0]:
        return delta_of(base, blob, seq, limit)
    d = delta_of(a[1], b[1], seq, limit)
    if d is None:
        return None
    d = bytearray(d)
    d[3] |= _PAYLOAD
    return bytes(d)


def game_patch(base, d):
    """The game a D record's payload ``d`` makes of ``base``."""
    if not d[3] & _PAYLOAD:
        return patch(base, d)
    a = _inner(base)
    if a is None:
        return None
    d = bytearray(d)
    d[3] &= ~_PAYLOAD & 0xFF
    return pack(a[0], patch(a[1], d))
