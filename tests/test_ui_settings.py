"""The Settings screen through its buttons, on the simulated handheld: the
cursor stops on the rows it can change (the two rows to read at the foot
show under the last), LEFT and RIGHT both flip an on/off row, the rows to
read say true things (the simulator is no firmware; the game's version
whole on the glass), and Update firmware asks first, keeps the settings
and the saved game, and leaves the board in its UF2 bootloader until a
power-up; the Settings' code stays out of the game that follows."""

import gc
import sys

from ui_play import Driver, new_sim
from handheld.screens.settings import ITEMS

UPDATE = len(ITEMS)  # the Update firmware row, under the settings

FOOT = ("Game", "Firmware")  # the rows to read (about_rows)


def settings(frozen=False, sim=None):
    sim = sim or new_sim()
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    d.until(lambda: d.screen.lines[d.screen.cursor] == "Settings", "DOWN")
    if frozen:  # where its code is held, as the game's own firmware answers (host_sim/sim.py)
        import handheld.version  # (let go at boot: the row loads it again)
        handheld.version.code_place = lambda: "frozen"
    d.press("A")
    d.on("settings")
    return d


def row_text(d, label):
    for line in d.text().split("\n"):
        if line.startswith(label):
            return line
    raise AssertionError("no %r row on screen:\n%s" % (label, d.text()))


def selected(d):
    scr = d.screen
    return d.text().split("\n")[1 + scr.cursor - scr.top]


def go_to(d, label):
    d.until(lambda: selected(d).startswith(label), "DOWN", most=len(ITEMS) + 2)


def test_the_cursor_stops_above_the_rows_to_read():
    d = settings()
    seen = []
    for _ in range(2 * (UPDATE + 1)):
        seen.append(selected(d))
        d.press("DOWN")
    assert not [s for s in seen if s.startswith(FOOT)], seen  # never on Game or Firmware
    assert seen[UPDATE] == "Update firmware" and seen[UPDATE + 1] == seen[0], seen  # and round to the top
    d.press("UP")  # from the first row, up to the last one to choose...
    assert d.screen.cursor == UPDATE
    text = d.text()
    for label in FOOT:  # ...with the rows to read shown under it
        assert "\n" + label in text, text


def test_left_and_right_both_flip_an_on_off_row():
    d = settings()
    go_to(d, "Flip screen")
    for key, want in (("RIGHT", "on"), ("RIGHT", "off"), ("LEFT", "on"), ("LEFT", "off"), ("A", "on")):
        d.press(key)
        assert row_text(d, "Flip screen").endswith(want), (key, d.text())
        assert d.sim.hw.display.rotation == (180 if want == "on" else 0)  # applied at once
    go_to(d, "Shake sense")  # a range: RIGHT stops at its top, LEFT at its bottom
    for _ in range(6):
        d.press("RIGHT")
    assert row_text(d, "Shake sense").endswith("5/5")
    for _ in range(6):
        d.press("LEFT")
    assert row_text(d, "Shake sense").endswith("1/5")


def test_the_rows_to_read_say_true_things():
    d = settings(frozen=True)
    d.press("UP")  # the foot in view
    assert row_text(d, "Firmware").split()[-1] == "(simulator)"  # no firmware's version: CPython's
    from handheld.version import VERSION
    want = "%s frozen" % VERSION
    for x, _y, text in d.sim.labels():
        if text.startswith("Game"):
            assert text.endswith(" " + want), text  # the version and where the code is, whole
            assert x + len(text) * 6 <= 128, (x, text)  # within the glass (6 px a character)
            break
    else:
        raise AssertionError(d.text())


def saved_game(sim):
    """A 1-seat classic game rolled once and left for the menu: (its save,
    the turn screen's pixels)."""
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.roll((), "A")
    shown = sim.pixels()
    saved = d.game.save()
    d.press("B", "A", "A")  # the scorecard, PAUSE: leave it for the menu
    d.on("menu")
    return saved, shown


def test_update_asks_first_then_restarts_into_the_bootloader_and_the_game_comes_back():
    sim = new_sim()
    saved, shown = saved_game(sim)
    d = settings(sim=sim)
    d.press("A")  # Sound off: kept by the update as by B
    go_to(d, "Update firmware")
    d.press("A")
    d.on("message")
    d.expect("UPDATE FIRMWARE", "RPI-RP2", "A: yes")
    d.press("B")  # no: back where it was
    d.on("settings")
    assert selected(d) == "Update firmware" and sim.bootloader is None and sim.resets == 0
    d.press("A")
    d.press("A")  # yes
    assert sim.bootloader == "RPI-RP2" and not sim.powered, sim.console[-3:]
    assert sim.console[-2:] == ["update: restarting into the UF2 bootloader, the USB drive RPI-RP2",
                              "sim: in its bootloader: the USB drive RPI-RP2, until a power-up"]
    text = "\n".join(t for _, _, t in sim.labels())
    assert "UPDATE MODE" in text and "RPI-RP2" in text, text  # the glass keeps what to do
    for _ in range(30):
        sim.step()  # nothing runs in the bootloader
    assert sim.app is None and sim.bootloader == "RPI-RP2"
    sim.boot()  # powered off and on (the emulated Pico takes a UF2: tests/firmware/update.py)
    sim.run_until_idle()
    assert sim.bootloader is None and sim.powered
    d = Driver(sim)
    assert sim.hw.prefs["sound"] == 0  # the settings kept
    d.press("A")
    d.on("menu")
    d.expect("Resume Classic")
    d.press("A")
    d.on("turn")
    assert d.game.save() == saved and sim.pixels() == shown  # the same game, the same screen


def test_a_firmware_that_cannot_says_so_and_goes_on():
    d = settings()
    go_to(d, "Update firmware")
    mc = sys.modules["microcontroller"]
    was = mc.on_next_reset
    del mc.on_next_reset  # a firmware without it
    try:
        d.press("A", "A")
    finally:
        mc.on_next_reset = was
    d.on("message")
    d.expect("NO UPDATE MODE", "BOOTSEL")
    assert d.sim.powered and d.sim.bootloader is None
    d.press("A")
    d.on("settings")


def test_nothing_of_settings_stays_in_the_game_after_it():
    d = settings()
    go_to(d, "Update firmware")
    d.press("A", "B", "B")  # the question, no, and back to the menu
    d.on("menu")
    d.new_game("classic", 1)
    d.on("turn")
    gc.collect()
    assert "handheld.screens.settings" not in sys.modules
    assert not [o for o in gc.get_objects() if type(o).__module__ == "handheld.screens.settings"]
