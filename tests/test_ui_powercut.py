"""Power cuts at random moments of a scripted game.

The simulator's NVM loses power after a chosen number of byte writes
(``Sim.cut_power_after``). The same seeded game is played uninterrupted
once, recording every save; then again with cuts at random byte counts,
rebooting and resuming after each. Every reboot must find the last save
that completed (or the one in flight, if its commit byte made it) with no
damage reported; every save the interrupted game makes must be one the
uninterrupted game made; and it must finish with the very same sheets.

The store is a log (docs/SAVE_LAYOUT.md): most saves append a record, and
now and then a full log is compacted by rewriting the whole 4 KB. On this
memory, written byte by byte, a cut inside a compaction must lose nothing
either; the test checks that some cuts do land inside one. On the
RP2040's flash (``rp2040=True``) the same holds for every cut outside a
compaction; a cut inside one may lose what the new image had not yet
programmed, and then the player is told (tests/test_storage_rp2040.py).
"""

import random

import pytest

from host_sim.nvm import FileNVM
from handheld.storage import Storage
from ui_play import Driver, PowerOff, new_sim

CUTS = 12


def watch(sim, log):
    """Record the saves the app makes on this power-up."""
    st = sim.hw.storage
    save, clear = st.save_game, st.clear_game

    def save_game(blob):
        log["inflight"] = bytes(blob)
        save(blob)
        log["done"] = bytes(blob)
        log["inflight"] = None
        log["all"].append(bytes(blob))

    def clear_game():
        log["inflight"] = None
        clear()
        log["done"] = None

    st.save_game = save_game
    st.clear_game = clear_game
    compact = st._compact

    def _compact():
        log["compacting"] = True
        compact()
        log["compacting"] = False

    st._compact = _compact


def reference(variant, seats):
    sim = new_sim().boot()
    log = {"done": None, "inflight": None, "all": [], "compacting": False}
    watch(sim, log)
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game(variant, seats)
    d.play_out()
    return d.game, log["all"], sim.nvm.writes


def with_cuts(variant, seats, rnd, rp2040=False):
    game, saves, total_writes = reference(variant, seats)
    cuts = sorted(rnd.sample(range(1, total_writes), CUTS))
    sim = new_sim()
    if rp2040:
        sim.nvm = FileNVM(rp2040=True)
    sim.boot()
    log = {"done": None, "inflight": None, "all": [], "compacting": False}
    watch(sim, log)
    sim.run_until_idle()
    d = Driver(sim)
    in_compaction = 0  # cuts that landed inside a compaction's rewrite
    written = 0  # bytes written on earlier power-ups
    reboots = 0

    def arm():
        while cuts and cuts[0] <= written + sim.nvm.writes:
            cuts.pop(0)
        if cuts:
            sim.cut_power_after(cuts[0] - written - sim.nvm.writes)

    arm()
    started = False
    while True:
        try:
            if not started:
                d.new_game(variant, seats)
                started = True
            if not d.act():
                break
        except PowerOff:
            pass
        if sim.powered:
            continue
        # The power went: switch on again and check what survived.
        written += sim.nvm.writes
        reboots += 1
        compacting = log["compacting"]
        in_compaction += compacting
        log["compacting"] = False
        sim.boot()
        blob = sim.hw.storage.load_game()
        if rp2040 and compacting and blob not in (log["done"], log["inflight"]):
            # the RP2040's one risk: the cut came after the erase and before
            # the game's copy was programmed again. Lost, and said so.
            assert blob is None and any("lost" in p for p in sim.hw.problems), sim.hw.problems
            return "lost in a compaction"
        assert sim.hw.problems == [] or (rp2040 and compacting), sim.hw.problems
        assert blob in (log["done"], log["inflight"]), "a save was lost"
        log["done"], log["inflight"] = blob, None
        watch(sim, log)
        sim.run_until_idle()
        d = Driver(sim)
        arm()
        started = blob is not None
        if not started:  # cut before the first save: the game never existed
            continue
        d.press("A")
        d.on("menu")
        d.expect("Resume")
    assert reboots >= CUTS // 2, reboots
    assert in_compaction >= 1, "no cut landed inside a compaction"
    # Every save of the interrupted game is one the uninterrupted game made.
    assert set(log["all"]) <= set(saves)
    final = d.game
    assert final.over
    assert final.totals() == game.totals()
    assert final.sheets == game.sheets
    return reboots


def test_power_cuts_classic_two_players():
    with_cuts("classic", 2, random.Random(5))


@pytest.mark.soak
def test_power_cuts_power_two_players():
    with_cuts("power", 2, random.Random(6))


@pytest.mark.soak
def test_power_cuts_on_rp2040_flash_classic_two_players():
    with_cuts("classic", 2, random.Random(6), rp2040=True)


def test_power_cuts_on_rp2040_flash_power_two_players():
    with_cuts("power", 2, random.Random(6), rp2040=True)


def test_on_rp2040_flash_a_cut_inside_a_compaction_loses_the_game_and_says_so():
    # The one risk left, made to happen: the power goes 20 bytes into the
    # first compaction's new image, after the erase and before the game's
    # copy is programmed again.
    sim = new_sim()
    sim.nvm = FileNVM(rp2040=True)
    sim.boot()
    sim.run_until_idle()
    st = sim.hw.storage
    compact = st._compact

    def cut_inside():
        sim.cut_power_after(20)
        compact()

    st._compact = cut_inside
    d = Driver(sim)
    d.new_game("classic", 2)
    try:
        while d.act():
            pass
    except PowerOff:
        pass
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
