"""The web page in a real browser (CI: scripts/firmware_test.sh --smoke).

The page is built afresh (scripts/build_web.sh) and served on 127.0.0.1;
Debian's Chromium, headless, opens it with ?debug (the page's settings
plus YZ_DEBUG_MEM = 1, whose console lines name the screens and the
game's seed), driven by web/driver.mjs through board_emu/page.py.

The simulator runs this tree's code, so the screens are compared on the
page with this tree's firmware build (dist/pocket-yahtzee-pico-VERSION.uf2,
which scripts/firmware_test.sh makes current first). When that is the
very UF2 the page ships, byte for byte, one page serves. Otherwise (the
code has moved on from the release, or only the build's date in the
firmware's version string differs) the page as shipped, with the
release's UF2, is opened first on its own and must show its version on
the console and reach its title within TITLE_S seconds; the checks
below then run on the tree's page:

0. opened as a file (file://), the page says to serve it with
   scripts/web.sh, at once and without a console error (browsers run no
   Worker from a file);
1. the title appears within TITLE_S seconds of real time from opening
   the page, and equals the simulator's pixel for pixel (the canvas as
   drawn, read back); the page's text files, worker.js first, came
   gzipped (Content-Encoding); the save line says nothing is saved yet;
2. a 1-seat classic game played by the simulator's UI driver
   (tests/ui_play.py) in lockstep with the page (board_emu/mirror.py) to
   its first scored box: every screen equal to the simulator's; once the
   page has kept the save, the save line says so;
3. the page is loaded again: the save line says saved at once, and the
   title, the menu and the resumed turn each equal the simulator's after
   a power cycle, and the turn is the one left;
4. the power switch off: the glass goes dark; Erase saves: a fresh board
   boots, and its title and menu (no Resume) equal a fresh simulator's;
   the save line says nothing is saved yet;
5. every picture the page drew, before the reload and after it, was a
   whole redraw of the panel, none part-way through one
   (tests/firmware/web_frames.py, from the page's ?trace);
6. no console error, page error or failed request all along.

Fails, never skips, without Chromium (/usr/bin/chromium, or CHROMIUM),
Node or the npm packages: .ci/run installs them.

    python -m tests.firmware.web [--screenshot docs/web.png] [--keep DIR]
"""

import argparse
import os
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu import board as board_mod  # noqa: E402
from board_emu.mirror import Mirror  # noqa: E402
from board_emu.page import PageBoard, PageMissing, build, shipped_uf2  # noqa: E402
from tests.firmware import web_frames  # noqa: E402

# the page's settings (web/build.mjs SETTINGS) with its ?debug
SETTINGS = {"YZ_CPU_PACE": "fast", "YZ_DEBUG_MEM": 1}
TITLE_S = 30
# what the page's save line says (web/main.js saveLine)
NOTHING_SAVED = "nothing saved yet"
SAVED = "saved in this browser"
# the page's text files, each sent gzipped to a browser that takes it (web/serve.mjs)
TEXT_FILES = ("/", "app.js", "worker.js", "style.css")


def simulator():
    from host_sim.sim import Sim
    return Sim(seed=0, settings=SETTINGS, usb=True, vsys=4.7)  # on USB, as the page's board


def first_title(board):
    """Step 1: seconds of real time from opening the page to the title."""
    from handheld.version import VERSION
    sim = simulator().boot()
    sim.run_until_idle()
    want = sim.pixels()
    t0 = time.time()
    board.power_on()
    board.run_until("Pocket Yahtzee %s, frozen in CircuitPython" % VERSION, 30000)
    while board.pixels() != want and time.time() - t0 < TITLE_S + 30:
        board.run(50)
    took = time.time() - t0
    assert board.pixels() == want, "the page's title differs from the simulator's"
    assert took <= TITLE_S, "the title took %.1f s of real time (at most %d)" % (took, TITLE_S)
    print("the title in %.1f s of real time (%.1f s emulated, at %.2fx real time), equal to the simulator's"
          % (took, board.ms / 1000, board.state["ratio"]))


def opened_as_a_file(board):
    """Step 0: file://, before the page is ever served."""
    status = board.open_file()
    assert "bash scripts/web.sh" in status, "opened as a file the page says: %r" % status
    assert not board.errors, "opened as a file, the page reported errors:\n" + "\n".join(board.errors)
    print("opened as a file: %r, no console error" % status)


def compressed(board):
    """Step 1: the text files came gzipped."""
    got = {r["url"].split("/", 3)[3].split("?")[0] or "/": r for r in board.responses()}
    for name in TEXT_FILES:
        r = got.get(name.lstrip("/") or "/")
        assert r is not None, "no response for %s among %s" % (name, sorted(got))
        assert r["status"] == 200 and r["encoding"] == "gzip", "%s came as %r" % (name, r)
    print("%s came gzipped (Content-Encoding: gzip)" % ", ".join(TEXT_FILES))


def save_line(board, want, when):
    """The save line, once the page has kept what the firmware wrote."""
    board.wait_saved()
    line = board.text("saved")
    assert line == want, "%s the save line says %r, not %r" % (when, line, want)
    print("%s: the save line says %r" % (when, line))


def reload_and_resume(board, mirror, scored):
    """Step 3: the page loaded again over the flash it kept."""
    sim = mirror.sim
    board.reload()
    mirror._seed_pos = 0  # the console starts over with the page
    board.run(100)  # a status or two from the worker, nothing written yet
    line = board.text("saved")
    assert line == SAVED, "reloaded, the save line says %r, not %r" % (line, SAVED)
    print("reloaded: the save line says %r" % line)
    sim.cut_power()
    sim.boot()
    sim.run_until_idle()
    mirror.check("the title after the reload")
    mirror.press("A")
    mirror.run_until_idle()
    assert sim.app.screen.NAME == "menu" and "Resume" in sim.screen_text(), sim.screen_text()
    mirror.press("A")  # Resume, the first row with a saved game
    mirror.run_until_idle()
    assert sim.app.screen.NAME == "turn", sim.screen_text()
    resumed = board.pixels()
    # the same turn (but the status line: a solo turn says what was just
    # scored, which a power-up does not remember; tests/firmware/smoke.py)
    assert resumed[:37] + resumed[49:] == scored[:37] + scored[49:], "the resumed game differs"


def erase(board):
    """Step 4: power off, then Erase saves."""
    board.cut_power()
    assert not any(any(r) for r in board.pixels()), "the glass is lit with the power off"
    board.erase()
    mirror = Mirror(board, settings=SETTINGS)  # a fresh simulator: nothing saved
    mirror.boot()
    mirror.press("A")
    mirror.run_until_idle()
    assert mirror.sim.app.screen.NAME == "menu" and "Resume" not in mirror.sim.screen_text(), \
        mirror.sim.screen_text()
    save_line(board, NOTHING_SAVED, "after Erase saves")
    return mirror.checks


def shipped_boots(out):
    """The page as shipped, when its UF2 is not this tree's build: it boots
    to its title (the glass lit) within TITLE_S s, without errors."""
    from handheld.version import VERSION
    print(build(out).strip().splitlines()[-1])
    with PageBoard(out) as board:
        t0 = time.time()
        board.power_on()
        board.run_until("Pocket Yahtzee %s, frozen in CircuitPython" % VERSION, 30000)
        board.run_until("mem title:", 30000)
        while not any(any(r) for r in board.pixels()) and time.time() - t0 < TITLE_S + 30:
            board.run(50)
        took = time.time() - t0
        assert any(any(r) for r in board.pixels()), "the shipped page shows nothing"
        assert took <= TITLE_S, "the shipped page's title took %.1f s of real time" % took
        assert not board.errors, "the shipped page reported errors:\n" + "\n".join(board.errors)
        print("the page as shipped (%s): version %s, its title in %.1f s of real time"
              % (os.path.relpath(shipped_uf2(), ROOT), VERSION, took))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--screenshot", help="save the page as a person sees it, mid-game, to this PNG")
    ap.add_argument("--keep", help="build the page here and keep it (default: a temporary folder)")
    a = ap.parse_args(argv)
    t0 = time.time()
    out = a.keep or tempfile.mkdtemp(prefix="web-page-")
    try:
        tree = board_mod._built(board_mod.ONE_FILE)
        with open(tree, "rb") as f, open(shipped_uf2(), "rb") as g:
            same = f.read() == g.read()
        if same:
            print("the page's UF2 (%s) is this tree's build, byte for byte" % os.path.relpath(shipped_uf2(), ROOT))
        else:
            shipped_boots(out)
        built = build(out, uf2=tree)
        board = PageBoard(out, trace=True)
    except (PageMissing, board_mod.FirmwareMissing, OSError) as err:
        print("FAIL:", err)
        if not a.keep:
            shutil.rmtree(out, ignore_errors=True)
        return 2
    print(built.strip().splitlines()[-1])
    try:
        with board:
            opened_as_a_file(board)
            first_title(board)
            compressed(board)
            save_line(board, NOTHING_SAVED, "a first visit, at the title")
            mirror = Mirror(board, settings=SETTINGS)
            mirror.boot()  # the page is on already: the simulator boots beside it
            from ui_play import Driver
            d = Driver(mirror)
            d.new_game("classic", 1)
            saves = board.state["saves"]
            d.turn()
            assert [x for x in d.actions if x[0] == "play"], d.actions
            kept = board.wait_saved(saves + 1)
            assert kept["unsaved"] == 0 and kept["saves"] > saves, kept
            save_line(board, SAVED, "after the first scored box")
            scored = board.pixels()
            print("a classic game to its first scored box (seed %s): %d screens, each equal to the simulator's"
                  % (mirror.seeds, mirror.checks))
            checks = mirror.checks
            board.run(300)  # the chip at rest: its last picture whole
            print("before the reload:", web_frames.check(board.trace(), least=20))
            reload_and_resume(board, mirror, scored)
            print("reloaded after the save was kept: title, menu and the resumed turn equal to the simulator's"
                  " (%d screens)" % (mirror.checks - checks))
            if a.screenshot:
                d.roll((), "A")
                board.page_screenshot(a.screenshot)
                print("the page saved as", a.screenshot)
            n = erase(board)
            print("the power switch off: the glass dark; Erase saves: a fresh board, its title and menu"
                  " (no Resume) equal to a fresh simulator's (%d screens)" % n)
            board.run(300)
            print("after the reload:", web_frames.check(board.trace(), least=5))
            assert not board.errors, "the page reported errors:\n" + "\n".join(board.errors)
            print("no console errors, page errors or failed requests")
    finally:
        if not a.keep:
            shutil.rmtree(out, ignore_errors=True)
    print("PASS the web page in Chromium: %.0f s wall" % (time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
