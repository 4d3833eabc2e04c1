"""Saving to non-volatile memory: the running game, high scores, settings.

``Storage(nvm)`` works on anything indexable like ``microcontroller.nvm``
(a bytearray in tests, a file-backed fake in the simulator). The byte
layout is in docs/SAVE_LAYOUT.md; in short:

    0    4     header: b"YZ", layout version, 0xFF
    4    2x16  settings record, slots A and B (payload 8 bytes)
    36   2x132 high-score record, slots A and B (payload 124 bytes)
    300  2x1032 game record, slots A and B (payload up to 1024 bytes)

Each slot: marker(1) tag(1) seq(2) length(2) crc16(2) payload. A save
writes the slot that does NOT hold the newest good copy, in two steps:
first the whole slot with the marker left at 0xFF ("not committed"), then
the single marker byte 0xA5. A power cut at any byte leaves the marker
at 0xFF, so the interrupted slot is ignored and the other slot, the last
good save, is used. On load the valid slot with the newer sequence number
wins. Writing 0xA5 over 0xFF only clears bits, so on the RP2040 the
commit is a page program without a sector erase.

Damage never stops the boot: it is described in ``problems`` (messages
for the player) and the record falls back to empty/defaults.
"""

from yahtzee_core.savefmt import crc16

LAYOUT_VERSION = 1
HEADER = b"YZ" + bytes((LAYOUT_VERSION, 0xFF))
COMMITTED = 0xA5
EMPTY = 0xFF
SLOT_HEADER = 8

VARIANTS = ("classic", "power", "word", "jackpot")
TOP = 5  # high scores kept per variant
_ENTRY = 6  # initials(3) + score(u24)
MAX_SCORE = 0xFFFFFF

# name: (tag, payload capacity, offset of slot A)
_SETTINGS = (ord("P"), 8, 4)
_SCORES = (ord("S"), 4 + len(VARIANTS) * TOP * _ENTRY, 36)
_GAME = (ord("G"), 1024, 300)
GAME_CAPACITY = _GAME[1]
NEEDED = _GAME[2] + 2 * (SLOT_HEADER + _GAME[1])  # bytes of NVM used

# Player settings kept in NVM: (key, default, lowest, highest), in byte order.
SETTINGS = (
    ("sound", 1, 0, 1),
    ("shake_sensitivity", 3, 1, 5),
    ("contrast", 207, 0, 255),
    ("flip", 0, 0, 1),
    ("debug_mem", 0, 0, 1),
    ("word_timer", 0, 0, 1),
)
_NAMES = {_SETTINGS: "settings", _SCORES: "high scores", _GAME: "saved game"}


def default_settings():
    """The settings a new device starts with."""
    d = {}
    for key, default, _lo, _hi in SETTINGS:
        d[key] = default
    return d


class Storage:
    """The NVM store. Reads everything once at start (reporting damage),
    then writes only the slot a change needs."""

    def __init__(self, nvm):
        self.nvm = nvm
        self.problems = []
        self.enabled = True
        # record -> (slot index of newest good copy or None, its seq)
        self._newest = {}
        if len(nvm) < NEEDED:
            self.enabled = False
            self.problems.append("Save memory is %d bytes, %d needed: nothing will be saved" % (len(nvm), NEEDED))
            return
        head = bytes(nvm[0:4])
        if head != HEADER:
            if head != b"\xff\xff\xff\xff":
                self.problems.append("Save memory held something else: it was cleared")
                self._wipe()
            else:
                nvm[0:4] = HEADER
        for rec in (_SETTINGS, _SCORES, _GAME):
            self._scan(rec)

    def _wipe(self):
        # Uncommit every slot marker, then claim the memory with the header.
        for rec in (_SETTINGS, _SCORES, _GAME):
            for i in (0, 1):
                if self.nvm[self._slot(rec, i)] != EMPTY:
                    self.nvm[self._slot(rec, i)] = EMPTY
        self.nvm[0:4] = HEADER

    @staticmethod
    def _slot(rec, i):
        return rec[2] + i * (SLOT_HEADER + rec[1])

    def _read_slot(self, rec, i):
        """(seq, payload) of a committed intact slot; None if not committed;
        False if committed but damaged."""
        at = self._slot(rec, i)
        head = bytes(self.nvm[at:at + SLOT_HEADER])
        if head[0] == EMPTY:
            return None
        if head[0] != COMMITTED or head[1] != rec[0]:
            return False
        n = head[4] | (head[5] << 8)
        if n > rec[1]:
            return False
        payload = bytes(self.nvm[at + SLOT_HEADER:at + SLOT_HEADER + n])
        if crc16(payload, crc16(head[1:6])) != head[6] | (head[7] << 8):
            return False
        return head[2] | (head[3] << 8), payload

    def _scan(self, rec):
        best = None
        for i in (0, 1):
            got = self._read_slot(rec, i)
            if got is False:
                self.problems.append("The %s copy %s was damaged and was cleared" % (_NAMES[rec], "AB"[i]))
                self.nvm[self._slot(rec, i)] = EMPTY  # reported once, not every boot
            elif got is not None:
                if best is None or _newer(got[0], best[1]):
                    best = (i, got[0])
        self._newest[rec] = best

    def _load(self, rec):
        best = self._newest.get(rec)
        if best is None:
            return None
        got = self._read_slot(rec, best[0])
        if not got:  # changed under us since boot: treat as gone
            self._newest[rec] = None
            return None
        return got[1]

    def _save(self, rec, payload):
        if not self.enabled:
            return
        n = len(payload)
        if n > rec[1]:
            raise ValueError("%s is %d bytes, room for %d" % (_NAMES[rec], n, rec[1]))
        best = self._newest.get(rec)
        i = 0 if best is None or best[0] == 1 else 1
        seq = 1 if best is None else (best[1] + 1) & 0xFFFF
        head = bytes((rec[0], seq & 0xFF, seq >> 8, n & 0xFF, n >> 8))
        c = crc16(payload, crc16(head))
        slot = bytearray(SLOT_HEADER + n)
        slot[0] = EMPTY
        slot[1:6] = head
        slot[6] = c & 0xFF
        slot[7] = c >> 8
        slot[SLOT_HEADER:] = payload
        at = self._slot(rec, i)
        self.nvm[at:at + len(slot)] = slot  # step 1: everything but the marker
        self.nvm[at] = COMMITTED  # step 2: commit with one byte
        self._newest[rec] = (i, seq)

    def _drop(self, rec):
        """Forget a record: uncommit every committed slot (one byte each),
        the older copy first so a cut half-way never brings an older one back."""
        if not self.enabled:
            return
        best = self._newest.get(rec)
        order = (1, 0) if best is not None and best[0] == 0 else (0, 1)
        for i in order:
            at = self._slot(rec, i)
            if self.nvm[at] != EMPTY:
                self.nvm[at] = EMPTY
        self._newest[rec] = None

    # --- the running game -------------------------------------------------
    def save_game(self, blob):
        """Keep the game the core packed (yahtzee_core.savefmt bytes). The
        same bytes as the newest copy are not written again (flash wear)."""
        if self._load(_GAME) == bytes(blob):
            return
        self._save(_GAME, blob)

    def load_game(self):
        """The last game saved, or None."""
        return self._load(_GAME)

    def clear_game(self):
        """Forget the running game (it ended, or the player abandoned it)."""
        self._drop(_GAME)

    # --- high scores -------------------------------------------------------
    def _all_scores(self):
        """{variant: [(initials, score), ...] best first}, from NVM."""
        out = {}
        for v in VARIANTS:
            out[v] = []
        data = self._load(_SCORES)
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
        """Forget every high score."""
        self._drop(_SCORES)

    # --- settings ----------------------------------------------------------
    def load_settings(self):
        """The player's settings, defaults for anything missing or out of range."""
        d = default_settings()
        data = self._load(_SETTINGS)
        if data is None:
            return d
        for k in range(len(SETTINGS)):
            key, default, lo, hi = SETTINGS[k]
            if k < len(data) and lo <= data[k] <= hi:
                d[key] = data[k]
        return d

    def save_settings(self, settings):
        """Keep the player's settings (a dict as from load_settings); writes
        nothing when they did not change."""
        payload = bytearray(_SETTINGS[1])
        for k in range(len(SETTINGS)):
            key, default, lo, hi = SETTINGS[k]
            v = int(settings.get(key, default))
            payload[k] = v if lo <= v <= hi else default
        if self._load(_SETTINGS) == bytes(payload):
            return
        self._save(_SETTINGS, payload)


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
