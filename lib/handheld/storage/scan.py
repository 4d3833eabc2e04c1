"""Opening the NVM log at boot: find the newest intact record of each
type and the end of the log, and report damage (docs/SAVE_LAYOUT.md,
"Loading: the scan" and "Damage").

Needed once per power-up, so ``Storage`` imports it, opens the store and
forgets it: its code does not sit in the heap while a game is played."""

from handheld.storage.layout import (COMMITTED, EMPTY, HEAD, MAGIC, NEEDED, REC_HEADER, _CHUNK, _JOURNAL,
                                     _TYPES, _newer, _type_of)
from yahtzee_core.savefmt import crc16


def open_store(st, nvm):
    """Set a new Storage's fields, then claim a new device, or scan the
    log. True when the sector must be compacted now: it held something
    else, or damage was reported (tidied so it is not reported again).
    The caller compacts once this module is let go, so the 4 KB image
    does not share the heap with its code."""
    st.nvm = nvm
    st.problems = []
    st.enabled = True
    st.size = len(nvm)
    st.compactions = 0  # since power-up (each one a sector erase on an RP2040)
    # type byte -> (seq, position, payload length) of the newest intact record
    st._newest = {}
    st._end = HEAD  # first byte of the erased space at the end of the log
    # The journal being appended to: where its next entry goes (None:
    # none is open; a boot opens none until a resume has read it
    # whole), where its room ends, the crc16 of the game it makes.
    st._jat = None
    st._jstop = 0
    st._jcrc = 0
    st._loaded = None  # the game a journal made, read once
    st.unread = False  # its last moves could not be read back
    if st.size < NEEDED:
        st.enabled = False
        st.problems.append("Save memory is %d bytes, %d needed: nothing will be saved." % (st.size, NEEDED))
        return False
    head = bytes(nvm[0:HEAD])
    if head[0:3] != MAGIC:
        if head == b"\xff\xff\xff\xff" and st._erased(HEAD, st.size):
            nvm[0:3] = MAGIC  # a new device: claim it (programs erased bytes)
            return False
        st.problems.append("Save memory held something else: it was cleared.")
        return True
    return scan(st, ~head[3] & 0xFF)


def header(st, at):
    """(type record, seq, length, committed) of a record header whose
    check byte matches, else None."""
    if at + REC_HEADER > st.size:
        return None
    h = bytes(st.nvm[at:at + REC_HEADER])
    rec = _type_of(h[1])
    if rec is None or h[0] not in (COMMITTED, EMPTY):
        return None
    n = h[4] | (h[5] << 8)
    if n > rec[1] or at + REC_HEADER + n > st.size or crc16(h[1:6]) & 0xFF != h[6]:
        return None
    return rec, h[2] | (h[3] << 8), n, h[0] == COMMITTED


def intact(st, at, n):
    """The record at ``at`` with payload length n matches its crc16."""
    nvm = st.nvm
    h = bytes(nvm[at + 1:at + REC_HEADER])
    c = crc16(h[0:6])
    p = at + REC_HEADER
    stop = p + (2 if h[0] == _JOURNAL[0] else n)  # a journal's crc: its base (entries check themselves)
    while p < stop:
        k = min(_CHUNK, stop - p)
        c = crc16(nvm[p:p + k], c)
        p += k
    return c == h[6] | (h[7] << 8)


def scan(st, mask):
    """Find the newest intact record of each type and the end of the log,
    and report damage. Returns True when damage was reported."""
    damaged = walk(st, False)
    if damaged is None:  # something unusual: look at every record's crc
        damaged = walk(st, True)
    reported = False
    for rec in _TYPES:
        best = st._newest.get(rec[0])
        bad = damaged.get(rec[0])
        if best is None and (bad is not None or mask & rec[2]):
            # damaged, or the last compaction was cut before it was rewritten
            st.problems.append("%s lost: the save memory was damaged or the power went off while saving." % rec[3])
            reported = True
        elif bad is not None and _newer(bad, best[0]):
            st.problems.append("%s: the newest copy was damaged, an older one is used." % rec[3])
            reported = True
    return reported


def walk(st, careful):
    """One pass over the log. Quick (careful=False): trusts committed
    records with a good header check, then checks only the newest of
    each type; returns None if anything else turns up (a torn append,
    damage, the rest of a torn compaction). Careful: checks every crc
    and steps over bytes that are no record one at a time; returns
    {type: newest seq of a committed record that failed its crc}."""
    nvm, size = st.nvm, st.size
    newest = st._newest = {}
    damaged = {}
    at = end = HEAD
    while at < size:
        if nvm[at] == EMPTY and (at + 1 >= size or nvm[at + 1] == EMPTY):
            at = skip_erased(st, at + 1)  # free space (or a gap left by compaction)
            continue
        got = header(st, at)
        if got is None and nvm[at] == EMPTY:
            at += 1  # the last erased byte before a record
            continue
        if got is None or not got[3]:
            if not careful:
                return None
            if got is not None:  # a torn append still owns the bytes it was filling
                end = max(end, at + REC_HEADER + got[2])
            elif nvm[at] != EMPTY:
                end = max(end, at + 1)
            at += 1
            continue
        rec, seq, n, _c = got
        stop = at + REC_HEADER + n
        end = max(end, stop)
        if careful and not intact(st, at, n):
            old = damaged.get(rec[0])
            if old is None or _newer(seq, old):
                damaged[rec[0]] = seq
            at += 1
            continue
        old = newest.get(rec[0])
        if old is None or _newer(seq, old[0]):
            newest[rec[0]] = (seq, at, n)
        at = stop
    st._end = end
    if not careful:
        for k in newest:
            best = newest[k]
            if not intact(st, best[1], best[2]):
                return None
    return damaged


def skip_erased(st, at):
    """First position from ``at`` whose byte is not 0xFF (or the end),
    minus one: a record whose commit byte is still 0xFF starts there."""
    size = st.size
    while at < size:
        k = min(_CHUNK, size - at)
        chunk = st.nvm[at:at + k]
        if min(chunk) != EMPTY:
            for i in range(k):
                if chunk[i] != EMPTY:
                    return at + i - 1
        at += k
    return size
