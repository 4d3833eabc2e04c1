"""Compacting the NVM log: rewrite the sector with only the newest record
of each type, in ONE assignment (one erase on an RP2040; docs/SAVE_LAYOUT.md,
"Compaction: the one erase, and the one risk").

Needed at a new game, when the log is full, or after damage: ``Storage``
imports it for that moment and forgets it, so its code is not held while
a game is played."""

from handheld.storage_layout import _CHUNK, _DELTA, _TYPES, HEAD, MAGIC, REC_HEADER, _type_of


def plan(st):
    """Where the compacted image puts each record kept: ([(old, new,
    length)] in address order, end of the image). Records move towards
    the start, but a record is only moved if its new place ends before its
    old place begins; otherwise it stays where it is, byte for byte.
    Written in address order over the old bytes, the image therefore never
    overwrites a kept record before its new copy is complete: a cut
    half-way loses nothing on a memory written byte by byte. (On the
    RP2040 the whole sector is erased first; see docs/SAVE_LAYOUT.md.)"""
    keep = []
    stale = st._delta() is None
    for rec in _TYPES:
        best = st._newest.get(rec[0])
        if best is not None and not (rec is _DELTA and stale):
            keep.append((best[1], REC_HEADER + best[2]))
    keep.sort()
    out = []
    c = HEAD
    for old, n in keep:
        new = c if old >= c + n else old
        out.append((old, new, n))
        c = new + n
    return out, c


def compact(st, image):
    """Rewrite the sector as ``plan`` says, in one assignment of ``image``
    (a bytearray of the sector's size, made by the caller before this code
    was loaded)."""
    moves, end = plan(st)
    size = st.size
    ff = b"\xff" * _CHUNK
    for i in range(0, size, _CHUNK):
        image[i:i + _CHUNK] = ff[0:min(_CHUNK, size - i)]
    mask = 0
    for old, new, n in moves:
        image[new:new + n] = st.nvm[old:old + n]
        mask |= _type_of(image[new + 1])[2]
    image[0:3] = MAGIC
    image[3] = ~mask & 0xFF  # a bit cleared per record copied (0xFF: none)
    st.nvm[0:size] = image
    image = None
    newest = st._newest
    for k in newest:
        seq, old, n = newest[k]
        for o, new, _n in moves:
            if o == old:
                newest[k] = (seq, new, n)
    st._end = end
    st.compactions += 1
