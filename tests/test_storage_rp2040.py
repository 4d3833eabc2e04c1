"""The NVM store on the RP2040's flash, as CircuitPython drives it
(host_sim.nvm.FileNVM(rp2040=True)): a write into bytes that are all 0xFF
programs them; any other write erases the whole 4 KB sector and programs
it back. Saves append into erased bytes, so they never erase; only a
compaction of a full log does, once. A power cut in an append keeps the
last good save; a cut inside the compaction's erase/rewrite loses exactly
the records not yet programmed again (docs/SAVE_LAYOUT.md, "What a power
cut can cost")."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

from host_sim.nvm import FileNVM, PowerCut  # noqa: E402
from handheld.storage import layout as S  # noqa: E402
from handheld.storage import Storage  # noqa: E402

OLD = bytes(range(200)) * 3
NEW = bytes(reversed(range(250))) * 2
SCORES = [("ANN", 250)]


def played():
    nvm = FileNVM(rp2040=True)
    st = Storage(nvm)
    st.add_high_score("classic", "ANN", 250)
    st.save_game(b"first" * 40)
    st.save_game(OLD)
    return nvm


def full():
    """A log whose next save of NEW must compact."""
    nvm = FileNVM(rp2040=True)
    st = Storage(nvm)
    d = st.load_settings()
    d["contrast"] = 33
    st.save_settings(d)
    st.add_high_score("classic", "ANN", 250)
    k = 0
    while st._end + S.REC_HEADER + len(NEW) <= len(nvm) - 700:
        k += 1
        st.save_game(bytes((k,)) * 500)
    st.save_game(OLD)
    assert st._end + S.REC_HEADER + len(NEW) > len(nvm)
    return nvm


def boot_cut(base, n, blob):
    """Copy ``base``, save ``blob`` with the power cut after n byte writes,
    switch on again: (store after the reboot, whether the save finished)."""
    nvm = FileNVM(rp2040=True)
    nvm.data[:] = base.data
    nvm.cut_after = n
    done = True
    try:
        Storage(nvm).save_game(blob)
    except PowerCut:
        done = False
    nvm.cut_after = None
    return Storage(nvm), done


def test_a_save_programs_erased_bytes_and_never_erases():
    nvm = played()
    assert nvm.erases == 0  # a new device: header and three records, no erase
    st = Storage(nvm)
    st.save_game(NEW)
    st.clear_game()
    assert nvm.erases == 0
    assert Storage(nvm).load_game() is None


def test_only_a_full_log_is_compacted_with_one_erase():
    nvm = FileNVM(rp2040=True)
    st = Storage(nvm)
    st.add_high_score("power", "BEA", 400)
    saves = 0
    while nvm.erases < 3:
        saves += 1
        st.save_game(bytes((saves & 0xFF,)) * 600)
        assert nvm.erases == st.compactions
    # 610-byte records: six fit the empty log and the 7th compacts; each
    # compaction keeps the newest game and makes room for five more, so
    # the 12th and 17th saves erase again
    assert saves == 17, saves
    st = Storage(nvm)
    assert st.problems == [] and st.load_game() == bytes((saves & 0xFF,)) * 600
    assert st.high_scores("power") == [("BEA", 400)]


def test_a_cut_at_every_byte_of_an_append_keeps_the_last_good_save():
    base = played()
    n = 0
    while True:
        st, done = boot_cut(base, n, NEW)
        assert st.problems == [], n
        assert st.high_scores("classic") == SCORES, n
        if done:
            assert st.load_game() == NEW
            break
        # the new record counts only once its commit byte is programmed
        assert st.load_game() == OLD, n
        n += 1
    assert n == S.REC_HEADER + len(NEW) + 1
    assert base.erases == 0


def test_a_cut_inside_the_compaction_loses_exactly_what_was_not_reprogrammed():
    base = full()
    st = Storage(base)
    plan, _end = st._plan()
    # where the compacted image puts each record: the whole image is
    # programmed in address order after the erase
    ends = {}
    for old, new, n in plan:
        while n and base.data[old + n - 1] == 0xFF:
            n -= 1  # trailing 0xFF bytes are there once the sector is erased
        ends[base.data[old + 1]] = new + n
    size = len(base)
    append = S.REC_HEADER + len(NEW) + 1  # then NEW is appended as usual
    outcomes = set()
    for n in range(0, size + append + 1):
        st, done = boot_cut(base, n, NEW)
        game, scores = st.load_game(), st.high_scores("classic")
        contrast = st.load_settings()["contrast"]
        if n >= size:  # the image is complete: only the append can be cut
            assert st.problems == []
            assert game == (NEW if done else OLD) and scores == SCORES and contrast == 33
            outcomes.add("kept")
            continue
        assert game == (OLD if n >= ends[ord("G")] else None), n
        assert scores == (SCORES if n >= ends[ord("S")] else []), n
        assert contrast == (33 if n >= ends[ord("P")] else 207), n
        lost = [r[3] for r in S._TYPES if r[0] in ends and n < ends[r[0]]]
        if not lost:
            assert st.problems == [], n
            outcomes.add("kept")
        elif n >= S.HEAD:
            # the header says what the image holds: each loss is reported
            for name in lost:
                assert any(name in p and "lost" in p for p in st.problems), (n, st.problems)
            outcomes.add("lost, reported")
        else:
            # cut in the erase or the first header bytes: an erased (or
            # unreadable) sector, which boots as a new device
            outcomes.add("lost, boots as new")
        # whatever the cut left, the device saves again
        st.save_game(b"again")
        assert Storage(st.nvm).load_game() == b"again"
    assert outcomes == {"kept", "lost, reported", "lost, boots as new"}
    # the window is the erase plus the kept records: some 800 of 4096 bytes
    assert max(ends.values()) < 1000
