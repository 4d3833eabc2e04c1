"""Issue #10, the compaction window: on the RP2040 a compaction erases
the one 4 KB sector, and a cut before the game is programmed back loses
it. The store now compacts when a new game starts (no game to lose), so
small games never compact while running, and saves a move as the few
bytes it changed (D records), so big games compact several times less
often. Everywhere else a cut loses at most the move in flight."""

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


def test_one_seat_games_never_compact_while_a_game_is_running(monkeypatch):
    monkeypatch.chdir(F.ROOT)
    for variant, seats in (("classic", 1), ("power", 1), ("word", 1)):
        assert running_compactions(variant, seats) == 0, variant


def test_big_games_spend_less_time_in_the_window_than_before(monkeypatch):
    monkeypatch.chdir(F.ROOT)
    for variant, seats in (("classic", 6), ("power", 6), ("word", 4)):
        now = F._setting_up(variant, seats, 3, False)[3]
        before = F._setting_up(variant, seats, 3, True)[3]
        assert now < 0.9 * before, (variant, now, before)


@pytest.mark.soak
def test_a_cut_at_any_byte_of_delta_saves_and_their_compaction_keeps_a_save(monkeypatch):
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
    assert st.compactions >= 1 and any(r == ord("D") for r in st._newest)
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


def test_random_power_cuts_lose_a_game_only_inside_a_compaction():
    got = F.power_cut_figures(300, 11)
    assert got["cuts"] == 300 and got["lost_outside_compaction"] == 0, got
    assert got["games_lost"] <= got["in_compaction"]
