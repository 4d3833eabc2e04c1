"""The NVM log's byte layout, shared by the store and the modules it loads
for a moment (scan, compaction, scores): docs/SAVE_LAYOUT.md."""

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
_SETTINGS = (ord("P"), 40, 1, "Settings")  # the remembered names (handheld/remember.py), then more settings
_SCORES = (ord("S"), 4 + len(VARIANTS) * TOP * _ENTRY, 2, "High scores")
# 640: the biggest game measured is 331 bytes (Power, 6 seats of 8-letter
# names); the room it leaves pays for the statistics (NEEDED below).
_GAME = (ord("G"), 640, 4, "Saved game")
# The running game as changes to the newest G record: base seq(2), length
# of the game(2), split(2), then runs of offset(2) count(1) bytes over the
# base aligned at its start before ``split`` and at its end after it (a
# save that grew or shrank in the middle). A roll changes a few bytes of
# a save, so the log fills (and compacts: the RP2040's one risky moment)
# several times less often than with a whole game per save.
_DELTA = (ord("D"), 134, 8, "Saved game (its last moves)")
# Statistics (handheld.storage.stats): ended game flag(1) and seq(2), then
# 24 entries of 26 bytes at most, only those in use.
_STATS = (ord("T"), 3 + 24 * 26, 16, "Statistics")
# The running game's moves since the newest G record (handheld.storage.journal):
# base seq(2), then the room the entries are appended into, erased until
# used; the header's crc covers only the base. An entry is one save:
# length(1), the journal's bytes (yahtzee_core.journal), crc16 of the
# whole game they make (2). Never copied by a compaction, which writes the
# game afresh instead, so it does not count in NEEDED beyond its base.
_JOURNAL = (ord("J"), 4096, 32, "Saved game (its moves)")
# Where the screen was when the device went to sleep (handheld/wake.py):
# written at sleep, cleared at the wake that used it, so that a power-up
# after a cut while asleep comes back to the same screen too.
_WAKE = (ord("W"), 48, 64, "Screen position")
_TYPES = (_SETTINGS, _SCORES, _GAME, _DELTA, _STATS, _JOURNAL, _WAKE)
GAME_CAPACITY = _GAME[1]
_LIVE_MAX = (len(_TYPES) * REC_HEADER + _SETTINGS[1] + _SCORES[1] + _GAME[1] + _DELTA[1] + _STATS[1]
             + 2 + _WAKE[1])
# Room a journal leaves after it for what a game's end writes (statistics
# grown by 8 players, high scores, the empty game, the settings).
JOURNAL_SLACK = _STATS[1] + _SCORES[1] + _SETTINGS[1] + 4 * REC_HEADER
JOURNAL_MIN = 64  # a smaller room is not worth opening: whole saves instead
# Left after a journal for the screen positions of some sleeps during the
# game (a W record each, 15-40 bytes): a sleep finding no room left keeps
# the game but not the position (Storage.save_wake).
WAKE_RESERVE = 8 * (REC_HEADER + 24)


def journal_room(free, game):
    """Room for entries in ``free`` bytes after a game of ``game`` bytes:
    less the journal's header, what a game's end writes, and a whole copy
    of the game with some growth (written when the journal is full), and
    the screen positions of a few sleeps."""
    return free - REC_HEADER - 2 - JOURNAL_SLACK - REC_HEADER - game - 32 - WAKE_RESERVE
ENTRY_MAX = 0xFE  # an entry's length byte; 0xFF is erased (no entry)
# Smallest NVM that always has room: a compacted image can leave a gap
# before each record it keeps in place (< one record), then the new record.
NEEDED = HEAD + 2 * _LIVE_MAX + REC_HEADER + _GAME[1]

_CHUNK = 64  # bytes read at a time while scanning (no 4 KB copies)


def record(rec, seq, payload, length=None):
    """A record's bytes, its commit byte left erased: header and
    ``payload``. ``length`` (a journal's) may say more than the payload:
    the rest is its room, left erased, and the crc covers only what is
    given."""
    n = len(payload) if length is None else length
    r = bytearray(REC_HEADER + len(payload))
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
    return r


def _type_of(code):
    for rec in _TYPES:
        if rec[0] == code:
            return rec
    return None


def _newer(a, b):
    """Sequence a is after b, allowing for wrap-around at 65536."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


def clean_initials(initials):
    """Three characters A-Z, 0-9 or space, upper case."""
    out = ""
    for ch in str(initials).upper()[:3]:
        out += ch if ("A" <= ch <= "Z" or "0" <= ch <= "9") else " "
    return (out + "   ")[:3]


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
# After them, to byte NAMES_END: "names", bytes kept as given (the
# initials of 8 seats, handheld/remember.py); trailing zeros dropped.
NAMES_END = 32
# Then these, one byte each (a record from before them reads the defaults):
LATER = (
    ("sleep", 255, 0, 255),   # minutes idle before sleeping, 0 never; 255: settings.toml's (handheld/sleep.py)
)


def default_settings():
    """The settings a new device starts with."""
    d = {"names": b""}
    for key, default, _lo, _hi in SETTINGS + LATER:
        d[key] = default
    return d
