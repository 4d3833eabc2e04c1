"""Power cuts at random moments of a scripted classic or Power game
(the harness, shared with Word and Jackpot, is tests/powercut_play.py):
every reboot finds the last save that completed, or the one in flight,
with no damage reported; every save is one the uninterrupted game made;
and the game ends with the very same sheets.

The store is a log (docs/SAVE_LAYOUT.md): now and then a full log is
compacted by rewriting the whole 4 KB. On this memory, written byte by
byte, a cut inside a compaction must lose nothing either; the tests check
that some cuts do land inside one. On the RP2040's flash (``rp2040=True``)
the same holds for every cut outside a compaction; a cut inside one may
lose what the new image had not yet programmed, and then the player is
told (tests/test_storage_rp2040.py, and the last test here).
"""

import random

import pytest

from host_sim.nvm import FileNVM, PowerCut
from handheld.storage import Storage
from powercut_play import with_cuts
from ui_play import Driver, PowerOff, new_sim


def check(variant, seats, rnd, rp2040=False):
    run = with_cuts(variant, seats, rnd, rp2040=rp2040)
    if run.lost:  # said so on screen: checked by the harness
        return
    assert run.in_compaction >= 1, "no cut landed inside a compaction"
    assert run.final.sheets == run.reference.sheets


def test_power_cuts_classic_four_players():
    # four seats: a move's save is some 30 bytes, so a two-seat game now
    # fits the log without compacting, and a cut must land in a compaction
    check("classic", 4, random.Random(5))


@pytest.mark.soak
def test_power_cuts_power_two_players():
    check("power", 2, random.Random(6))


@pytest.mark.soak
def test_power_cuts_on_rp2040_flash_classic_four_players():
    check("classic", 4, random.Random(6), rp2040=True)  # two seats no longer compact


def test_power_cuts_on_rp2040_flash_power_two_players():
    check("power", 2, random.Random(6), rp2040=True)


def test_on_rp2040_flash_a_cut_inside_a_compaction_loses_the_game_and_says_so():
    # The one risk left, made to happen. A game's moves go into its journal,
    # so a game no longer fills the log by itself: here settings saved over
    # and over in the middle of a game fill it, and the power goes 20 bytes
    # into the compaction's new image, after the erase and before the
    # game's copy is programmed again.
    sim = new_sim()
    sim.nvm = FileNVM(rp2040=True)
    sim.boot()
    sim.run_until_idle()
    st = sim.hw.storage
    d = Driver(sim)
    d.new_game("classic", 4)
    for _ in range(30):
        d.act()
    assert st._live() is not None and st._jat is not None and sim.nvm.erases == 0
    plain = sim.nvm.__class__

    class CutInsideTheImage(plain):
        def __setitem__(self, k, v):
            if isinstance(k, slice) and len(v) == len(self):  # the compaction's one assignment
                self.cut_after = 20
            plain.__setitem__(self, k, v)

    sim.nvm.__class__ = CutInsideTheImage
    try:
        for i in range(400):
            st.save_settings(dict(st.load_settings(), contrast=i % 256))
    except PowerCut:
        sim.cut_power()
    sim.nvm.__class__ = plain
    assert not sim.powered and sim.nvm.erases == 1
    sim.boot()
    assert sim.hw.save_reset
    assert any("Saved game lost" in p for p in sim.hw.problems), sim.hw.problems
    assert sim.hw.storage.load_game() is None
    sim.run_until_idle()
    assert "lost" in sim.screen_text().replace("\n", " "), sim.screen_text()
    # reported once; the device plays on
    again = Storage(sim.nvm)
    assert again.problems == []
