# mpy-heap: 76k  (the store with the journal's append and the 4 KB compaction image, which
# needs 4 KB in one piece)
"""The NVM store: what a player keeps across power-offs, and what happens
when the power goes mid-save or the memory is damaged. Portable: runs under
pytest and under micropython (tests/mpy_runner.py)."""

import gc
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.append(_HERE + "/../../lib")
sys.path.append(_HERE)

from handheld.storage import layout as S  # noqa: E402
from handheld.storage import Storage  # noqa: E402
from nvm_fake import PowerCut, TearingNVM  # noqa: E402


def fresh():
    return TearingNVM()


def game(n, fill):
    return bytes([fill]) * n


def test_a_fresh_device_has_no_game_no_scores_and_default_settings():
    st = Storage(fresh())
    assert st.problems == []
    assert st.load_game() is None
    assert st.high_scores("classic") == []
    assert st.load_settings() == S.default_settings()


def test_a_saved_game_comes_back_after_a_reboot():
    nvm = fresh()
    Storage(nvm).save_game(b"game-one")
    assert Storage(nvm).load_game() == b"game-one"


def test_the_newest_of_many_saves_is_loaded_whichever_slot_holds_it():
    nvm = fresh()
    st = Storage(nvm)
    for k in range(7):
        st.save_game(game(10 + k, k))
        assert Storage(nvm).load_game() == game(10 + k, k)


def test_a_cleared_game_stays_cleared_after_a_reboot():
    nvm = fresh()
    st = Storage(nvm)
    st.save_game(b"one")
    st.save_game(b"two")
    st.clear_game()
    assert st.load_game() is None
    assert Storage(nvm).load_game() is None


def test_a_game_too_big_for_its_slot_is_refused_and_the_old_one_kept():
    nvm = fresh()
    st = Storage(nvm)
    st.save_game(b"kept")
    try:
        st.save_game(b"x" * (S.GAME_CAPACITY + 1))
        raise AssertionError("an oversize game was accepted")
    except ValueError:
        pass
    assert Storage(nvm).load_game() == b"kept"


def test_the_sequence_number_wraps_and_the_newer_slot_still_wins():
    assert S._newer(0, 0xFFFF)
    assert not S._newer(0xFFFF, 0)
    assert S._newer(5, 4) and not S._newer(4, 5)


def test_a_flipped_bit_in_the_newest_copy_falls_back_to_the_one_before():
    nvm = fresh()
    st = Storage(nvm)
    st.save_game(b"older")
    st.save_game(b"newer")
    # the log holds "older" then "newer": damage the newer payload
    at = S.HEAD + S.REC_HEADER + 5 + S.REC_HEADER
    assert nvm[at:at + 5] == b"newer"
    nvm[at] ^= 0x01
    st2 = Storage(nvm)
    assert st2.load_game() == b"older"
    assert len(st2.problems) == 1 and "damaged" in st2.problems[0]
    # the damage is reported once: the store was tidied
    st3 = Storage(nvm)
    assert st3.problems == [] and st3.load_game() == b"older"


def test_a_damaged_game_with_no_older_copy_is_reported_and_cleared():
    nvm = fresh()
    Storage(nvm).save_game(b"only")
    nvm[S.HEAD + S.REC_HEADER] ^= 0x40
    st = Storage(nvm)
    assert st.load_game() is None
    assert len(st.problems) == 1 and "lost" in st.problems[0]
    assert Storage(nvm).problems == []


def test_garbage_in_the_memory_is_reported_and_reset_without_crashing():
    nvm = fresh()
    x = 12345
    for i in range(len(nvm)):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        nvm[i] = x >> 16 & 0xFF
    st = Storage(nvm)
    assert len(st.problems) == 1 and "cleared" in st.problems[0]
    assert st.load_game() is None and st.high_scores("power") == []
    st.save_game(b"works again")
    st2 = Storage(nvm)
    assert st2.problems == [] and st2.load_game() == b"works again"


def test_a_memory_too_small_is_reported_and_saving_is_off():
    st = Storage(TearingNVM(256))
    assert st.problems and "256" in st.problems[0]
    st.save_game(b"nowhere")
    assert st.load_game() is None


def test_a_power_cut_at_every_byte_of_a_save_never_loses_the_last_good_save():
    old, new = game(300, 0x11), game(280, 0x22)
    base = fresh()
    st = Storage(base)
    st.save_game(game(200, 0x33))
    st.save_game(old)
    nvm = base.copy()
    total = None
    n = 0
    while True:
        after = None
        gc.collect()
        nvm.restore(base, budget=n)  # reuses one copy's pages: no heap churn
        try:
            Storage(nvm).save_game(new)
            total = nvm.writes
            break
        except PowerCut:
            pass
        nvm.budget = None
        after = Storage(nvm)
        assert after.load_game() == old, "cut after %d bytes lost the save" % n
        assert after.problems == []
        n += 1
    assert total == n and total > 280
    assert Storage(nvm).load_game() == new


def test_a_power_cut_while_clearing_never_brings_back_an_older_game():
    base = fresh()
    st = Storage(base)
    st.save_game(b"older")
    st.save_game(b"newest")
    for n in range(3):
        nvm = base.copy(budget=n)
        try:
            Storage(nvm).clear_game()
        except PowerCut:
            pass
        assert Storage(nvm.copy()).load_game() in (b"newest", None)


def test_high_scores_are_kept_best_first_top_five_per_variant():
    nvm = fresh()
    st = Storage(nvm)
    assert st.add_high_score("classic", "ann", 200) == 1
    assert st.add_high_score("classic", "BOB", 250) == 1
    assert st.add_high_score("classic", "CY", 100) == 3
    assert st.add_high_score("jackpot", "DEE", 900) == 1
    for s in (150, 160, 170):
        st.add_high_score("classic", "EVE", s)
    assert st.add_high_score("classic", "LOW", 50) is None
    rows = Storage(nvm).high_scores("classic")
    assert rows == [("BOB", 250), ("ANN", 200), ("EVE", 170), ("EVE", 160), ("EVE", 150)]
    assert Storage(nvm).high_scores("jackpot") == [("DEE", 900)]
    assert Storage(nvm).high_scores("word") == []


def test_a_tie_ranks_below_the_score_already_there():
    st = Storage(fresh())
    st.add_high_score("word", "OLD", 80)
    assert st.rank_for("word", 80) == 2
    assert st.add_high_score("word", "NEW", 80) == 2
    assert st.high_scores("word")[0] == ("OLD", 80)


def test_a_power_cut_while_entering_a_high_score_keeps_the_table_before_it():
    base = fresh()
    st = Storage(base)
    st.add_high_score("power", "AAA", 1000)
    st.add_high_score("power", "BBB", 900)
    before = st.high_scores("power")
    nvm = base.copy()
    n = 0
    while True:
        gc.collect()
        nvm.restore(base, budget=n)
        try:
            Storage(nvm).add_high_score("power", "CCC", 950)
            break
        except PowerCut:
            nvm.budget = None
            assert Storage(nvm).high_scores("power") == before
        n += 1
    assert Storage(nvm).high_scores("power")[1] == ("CCC", 950)


def test_unknown_variant_is_refused():
    st = Storage(fresh())
    try:
        st.high_scores("yahtzee")
        raise AssertionError("unknown variant accepted")
    except ValueError:
        pass


def test_settings_round_trip_and_an_unchanged_save_writes_nothing():
    nvm = fresh()
    st = Storage(nvm)
    d = st.load_settings()
    d["sound"] = 0
    d["contrast"] = 40
    d["flip"] = 1
    st.save_settings(d)
    writes = nvm.writes
    st.save_settings(d)
    assert nvm.writes == writes
    got = Storage(nvm).load_settings()
    assert got["sound"] == 0 and got["contrast"] == 40 and got["flip"] == 1
    assert got["shake_sensitivity"] == S.default_settings()["shake_sensitivity"]


def test_an_out_of_range_setting_is_stored_as_its_default():
    nvm = fresh()
    st = Storage(nvm)
    d = st.load_settings()
    d["shake_sensitivity"] = 99
    st.save_settings(d)
    assert Storage(nvm).load_settings()["shake_sensitivity"] == S.default_settings()["shake_sensitivity"]


def test_a_save_appends_only_its_record_and_a_commit_byte():
    nvm = fresh()
    st = Storage(nvm)
    w0 = nvm.writes
    st.save_game(b"x" * 50)
    assert nvm.writes - w0 == S.REC_HEADER + 50 + 1


def test_initials_are_three_upper_case_letters_or_digits():
    assert S.clean_initials("ab") == "AB "
    assert S.clean_initials("a-b!") == "A B"
    assert S.clean_initials("zoe99") == "ZOE"


def test_saving_the_same_game_again_writes_nothing():
    nvm = fresh()
    st = Storage(nvm)
    st.save_game(b"same")
    w = nvm.writes
    st.save_game(b"same")
    assert nvm.writes == w
    st.save_game(b"different")
    assert nvm.writes > w and Storage(nvm).load_game() == b"different"


def test_the_scan_compaction_and_scores_code_is_let_go_after_use():
    """Only the store's resident part stays imported during a game: the
    boot scan, the compaction and the high-score code are loaded for the
    job and forgotten (issue #9: heap on the board)."""
    lazy = ("handheld.storage.scan", "handheld.storage.compact", "handheld.storage.scores")
    nvm = fresh()
    st = Storage(nvm)
    st.save_game(game(300, 1))
    for k in range(40):  # enough saves of a changing game to fill and compact the log
        st.save_game(game(300, 2 + k % 7))
    assert st.compactions >= 1
    st.add_high_score("classic", "ANN", 100)
    assert st.high_scores("classic") == [("ANN", 100)]
    Storage(nvm)
    for name in lazy:
        assert name not in sys.modules, name
