"""settings.toml as stock CircuitPython 9.2.8 and 10.2.1 read it: the
simulator's reader (host_sim/toml.py) against the table in
docs/SIMULATOR.md, "settings.toml", case by case on each firmware; and
the device's own report of what the board would not read."""

import pytest

from host_sim.sim import Sim

ERR = ValueError  # os.getenv raises it (UnicodeError is one)
UNI = UnicodeError

# (case, the file's bytes, what os.getenv("YZ_K") gives on 9.2.8, on
# 10.2.1): None is the default (not found; on 10 also a value it cannot
# read). Both columns are what the firmwares answered on the emulated
# Pico (python -m tests.firmware.getenv, which reads this table).
TABLE = [
    ("string", b'YZ_K = "GP20"', "GP20", "GP20"),
    ("unquoted name", b"YZ_K = GP20", ERR, "GP20"),
    ("decimal", b"YZ_K = 61", 61, "61"),
    ("hex", b"YZ_K = 0x3D", 61, "0x3D"),
    ("hex quoted", b'YZ_K = "0x3D"', "0x3D", "0x3D"),
    ("negative", b"YZ_K = -5", -5, "-5"),
    ("plus sign", b"YZ_K = +5", 5, "+5"),
    ("octal and binary", b"YZ_K = 0o17", 15, "0o17"),
    ("leading zero", b"YZ_K = 010", 10, "010"),
    ("underscores", b"YZ_K = 1_000", 1000, "1_000"),
    ("underscore alone", b"YZ_K = _", 0, "_"),
    ("prefix alone", b"YZ_K = 0x", ERR, "0x"),
    ("float", b"YZ_K = 3.5", ERR, "3.5"),
    ("unquoted true", b"YZ_K = true", ERR, "true"),
    ("empty value", b"YZ_K =", ERR, None),
    ("empty string", b'YZ_K = ""', "", ""),
    ("comment after", b'YZ_K = "a"  # note', "a", "a"),
    ("comment after number", b"YZ_K = 61 # note", 61, "61"),
    ("text after the string", b'YZ_K = "a" b', ERR, None),
    ("unterminated string", b'YZ_K = "abc', ERR, None),
    ("escapes", b'YZ_K = "a\\tb\\"c\\\\"', 'a\tb"c\\', 'a\tb"c\\'),
    ("other escape", b'YZ_K = "\\x41"', "x41", "x41"),
    ("unicode escape", b'YZ_K = "\\u00e9"', "\u00e9", "\u00e9"),
    ("bad unicode escape", b'YZ_K = "\\uZZZZ"', ERR, None),
    ("not UTF-8", b'YZ_K = "\xff"', UNI, UNI),
    ("blanks and CRLF", b"  YZ_K\t=  7 \r\n", 7, "7"),
    ("key alone, = below", b"YZ_K\n= 7", 7, "7"),
    ("no =", b"YZ_K 7", None, None),
    ("other case", b"yz_k = 7", None, None),
    ("longer key", b"YZ_KK = 7", None, None),
    ("twice", b"YZ_K = 1\nYZ_K = 2", 1, "1"),
    ("below a table", b"[yahtzee]\nYZ_K = 1", None, None),
    ("NUL in a line", b"X = 1\x00YZ_K = 1", 1, "1"),
    ("NUL starting a line", b"\x00\nYZ_K = 1", None, None),
    ("eight-digit escape", b'YZ_K = "\\U0001F600"', "\U0001F600", "\U0001F600"),
    ("escape past U+10FFFF", b'YZ_K = "\\U00110000"', ERR, None),
    ("short unicode escape", b'YZ_K = "\\u41"', ERR, None),
    ("surrogate escape", b'YZ_K = "\\ud800"', "\ud800", "\ud800"),
    ("big number", b"YZ_K = 12345678901234567890", 12345678901234567890, "12345678901234567890"),
    ("uppercase prefix", b"YZ_K = 0X3D", 61, "0X3D"),
    ("negative hex", b"YZ_K = -0x10", -16, "-0x10"),
    ("no blanks", b"YZ_K=5", 5, "5"),
    ("space inside number", b"YZ_K = 1 000", ERR, "1 000"),
    ("hash in a string", b'YZ_K = "a#b"', "a#b", "a#b"),
    ("only a comment", b"YZ_K = # note", ERR, ""),
    ("bare quote inside", b'YZ_K = a"b', ERR, 'a"b'),
    ("bare not UTF-8", b"YZ_K = \xff", ERR, UNI),
    ("trailing vertical tab", b"YZ_K = 7\x0b", 7, "7\x0b"),
]
CASES = [(firmware, row[0], row[1], row[2 + i])
         for row in TABLE for i, firmware in enumerate(("9.2.8", "10.2.1"))]


@pytest.mark.parametrize("firmware,case,data,board", CASES, ids=["%s-%s" % c[:2] for c in CASES])
def test_the_simulator_reads_each_case_as_the_board(firmware, case, data, board, tmp_path):
    """Through the simulated board's os.getenv, its settings.toml ``data``."""
    import os
    path = tmp_path / "settings.toml"
    path.write_bytes(data)
    Sim(app="sim_standin_app:App", settings_path=str(path), firmware=firmware).boot()
    if board in (ERR, UNI):
        with pytest.raises(board) as err:
            os.getenv("YZ_K")
        assert type(err.value) is board, (case, err.value)
    else:
        got = os.getenv("YZ_K")
        assert got == board and type(got) is type(board), (case, got)


def test_on_10_an_unreadable_value_is_the_default(tmp_path):
    """10's os.getenv gives the default, not an error, for a value it cannot read."""
    import os
    path = tmp_path / "settings.toml"
    path.write_bytes(b'YZ_K = "abc\nYZ_L =\n')
    Sim(app="sim_standin_app:App", settings_path=str(path), firmware="10.2.1").boot()
    assert os.getenv("YZ_K", 7) == 7 and os.getenv("YZ_L", "x") == "x"


def test_what_the_board_does_not_read_is_reported(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b'YZ_BTN_A = GP20\nYZ_OLED_ADDRES = 61\nYZ_SHAKE "none"\n'
                     b'YZ_DEBUG_MEM = maybe\nYZ_SDA = "GP4"\nYZ_SDA = "GP6"\n')
    sim = Sim(app="sim_standin_app:App", settings_path=str(path)).boot()
    said = "\n".join(sim.hw.problems)
    # 9.2.8 reads an unquoted word as a number and raises: said in a maker's words, with what to type
    assert 'Put it in quotes: YZ_BTN_A = "GP20" ("GP14" is used until then).' in said, said
    assert "settings.toml line 2: YZ_OLED_ADDRES is no setting; did you mean YZ_OLED_ADDRESS?" in said, said
    assert 'settings.toml line 3 has no "=", so the board skips it: write it as KEY = value.' in said, said
    assert "YZ_DEBUG_MEM = maybe: type 1 for on or 0 for off (0 is used now)." in said, said
    assert "settings.toml line 6 repeats YZ_SDA: delete one (the first counts)." in said, said
    assert "invalid syntax" not in said and "base 10" not in said, said
    assert sim.hw.settings.btn_a == "GP14"  # the default, as on the board


def test_values_are_shown_as_a_maker_writes_them():
    from handheld import settings
    st = settings.load(getenv={"YZ_DEBUG_MEM": "maybe", "YZ_SDA": "GP40", "YZ_OLED_ADDRESS": 200}.get,
                       pin_ok=lambda p: p != "GP40", path="")
    said = "\n".join(st.problems)
    assert 'YZ_DEBUG_MEM = "maybe": type 1 for on or 0 for off (0 is used now).' in said, said
    assert 'YZ_SDA = "GP40" is not a pin: type its pin, like "GP4" (used now).' in said, said
    assert "YZ_OLED_ADDRESS = 0xC8 is out of range: type 0x03 to 0x77, like 0x3C (used now)." in said, said
    assert "False" not in said and "'" not in said
