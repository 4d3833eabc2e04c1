"""Saving to non-volatile memory: the running game, high scores, settings.

``Storage(nvm)`` works on anything indexable like ``microcontroller.nvm``
(a bytearray in tests, a file-backed fake in the simulator). The byte
layout is in docs/SAVE_LAYOUT.md; in short it is a log:

    0   4   header: b"YZ", layout version 2, then a byte with one bit
            cleared per record the last compaction copied
    4   ... records appended one after another into erased (0xFF) bytes

Record: commit(1) type(1) seq(2) length(2) hcheck(1) crc16(2) payload.
A save appends a record in two assignments, both into 0xFF bytes (which
the RP2040 programs without erasing the sector): the whole record with
the commit byte left at 0xFF, then the commit byte 0xA5. A record whose
commit byte is still 0xFF is ignored, so a power cut during an append
keeps the last good save. On load the newest intact record of each type
(highest sequence number) wins; a game or score record of length 0 means
"none".

Only when the log is full is the sector compacted: ONE assignment of a
whole new image holding just the newest record of each type, copied
byte for byte and placed so that, on a memory written byte by byte, a
cut half-way always leaves either the new copy or the old one intact
(see ``_plan``). On the RP2040 that assignment is the one sector erase,
and a cut inside it can lose what was not yet programmed: the one
remaining risk, taken once per many saves.

Damage never stops the boot: it is described in ``problems`` (messages
for the player), the store is tidied so it is reported once, and the
record falls back to an older copy or to empty/defaults.
"""

import gc

from yahtzee_core.savefmt import crc16

LAYOUT_VERSION = 2
MAGIC = b"YZ" + bytes((LAYOUT_VERSION,))
HEAD = 4  # sector header: MAGIC + mask
COMMITTED = 0xA5
EMPTY = 0xFF
REC_HEADER = 9  # commit, type, seq(2), length(2), hcheck, crc16(2)

VARIANTS = ("classic", "power", "word", "jackpot")
TOP = 5  # high scores kept per variant
_ENTRY = 6  # initials(3) + score(u24)
MAX_SCORE = 0xFFFFFF

# Record types: (type byte, payload capacity, mask bit, name for messages)
_SETTINGS = (ord("P"), 32, 1, "Settings")
_SCORES = (ord("S"), 4 + len(VARIANTS) * TOP * _ENTRY, 2, "High scores")
_GAME = (ord("G"), 1024, 4, "Saved game")
# The running game as changes to the newest G record: base seq(2), length
# of the game(2), split(2), then runs of offset(2) count(1) bytes over the
# base aligned at its start before ``split`` and at its end after it (a
# save that grew or shrank in the middle). A roll changes a few bytes of
# a save, so the log fills (and compacts: the RP2040's one risky moment)
# several times less often than with a whole game per save.
_DELTA = (ord("D"), 134, 8, "Saved game (its last moves)")
_TYPES = (_SETTINGS, _SCORES, _GAME, _DELTA)
GAME_CAPACITY = _GAME[1]
_LIVE_MAX = 4 * REC_HEADER + _SETTINGS[1] + _SCORES[1] + _GAME[1] + _DELTA[1]
# Smallest NVM that always has room: a compacted image can leave a gap
# before each record it keeps in place (< one record), then the new record.
NEEDED = HEAD + 2 * _LIVE_MAX + REC_HEADER + _GAME[1]

_CHUNK = 64  # bytes read at a time while scanning (no 4 KB copies)

# Player settings kept in NVM: (key, default, lowest, highest), in byte order.
SETTINGS = (
    ("sound", 1, 0, 1),
    ("shake_sensitivity", 3, 1, 5),
    ("contrast", 207, 0, 255),
    ("flip", 0, 0, 1),
    ("debug_mem", 0, 0, 1),
    ("word_timer", 0, 0, 1),
    ("last_game", 0, 0, 3),   # the new-game screen's last choices (handheld/remember.py)
    ("last_seats", 1, 1, 8),
)
# After them, up to the record's end: "names", bytes kept as given (the
# initials of 8 seats, handheld/remember.py); trailing zeros dropped.


def default_settings():
    """The settings a new device starts with."""
    d = {"names": b""}
    for key, default, _lo, _hi in SETTINGS:
        d[key] = default
    return d


def _type_of(code):
    for rec in _TYPES:
        if rec[0] == code:
            return rec
    return None


class Storage:
    """The NVM store. Scans the log once at start (reporting damage), then
    appends one record per change; compacts the sector when it is full."""

    def __init__(self, nvm):
        self.nvm = nvm
        self.problems = []
        self.enabled = True
        self.size = len(nvm)
        self.compactions = 0  # since power-up (each one a sector erase on an RP2040)
        # type byte -> (seq, position, payload length) of the newest intact record
        self._newest = {}
        self._end = HEAD  # first byte of the erased space at the end of the log
        if self.size < NEEDED:
            self.enabled = False
            self.problems.append("Save memory is %d bytes, %d needed: nothing will be saved" % (self.size, NEEDED))
            return
        head = bytes(nvm[0:HEAD])
        if head[0:3] != MAGIC:
            if head == b"\xff\xff\xff\xff" and self._erased(HEAD, self.size):
                nvm[0:3] = MAGIC  # a new device: claim it (programs erased bytes)
            else:
                self.problems.append("Save memory held something else: it was cleared")
                self._compact()
            return
        if self._scan(~head[3] & 0xFF):
            self._compact()  # drop the damaged records: reported once, not every boot

    # --- reading -------------------------------------------------------------
    def _erased(self, start, stop):
        """All bytes in [start, stop) are 0xFF (read in small slices)."""
        while start < stop:
            n = min(_CHUNK, stop - start)
            if min(self.nvm[start:start + n]) != EMPTY:
                return False
            start += n
        return True

    def _header(self, at):
        """(type record, seq, length, committed) of a record header whose
        check byte matches, else None."""
        if at + REC_HEADER > self.size:
            return None
        h = bytes(self.nvm[at:at + REC_HEADER])
        rec = _type_of(h[1])
        if rec is None or h[0] not in (COMMITTED, EMPTY):
            return None
        n = h[4] | (h[5] << 8)
        if n > rec[1] or at + REC_HEADER + n > self.size or crc16(h[1:6]) & 0xFF != h[6]:
            return None
        return rec, h[2] | (h[3] << 8), n, h[0] == COMMITTED

    def _intact(self, at, n):
        """The record at ``at`` with payload length n matches its crc16."""
        h = bytes(self.nvm[at + 1:at + REC_HEADER])
        c = crc16(h[0:6])
        p = at + REC_HEADER
        stop = p + n
        while p < stop:
            k = min(_CHUNK, stop - p)
            c = crc16(self.nvm[p:p + k], c)
            p += k
        return c == h[6] | (h[7] << 8)

    def _scan(self, mask):
        """Find the newest intact record of each type and the end of the
        log, and report damage. Returns True when damage was reported."""
        damaged = self._walk(False)
        if damaged is None:  # something unusual: look at every record's crc
            damaged = self._walk(True)
        reported = False
        for rec in _TYPES:
            best = self._newest.get(rec[0])
            bad = damaged.get(rec[0])
            if best is None and (bad is not None or mask & rec[2]):
                # damaged, or the last compaction was cut before it was rewritten
                self.problems.append("%s lost: the save memory was damaged or the power went off while saving" % rec[3])
                reported = True
            elif bad is not None and _newer(bad, best[0]):
                self.problems.append("%s: the newest copy was damaged, an older one is used" % rec[3])
                reported = True
        return reported

    def _walk(self, careful):
        """One pass over the log. Quick (careful=False): trusts committed
        records with a good header check, then checks only the newest of
        each type; returns None if anything else turns up (a torn append,
        damage, the rest of a torn compaction). Careful: checks every crc
        and steps over bytes that are no record one at a time; returns
        {type: newest seq of a committed record that failed its crc}."""
        nvm, size = self.nvm, self.size
        self._newest = {}
        damaged = {}
        at = end = HEAD
        while at < size:
            if nvm[at] == EMPTY and (at + 1 >= size or nvm[at + 1] == EMPTY):
                at = self._skip_erased(at + 1)  # free space (or a gap left by compaction)
                continue
            got = self._header(at)
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
            if careful and not self._intact(at, n):
                old = damaged.get(rec[0])
                if old is None or _newer(seq, old):
                    damaged[rec[0]] = seq
                at += 1
                continue
            old = self._newest.get(rec[0])
            if old is None or _newer(seq, old[0]):
                self._newest[rec[0]] = (seq, at, n)
            at = stop
        self._end = end
        if not careful:
            for k in self._newest:
                best = self._newest[k]
                if not self._intact(best[1], best[2]):
                    return None
        return damaged

    def _skip_erased(self, at):
        """First position from ``at`` whose byte is not 0xFF (or the end),
        minus one: a record whose commit byte is still 0xFF starts there."""
        size = self.size
        while at < size:
            k = min(_CHUNK, size - at)
            chunk = self.nvm[at:at + k]
            if min(chunk) != EMPTY:
                for i in range(k):
                    if chunk[i] != EMPTY:
                        return at + i - 1
            at += k
        return size

    def _delta(self):
        """The newest D record's payload if it applies to the newest game
        record (a D of an older base is stale), else None."""
        g = self._newest.get(_GAME[0])
        d = self._payload(_DELTA)
        if g is None or g[2] == 0 or d is None or len(d) < 6 or (d[0] | (d[1] << 8)) != g[0]:
            return None
        return d

    def _payload(self, rec):
        best = self._newest.get(rec[0])
        if best is None or best[2] == 0:
            return None
        at = best[1] + REC_HEADER
        return bytes(self.nvm[at:at + best[2]])

    def _same(self, rec, payload):
        """The newest record of this type already holds exactly these bytes
        (an empty payload matches 'none')."""
        best = self._newest.get(rec[0])
        if best is None:
            return len(payload) == 0
        if best[2] != len(payload):
            return False
        at = best[1] + REC_HEADER
        return len(payload) == 0 or bytes(self.nvm[at:at + best[2]]) == bytes(payload)

    # --- writing -------------------------------------------------------------
    def _save(self, rec, payload, seq=None):
        """Append a record (seq: the next of its type unless given)."""
        if not self.enabled:
            return
        n = len(payload)
        if n > rec[1]:
            raise ValueError("%s is %d bytes, room for %d" % (rec[3], n, rec[1]))
        size = REC_HEADER + n
        at = self._end
        if at + size > self.size or not self._erased(at, at + size):
            self._compact()
            at = self._end
        if seq is None:
            # one counter per type: a type's records in the log are never
            # 32768 apart, so the wrap-around comparison always holds
            best = self._newest.get(rec[0])
            seq = 1 if best is None else (best[0] + 1) & 0xFFFF
        r = bytearray(size)
        r[0] = EMPTY
        r[1] = rec[0]
        r[2] = seq & 0xFF
        r[3] = seq >> 8
        r[4] = n & 0xFF
        r[5] = n >> 8
        c = crc16(memoryview(r)[1:6])
        r[6] = c & 0xFF
        c = crc16(payload, crc16(memoryview(r)[1:7]))
        r[7] = c & 0xFF
        r[8] = c >> 8
        r[REC_HEADER:] = payload
        self.nvm[at:at + size] = r  # step 1: the record, commit byte left erased
        self.nvm[at] = COMMITTED  # step 2: commit with one byte
        self._newest[rec[0]] = (seq, at, n)
        self._end = at + size

    def _plan(self):
        """Where the compacted image puts each record kept: [(old, new,
        length)] in address order. Records move towards the start, but a
        record is only moved if its new place ends before its old place
        begins; otherwise it stays where it is, byte for byte. Written in
        address order over the old bytes, the image therefore never
        overwrites a kept record before its new copy is complete: a cut
        half-way loses nothing on a memory written byte by byte. (On the
        RP2040 the whole sector is erased first; see docs/SAVE_LAYOUT.md.)"""
        keep = []
        stale = self._delta() is None
        for rec in _TYPES:
            best = self._newest.get(rec[0])
            if best is not None and not (rec is _DELTA and stale):
                keep.append((best[1], REC_HEADER + best[2]))
        keep.sort()
        plan = []
        c = HEAD
        for old, n in keep:
            new = c if old >= c + n else old
            plan.append((old, new, n))
            c = new + n
        return plan, c

    def _compact(self):
        """Rewrite the sector with only the newest record of each type, in
        one assignment (one erase on an RP2040)."""
        plan, end = self._plan()
        if hasattr(gc, "mem_free"):  # CircuitPython/MicroPython: the one 4 KB
            gc.collect()  # block, so give a fragmented heap its best chance
        image = bytearray(self.size)
        ff = b"\xff" * _CHUNK
        for i in range(0, self.size, _CHUNK):
            image[i:i + _CHUNK] = ff[0:min(_CHUNK, self.size - i)]
        mask = 0
        for old, new, n in plan:
            image[new:new + n] = self.nvm[old:old + n]
            mask |= _type_of(image[new + 1])[2]
        image[0:3] = MAGIC
        image[3] = ~mask & 0xFF  # a bit cleared per record copied (0xFF: none)
        self.nvm[0:self.size] = image
        image = None
        for k in self._newest:
            seq, old, n = self._newest[k]
            for o, new, _n in plan:
                if o == old:
                    self._newest[k] = (seq, new, n)
        self._end = end
        self.compactions += 1

    # --- the running game -------------------------------------------------
    def save_game(self, blob):
        """Keep the game the core packed (yahtzee_core.savefmt bytes). The
        same bytes as the newest copy are not written again (flash wear)."""
        if self._game() == (bytes(blob) if len(blob) else None):
            return
        best = self._newest.get(_GAME[0])
        if len(blob) and (best is None or best[2] == 0) and self._end > self._plan()[1]:
            # A new game's first save, and no game in the log: compact NOW,
            # when a cut in the erase can lose no game (only this first
            # save, the move in flight), so that the game starts with the
            # whole sector free and small games never compact while they
            # run. docs/SAVE_LAYOUT.md, "The compaction window".
            self._compact()
        elif len(blob) and best is not None and best[2]:
            d = _delta_of(self._payload(_GAME), blob, best[0], min(len(blob) // 2, _DELTA[1]))
            if d is not None:  # a few changed bytes against the newest G
                self._save(_DELTA, d)
                return
        self._save(_GAME, blob)  # (an empty blob means "no game", as clear_game)

    def _game(self):
        g = self._payload(_GAME)
        d = self._delta() if g is not None else None
        return g if d is None else _patch(g, d)

    def load_game(self):
        """The last game saved, or None."""
        return self._game()

    def clear_game(self):
        """Forget the running game (it ended, or the player abandoned it):
        appends an empty game record."""
        if not self._same(_GAME, b""):
            self._save(_GAME, b"")

    # --- high scores -------------------------------------------------------
    def _all_scores(self):
        """{variant: [(initials, score), ...] best first}, from NVM."""
        out = {}
        for v in VARIANTS:
            out[v] = []
        data = self._payload(_SCORES)
        if data is None:
            return out
        pos = 4
        for k in range(len(VARIANTS)):
            rows = out[VARIANTS[k]]
            for j in range(TOP):
                e = data[pos + j * _ENTRY:pos + (j + 1) * _ENTRY]
                if j < data[k] and len(e) == _ENTRY:
                    rows.append((e[0:3].decode(), e[3] | (e[4] << 8) | (e[5] << 16)))
            pos += TOP * _ENTRY
        return out

    def high_scores(self, variant):
        """The best scores of a variant, best first: [(initials, score), ...]."""
        _check_variant(variant)
        return self._all_scores()[variant]

    def rank_for(self, variant, score):
        """The place (1-5) a score would take, or None if it would not make
        the table. A tie ranks below the scores already there."""
        _check_variant(variant)
        rows = self._all_scores()[variant]
        for r in range(len(rows)):
            if score > rows[r][1]:
                return r + 1
        return len(rows) + 1 if len(rows) < TOP else None

    def add_high_score(self, variant, initials, score):
        """Enter a score; returns its rank (1-5), or None if it did not place."""
        _check_variant(variant)
        initials = clean_initials(initials)
        score = max(0, min(MAX_SCORE, int(score)))
        table = self._all_scores()
        rank = self.rank_for(variant, score)
        if rank is None:
            return None
        rows = table[variant]
        rows.insert(rank - 1, (initials, score))
        del rows[TOP:]
        self._save(_SCORES, _pack_scores(table))
        return rank

    def clear_high_scores(self):
        """Forget every high score (appends an empty score record)."""
        if not self._same(_SCORES, b""):
            self._save(_SCORES, b"")

    # --- settings ----------------------------------------------------------
    def load_settings(self):
        """The player's settings, defaults for anything missing or out of range."""
        d = default_settings()
        data = self._payload(_SETTINGS)
        if data is None:
            return d
        for k in range(len(SETTINGS)):
            key, default, lo, hi = SETTINGS[k]
            if k < len(data) and lo <= data[k] <= hi:
                d[key] = data[k]
        d["names"] = bytes(data[len(SETTINGS):]).rstrip(b"\0")
        return d

    def save_settings(self, settings):
        """Keep the player's settings (a dict as from load_settings); writes
        nothing when they did not change."""
        payload = bytearray(_SETTINGS[1])
        for k in range(len(SETTINGS)):
            key, default, lo, hi = SETTINGS[k]
            v = int(settings.get(key, default))
            payload[k] = v if lo <= v <= hi else default
        names = settings.get("names") or b""
        n = min(len(names), len(payload) - len(SETTINGS))
        payload[len(SETTINGS):len(SETTINGS) + n] = names[:n]
        if self._same(_SETTINGS, payload):
            return
        self._save(_SETTINGS, payload)


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


def _delta_of(base, blob, seq, limit):
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


def _patch(base, d):
    """The game a D record's payload ``d`` makes of ``base``."""
    n = d[2] | (d[3] << 8)
    out = _aligned(base, n, d[4] | (d[5] << 8))
    p = 6
    while p + 3 <= len(d):
        at, k = d[p] | (d[p + 1] << 8), d[p + 2]
        out[at:at + k] = d[p + 3:p + 3 + k]
        p += 3 + k
    return bytes(out)


def _newer(a, b):
    """Sequence a is after b, allowing for wrap-around at 65536."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


def _check_variant(variant):
    if variant not in VARIANTS:
        raise ValueError("unknown variant %r" % (variant,))


def clean_initials(initials):
    """Three characters A-Z, 0-9 or space, upper case."""
    out = ""
    for ch in str(initials).upper()[:3]:
        out += ch if ("A" <= ch <= "Z" or "0" <= ch <= "9") else " "
    return (out + "   ")[:3]


def _pack_scores(table):
    data = bytearray(_SCORES[1])
    pos = 4
    for k in range(len(VARIANTS)):
        rows = table[VARIANTS[k]]
        data[k] = len(rows)
        for j in range(len(rows)):
            name, score = rows[j]
            at = pos + j * _ENTRY
            data[at:at + 3] = name.encode()
            data[at + 3] = score & 0xFF
            data[at + 4] = (score >> 8) & 0xFF
            data[at + 5] = (score >> 16) & 0xFF
        pos += TOP * _ENTRY
    return data
