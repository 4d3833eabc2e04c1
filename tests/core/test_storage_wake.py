"""The screen position a sleep keeps (the W record, handheld/wake.py) and
the settings after the remembered names (the sleep setting): round trips,
a cut at any byte of the position's append, and the rule that keeps the
game safe: while a game runs, a position is written only into the room
the journal leaves for it, never by a compaction. Portable: runs under
pytest and under micropython.
"""
# mpy-heap: 110k (as test_storage_journal.py: a store, a journaled game and
# the copies of the sector the cuts restore)

import gc
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.append(_HERE + "/../../lib")
sys.path.append(_HERE)

from handheld.storage import Storage  # noqa: E402
from handheld.storage.layout import _SETTINGS, _WAKE, NEEDED, REC_HEADER, record  # noqa: E402
from nvm_fake import PowerCut, TearingNVM  # noqa: E402
from test_storage_journal import moves, save  # noqa: E402


def test_a_position_reads_back_and_an_empty_one_clears_it():
    nvm = TearingNVM()
    st = Storage(nvm)
    assert st.load_wake() is None
    assert st.save_wake(b"\x01\x01\x00\x00\x00\xff\x00\x02")
    assert Storage(nvm).load_wake() == b"\x01\x01\x00\x00\x00\xff\x00\x02"
    w = nvm.writes
    assert st.save_wake(b"\x01\x01\x00\x00\x00\xff\x00\x02")  # the same again: nothing written
    assert nvm.writes == w
    st.save_wake(b"")
    assert Storage(nvm).load_wake() is None
    assert NEEDED <= 4096


def test_a_cut_at_any_byte_of_a_position_keeps_the_old_one_and_the_game():
    nvm = TearingNVM()
    st = Storage(nvm)
    g, move = moves(4)
    save(st, g)
    for _ in range(6):
        move()
        save(st, g)
    old, new = b"\x01\x04\x01\x12\x34\xff\x00\x01\x05", b"\x01\x05\x01\x56\x78\xff\x00\x02\x03"
    st.save_wake(old)
    game = g.save()
    base = nvm.copy()
    n = REC_HEADER + len(new) + 1
    for cut in range(n + 1):
        gc.collect()
        nvm.restore(base, budget=cut)
        try:
            Storage(nvm).save_wake(new)
        except PowerCut:
            pass
        nvm.budget = None
        st2 = Storage(nvm)
        assert st2.problems == [], cut
        assert st2.load_wake() in (old, new), cut
        assert st2.load_game() == game, cut
        st2 = None


def test_while_a_game_runs_a_position_never_compacts_the_log():
    nvm = TearingNVM()
    st = Storage(nvm)
    g, move = moves(5)
    save(st, g)
    move()
    save(st, g)
    first = st.compactions
    written = 0
    for k in range(200):  # far more sleeps than any game: the room runs out
        if st.save_wake(bytes((1, 4, 1, k & 0xFF, k >> 8, 255, 0, k % 5, 0))):
            written += 1
        else:
            break
    assert 8 <= written < 200, written  # some (WAKE_RESERVE), then refused
    assert st.compactions == first
    move()
    save(st, g)  # the game saves on, in its journal
    while move():
        save(st, g)  # to its end: statistics and scores still fit after
    st.end_game(g)
    assert st.compactions == first
    assert Storage(nvm).load_game() is None


def test_a_position_is_copied_by_a_compaction():
    nvm = TearingNVM()
    st = Storage(nvm)
    st.save_wake(b"\x01\x01\x00\x00\x00\xff\x00\x03")
    for k in range(200):  # settings saved over and over: the log fills and compacts
        st.save_settings({"contrast": k & 0xFF})
    assert st.compactions >= 1
    assert Storage(nvm).load_wake() == b"\x01\x01\x00\x00\x00\xff\x00\x03"


def test_the_sleep_setting_sits_after_the_names_and_an_older_record_reads_the_default():
    nvm = TearingNVM()
    st = Storage(nvm)
    d = st.load_settings()
    assert d["sleep"] == 255  # never chosen: settings.toml's default
    d["sleep"] = 5
    d["names"] = b"ANNBOBCAT"
    st.save_settings(d)
    got = Storage(nvm).load_settings()
    assert got["sleep"] == 5 and got["names"] == b"ANNBOBCAT"
    old = bytearray(32)  # a settings record from before: 32 bytes
    old[0], old[2] = 1, 99
    old[8:11] = b"DAN"
    r = record(_SETTINGS, 900, bytes(old))
    r[0] = 0xA5
    nvm2 = TearingNVM()
    Storage(nvm2)
    nvm2[4:4 + len(r)] = r
    got = Storage(nvm2).load_settings()
    assert got["sleep"] == 255 and got["contrast"] == 99 and got["names"] == b"DAN"
    assert _WAKE[0] == ord("W")
