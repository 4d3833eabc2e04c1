"""Boot-time checks of the data files the games read from flash.

``check_dictionary()`` looks at Word's dictionary before anyone needs it,
so a missing or damaged file greys Word out with a reason instead of
killing a game at its first scoring or hint with OSError.

What a good file is, is written in ONE place, ``DICTIONARY`` below: the
magic its header starts with, its size in bytes and its CRC-32 (zlib's,
``binascii.crc32``; native on CircuitPython, so 130 KB is read in 512-byte
pieces without a big buffer). A new dictionary format or file only needs
new values here; ``python lib/handheld/assets.py`` prints them for the
file in assets/ and tests/test_robust_assets.py fails until they match.
"""

# (magic at offset 0, size in bytes, CRC-32 of the whole file)
DICTIONARY = (b"WYD3", 130518, 0xF4565DDD)
# Where yahtzee_core.word opens it (CIRCUITPY's root is the working directory)
DICTIONARY_PATHS = ("assets/words.bin", "/assets/words.bin")
_PIECE = 512
# What the menus say when Word is off (the full reason is on the boot screen)
WORD_OFF = "Word needs assets/words.bin: missing or damaged. Copy it back; the game is kept."


def word_off(app, variant):
    """Word cannot be played now: its dictionary failed the boot check
    (``hw.word_problem``, set by handheld.boot)."""
    return variant == "word" and bool(getattr(app.hw, "word_problem", None))


def check_dictionary(paths=DICTIONARY_PATHS, expected=DICTIONARY):
    """None when the dictionary is there and whole, else the reason for
    the player (it fits the problems screen)."""
    f = None
    for path in paths:
        try:
            f = open(path, "rb")
            break
        except OSError:
            pass
    if f is None:
        return "Word is off: the dictionary %s is missing. Copy assets/ to the board again." % paths[0]
    try:
        return _check_open(f, paths[0], expected)
    except OSError as e:  # a read error on a damaged filesystem
        return "Word is off: the dictionary %s cannot be read (%s)." % (paths[0], e)
    finally:
        f.close()


def _check_open(f, name, expected):
    magic, size, crc = expected
    head = f.read(len(magic))
    if head != magic:
        return "Word is off: %s is not the dictionary this version needs. Copy assets/ again." % name
    got = f.seek(0, 2)
    if got is None:  # a file object whose seek returns nothing
        got = f.tell()
    if got != size:
        return "Word is off: %s is %d bytes, %d expected (cut short or another version). Copy assets/ again." % (name, got, size)
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
        return "Word is off: %s is damaged (checksum). Copy assets/ again." % name
    return None


if __name__ == "__main__":  # print DICTIONARY's values for the file in assets/
    import binascii
    with open(DICTIONARY_PATHS[0], "rb") as fh:
        data = fh.read()
    print("DICTIONARY = (%r, %d, 0x%08X)" % (data[:4], len(data), binascii.crc32(data) & 0xFFFFFFFF))
