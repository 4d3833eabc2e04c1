"""Sleep in the middle of a CPU's turn and with the Word clock running,
and power cuts while asleep or while going to sleep (tests/sleep_play.py
sleeps and wakes the simulated handheld; test_ui_sleep.py has the rest)."""

import pytest

from cpu_play import start
from host_sim.sim import Sim
from sleep_play import fall_asleep, nap, wake
from ui_play import SEED, Driver
from word_play import WordDriver


def sim_for(alarm=True, **settings):
    sim = Sim(seed=SEED, alarm=alarm, settings=settings or None).boot()
    sim.run_until_idle()
    return sim


def to_the_cpus_turn(sim):
    """Classic, ANN against a Medium CPU: ANN plays a turn and scores;
    the steps run until the CPU has rolled once. Returns the driver."""
    d = Driver(sim)
    start(d, "classic", [None, "medium"])
    while d.game.seat != 0:  # the roll-off may have given the CPU the first turn
        sim.wait(0.5)
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")
    d.on("scoring")
    d.press("A")  # the box
    d.on("pass")  # "NEXT: Medium (CPU)", where B would take the box back
    sim.press("A")  # then the CPU's turn, one move at its pace
    for _ in range(600):
        sim.step()
        if sim.app.screen.NAME == "cpu_turn" and d.game.rolled and d.game.seat == 1:
            return d
    raise AssertionError("the CPU never rolled:\n" + sim.screen_text())


def after_the_cpus_turn(sim, d):
    """Run until the person's turn is up again; the game's save then."""
    for _ in range(100):
        sim.wait(0.5)
        if d.game.seat == 0:
            break
    sim.run_until_idle()
    return d.game.save()


@pytest.mark.parametrize("alarm", [True, False], ids=["deep", "in_place"])
def test_a_cpus_turn_sleeps_between_two_moves_and_finishes_the_same_after_the_wake(alarm):
    ref = sim_for(alarm)
    want = after_the_cpus_turn(ref, to_the_cpus_turn(ref))

    sim = sim_for(alarm)
    d = to_the_cpus_turn(sim)
    fall_asleep(sim)  # the person walked away during the CPU's turn
    sim.wait(600)
    sim.press("A")  # (A on the CPU's turn would skip to its end: here only a wake)
    sim.step()
    assert sim.device.oled.on
    d.on("cpu_turn")
    assert d.game.seat == 1 and d.game.rolled  # where it was, its roll saved
    assert after_the_cpus_turn(sim, d) == want  # and it plays on to the very same end


def word_clock_running(alarm):
    """Word with the 60 s clock, one player, the dice rolled and a letter
    spelled: the clock running (an idle sleep never finds it running: a
    turn's clock starts at a press, and the shortest sleep waits as long
    as the clock; an empty battery, though, sleeps at any moment)."""
    sim = sim_for(alarm)
    sim.hw.prefs["word_timer"] = 1
    d = WordDriver(sim)
    d.new_game("word", 1)
    assert d.game.timer
    d.begin_turn()
    d.roll((), "A")
    d.roll((), "UP")
    d.press("DOWN", "A")  # spelling: one letter
    return sim, d


@pytest.mark.parametrize("alarm", [True, False], ids=["deep", "in_place"])
def test_the_word_clock_stops_while_asleep(alarm):
    from handheld.screens.word_turn import seconds_left
    sim, d = word_clock_running(alarm)
    seq = list(sim.app.screen.seq)
    sim.set_battery(2.6)  # flat: a save and a sleep, whatever the clock
    for _ in range(400):
        sim.step()
        if sim.app is not None and sim.app.screen.NAME == "message":
            break
    d.expect("BATTERY EMPTY")
    left = seconds_left(sim.app, sim.clock.now())
    assert 30 <= left <= 55, left
    sim.wait(3.5)
    assert not sim.device.oled.on and (sim.asleep is not None) == alarm
    sim.wait(1800)  # half an hour asleep: no time up
    sim.set_battery(4.5)  # new cells
    if alarm:  # changing them cuts the power: the position comes back from NVM
        sim.cut_power()
        sim.boot()
        sim.run_until_idle()
    else:  # dozing, the app kept: a press wakes it
        wake(sim)
    d.on("word_turn")
    assert not sim.app.game.time_out and list(sim.app.screen.seq) == seq
    now = seconds_left(sim.app, sim.clock.now())
    assert left - 4 <= now <= left, (left, now)  # (the 3 s of the message count in place)
    assert "%ds" % now in sim.screen_text()
    sim.wait(now + 1)  # and it runs on from there
    assert sim.app.game.time_out


def test_the_word_clock_is_kept_when_the_screen_is_not_one_a_wake_rebuilds():
    """Asleep on the "Score 0?" question (a message no wake rebuilds): the
    wake comes back to the Word turn itself (the game's own next screen),
    its clock where it was."""
    from handheld.screens.word_turn import seconds_left
    sim, d = word_clock_running(True)
    d.press("DOWN")
    d.on("word_boxes")
    assert sim.app.screen.rows[sim.app.screen.cursor][0] == 0  # one letter scores nothing
    d.press("A")
    d.on("message")
    assert sim.app.screen.title == "SURE?"
    sim.set_battery(2.6)
    for _ in range(400):
        sim.step()
        if sim.app.screen.NAME == "message" and sim.app.screen.title == "BATTERY EMPTY":
            break
    left = seconds_left(sim.app, sim.clock.now())
    sim.wait(4)
    assert sim.asleep is not None
    sim.set_battery(4.5)
    sim.cut_power()
    sim.boot()
    sim.run_until_idle()
    d.on("word_turn")
    now = seconds_left(sim.app, sim.clock.now())
    assert left - 1 <= now <= left, (left, now)


@pytest.mark.parametrize("alarm", [True, False], ids=["deep", "in_place"])
def test_a_power_cut_while_asleep_loses_nothing(alarm):
    sim = sim_for(alarm)
    d = Driver(sim)
    d.new_game("power", 2)
    d.begin_turn()
    d.roll((), "A")
    d.set_holds([1, 3])
    save = d.game.save()
    before = sim.pixels()
    fall_asleep(sim)
    sim.cut_power()  # the batteries taken out while it sleeps, then back
    sim.boot()
    sim.run_until_idle()
    assert not sim.hw.woke  # a power-up, not a wake: the position is in NVM all the same
    assert sim.app.screen.NAME == "turn" and sim.app.game.save() == save
    assert list(sim.app.screen.held) == [0, 1, 0, 1, 0, 0]
    assert sim.pixels() == before
    d.roll([1, 3])  # and play goes on
    assert d.game.rolls_used == 2


def test_a_power_cut_at_any_byte_of_going_to_sleep_keeps_the_game():
    """The sleep writes the screen position (an append and its commit
    byte): cut at each of its bytes, the next power-up finds the game
    as saved, on its own screen or on the one the sleep was keeping."""
    probe = sim_for()
    d = Driver(probe)
    d.new_game("classic", 2)
    d.begin_turn()
    d.roll((), "A")
    w0 = probe.nvm.writes
    fall_asleep(probe)
    n = probe.nvm.writes - w0
    assert 10 <= n <= 60, n
    for cut in range(1, n + 1, 1 if n < 30 else 2):
        sim = sim_for()
        d = Driver(sim)
        d.new_game("classic", 2)
        d.begin_turn()
        d.roll((), "A")
        save = d.game.save()
        sim.cut_power_after(cut)
        sim.jump(200)
        sim.step()
        assert not sim.powered or cut == n
        sim.boot()
        sim.run_until_idle()
        assert sim.hw.problems == []
        assert sim.hw.storage.load_game() == save
        if sim.app.screen.NAME == "turn":  # the position was committed
            assert sim.app.game.save() == save
        else:
            d.on("title")
            d.press("A")
            d.expect("Resume Classic 2P")


def test_a_wake_record_of_another_game_is_not_used():
    sim = sim_for()
    d = Driver(sim)
    d.new_game("classic", 2)
    d.begin_turn()
    d.roll((), "A")
    nap(sim)
    rec = sim.hw.storage.load_wake()
    assert rec is not None and rec[1] == 4  # TURN, still there: the game has not moved
    d.roll(d.want_keep())  # a save: the record names the game before it
    sim.cut_power()
    sim.boot()
    sim.run_until_idle()
    d.on("title")  # a plain power-up: the title, the game to resume


def test_a_wake_takes_the_game_kept_in_ram_and_a_power_up_replays_it():
    """A deep sleep leaves the game's save in alarm.sleep_memory, which its
    reset keeps: the wake takes it instead of replaying every move of the
    journal (a second for 250 moves on the firmware). A power cut clears
    that memory: the power-up replays, to the very same game."""
    sim = sim_for()
    d = Driver(sim)
    d.new_game("classic", 3)
    for _ in range(40):
        d.act()
    while d.screen.NAME not in ("turn", "pass"):
        d.act()
    save = d.game.save()
    fall_asleep(sim)
    wake(sim)
    assert "wake: the game kept in RAM, not replayed" in sim.console
    assert sim.app.game.save() == save
    d.act()  # and it saves on into the same journal, readable as ever
    saved = sim.hw.storage.load_game()
    assert sim.app.game.save() == saved
    fall_asleep(sim)
    sim.console.clear()
    import alarm
    from handheld.hardware.power import KEEP_AT
    alarm.sleep_memory[KEEP_AT + 8] ^= 0xFF  # a byte of the save damaged: not taken
    wake(sim)
    assert not any("kept in RAM" in line for line in sim.console)
    assert sim.app.game.save() == saved
    fall_asleep(sim)
    sim.cut_power()
    sim.boot()
    sim.run_until_idle()
    assert not any("kept in RAM" in line for line in sim.console[-3:])
    assert sim.app.game.save() == saved
