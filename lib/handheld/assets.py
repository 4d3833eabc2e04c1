"""Boot-time checks of the data files the games read from flash.

``check_dictionary()`` looks at Word's dictionary and ``check_table()``
at classic's value table (every classic CPU level and the classic coach
read it) before anyone needs them, so a missing or damaged file turns off
what needs it, with the reason, instead of killing a game at its first
scoring, hint or CPU move with OSError or ValueError.

What a good file is, is written in ONE place, ``DICTIONARY`` and
``TABLE`` below: the magic its header starts with, its size in bytes and
its CRC-32 (zlib's, ``binascii.crc32``; native on CircuitPython, so the
file is read in 512-byte pieces without a big buffer). A new file only
needs new values here; ``python lib/handheld/assets.py`` prints them for
the files in assets/ and tests/test_robust_assets.py fails until they
match.
"""

# (magic at offset 0, size in bytes, CRC-32 of the whole file)
DICTIONARY = (b"WYD3", 130518, 0xF4565DDD)
TABLE = (b"YZV1", 61140, 0x2A33C878)
# Where the core opens them (CIRCUITPY's root is the working directory)
DICTIONARY_PATHS = ("assets/words.bin", "/assets/words.bin")
TABLE_PATHS = ("assets/classic_values.bin", "/assets/classic_values.bin")
_PIECE = 512
# What the menus say when Word or classic's CPUs are off (the full
# reason is on the boot screen)
WORD_OFF = "assets/words.bin is missing or damaged: copy it back. The game is kept."
CPU_OFF = "classic_values.bin is missing or damaged: the game is kept until it is back."
CPU_SEATS_OFF = "classic_values.bin is missing or damaged: no classic CPU seats. Set them to Person."


def word_off(app, variant):
    """Word cannot be played now: its dictionary failed the boot check
    (``hw.word_problem``, set by handheld.boot)."""
    return variant == "word" and bool(getattr(app.hw, "word_problem", None))


def cpu_off(app, variant, players=()):
    """Classic's computer players and coach cannot play now (the value
    table failed the boot check: ``hw.table_problem``); with ``players``,
    only when one of them is a CPU (a name with lower-case letters)."""
    if variant != "classic" or not getattr(app.hw, "table_problem", None):
        return False
    for name in players or ("cpu",):
        if name != name.upper():
            return True
    return False


def check_dictionary(paths=DICTIONARY_PATHS, expected=DICTIONARY):
    """None when the dictionary is there and whole, else the reason for
    the player (it fits the problems screen)."""
    return _check(paths, expected, "Word is off")


def check_table(paths=TABLE_PATHS, expected=TABLE):
    """None when classic's value table is there and whole, else why."""
    return _check(paths, expected, "Classic CPUs and hints are off")


def _check(paths, expected, off):
    """The reason, in two sentences that each fit the message screen's
    four lines (the box list's HINT IS OFF shows it too): what is off and
    what is wrong with the file (named without its folder), then what to do."""
    name = paths[0].split("/")[-1]
    f = None
    for path in paths:
        try:
            f = open(path, "rb")
            break
        except OSError:
            pass
    if f is None:
        return "%s: %s is missing. Copy assets/ to the board again." % (off, name)
    try:
        why = _check_open(f, expected)
    except OSError:  # a read error on a damaged filesystem
        why = "cannot be read"
    finally:
        f.close()
    if why is None:
        return None
    return "%s: %s %s. Copy assets/ to the board again." % (off, name, why)


def _check_open(f, expected):
    magic, size, crc = expected
    head = f.read(len(magic))
    if head != magic:
        return "is from another version"
    got = f.seek(0, 2)
    if got is None:  # a file object whose seek returns nothing
        got = f.tell()
    if got != size:
        return "is %d bytes, not %d" % (got, size)
    try:
        from binascii import crc32
    except ImportError:
        return None  # a firmware without crc32: the header and size must do
    f.seek(0)
    buf = bytearray(_PIECE)
    view = memoryview(buf)
    c = 0
    while True:
        n = f.readinto(buf)
        if not n:
            break
        c = crc32(view[:n], c)
    if c & 0xFFFFFFFF != crc:
        return "is damaged (checksum)"
    return None


if __name__ == "__main__":  # print DICTIONARY's and TABLE's values for the files in assets/
    import binascii
    for name, paths in (("DICTIONARY", DICTIONARY_PATHS), ("TABLE", TABLE_PATHS)):
        with open(paths[0], "rb") as fh:
            data = fh.read()
        print("%s = (%r, %d, 0x%08X)" % (name, data[:4], len(data), binascii.crc32(data) & 0xFFFFFFFF))
