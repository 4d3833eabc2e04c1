"""settings.toml exactly as stock CircuitPython's ``os.getenv`` reads it:
9.2.8 (the game's own firmware is built on it; the default here) or 10.

A port, function for function, of the firmware's reader: finding the key
and reading the value from 9.2.8's shared-module/os/getenv.c
(``key_matches``, ``read_value``, ``read_string_value``,
``read_unicode_escape``, ``read_bare_value``), and for a value that is
not quoted ``mp_parse_num_integer`` from py/parsenum.c (with
``mp_parse_num_base``), which ``common_hal_os_getenv_path`` calls with
base 0. In short (the whole table, case by case, as both firmwares
answered it on the emulated Pico: docs/SIMULATOR.md, "settings.toml"):

- the file is read from the top for each key; a line whose first
  non-blank character is ``[`` (a TOML table) ends the search, so nothing
  below it is ever found; the first line with the key counts;
- ``"..."``: a string, with the escapes ``\\b \\r \\n \\t \\v \\f \\uXXXX
  \\UXXXXXXXX`` (any other escaped character stands for itself); after the
  closing quote only blanks and a ``#`` comment; not UTF-8: UnicodeError;
- anything else: an integer as Python source writes one (decimal,
  ``0x``/``0o``/``0b``, a sign, ``_`` between digits), else ValueError:
  ``GP20``, ``true``, ``3.5`` are refused. Two quirks of MicroPython's
  parser kept: leading zeros are decimal (``010`` is 10) and ``_`` is
  skipped anywhere after the prefix (``_`` alone is 0).

CircuitPython 10 finds the key and reads a quoted string the same way
(the reader moved to supervisor/shared/settings.c) but its ``os.getenv``
returns every value as a str: a bare one as written, less its trailing
blanks (space, tab, CR) and any ``#`` comment (``61`` is ``"61"``,
``GP20`` is ``"GP20"``); a value it cannot read (an empty one, a string
left open or followed by text, a bad escape) gives the default, with no
error; only bytes that are not UTF-8 still raise UnicodeError.

``getenv(data, key, default, firmware)`` answers as that board would for
a file holding ``data``: the value, ``default`` when the key is not found
(on 10 also when its value cannot be read), or the board's error
(ValueError, UnicodeError). Never anything else, whatever the bytes."""

_SPACE = (9, 10, 11, 12, 13, 32)  # unichar_isspace
_NL = 10


class Unreadable:
    """For ``Sim(settings={...})``: a key whose value the board could not
    read; the simulator's os.getenv raises ValueError(``reason``)."""

    def __init__(self, reason):
        self.reason = reason

    def __repr__(self):
        return "Unreadable(%r)" % self.reason


class _Error(Exception):
    """An os_getenv_err_t other than OK / NOT_FOUND."""

    def __init__(self, byte=None, unicode=False):
        Exception.__init__(self)
        self.byte = byte        # GETENV_ERR_UNEXPECTED | byte (0: EOF)
        self.unicode = unicode  # GETENV_ERR_UNICODE


class _File:
    """The FatFs file as getenv.c uses it: one byte at a time, 0 at the
    end of the file (a NUL byte in it reads the same)."""

    def __init__(self, data):
        self.data = data
        self.pos = 0

    def eof(self):
        return self.pos >= len(self.data)

    def get(self):
        if self.pos >= len(self.data):
            return 0
        self.pos += 1
        return self.data[self.pos - 1]


def _next_line(f):
    c = f.get()
    while c != 0 and c != _NL:
        c = f.get()


def _consume_whitespace(f):
    """Blanks but newlines skipped; the next byte (0: end of file)."""
    c = f.get()
    while c != _NL and c != 0 and c in _SPACE:
        c = f.get()
    return c


def _key_matches(f, key):
    c = _consume_whitespace(f)
    if c == 91 or c == 0:  # '[' or the end: nothing more is read
        f.pos = len(f.data)
        return False
    for k in key:
        if c != k:
            if c != _NL:
                _next_line(f)
            return False
        c = f.get()
    if c in _SPACE:  # a newline too: the next line's first byte may be the '='
        c = _consume_whitespace(f)
    if c != 61:  # '='
        if c != _NL:
            _next_line(f)
        return False
    return True


def _strtoul16(buf):
    """newlib's strtoul(buf, &end, 16): (value, end index)."""
    n = buf.index(0) if 0 in buf else len(buf)
    i = 0
    while i < n and buf[i] in _SPACE:
        i += 1
    neg = i < n and buf[i] == 45
    if i < n and buf[i] in (43, 45):
        i += 1
    if i + 1 < n and buf[i] == 48 and buf[i + 1] in (88, 120):
        i += 2
    start, v = i, 0
    while i < n and chr(buf[i]) in "0123456789abcdefABCDEF":
        v = v * 16 + int(chr(buf[i]), 16)
        i += 1
    if i == start:
        return 0, 0
    v = min(v, 0xFFFFFFFF)  # unsigned long: 32 bits on the RP2040
    return ((-v) & 0xFFFFFFFF if neg else v), i


def _unicode_escape(f, size, out):
    buf = bytes(f.get() for _ in range(size))
    c, end = _strtoul16(buf)
    if end != size:
        raise _Error(buf[end] if end < size else 0)
    if c >= 0x110000:
        raise _Error(unicode=True)
    out += chr(c).encode("utf-8", "surrogatepass")  # vstr_add_char


_ESCAPES = {98: 8, 114: 13, 110: 10, 116: 9, 118: 11, 102: 12}  # b r n t v f


def _string_value(f):
    out = bytearray()
    while True:
        c = f.get()
        if c == 0 or c == _NL:
            raise _Error(c)
        if c == 34:  # the closing quote: then blanks, a comment, the end
            c = _consume_whitespace(f)
            if c == 35:
                _next_line(f)
                return bytes(out)
            if c == 0 or c == _NL:
                return bytes(out)
            raise _Error(c)
        if c == 92:  # a backslash
            c = f.get()
            if c == 0 or c == _NL:
                raise _Error(c)
            if c in (85, 117):  # U, u
                _unicode_escape(f, 4 if c == 117 else 8, out)
                continue
            c = _ESCAPES.get(c, c)
        out.append(c)


def _bare_value(f, c):
    out = bytearray()
    while c != 0 and c != _NL:
        if c == 35:  # '#'
            _next_line(f)
            break
        out.append(c)
        c = f.get()
    return bytes(out)


def parse_int(b):
    """mp_parse_num_integer(b, len(b), base 0): the int, or ValueError."""
    n = len(b)
    i = 0
    while i < n and b[i] in _SPACE:
        i += 1
    neg = False
    if i < n and b[i] in (43, 45):
        neg = b[i] == 45
        i += 1
    base = 10  # mp_parse_num_base: a 0x / 0o / 0b prefix, else decimal
    if n - i > 1 and b[i] == 48 and b[i + 1] | 32 in (120, 111, 98):
        base = {120: 16, 111: 8, 98: 2}[b[i + 1] | 32]
        i += 2
    start, v = i, 0
    while i < n:
        d = b[i]
        if 48 <= d <= 57:
            d -= 48
        elif d == 95:  # '_' is skipped wherever it is
            i += 1
            continue
        elif 97 <= (d | 32) <= 122:
            d = (d | 32) - 87
        else:
            break
        if d >= base:
            break
        v = v * base + d
        i += 1
    if i == start:
        raise ValueError("invalid syntax for integer with base %d" % base)
    while i < n and b[i] in _SPACE:
        i += 1
    if i != n:
        raise ValueError("invalid syntax for integer with base %d" % base)
    return -v if neg else v


def _utf8_check(b):
    """py/unicode.c's utf8_check: the shape of UTF-8 only."""
    need = 0
    for c in b:
        if need:
            if c & 0xC0 != 0x80:
                return False
            need -= 1
        elif c >= 0xC0:
            if c >= 0xF8:
                return False
            need = (0xE5 >> ((c >> 3) & 6)) & 3
        elif c >= 0x80:
            return False
    return need == 0


def _byte_text(c):
    """How handle_getenv_error names a byte: 'EOF', '\\n', 'x', '\\xff'."""
    if c == 0:
        return "'EOF'"
    if c == _NL:
        return "'\\n'"
    if 32 <= c < 127 and c not in (39, 92):
        return "'%s'" % chr(c)
    return "'\\x%02x'" % c


FIRMWARE = "9.2.8"  # whose os.getenv the simulator answers as, unless told
FIRMWARES = ("9.2.8", "10.2.1")


def _as_str(raw):
    """mp_obj_new_str_from_vstr: the bytes as a str, if they are UTF-8."""
    if not _utf8_check(raw):
        raise UnicodeError()  # no message, as on the board
    try:
        return raw.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:  # overlong forms pass the board's check
        return raw.decode("utf-8", "surrogateescape")


def _bare_value_10(f, c):
    """settings.c's read_bare_value: to the end of the line or a ``#``,
    less trailing spaces, tabs and CRs (not other blanks)."""
    out = _bare_value(f, c)
    while out and out[-1] in (32, 9, 13):
        out = out[:-1]
    return out


def getenv(data, key, default=None, firmware=FIRMWARE):
    """What os.getenv(key, default) gives on the board whose settings.toml
    holds ``data`` (bytes; None: no file), on stock ``firmware``."""
    if data is None:
        return default
    ten = not firmware.startswith("9.")
    f = _File(data)
    k = key.encode("utf-8")
    try:
        while not f.eof():
            if _key_matches(f, k):
                c = _consume_whitespace(f)
                if c == 34:
                    return _as_str(_string_value(f))
                if not ten:
                    return parse_int(_bare_value(f, c))
                if c == 0 or c == _NL:  # settings.c: an empty value is an error
                    return default
                return _as_str(_bare_value_10(f, c))
        return default
    except _Error as e:
        if ten:  # 10's os.getenv: what it cannot read it does not have
            return default
        if e.unicode:
            raise ValueError("Invalid unicode escape")
        raise ValueError("Invalid byte %s" % _byte_text(e.byte))


def read(path):
    """The file's bytes, or None when there is none (or it cannot be read)."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None
