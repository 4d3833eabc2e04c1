"""The battery through the simulator (handheld/sleep.py reads it every
10 s through hw.battery(); handheld/art/battery.py judges it): the gauge on
the title and pass screens, USB power, no monitor, the low warning once,
a dip that is no flat battery, and the empty battery's save and sleep."""

from host_sim.sim import Sim
from sleep_play import dark, wake
from ui_play import SEED, Driver

GAUGE = (112, 0, 128, 7)  # x0, y0, x1, y1 of the gauge at the top right


def gauge_pixels(sim):
    x0, y0, x1, y1 = GAUGE
    px = sim.pixels()
    return tuple(tuple(px[y][x0:x1]) for y in range(y0, y1))


def lit(sim):
    return sum(sum(r) for r in gauge_pixels(sim))


def booted(**kw):
    settings = kw.pop("settings", None)
    sim = Sim(seed=SEED, settings=settings, **kw).boot()
    sim.run_until_idle()
    return sim


def test_the_gauge_shows_on_the_title_and_pass_screens_only_and_follows_the_cells():
    sim = booted(vsys=4.5)
    full = gauge_pixels(sim)
    assert lit(sim) > 40  # the case and four bars
    sim.set_battery(3.4)  # some 40 % left
    sim.wait(11)
    assert 0 < lit(sim) < sum(sum(r) for r in full)
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    assert "POCKET YAHTZEE" in d.text() and lit(sim) == 0  # the menu's title row is the title's own
    d.new_game("classic", 3)
    d.begin_turn()
    assert sim.app.rest.gauge_in is None  # not on the turn screen (its points are there)
    d.roll((), "A")
    d.score(d.pick())
    d.on("pass")
    assert lit(sim) > 0
    assert d.text().splitlines()[0].startswith("PASS TO")  # the title row kept clear of it


def test_on_usb_power_the_gauge_is_a_plug_and_nothing_is_judged():
    sim = booted(vsys=2.6, usb=True)  # VSYS is VBUS's then, whatever the cells say
    plug = gauge_pixels(sim)
    assert lit(sim) > 0
    sim.wait(25)
    assert sim.app.screen.NAME == "title" and sim.asleep is None  # no warning, no empty battery
    sim.set_battery(4.5, usb=False)  # unplugged: the cells are judged
    sim.wait(11)
    assert gauge_pixels(sim) != plug and lit(sim) > 40
    sim.set_battery(2.6)  # and flat
    assert until_message(sim) == "BATTERY EMPTY"


def until_message(sim, most=15):
    """Step up to ``most`` s until a message is up: its title."""
    for _ in range(int(most * 30)):
        sim.step()
        if sim.app is not None and sim.app.screen.NAME == "message":
            return sim.app.screen.title
    return None


def test_without_a_monitor_there_is_no_gauge_and_no_warning():
    sim = booted(vsys=2.6, settings={"YZ_BATTERY": "none"})
    assert lit(sim) == 0
    sim.wait(25)
    assert sim.app.screen.NAME == "title" and sim.hw.battery() == (None, False)
    sim2 = booted(vsys=0.0)  # the pin reads nothing a Pico's VSYS could be (an emulated ADC)
    assert lit(sim2) == 0
    sim2.wait(25)
    assert sim2.app.screen.NAME == "title"


def test_low_warns_once_at_a_calm_screen_and_again_after_new_cells():
    sim = booted(vsys=4.5)
    d = Driver(sim)
    d.new_game("classic", 2)
    d.begin_turn()
    d.roll((), "A")
    held = bytes(sim.app.screen.held)
    sim.set_battery(3.0)
    assert until_message(sim) == "BATTERY LOW"  # once two readings agree
    d.expect("Change the batteries")
    sim.screenshot("/tmp/battery_low.png")
    d.press("A")
    d.on("turn")  # back where it was
    assert bytes(sim.app.screen.held) == held
    sim.wait(40)
    assert sim.app.screen.NAME == "turn"  # once
    sim.set_battery(4.5)
    sim.wait(11)
    sim.set_battery(3.0)
    assert until_message(sim) == "BATTERY LOW"  # new cells, run down again: said again


def test_one_low_reading_is_a_dip_not_a_flat_battery():
    sim = booted(vsys=4.5)
    sim.wait(9.5)
    sim.set_battery(2.6)  # a dip under load, for one reading
    sim.wait(0.6)
    sim.set_battery(4.5)
    sim.wait(25)
    assert sim.app.screen.NAME == "title" and sim.asleep is None


def test_an_empty_battery_saves_says_so_and_sleeps_whatever_the_setting():
    sim = booted(vsys=4.5, settings={"YZ_SLEEP_MINUTES": 0})  # never sleeps when idle
    d = Driver(sim)
    d.new_game("classic", 2)
    d.begin_turn()
    d.roll((), "A")
    d.set_holds([0])
    before = sim.pixels()
    sim.set_battery(2.7)
    assert until_message(sim) == "BATTERY EMPTY"
    d.expect("Saved")
    sim.wait(3.5)
    assert sim.asleep is not None and dark(sim)  # a deep sleep: the OLED off, code.py ended
    sim.press("A")  # pressed while still empty: it comes back, says so, sleeps again
    sim.run_until_idle()
    assert sim.asleep is None and sim.app.screen.NAME == "turn" and sim.pixels() == before
    sim.wait(15)
    assert sim.asleep is not None
    sim.set_battery(4.5)
    sim.cut_power()  # new cells
    sim.boot()
    sim.run_until_idle()
    d.on("turn")
    assert sim.pixels() == before and list(sim.app.screen.held) == [1, 0, 0, 0, 0]
    sim.wait(25)
    assert sim.asleep is None


def test_the_simulator_takes_battery_and_clock_lines_in_scripts():
    sim = booted(vsys=4.5)
    sim.command("battery 3.0")
    assert sim.device.vsys == 3.0 and not sim.device.usb
    sim.command("wait 22")
    assert sim.app.screen.NAME == "message"
    sim.command("press A")
    sim.command("battery usb")
    assert sim.device.usb
    sim.command("jump 200")
    sim.command("idle")
    assert sim.asleep is not None
    wake(sim)
