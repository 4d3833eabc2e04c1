"""Issue #10, the compaction window: on the RP2040 a compaction erases
the one 4 KB sector, and a cut before the game is programmed back loses
it. The store compacts when a new game starts (no game to lose), and a
game's saves after its first are its moves, a few bytes each, appended
after it (the journal), so no game of any size compacts while it runs: a
cut loses at most the move in flight."""

import pytest
import os
import sys

from host_sim.nvm import FileNVM, PowerCut
from handheld.storage import Storage

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import fault_device as F  # noqa: E402


def running_compactions(variant, seats, seed=3):
    """Compactions while a game is in the log, over one game played after
    another one on the same RP2040 nvm."""
    _base, _ops, _ms, window = F._setting_up(variant, seats, seed, False)
    return window


def test_no_game_compacts_while_it_runs(monkeypatch):
    monkeypatch.chdir(F.ROOT)
    for variant, seats in F.GAMES:
        assert running_compactions(variant, seats) == 0, (variant, seats)


def test_the_store_before_the_journal_did(monkeypatch):
    # (the comparison the bench prints: the test above could not fail if
    # these games were too small to fill the log)
    monkeypatch.chdir(F.ROOT)
    for variant, seats in (("classic", 6), ("power", 6), ("jackpot", 4)):
        assert F._setting_up(variant, seats, 3, True)[3] > 0, variant


@pytest.mark.soak
def test_a_cut_at_any_byte_of_journal_saves_and_the_new_game_compaction_keeps_a_save(monkeypatch):
    monkeypatch.chdir(F.ROOT)
    ops = F.game_ops("power", 6, 5)[:70]
    nvm = FileNVM()  # written byte by byte: a compaction too must lose nothing
    st = Storage(nvm)
    for op in F.game_ops("power", 6, 6):
        F.apply(st, op)
    base = bytes(nvm.data)
    nvm.writes = 0
    st = Storage(nvm)
    for op in ops:
        F.apply(st, op)
    total = nvm.writes
    assert st.compactions >= 1 and st._jat is not None
    for n in range(0, total + 1, 3):
        cut = FileNVM()
        cut.data[:] = base
        cut.cut_after = n
        st = Storage(cut)
        before = None
        try:
            for op in ops:
                F.apply(st, op)
                before = op[1]
        except PowerCut:
            flight = ops[ops.index(op)][1]
            cut.cut_after = None
            got = Storage(cut).load_game()
            assert got in (before, flight), n


def test_random_power_cuts_lose_no_game():
    got = F.power_cut_figures(300, 11)
    assert got["cuts"] == 300 and got["in_game"] > 100 and got["games_lost"] == 0, got
