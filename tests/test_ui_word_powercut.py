"""Power cuts at random moments of a scripted Word game (as
tests/test_ui_powercut.py does for classic and Power): every reboot finds
the last completed save (or the one in flight), nothing is reported
damaged, every save is one the uninterrupted game made, and the game ends
with the very same sheets."""

import random

import pytest

from test_ui_powercut import CUTS, watch
from ui_play import PowerOff, new_sim
from word_play import WordDriver


def reference(seats):
    sim = new_sim().boot()
    log = {"done": None, "inflight": None, "all": []}
    watch(sim, log)
    sim.run_until_idle()
    d = WordDriver(sim)
    d.new_game("word", seats)
    while d.act():
        pass
    return d.game, log["all"], sim.nvm.writes


@pytest.mark.soak
def test_power_cuts_word_two_players():
    rnd = random.Random(7)
    seats = 2
    game, saves, total_writes = reference(seats)
    assert game.over
    cuts = sorted(rnd.sample(range(1, total_writes), CUTS))
    sim = new_sim().boot()
    log = {"done": None, "inflight": None, "all": []}
    watch(sim, log)
    sim.run_until_idle()
    d = WordDriver(sim)
    written = 0
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
                d.new_game("word", seats)
                started = True
            if not d.act():
                break
        except PowerOff:
            pass
        if sim.powered:
            continue
        written += sim.nvm.writes
        reboots += 1
        sim.boot()
        assert sim.hw.problems == [], sim.hw.problems
        blob = sim.hw.storage.load_game()
        assert blob in (log["done"], log["inflight"]), "a save was lost"
        log["done"], log["inflight"] = blob, None
        watch(sim, log)
        sim.run_until_idle()
        d = WordDriver(sim)
        arm()
        started = blob is not None
        if not started:
            continue
        d.press("A")
        d.on("menu")
        d.expect("Resume Word 2P")
    assert reboots >= CUTS // 2, reboots
    assert set(log["all"]) <= set(saves)
    final = d.game
    assert final.over
    assert final.totals() == game.totals()
    assert final.sheets == game.sheets
