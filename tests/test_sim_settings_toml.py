"""settings.toml as CircuitPython 9.2.8 reads it (shared-module/os/getenv.c
and py/parsenum.c): the simulator's reader (host_sim/toml.py) against the
table in docs/SIMULATOR.md, "settings.toml", case by case; and the
device's own report of what the board would not read."""

import pytest

from host_sim.sim import Sim

ERR = ValueError  # os.getenv raises it (UnicodeError is one)

# (case, the file's bytes, what os.getenv("YZ_K") gives on the board)
TABLE = [
    ("string", b'YZ_K = "GP20"', "GP20"),
    ("unquoted name", b"YZ_K = GP20", ERR),
    ("decimal", b"YZ_K = 61", 61),
    ("hex", b"YZ_K = 0x3D", 61),
    ("hex quoted", b'YZ_K = "0x3D"', "0x3D"),
    ("negative", b"YZ_K = -5", -5),
    ("plus sign", b"YZ_K = +5", 5),
    ("octal and binary", b"YZ_K = 0o17", 15),
    ("leading zero", b"YZ_K = 010", 10),
    ("underscores", b"YZ_K = 1_000", 1000),
    ("underscore alone", b"YZ_K = _", 0),
    ("prefix alone", b"YZ_K = 0x", ERR),
    ("float", b"YZ_K = 3.5", ERR),
    ("unquoted true", b"YZ_K = true", ERR),
    ("empty value", b"YZ_K =", ERR),
    ("empty string", b'YZ_K = ""', ""),
    ("comment after", b'YZ_K = "a"  # note', "a"),
    ("comment after number", b"YZ_K = 61 # note", 61),
    ("text after the string", b'YZ_K = "a" b', ERR),
    ("unterminated string", b'YZ_K = "abc', ERR),
    ("escapes", b'YZ_K = "a\\tb\\"c\\\\"', 'a\tb"c\\'),
    ("other escape", b'YZ_K = "\\x41"', "x41"),
    ("unicode escape", b'YZ_K = "\\u00e9"', "\u00e9"),
    ("bad unicode escape", b'YZ_K = "\\uZZZZ"', ERR),
    ("not UTF-8", b'YZ_K = "\xff"', ERR),
    ("blanks and CRLF", b"  YZ_K\t=  7 \r\n", 7),
    ("key alone, = below", b"YZ_K\n= 7", 7),
    ("no =", b"YZ_K 7", None),
    ("other case", b"yz_k = 7", None),
    ("longer key", b"YZ_KK = 7", None),
    ("twice", b"YZ_K = 1\nYZ_K = 2", 1),
    ("below a table", b"[yahtzee]\nYZ_K = 1", None),
    ("NUL in a line", b"X = 1\x00YZ_K = 1", 1),
    ("NUL starting a line", b"\x00\nYZ_K = 1", None),
]


@pytest.mark.parametrize("case,data,board", TABLE, ids=[t[0] for t in TABLE])
def test_the_simulator_reads_each_case_as_the_board(case, data, board, tmp_path):
    """Through the simulated board's os.getenv, its settings.toml ``data``."""
    import os
    path = tmp_path / "settings.toml"
    path.write_bytes(data)
    Sim(app="sim_standin_app:App", settings_path=str(path)).boot()
    if board is ERR:
        with pytest.raises(ValueError):
            os.getenv("YZ_K")
    else:
        got = os.getenv("YZ_K")
        assert got == board and type(got) is type(board), (case, got)


def test_what_the_board_does_not_read_is_reported(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b'YZ_BTN_A = GP20\nYZ_OLED_ADDRES = 61\nYZ_SHAKE "none"\n'
                     b'YZ_DEBUG_MEM = maybe\nYZ_SDA = "GP4"\nYZ_SDA = "GP6"\n')
    sim = Sim(app="sim_standin_app:App", settings_path=str(path)).boot()
    said = "\n".join(sim.hw.problems)
    assert "YZ_BTN_A unreadable (invalid syntax for integer with base 10); using \"GP14\"" in said, said
    assert "YZ_OLED_ADDRES (line 2) is not a setting (misspelled?)" in said, said
    assert "line 3 has no '=': the board ignores it" in said, said
    assert "YZ_DEBUG_MEM unreadable" in said and "using 0" in said, said
    assert "line 6 sets YZ_SDA again: the board reads the first" in said, said
    assert sim.hw.settings.btn_a == "GP14"  # the default, as on the board


def test_values_are_shown_as_a_maker_writes_them():
    from handheld import settings
    st = settings.load(getenv={"YZ_DEBUG_MEM": "maybe", "YZ_SDA": "GP40"}.get,
                       pin_ok=lambda p: p != "GP40", path="")
    said = "\n".join(st.problems)
    assert 'YZ_DEBUG_MEM = "maybe" is not 0 or 1; using 0' in said, said
    assert 'YZ_SDA = "GP40" is not a pin on this board; using "GP4"' in said, said
    assert "False" not in said and "'" not in said
