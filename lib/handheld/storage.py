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

The code is split by when it is needed, so that only this module and
``storage_delta`` (every save) stay in the heap during a game:
``storage_scan`` (boot), ``storage_compact`` (a full log, a new game) and
``storage_scores`` (the high-score screens) are imported for the job and
forgotten after (``handheld.forget``).

Damage never stops the boot: it is described in ``problems`` (messages
for the player), the store is tidied so it is reported once, and the
record falls back to an older copy or to empty/defaults.
"""

import gc

from handheld import forget
from handheld.storage_delta import game_delta, game_patch
from handheld.storage_layout import (  # noqa: F401 (the layout, for callers and tests)
    COMMITTED, EMPTY, GAME_CAPACITY, HEAD, LAYOUT_VERSION, MAGIC, MAX_SCORE, NEEDED, REC_HEADER,
    TOP, VARIANTS, _CHUNK, _DELTA, _GAME, _SCORES, _SETTINGS, _STATS, _TYPES, _newer, _type_of, clean_initials)
from yahtzee_core.savefmt import crc16

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
        from handheld import storage_scan  # boot only: not held during play
        tidy = storage_scan.open_store(self)
        storage_scan = None
        forget("handheld.storage_scan")
        if tidy:
            self._compact()

    # --- reading -------------------------------------------------------------
    def _erased(self, start, stop):
        """All bytes in [start, stop) are 0xFF (read in small slices)."""
        while start < stop:
            n = min(_CHUNK, stop - start)
            if min(self.nvm[start:start + n]) != EMPTY:
                return False
            start += n
        return True

    def _delta(self):
        """The newest D record's payload if it applies to the newest game
        record (a D of an older base is stale), else None."""
        g = self._live()
        d = self._payload(_DELTA)
        if g is None or d is None or len(d) < 6 or (d[0] | (d[1] << 8)) != g[0]:
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
        """([(old, new, length)], end): where a compaction would put each
        record kept (handheld.storage_compact.plan)."""
        from handheld import storage_compact
        got = storage_compact.plan(self)
        forget("handheld.storage_compact")  # (left loaded only if plan raised)
        return got

    def _compact(self):
        """Rewrite the sector with only the newest record of each type, in
        one assignment (one erase on an RP2040): storage_compact, loaded
        for the moment and let go after."""
        if hasattr(gc, "mem_free"):  # CircuitPython/MicroPython: the one 4 KB
            gc.collect()  # block, so give a fragmented heap its best chance
        image = bytearray(self.size)  # before the code is loaded: room is largest now
        from handheld import storage_compact
        storage_compact.compact(self, image)
        image = storage_compact = None
        forget("handheld.storage_compact")

    # --- the running game -------------------------------------------------
    def save_game(self, blob):
        """Keep the game the core packed (yahtzee_core.savefmt bytes). The
        same bytes as the newest copy are not written again (flash wear)."""
        if self._game() == (bytes(blob) if len(blob) else None):
            return
        best = self._live()
        if len(blob) and best is None and self._end > self._plan()[1]:
            # A new game's first save, and no game in the log: compact NOW,
            # when a cut in the erase can lose no game (only this first
            # save, the move in flight), so that the game starts with the
            # whole sector free and small games never compact while they
            # run. docs/SAVE_LAYOUT.md, "The compaction window".
            self._compact()
        elif len(blob) and best is not None:
            d = game_delta(self._payload(_GAME), blob, best[0], min(len(blob) // 2, _DELTA[1]))
            if d is not None:  # a few changed bytes against the newest G
                self._save(_DELTA, d)
                return
        self._save(_GAME, blob)  # (an empty blob means "no game", as clear_game)

    def _live(self):
        """(seq, position, length) of the newest G record if it holds a
        game still running: not empty, and not the game the statistics
        record counted as ended (a cut before it was cleared)."""
        g = self._newest.get(_GAME[0])
        if g is None or g[2] == 0:
            return None
        t = self._newest.get(_STATS[0])
        if t is not None and t[2] >= 3:
            at = t[1] + REC_HEADER
            h = self.nvm[at:at + 3]
            if h[0] == 1 and (h[1] | (h[2] << 8)) == g[0]:
                return None
        return g

    def _game(self):
        g = self._payload(_GAME) if self._live() is not None else None
        d = self._delta() if g is not None else None
        return g if d is None else game_patch(g, d)

    def load_game(self):
        """The last game saved, or None."""
        return self._game()

    def end_game(self, game):
        """A game is over: count it in the statistics (once: the record
        names the game it counted), then clear it. ``game`` is the rules
        core's finished game."""
        live = self._live()
        if live is not None:
            from handheld import storage_stats
            storage_stats.record(self, game, live[0])
            storage_stats = None
            forget("handheld.storage_stats")
        self.clear_game()

    def statistics(self, variant):
        """The statistics of a variant's players, most recently played
        first: [{"initials", "games", "sum", "best", "bonuses",
        "yahtzees", "last": [score // SPARK_DIV, newest first]}, ...]."""
        _check_variant(variant)
        from handheld import storage_stats
        got = storage_stats.for_variant(self, variant)
        storage_stats = None
        forget("handheld.storage_stats")
        return got

    def clear_game(self):
        """Forget the running game (it ended, or the player abandoned it):
        appends an empty game record."""
        if not self._same(_GAME, b""):
            self._save(_GAME, b"")

    # --- high scores (handheld.storage_scores, loaded for the call) --------
    def high_scores(self, variant):
        """The best scores of a variant, best first: [(initials, score), ...]."""
        _check_variant(variant)
        return self._scores("all_scores", variant)

    def rank_for(self, variant, score):
        """The place (1-5) a score would take, or None if it would not make
        the table. A tie ranks below the scores already there."""
        _check_variant(variant)
        return self._scores("rank_for", variant, score)

    def add_high_score(self, variant, initials, score):
        """Enter a score; returns its rank (1-5), or None if it did not place."""
        _check_variant(variant)
        return self._scores("add", variant, initials, score)

    def _scores(self, job, *args):
        """storage_scores.<job>(self, *args), the module loaded for the call."""
        from handheld import storage_scores
        got = getattr(storage_scores, job)(self, *args)
        storage_scores = None
        forget("handheld.storage_scores")
        return got

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


def _check_variant(variant):
    if variant not in VARIANTS:
        raise ValueError("unknown variant %r" % (variant,))
