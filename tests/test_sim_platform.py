"""The handheld platform in the simulator: the real SSD1306 driver, the
buttons, the shake sensor, the buzzer, NVM across power cuts, and how a
miswired or misconfigured build is reported. Driven through the tests'
stand-in app (tests/sim_standin_app.py)."""

import os
import random
import subprocess
import sys

from host_sim import render
from host_sim.sim import ROOT, Sim

import displayio  # noqa: E402  (after host_sim: Blinka must see the fake hardware modules)

APP = "sim_standin_app:App"


def boot(**kw):
    return Sim(app=APP, **kw).boot()


def lit(sim):
    return {(x, y) for y, row in enumerate(sim.pixels()) for x, p in enumerate(row) if p}


def test_the_reference_build_boots_straight_into_the_app():
    sim = boot()
    assert sim.hw.problems == []
    assert sim.screen_text().splitlines() == ["STAND-IN", "COUNT 0 SHAKES 0"]
    assert len(lit(sim)) > 100  # the words are really on the glass


def test_presses_reach_the_app_and_the_saved_game_survives_power_off(tmp_path):
    path = str(tmp_path / "nvm.bin")
    sim = boot(nvm_path=path)
    for _ in range(3):
        sim.press("A")
    sim.run_until_idle()
    assert "COUNT 3" in sim.screen_text()
    again = boot(nvm_path=path)  # a new device object reading the same file
    assert "COUNT 3" in again.screen_text()


def test_a_power_cut_at_any_byte_of_a_save_keeps_the_previous_game(tmp_path):
    path = str(tmp_path / "nvm.bin")
    sim = boot(nvm_path=path)
    for _ in range(3):
        sim.press("A")
    sim.run_until_idle()
    good = open(path, "rb").read()
    n = 0
    while True:
        with open(path, "wb") as f:
            f.write(good)
        sim = boot(nvm_path=path)
        sim.cut_power_after(n)
        sim.press("A")
        sim.run_until_idle()
        finished = sim.powered
        after = boot(nvm_path=path)
        text = after.screen_text()
        if finished:
            assert "COUNT 4" in text
            break
        assert "COUNT 3" in text, "cut after %d bytes: %r" % (n, text)
        assert after.hw.problems == []
        n += 1
    assert n > 40  # the save really was cut at every one of its bytes


def test_the_driver_puts_each_displayio_pixel_where_the_player_sees_it():
    sim = boot()
    bmp = displayio.Bitmap(128, 64, 2)
    pal = displayio.Palette(2)
    pal[0], pal[1] = 0, 0xFFFFFF
    for x, y in ((0, 0), (5, 3), (120, 60), (127, 63)):
        bmp[x, y] = 1
    g = displayio.Group()
    g.append(displayio.TileGrid(bmp, pixel_shader=pal))
    sim.hw.display.root_group = g
    sim.refresh()
    assert lit(sim) == {(0, 0), (5, 3), (120, 60), (127, 63)}
    sim.hw.display_flip(True)
    sim.refresh()
    assert lit(sim) == {(127, 63), (122, 60), (7, 3), (0, 0)}


def test_contrast_reaches_the_oled():
    sim = boot()
    sim.hw.set_contrast(40)
    assert sim.device.oled.contrast == 40


def test_a_shake_rolls_once_and_rattles_the_buzzer():
    sim = boot()
    sim.shake()
    sim.run_until_idle()
    assert "SHAKES 1" in sim.screen_text()
    assert sim.beeps() == ["roll"]
    assert any(f == 320 and d > 0 for _, f, d in sim.device.tones)


def test_a_couple_of_contacts_are_not_a_shake():
    sim = boot()
    sim.shake(changes=2)
    sim.run_until_idle()
    assert "SHAKES 0" in sim.screen_text()


def test_sensitivity_decides_how_hard_a_shake_must_be():
    sim = boot()
    prefs = dict(sim.hw.prefs, shake_sensitivity=1)
    sim.hw.apply_prefs(prefs)
    sim.shake(changes=6)
    sim.run_until_idle()
    assert "SHAKES 0" in sim.screen_text()
    sim.hw.apply_prefs(dict(prefs, shake_sensitivity=5))
    sim.wait(1)
    sim.shake(changes=4)
    sim.run_until_idle()
    assert "SHAKES 1" in sim.screen_text()
    assert boot(nvm_path=None).hw.prefs["shake_sensitivity"] == 3  # new device: default


def test_muted_sound_drives_no_tone_and_the_setting_survives_a_reboot(tmp_path):
    path = str(tmp_path / "nvm.bin")
    sim = boot(nvm_path=path)
    sim.hw.apply_prefs(dict(sim.hw.prefs, sound=0))
    sim = boot(nvm_path=path)
    assert sim.hw.prefs["sound"] == 0
    sim.press("A")
    sim.shake()
    sim.run_until_idle()
    assert sim.beeps() == [] and not any(d for _, _, d in sim.device.tones)


def test_the_lis3dh_can_be_the_shake_sensor():
    sim = boot(settings={"YZ_SHAKE": "lis3dh"})
    assert sim.hw.problems == []
    sim.shake()
    sim.run_until_idle()
    assert "SHAKES 1" in sim.screen_text()


def test_a_missing_lis3dh_is_shown_on_screen_and_the_game_still_starts():
    sim = boot(settings={"YZ_SHAKE": "lis3dh"}, faults=["no_lis3dh"])
    assert "LIS3DH" in sim.screen_text().replace("\n", " ")
    sim.press("A")
    sim.run_until_idle()
    assert "STAND-IN" in sim.screen_text()


def test_the_problems_screen_goes_away_by_itself():
    sim = boot(settings={"YZ_SHAKE": "lis3dh"}, faults=["no_lis3dh"])
    sim.wait(31)
    assert "STAND-IN" in sim.screen_text()


def test_no_display_is_explained_on_the_serial_console():
    sim = boot(faults=["no_display"])
    out = "\n".join(sim.console)
    assert "cannot start" in out and "no OLED answers at 0x3C" in out


def test_an_oled_at_the_other_address_gets_the_setting_to_change():
    sim = boot(wiring={"YZ_OLED_ADDRESS": 0x3D})
    assert "YZ_OLED_ADDRESS = 0x3D" in "\n".join(sim.console)
    fixed = boot(wiring={"YZ_OLED_ADDRESS": 0x3D}, settings={"YZ_OLED_ADDRESS": "0x3D"})
    assert "STAND-IN" in fixed.screen_text()


def test_missing_pull_ups_are_explained():
    sim = boot(faults=["no_pullups"])
    assert "No pull up" in "\n".join(sim.console)


def test_a_bad_pin_falls_back_to_the_default_and_says_so():
    sim = boot(settings={"YZ_BTN_A": "GP99"})
    assert "GP99" in sim.screen_text()
    sim.press("A")  # A is wired where the default says: it still works
    sim.run_until_idle()
    sim.press("A")
    sim.run_until_idle()
    assert "COUNT 1" in sim.screen_text()


def test_two_parts_on_one_pin_are_reported():
    sim = boot(settings={"YZ_BTN_B": "GP14"})
    assert any('are both "GP14"' in p for p in sim.hw.problems)


def test_damaged_nvm_is_reset_reported_and_the_device_plays_on(tmp_path):
    path = tmp_path / "nvm.bin"
    path.write_bytes(bytes(random.Random(5).randrange(256) for _ in range(4096)))
    sim = boot(nvm_path=str(path))
    assert sim.hw.save_reset
    assert "cleared" in sim.screen_text().replace("\n", " ")
    sim.press("A")
    sim.run_until_idle()
    assert "COUNT 0" in sim.screen_text()
    assert boot(nvm_path=str(path)).hw.problems == []  # reported once


def test_debug_mem_prints_at_boot_when_asked():
    assert not any(line.startswith("mem ") for line in boot().console)
    sim = boot(settings={"YZ_DEBUG_MEM": 1})
    assert any(line.startswith("mem boot") for line in sim.console)


def test_code_py_itself_runs_in_the_simulator():
    sim = Sim(app=APP)
    sim.run_code(["press A", "press A", "wait 0.5", "shake", "wait 0.5"], app_module="sim_standin_app")
    assert sim.screen_text().splitlines()[1] == "COUNT 2 SHAKES 1"


def test_the_headless_command_runs_a_script_and_saves_screenshots(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("press A\nexpect COUNT 1\nshake\nscreenshot after\n")
    shots = tmp_path / "shots"
    cmd = [sys.executable, "-m", "host_sim", "--headless", "--script", str(script),
           "--screenshots", str(shots), "--app", APP, "--nvm", "none"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "COUNT 1 SHAKES 1" in r.stdout
    assert (shots / "after.png").exists() and (shots / "000-boot.png").exists()
    script.write_text("expect SOMETHING ELSE\n")
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "SOMETHING ELSE" in r.stderr


def test_headless_says_a_screenshot_is_not_saved_without_a_folder(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("press A\nscreenshot after\n")
    cmd = [sys.executable, "-m", "host_sim", "--headless", "--script", str(script), "--app", APP,
           "--nvm", "none"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "screenshot after not saved: no --screenshots DIR" in r.stderr, r.stderr


def test_window_without_a_display_says_so_instead_of_hanging(tmp_path):
    env = dict(os.environ)
    for k in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(k, None)
    cmd = [sys.executable, "-m", "host_sim", "--window", "--app", APP, "--nvm", "none"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=60, env=env,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 2 and "no display here" in r.stderr and "--headless" in r.stderr, r.stderr


def test_the_nvm_is_kept_per_checkout():
    from host_sim import __main__ as cli
    assert cli.NVM == os.path.join(ROOT, "host_sim", "state", "nvm.bin")
    r = subprocess.run([sys.executable, "-m", "host_sim", "--help"], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert "host_sim/state/nvm.bin in this checkout" in " ".join(r.stdout.split())
    with open(os.path.join(ROOT, ".gitignore")) as f:
        assert "host_sim/state/" in f.read().split()


def test_the_terminal_draws_two_pixel_rows_per_character():
    assert render.halfblocks([[1, 0, 1, 0], [1, 1, 0, 0]]) == ["\u2588\u2584\u2580 "]


def test_the_window_runs_with_the_dummy_video_driver():
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    from host_sim import window
    sim = boot()
    window.run(sim, frames=3)
    assert "STAND-IN" in sim.screen_text()


def test_the_hardware_object_offers_the_whole_documented_contract():
    hw = boot().hw
    for name in ("display", "display_flip", "set_contrast", "events", "next_event", "shaken",
                 "beep", "storage", "settings", "prefs", "apply_prefs", "monotonic", "entropy",
                 "debug_mem", "show", "idle", "problems", "save_reset"):
        assert hasattr(hw, name), name
    assert (hw.display.width, hw.display.height) == (128, 64)


def test_the_board_sends_only_whole_pictures_one_after_each_step():
    """Auto-refresh is off, and the main loop refreshes once after every
    step: a refresh between two changes of one screen lost areas on the
    real firmware (docs/FIRMWARE.md, the stale letter)."""
    from handheld import boot as boot_mod
    assert boot().hw.display.auto_refresh is False
    calls = []

    class Screen:
        done = False

        def step(self):
            calls.append("step")
            self.done = calls.count("step") == 3
            return calls.count("step") == 1  # busy once, then waiting

    class Hw:
        def show(self):
            calls.append("show")

        def idle(self):
            calls.append("idle")

    boot_mod.run_until_done(Screen(), Hw())
    assert calls == ["step", "show", "step", "show", "idle", "step", "show", "idle"]


def test_polling_buttons_hands_out_prebuilt_pairs_allocating_nothing():
    from handheld import buttons
    sim = boot()
    hw = sim.hw
    sim.button("A", True)
    sim.button("A", False)
    sim.button("A", True)
    first, second, third = hw.next_event(), hw.next_event(), hw.next_event()
    assert first == (buttons.A, True) and second == (buttons.A, False)
    assert third is first  # the same tuple object: nothing new per poll
    assert hw.next_event() is None


def test_code_py_shows_problems_then_plays_after_a_press():
    sim = Sim(app=APP, settings={"YZ_SHAKE": "lis3dh"}, faults=["no_lis3dh"])
    sim.run_code(["press A", "wait 0.2", "press A", "wait 0.2"], app_module="sim_standin_app")
    assert "COUNT 1" in sim.screen_text()  # the first A dismissed the problems
    assert any("LIS3DH" in line for line in sim.console)
    # the problems screen's text library is let go before the game loads
    assert not [m for m in sys.modules if m.startswith("adafruit_display_text")]


def test_code_py_without_a_screen_keeps_repeating_the_reason_on_the_console():
    sim = Sim(faults=["no_display"])
    sim.run_code(["wait 25"])
    assert sum(line == "Pocket Yahtzee cannot start:" for line in sim.console) == 3
