"""Power cuts at random moments of a scripted Jackpot game, as
tests/test_ui_powercut.py does for classic and Power: the same seeded game
is played uninterrupted once, then again with cuts at random NVM byte
counts, rebooting and resuming after each. Every reboot finds the last
save (or the one in flight, if its commit byte made it) with no damage
reported; every save is one the uninterrupted game made; the game ends
with the very same rounds."""

import random

import pytest

from jackpot_play import JackpotDriver
from test_ui_powercut import watch
from ui_play import PowerOff, new_sim

CUTS = 12


def reference(seats):
    sim = new_sim().boot()
    log = {"done": None, "inflight": None, "all": []}
    watch(sim, log)
    sim.run_until_idle()
    d = JackpotDriver(sim)
    d.new_game("jackpot", seats)
    d.play_out()
    return d.game, log["all"], sim.nvm.writes


@pytest.mark.soak
def test_power_cuts_jackpot_three_players():
    seats = 3
    rnd = random.Random(44)
    game, saves, total_writes = reference(seats)
    cuts = sorted(rnd.sample(range(1, total_writes), CUTS))
    sim = new_sim().boot()
    log = {"done": None, "inflight": None, "all": []}
    watch(sim, log)
    sim.run_until_idle()
    d = JackpotDriver(sim)
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
                d.new_game("jackpot", seats)
                started = True
            if not d.act():
                break
        except PowerOff:
            pass
        if sim.powered:
            continue
        before = d.game
        written += sim.nvm.writes
        reboots += 1
        sim.boot()
        assert sim.hw.problems == [], sim.hw.problems
        blob = sim.hw.storage.load_game()
        assert blob in (log["done"], log["inflight"]), "a save was lost"
        log["done"], log["inflight"] = blob, None
        watch(sim, log)
        sim.run_until_idle()
        d = JackpotDriver(sim)
        arm()
        started = blob is not None
        if not started and before is not None and before.over:
            d.game_at_end = before  # cut while the finished game's save was cleared
            break
        if not started:
            continue
        d.press("A")
        d.on("menu")
        d.expect("Resume Jackpot 3P")
    assert reboots >= CUTS // 2, reboots
    assert set(log["all"]) <= set(saves)
    final = getattr(d, "game_at_end", None) or d.game
    assert final.over
    assert final.totals() == game.totals()
    assert final.lines == game.lines and final.bonus == game.bonus
