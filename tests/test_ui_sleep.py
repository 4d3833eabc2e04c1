"""Idle -> dim -> asleep -> awake, through button presses in the simulator
(handheld/sleep.py decides, handheld/wake.py keeps the screen,
host_sim/fake_alarm.py is CircuitPython's ``alarm`` on an RP2040).

Every sleep is checked to switch the OLED off (its 0xAE command) and
every wake to bring back the same picture; a deep sleep wakes by a reset
(a fresh app over the same NVM), a doze in place (no ``alarm`` module)
without one. The CPU's turn, the Word clock and power cuts are in
test_ui_sleep_cpu.py."""

import pytest

from host_sim.sim import Sim
from jackpot_play import JackpotDriver
from sleep_play import SLEEP_AFTER, dark, fall_asleep, nap, play_with_naps, wake
from ui_play import SEED, Driver
from word_play import WordDriver

DRIVERS = {"classic": Driver, "power": Driver, "word": WordDriver, "jackpot": JackpotDriver}


def booted(alarm=True, settings=None, **kw):
    sim = Sim(seed=SEED, alarm=alarm, settings=settings, **kw).boot()
    sim.run_until_idle()
    return sim


def game(variant, seats=1, alarm=True, settings=None):
    sim = booted(alarm, settings)
    d = DRIVERS[variant](sim)
    d.new_game(variant, seats)
    d.begin_turn()
    return sim, d


def hold_some(d):
    """Roll once, then hold the first and third dice and leave the arrow
    on the fourth (the screen's own presses)."""
    d.roll((), "A")
    scr = d.screen
    for i in (0, 2):
        d.until(lambda: scr.cursor == i, "RIGHT")
        d.press("A")
    d.until(lambda: scr.cursor == 3, "RIGHT")
    return bytes(scr.held)


@pytest.mark.parametrize("alarm", [True, False], ids=["deep", "in_place"])
def test_a_turn_with_dice_held_sleeps_and_wakes_to_the_same_screen(alarm):
    sim, d = game("classic", 2, alarm)
    held = hold_some(d)
    before = sim.pixels()
    writes = sim.nvm.writes
    how = fall_asleep(sim)
    assert how == ("deep" if alarm else "doze")
    assert sim.nvm.writes > writes  # the screen position, beside the journal
    if alarm:
        assert sim.app is None  # code.py has ended: the board sleeps
        assert {a.pin.name for a in sim.asleep} == {"GP10", "GP11", "GP12", "GP13", "GP14", "GP15"}
        assert all(not a.value and a.pull for a in sim.asleep)  # level low, pull-up: any button
    sim.wait(3600)  # an hour asleep
    assert dark(sim) and not sim.device.oled.on
    wake(sim, "A")  # the press only wakes: A would have held the fourth die
    assert sim.app.screen.NAME == "turn"
    assert bytes(sim.app.screen.held) == held and sim.app.screen.cursor == 3
    assert sim.pixels() == before
    assert sim.hw.woke == alarm
    dice = d.game.dice
    d.roll([0, 2])  # and the game goes on: the held dice stay
    assert d.game.rolls_used == 2 and bytes(sim.app.screen.held) == held
    assert (d.game.dice[0], d.game.dice[2]) == (dice[0], dice[2])


@pytest.mark.parametrize("variant", ["classic", "power", "word", "jackpot"])
def test_each_variant_sleeps_mid_turn_and_wakes_the_same(variant):
    sim, d = game(variant, 2 if variant == "jackpot" else 1)  # Jackpot: two players at least
    if variant == "jackpot":
        d.roll()  # one roll, then the tiles: the cursor moved on
        d.press("RIGHT")
    else:
        hold_some(d)
    before = sim.pixels()
    nap(sim)  # asserts the same screen, picture and text
    assert sim.pixels() == before
    if variant == "word":  # and the word being spelled too
        d.press("DOWN")
        d.press("A")
        d.press("A")
        before = sim.pixels()
        spelled = list(sim.app.screen.seq)
        nap(sim, "B")  # B would have taken a letter back
        assert list(sim.app.screen.seq) == spelled and sim.pixels() == before


def test_the_box_list_sleeps_and_wakes_on_its_line_with_the_dice_held():
    sim, d = game("classic", 2)
    held = hold_some(d)
    d.press("DOWN")
    d.on("scoring")
    d.press("DOWN", "DOWN")
    cursor = sim.app.screen.cursor
    nap(sim, "UP")
    assert sim.app.screen.cursor == cursor
    d.press("B")  # back to the dice: still held
    d.on("turn")
    assert bytes(sim.app.screen.held) == held


def test_the_scorecard_over_a_turn_comes_back_over_it():
    sim, d = game("power")
    held = hold_some(d)
    d.press("B")
    d.on("scorecard")
    d.press("DOWN")
    nap(sim, "B")
    assert sim.app.screen.NAME == "scorecard" and sim.app.screen.top == 1
    d.press("B")
    d.on("turn")
    assert bytes(sim.app.screen.held) == held


@pytest.mark.parametrize("variant,alarm", [("classic", True), ("power", False)],
                         ids=["classic-deep", "power-in_place"])
def test_a_whole_game_with_naps_ends_as_the_rules_core_says(variant, alarm):
    sim = booted(alarm)
    d = DRIVERS[variant](sim)
    d.new_game(variant, 2)
    naps = play_with_naps(d)
    assert naps >= 4
    assert d.game.totals() == d.replay(variant, list(d.game.players)).totals()
    assert sim.hw.storage.compactions == 0  # the positions stayed in the room left for them


@pytest.mark.soak
@pytest.mark.parametrize("variant,alarm", [(v, a) for v in ("power", "word", "jackpot", "classic")
                                           for a in (True, False)])
def test_whole_games_of_every_variant_with_naps(variant, alarm):
    sim = booted(alarm)
    d = DRIVERS[variant](sim)
    d.new_game(variant, 2)
    play_with_naps(d, most=6)  # (a game has room for 7 positions or more; running out: its own test)
    assert d.game.totals() == d.replay(variant, list(d.game.players)).totals()


def test_the_screen_dims_after_30_s_and_a_press_both_brightens_and_acts():
    sim, d = game("classic")
    contrast = sim.device.oled.contrast
    sim.wait(31)
    assert sim.device.oled.contrast < contrast and sim.device.oled.on
    d.press("A")  # dimmed, not dark: the press is a move (the first roll)
    assert d.game.rolled and sim.device.oled.contrast == contrast


def test_sleep_after_is_a_setting_and_never_blanks_in_place():
    sim = booted()
    sim.press("A")
    sim.run_until_idle()
    d = Driver(sim)
    d.until(lambda: sim.app.screen.cursor == 2, "DOWN")  # Settings
    d.press("A")
    d.on("settings")
    d.until(lambda: sim.app.screen.cursor == 6, "DOWN")
    d.expect("Sleep after", "2 min")  # settings.toml's default (YZ_SLEEP_MINUTES)
    seen = []
    for _ in range(5):
        d.press("RIGHT")
        seen.append([t for t in d.text().split("\n") if t.startswith("Sleep after")][0].split()[-2:])
    assert [" ".join(w) for w in seen] == ["5 min", "10 min", "after never", "1 min", "2 min"]
    d.press("RIGHT", "RIGHT", "RIGHT")  # never
    d.press("B")  # kept
    d.on("menu")
    assert sim.hw.storage.load_settings()["sleep"] == 0
    sim.wait(SLEEP_AFTER + 60)
    assert sim.app.rest.asleep is False and sim.device.oled.on  # no sleep at 2 min
    how = fall_asleep(sim, 300)
    assert how == "doze"  # blank, the app kept: never a reset
    before_boot = sim.app
    cursor = sim.app.screen.cursor  # on Settings, where the menu was left
    wake(sim, "DOWN")  # the press only wakes: the cursor stays
    assert sim.app is before_boot and sim.app.screen.NAME == "menu" and sim.app.screen.cursor == cursor


def test_the_settings_toml_default_and_a_one_minute_sleep():
    sim = booted(settings={"YZ_SLEEP_MINUTES": 1})
    sim.wait(59)
    assert sim.asleep is None
    sim.wait(2)
    assert sim.asleep is not None
    wake(sim)
    assert sim.app.screen.NAME == "title"


def test_a_sleep_on_the_settings_screen_keeps_what_was_changed():
    sim = booted()
    d = Driver(sim)
    sim.press("A")
    sim.run_until_idle()
    d.until(lambda: sim.app.screen.cursor == 2, "DOWN")
    d.press("A")
    d.press("LEFT")  # sound off, not yet kept (B keeps)
    nap(sim, "B")
    assert sim.hw.storage.load_settings()["sound"] == 0
    assert sim.app.screen.NAME == "settings"


def test_game_over_enters_the_high_scores_before_a_deep_sleep():
    sim = booted()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.play_out()
    d.on("gameover")
    total = d.game.totals()[0]
    fall_asleep(sim)
    assert sim.asleep is not None  # deep: the scores were entered first
    assert sim.hw.storage.high_scores("classic")[0] == ("ANN", total)
    wake(sim)
    assert sim.app.screen.NAME == "menu"  # where the entries led, as A would have
    assert sim.app.saved is None


def test_without_room_for_the_position_a_wake_comes_back_to_the_game():
    sim, d = game("classic", 2)
    hold_some(d)
    st = sim.hw.storage
    st.save_wake = lambda payload: False  # as when the room after the journal is spent
    fall_asleep(sim)
    wake(sim)
    d.on("turn")  # the game's own next screen, the dice as rolled
    assert sim.app.game.rolls_used == 1 and not any(sim.app.screen.held)


def test_a_deep_sleep_its_button_alarms_refuse_dozes_and_the_buttons_work(monkeypatch):
    """The buttons are let go to arm their pins as alarms; when a pin
    refuses, the buttons are made again and the handheld dozes in place."""
    import host_sim.fake_alarm as fake_alarm

    def refuse(self, pin, **kw):
        raise ValueError("no alarm on %s" % pin.name)

    monkeypatch.setattr(fake_alarm.PinAlarm, "__init__", refuse)
    sim, d = game("classic", 2)
    held = hold_some(d)
    assert fall_asleep(sim) == "doze"
    wake(sim, "A")
    assert sim.app.screen.NAME == "turn" and bytes(sim.app.screen.held) == held
    d.roll([0, 2])  # the buttons read presses again
    assert d.game.rolls_used == 2
