"""Every settings.toml key the code reads (the ``YZ_`` names in lib/ and
the board's code.py) is documented for a maker: a row of the table in
docs/HARDWARE_BUILD.md, "settings.toml keys", and a line of
settings.toml.example with its default."""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def keys_in_code():
    """The YZ_ keys the board's code names (a name ending in "_" is a
    prefix the code builds keys from, not a key)."""
    found = set()
    files = [os.path.join(ROOT, "circuitpy", "code.py")]
    for folder, _dirs, names in os.walk(os.path.join(ROOT, "lib")):
        files += [os.path.join(folder, n) for n in names if n.endswith(".py")]
    for path in files:
        with open(path) as f:
            found |= set(re.findall(r"\bYZ_[A-Z0-9_]*[A-Z0-9]\b", f.read()))
    return found


def table_keys():
    with open(os.path.join(ROOT, "docs", "HARDWARE_BUILD.md")) as f:
        text = f.read()
    section = text.split("## settings.toml keys", 1)[1].split("\n## ", 1)[0]
    rows = [ln for ln in section.splitlines() if ln.startswith("| `YZ_")]
    return {k for row in rows for k in re.findall(r"`(YZ_[A-Z0-9_]+)`", row.split(" | ")[0])}


def example_keys():
    with open(os.path.join(ROOT, "settings.toml.example")) as f:
        return set(re.findall(r"^(YZ_[A-Z0-9_]+) = ", f.read(), re.M))


def test_the_code_reads_the_keys_the_settings_parser_knows():
    from handheld.settings import KEYS
    code = keys_in_code()
    assert {k[1] for k in KEYS} == code, code ^ {k[1] for k in KEYS}
    assert len(code) >= 19


def test_every_key_the_code_reads_has_a_row_in_hardware_build():
    missing = keys_in_code() - table_keys()
    assert not missing, "not in HARDWARE_BUILD.md's settings.toml keys table: %s" % sorted(missing)
    assert not table_keys() - keys_in_code(), table_keys() - keys_in_code()


def test_every_key_the_code_reads_is_in_the_example_with_its_default():
    from handheld.settings import KEYS
    missing = keys_in_code() - example_keys()
    assert not missing, "not in settings.toml.example: %s" % sorted(missing)
    with open(os.path.join(ROOT, "settings.toml.example")) as f:
        lines = dict(re.findall(r"^(YZ_[A-Z0-9_]+) = (\S+)", f.read(), re.M))
    for spec in KEYS:
        key, kind, default = spec[1], spec[2], spec[3]
        written = lines[key]
        if kind in ("pin", "optpin", "choice"):
            assert written == '"%s"' % default, (key, written)
        else:
            assert int(written, 0) == int(default), (key, written)
