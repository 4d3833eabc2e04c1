# mpy-heap: 76k  (the store with the screen position and the settings, and the 4 KB
# compaction image in one piece: the heap's fragmentation fails some sizes between 64k and
# 72k and passes others)
"""The NVM store as a log: many saves between two sector rewrites, a torn
append stepped over, and a power cut at every byte of a compaction.
Portable: runs under pytest and under micropython (tests/mpy_runner.py),
in its own process there so its 4 KB images find room in a 68 KB heap."""

import gc
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.append(_HERE + "/../../lib")
sys.path.append(_HERE)

from handheld import storage as S  # noqa: E402
from handheld.storage import Storage  # noqa: E402
from nvm_fake import PowerCut, TearingNVM  # noqa: E402


TIGHT = hasattr(gc, "mem_free")  # a MicroPython heap: free each round's copies


def fresh():
    return TearingNVM()


def game(n, fill):
    return bytes([fill]) * n


def test_many_game_saves_fit_between_two_compactions():
    nvm = fresh()
    st = Storage(nvm)
    saves = 0
    while st.compactions == 0:
        saves += 1
        st.save_game(game(300, saves & 0xFF))
    # 300-byte games: 13 saves fill the 4 KB log, the 14th compacts
    assert saves >= 13, saves
    assert Storage(nvm).load_game() == game(300, saves & 0xFF)
    # after a compaction the log holds only the newest game: room for 12 more
    first = saves
    while st.compactions == 1:
        saves += 1
        st.save_game(game(300, saves & 0xFF))
    assert saves - first >= 12


def test_a_torn_append_is_stepped_over_and_saving_goes_on_without_an_erase():
    nvm = fresh()
    st = Storage(nvm)
    st.save_game(game(200, 1))
    cut = nvm.copy(budget=120)  # dies 120 bytes into the next save
    try:
        Storage(cut).save_game(game(250, 2))
        raise AssertionError("the cut did not happen")
    except PowerCut:
        pass
    cut.budget = None
    st = Storage(cut)
    assert st.problems == [] and st.load_game() == game(200, 1)
    st.save_game(game(260, 3))
    assert st.compactions == 0
    assert Storage(cut).load_game() == game(260, 3)


def _full_log():
    """An NVM whose next 300-byte game save compacts the log. Settings and
    a small game are saved first, then a high score, so the compaction
    keeps one record where it is and moves the others (both cases of
    Storage._plan)."""
    base = fresh()
    st = Storage(base)
    d = st.load_settings()
    d["contrast"] = 17
    st.save_settings(d)
    st.save_game(game(50, 0x40))
    st.add_high_score("power", "AAA", 1000)
    k = 0
    while st._end + S.REC_HEADER + 300 <= len(base):  # room for the 300-byte save
        k += 1
        st.save_game(game(280 + k, k))
    return base, base.copy(), game(280 + k, k)


def test_a_power_cut_at_every_byte_of_a_compaction_never_loses_the_last_good_save():
    # Memory written byte by byte in address order (the simulator's file,
    # an EEPROM): the compacted image never overwrites a kept record before
    # its new copy is complete. (The RP2040 erases first: see
    # tests/test_storage_rp2040.py for what a cut can cost there.)
    base, nvm, old = _full_log()
    new = game(300, 0xEE)
    n = 0
    while True:
        after = st = None
        if TIGHT:
            gc.collect()
        nvm.restore(base, budget=n)
        try:
            st = Storage(nvm)
            st.save_game(new)
            break
        except PowerCut:
            pass
        nvm.budget = None
        after = Storage(nvm)
        assert after.problems == [], (n, after.problems)
        assert after.load_game() == old, "cut after %d bytes lost the save" % n
        assert after.high_scores("power") == [("AAA", 1000)], n
        assert after.load_settings()["contrast"] == 17, n
        n += 1
    assert st.compactions == 1 and n > 4096
    assert Storage(nvm).load_game() == new


def test_sequence_numbers_wrap_per_record_type_and_the_newest_still_wins():
    nvm = fresh()
    st = Storage(nvm)
    st.add_high_score("word", "OLD", 5)  # scores: seq 1, kept for ever
    st._save(S._GAME, b"g1", 65534)  # as if 65533 games had been saved before
    st.save_game(b"g2")  # seq 65535
    st.save_game(b"g3")  # seq 0: wrapped
    st.save_game(b"g4")  # seq 1
    st = Storage(nvm)
    assert st.problems == [] and st.load_game() == b"g4"
    assert st._newest[ord("G")][0] == 1
    assert st.high_scores("word") == [("OLD", 5)]
    st.add_high_score("word", "NEW", 9)
    assert Storage(nvm).high_scores("word") == [("NEW", 9), ("OLD", 5)]
