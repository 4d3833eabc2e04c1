"""Compacting the NVM log: rewrite the sector with only the newest record
of each type, in ONE assignment (one erase on an RP2040; docs/SAVE_LAYOUT.md,
"Compaction: the one erase, and the one risk").

Needed at a new game, when the log is full, or after damage: ``Storage``
imports it for that moment and forgets it, so its code is not held while
a game is played."""

from handheld.storage.layout import (_CHUNK, _DELTA, _GAME, _JOURNAL, _TYPES, COMMITTED, HEAD, JOURNAL_MIN,
                                     MAGIC, REC_HEADER, _type_of, journal_room, record)


def plan(st, fresh=False):
    """Where the compacted image puts each record kept: ([(old, new,
    length)] in address order, end of the image). Records move towards
    the start, but a record is only moved if its new place ends before its
    old place begins; otherwise it stays where it is, byte for byte.
    Written in address order over the old bytes, the image therefore never
    overwrites a kept record before its new copy is complete: a cut
    half-way loses nothing on a memory written byte by byte. (On the
    RP2040 the whole sector is erased first; see docs/SAVE_LAYOUT.md.)"""
    keep = []
    stale = fresh or st._delta() is None
    for rec in _TYPES:
        best = st._newest.get(rec[0])
        if best is None or rec is _JOURNAL or rec is _DELTA and stale or rec is _GAME and fresh:
            continue  # (``fresh``: the game is written anew after them)
        keep.append((best[1], REC_HEADER + best[2]))
    keep.sort()
    out = []
    c = HEAD
    for old, n in keep:
        new = c if old >= c + n else old
        out.append((old, new, n))
        c = new + n
    return out, c


def compact(st, image, blob=None):
    """Rewrite the sector as ``plan`` says, in one assignment of ``image``
    (a bytearray of the sector's size, made by the caller before this code
    was loaded). With ``blob``, the running game is written after the
    records kept, as a new G record, with an empty journal after it."""
    moves, end = plan(st, blob is not None)
    size = st.size
    ff = b"\xff" * _CHUNK
    for i in range(0, size, _CHUNK):
        image[i:i + _CHUNK] = ff[0:min(_CHUNK, size - i)]
    mask = 0
    for old, new, n in moves:
        image[new:new + n] = st.nvm[old:old + n]
        mask |= _type_of(image[new + 1])[2]
    gseq, jseq = st._next_seq(_GAME), st._next_seq(_JOURNAL)  # (before ``newest`` is rebuilt)
    newest = st._newest
    old_newest = dict(newest)
    newest.clear()
    for k in old_newest:
        seq, old, n = old_newest[k]
        for o, new, _n in moves:
            if o == old:
                newest[k] = (seq, new, n)
    journal = None
    if blob is not None:
        end = _place(image, end, _GAME, gseq, blob, None, newest)
        mask |= _GAME[2]
        g = newest[_GAME[0]][0]
        room = journal_room(size - end, len(blob))
        if room >= JOURNAL_MIN:
            journal = end + REC_HEADER + 2
            end = _place(image, end, _JOURNAL, jseq, bytes((g & 0xFF, g >> 8)),
                         2 + room, newest)
            mask |= _JOURNAL[2]
    image[0:3] = MAGIC
    image[3] = ~mask & 0xFF  # a bit cleared per record copied (0xFF: none)
    st.nvm[0:size] = image
    image = None
    st._end = end
    st._jat = journal
    st._jstop = end
    if blob is not None:
        from yahtzee_core.savefmt import crc16
        st._jcrc = crc16(blob)
    st.compactions += 1


def _place(image, at, rec, seq, payload, length, newest):
    """Put a new, committed record in the image; returns its end."""
    r = record(rec, seq, payload, length)
    r[0] = COMMITTED
    image[at:at + len(r)] = r
    n = len(payload) if length is None else length
    newest[rec[0]] = (seq, at, n)
    return at + REC_HEADER + n
