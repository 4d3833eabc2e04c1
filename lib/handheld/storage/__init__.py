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

A game the app follows with a journal (yahtzee_core.journal) is saved
whole once (G), then each save appends its moves as a few bytes into the
room of a J record after it (``_save_moves``), so a game never compacts
the sector while it runs (docs/SAVE_LAYOUT.md, "The journal").

The code is split by when it is needed, the package's modules, so that
only this module and ``layout`` stay in the heap during a game: ``scan``
(boot), ``compact`` (a full log, a new game), ``journal`` (a game's first
save, a full journal, a resume), ``delta`` (to read an older D record; a
save without a journal keeps it loaded), ``scores`` and ``stats`` (the
high-score and statistics screens), ``prefs`` and ``wake`` are imported
for the job and forgotten after (``handheld.forget``).

Damage never stops the boot: it is described in ``problems`` (messages
for the player), the store is tidied so it is reported once, and the
record falls back to an older copy or to empty/defaults.
"""

import gc

from handheld import forget
# only the names used here: each name a module imports is a slot of its
# globals, held all game on stock firmware (the layout's users import it)
from handheld.storage.layout import (
    COMMITTED, EMPTY, ENTRY_MAX, REC_HEADER, VARIANTS,
    _CHUNK, _DELTA, _GAME, _JOURNAL, _SCORES, _STATS, _WAKE, record)
from yahtzee_core.savefmt import crc16

class Storage:
    """The NVM store. Scans the log once at start (reporting damage), then
    appends one record per change; compacts the sector when it is full."""

    def __init__(self, nvm):
        """The store on ``nvm``, scanned. Its fields are set and the log
        read by handheld/storage/scan.py, loaded for the boot and let go."""
        from handheld.storage import scan as storage_scan  # boot only: not held during play
        tidy = storage_scan.open_store(self, nvm)
        storage_scan = None
        forget("handheld.storage.scan")
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
            seq = self._next_seq(rec)
        self._append(record(rec, seq, payload), n)

    def _next_seq(self, rec):
        # one counter per type: a type's records in the log are never
        # 32768 apart, so the wrap-around comparison always holds
        best = self._newest.get(rec[0])
        return 1 if best is None else (best[0] + 1) & 0xFFFF

    def _append(self, r, n):
        """Write record ``r`` (from ``record``, payload length field ``n``)
        at the log's end, which has room."""
        at = self._end
        self._loaded = None
        self.nvm[at:at + len(r)] = r  # step 1: the record, commit byte left erased
        self.nvm[at] = COMMITTED  # step 2: commit with one byte
        self._newest[r[1]] = (r[2] | (r[3] << 8), at, n)
        self._end = at + REC_HEADER + n

    def _plan(self):
        """([(old, new, length)], end): where a compaction would put each
        record kept (handheld.storage.compact.plan)."""
        from handheld.storage import compact as storage_compact
        got = storage_compact.plan(self)
        forget("handheld.storage.compact")  # (left loaded only if plan raised)
        return got

    def _compact(self, blob=None):
        """Rewrite the sector with only the newest record of each type, in
        one assignment (one erase on an RP2040): storage_compact, loaded
        for the moment and let go after. A game followed by a journal is
        written afresh (``blob``, or the game its journal makes) with an
        empty journal after it: entries are never copied."""
        if self._journal() is not None:  # the game is its journal's: never copied
            if blob is None:
                blob = self._game()
            n = REC_HEADER + len(blob)
            if self._end + n <= self.size and self._erased(self._end, self._end + n):
                self._append(record(_GAME, self._next_seq(_GAME), blob), len(blob))
                blob = None  # whole again, before the compaction: copied as any record
        self._loaded = None
        if hasattr(gc, "mem_free"):  # CircuitPython/MicroPython: the one 4 KB
            gc.collect()  # block, so give a fragmented heap its best chance
        image = bytearray(self.size)  # before the code is loaded: room is largest now
        from handheld.storage import compact as storage_compact
        storage_compact.compact(self, image, blob)
        image = storage_compact = None
        forget("handheld.storage.compact")

    # --- the running game -------------------------------------------------
    def save_game(self, blob, journal=None, new=False):
        """Keep the game the core packed (yahtzee_core.savefmt bytes). The
        same bytes as the newest copy are not written again (flash wear).
        With the game's ``journal`` (yahtzee_core.journal.keep) the moves
        since the last save are appended as one entry after the newest
        whole game: no compaction while the game runs, so a power cut
        loses at most the move in flight. The caller then starts the
        journal afresh (MicroPython's bytearray cannot be emptied in
        place). ``new``: a new game's first save, over any game saved
        before: written whole, with a journal of its own. (The journal
        open until then is the old game's, left for the menu or read by a
        resume: an entry of the new game in it would be replayed over the
        old game at the next load, refused, and the old game resumed.)"""
        self._loaded = None
        if journal is not None and len(blob):
            if new or not self._save_moves(blob, journal):
                from handheld.storage import journal as storage_journal  # a game's first save, or its journal full
                storage_journal.fresh_game(self, blob, new)
                storage_journal = None
                forget("handheld.storage.journal")
            return
        if self._game() == (bytes(blob) if len(blob) else None):
            return
        self._jat = None  # a whole save ends the journal
        best = self._live()
        if len(blob) and best is None and self._end > self._plan()[1]:
            # A new game's first save, and no game in the log: compact NOW,
            # when a cut in the erase can lose no game (only this first
            # save, the move in flight), so that the game starts with the
            # whole sector free and small games never compact while they
            # run. docs/SAVE_LAYOUT.md, "The compaction window".
            self._compact()
        elif len(blob) and best is not None:
            from handheld.storage.delta import game_delta  # saves without a journal (tools, tests)
            d = game_delta(self._payload(_GAME), blob, best[0], min(len(blob) // 2, _DELTA[1]))
            if d is not None:  # a few changed bytes against the newest G
                self._save(_DELTA, d)
                return
        self._save(_GAME, blob)  # (an empty blob means "no game", as clear_game)

    def _save_moves(self, blob, journal):
        """Append ``journal`` as an entry of the open journal; False when
        none is open or it has no room (a whole game must be written)."""
        at = self._jat
        if at is None or self._live() is None:
            return False
        n = len(journal)
        c = crc16(blob)
        if n == 0:
            return c == self._jcrc  # nothing moved: nothing to write
        if n > ENTRY_MAX or at + n + 3 > self._jstop or not self._erased(at, at + n + 3):
            return False
        e = bytearray(n + 3)
        e[0] = n
        e[1:n + 1] = journal
        e[n + 1] = c & 0xFF
        e[n + 2] = c >> 8
        self.nvm[at:at + n + 3] = e  # into erased bytes: programmed, never an erase
        self._jat = at + n + 3
        self._jcrc = c
        return True

    def _journal(self):
        """(seq, position, length) of the newest J record if it follows the
        newest running game, and was written after any D record of it."""
        g = self._live()
        j = self._newest.get(_JOURNAL[0])
        if g is None or j is None or j[2] < 2:
            return None
        at = j[1] + REC_HEADER
        if (self.nvm[at] | (self.nvm[at + 1] << 8)) != g[0]:
            return None
        d = self._newest.get(_DELTA[0])
        if d is not None and d[1] > j[1] and self._delta() is not None:
            return None
        return j

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
        if g is None:
            return None
        j = self._journal()
        if j is not None:
            if self._loaded is None:
                from handheld.storage import journal as storage_journal
                self._loaded, nxt, self._jcrc = storage_journal.current(self, g, j)
                storage_journal = None
                forget("handheld.storage.journal")
                self._jat, self._jstop = nxt, j[1] + REC_HEADER + j[2]
            return self._loaded
        d = self._delta()
        if d is None:
            return g
        from handheld.storage import delta as storage_delta  # a game saved as G and D records (no journal)
        g = storage_delta.game_patch(g, d)
        storage_delta = None
        forget("handheld.storage.delta")
        return g

    def load_game(self):
        """The last game saved, or None."""
        return self._game()

    def end_game(self, game):
        """A game is over: count it in the statistics (once: the record
        names the game it counted), then clear it. ``game`` is the rules
        core's finished game."""
        live = self._live()
        if live is not None:
            from handheld.storage import stats as storage_stats
            storage_stats.record(self, game, live[0])
            storage_stats = None
            forget("handheld.storage.stats")
        self.clear_game()

    def statistics(self, variant):
        """The statistics of a variant's players, most recently played
        first: [{"initials", "games", "sum", "best", "bonuses",
        "yahtzees", "last": [score // SPARK_DIV, newest first]}, ...]."""
        _check_variant(variant)
        from handheld.storage import stats as storage_stats
        got = storage_stats.for_variant(self, variant)
        storage_stats = None
        forget("handheld.storage.stats")
        return got

    def clear_game(self):
        """Forget the running game (it ended, or the player abandoned it):
        appends an empty game record."""
        if not self._same(_GAME, b""):
            self._save(_GAME, b"")

    # --- high scores (handheld.storage.scores, loaded for the call) --------
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
        from handheld.storage import scores as storage_scores
        got = getattr(storage_scores, job)(self, *args)
        storage_scores = None
        forget("handheld.storage.scores")
        return got

    def clear_high_scores(self):
        """Forget every high score (appends an empty score record)."""
        if not self._same(_SCORES, b""):
            self._save(_SCORES, b"")

    # --- settings ----------------------------------------------------------
    def load_settings(self):
        """The player's settings, defaults for anything missing or out of range."""
        return self._prefs("load")

    def save_settings(self, settings):
        """Keep the player's settings (a dict as from load_settings); writes
        nothing when they did not change."""
        self._prefs("save", settings)

    def _prefs(self, job, *args):
        """storage_prefs.<job>(self, *args): boot, the settings screen and a
        new game only, so not held during a game."""
        from handheld.storage import prefs as storage_prefs
        got = getattr(storage_prefs, job)(self, *args)
        storage_prefs = None
        forget("handheld.storage.prefs")
        return got

    # --- where the screen was when the device went to sleep ------------------
    def save_wake(self, payload):
        """Keep a screen position (handheld/wake.py); False when there was
        no room for it without a compaction while a game runs
        (handheld/storage/wake.py, loaded for the call)."""
        from handheld.storage import wake as storage_wake
        got = storage_wake.save(self, payload)
        storage_wake = None
        forget("handheld.storage.wake")
        return got

    def adopt(self, blob):
        """At a wake: the running game as the app held it before the sleep,
        in place of replaying its journal, if it is the game the journal's
        last entry names (storage_wake.adopt). True if taken."""
        from handheld.storage import wake as storage_wake
        got = storage_wake.adopt(self, blob)
        storage_wake = None
        forget("handheld.storage.wake")
        return got

    def load_wake(self):
        """The screen position kept at the last sleep, or None (written by
        handheld/wake.py, which is not held during a game)."""
        return self._payload(_WAKE)


def _check_variant(variant):
    if variant not in VARIANTS:
        raise ValueError("unknown variant %r" % (variant,))
