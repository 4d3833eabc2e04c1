"""settings.toml as CircuitPython reads it: top-level ``KEY = "string"``
or ``KEY = integer`` lines; os.getenv gives str or int.

Never raises, whatever the file holds (random bytes included): like
CircuitPython's getenv, a line that is not ``KEY = value`` is skipped,
and a key whose value cannot be read (bytes that are not UTF-8, an
unterminated string) answers with an ``Unreadable`` marker, on which the
simulator's os.getenv raises ValueError as the board's does. The app's
settings reader reports that key and uses its default."""


class Unreadable:
    """A key whose value CircuitPython could not read; ``reason`` says why."""

    def __init__(self, reason):
        self.reason = reason

    def __repr__(self):
        return "Unreadable(%r)" % self.reason


def _key(raw):
    """The key of a line, or None when it is not a usable name."""
    try:
        key = raw.decode("ascii").strip()
    except UnicodeDecodeError:
        return None
    if not key or not all(c.isalnum() or c in "_." for c in key):
        return None
    return key


def _value(raw, n):
    """str, int, or Unreadable for the bytes after the '='."""
    try:
        value = raw.decode("utf-8").strip()
    except UnicodeDecodeError:
        return Unreadable("line %d: not UTF-8" % n)
    if value.startswith('"'):
        end = value.find('"', 1)
        if end < 0:
            return Unreadable("line %d: unterminated string" % n)
        return value[1:end]
    value = value.split("#", 1)[0].strip()
    try:
        return int(value, 0)
    except ValueError:
        return value  # CircuitPython would refuse it; the app's check reports it


def parse(data):
    """{key: value} from the file's bytes (or text)."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    out = {}
    for n, line in enumerate(data.replace(b"\r", b"\n").split(b"\n"), 1):
        line = line.strip()
        if not line or line.startswith(b"#") or b"=" not in line:
            continue  # CircuitPython's getenv skips lines that are not KEY = value
        raw_key, raw_value = line.split(b"=", 1)
        key = _key(raw_key)
        if key is not None and key not in out:  # the first line of a key counts
            out[key] = _value(raw_value, n)
    return out


def load(path):
    """The settings in ``path``; an unreadable file is an empty one."""
    try:
        with open(path, "rb") as f:
            return parse(f.read())
    except OSError:
        return {}
