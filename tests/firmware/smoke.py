"""Firmware smoke test (CI), on the emulated Pico.

On the game's own firmware (the default; dist/pocket-yahtzee-pico-VERSION.uf2):
0. the one-file UF2 alone, as one drag lays it, boots to the title: the
   console says the game's version and that its code is frozen in, and
   the glass shows the simulator's title pixel for pixel. Then
   settings.toml gets YZ_DEBUG_MEM = 1, as a maker would set it: its
   `mem <screen>: N bytes free` lines say which screen is up.
On stock CircuitPython (--firmware 9.2.8 or 10.2.1) the game's code is
staged on the drive (.py, or with --mpy the bundle of
scripts/build_bundle.sh), with YZ_DEBUG_MEM = 1.
Then, on every firmware:
1. boot to the title; 2. a 1-seat classic game through the buttons to its
first scored box (which saves it to NVM); 3. cut the power in the middle
of the next roll's save; 4. boot again from the same flash: the menu
offers Resume, and resuming shows the turn again with the scored box kept;
5. a soft reload (Ctrl-C, Ctrl-D: what saving a file over USB does) comes
back to the title with its display, and Resume is still offered (where
the reload left the heap short, Resume restarts the board first and
comes back into the game: tests/firmware/reload.py);
6. (own firmware) the firmware-only UF2 dragged on: the drive's edited
settings and the saved game are both still there;
7. (own firmware) a new Power game started over that saved game, a
power cut in the save of its second roll: Resume brings back the new
game at its first roll.

    python -m tests.firmware.smoke [--firmware frozen|9.2.8|10.2.1] [--mpy] [--png DIR]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from board_emu import board as board_mod  # noqa: E402
from board_emu.board import Board, FirmwareMissing  # noqa: E402
from board_emu.nav import Nav  # noqa: E402

DEBUG = {"YZ_DEBUG_MEM": 1}


def simulator_title():
    from host_sim.sim import Sim
    sim = Sim(seed=0, usb=True, vsys=4.7)  # the emulated Pico is on USB (board_emu/board.js)
    sim.boot()
    sim.run_until_idle()
    return sim.pixels()


def one_drag(board, nav):
    """Step 0: the UF2 exactly as built, then YZ_DEBUG_MEM on."""
    from handheld.version import VERSION
    board.power_on()
    line = "Pocket Yahtzee %s, frozen in CircuitPython" % VERSION
    board.run_until(line, 30000)
    want = simulator_title()
    for _ in range(50):  # the first frame comes some 550 ms after that line: wait for it, not for a quiet spell
        board.run(100)
        if board.pixels() == want:
            break
    nav.quiet(ms=500)
    assert board.pixels() == want, "the one-file UF2's title differs from the simulator's"
    nav.shot("title_one_file")
    print("the one-file UF2 alone: %r at %.1f s emulated; its title equals the simulator's"
          % (line, board.ms / 1000))
    board.cut_power()
    board.write_drive(settings=DEBUG)


def reflash(board, nav, resumed):
    """Step 6: drag the firmware-only UF2; the save and the drive stay."""
    board.cut_power()
    board.flash_uf2(board_mod._built(board_mod.FIRMWARE_ONLY))
    board.power_on()
    nav.wait_screen("title", 60000)   # the debug lines: the edited settings.toml is kept
    nav.go("A", "menu")
    nav.go("A", "turn")
    again = nav.capture()
    assert again[:37] + again[49:] == resumed[:37] + resumed[49:], \
        "after flashing the firmware-only UF2 the resumed game differs"
    print("flashed the firmware-only UF2: settings.toml kept, the saved game resumed")


def new_over_saved(board, nav):
    """Step 7 (own firmware): the game left for the menu, a new Power game
    started over it ("Start anyway?" A), its first roll saved, the power
    cut in the next save, its first box's: Resume brings back the new
    game at its first roll. (A box, not a second roll: the board's seed
    is new at each boot, and a Power die showing FREEZE ends the rolls.)"""
    nav.go("B", "scorecard")
    nav.go("A", "message")    # PAUSE: leave it for the menu?
    nav.go("A", "menu")       # the cursor on Resume
    nav.go("DOWN", None)      # New game
    nav.go("A", "message")    # a new game replaces the saved one
    nav.go("A", "setup")
    nav.go("RIGHT", None)     # Power
    nav.go("A", None)
    nav.go("A", None)         # Start
    nav.go("A", "initials")
    nav.go("A", "turn")
    nav.roll("SHAKE")
    rolled = nav.capture()
    nav.shot("new_game_rolled")
    nav.go("DOWN", "scoring")
    board.cut_after_flash(1, "any")
    nav.score_first()  # the power goes in its save (a zero asked first is confirmed)
    board.run(3000)
    assert not board.powered, "scoring the first box wrote nothing to flash in 3 s"
    board.power_on()
    nav.wait_screen("title", 60000)
    nav.go("A", "menu")
    nav.go("A", "turn")
    back = nav.capture()
    nav.shot("new_game_resumed")
    assert back[:37] + back[49:] == rolled[:37] + rolled[49:], \
        "after a power cut the game resumed is not the new game started over the saved one"
    print("a new Power game started over the saved classic one, a power cut in its first box's save: "
          "Resume brought back the new game at its first roll")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--firmware", default=board_mod.default_firmware(),
                    help="frozen (the game's own, default), 9.2.8 or 10.2.1")
    ap.add_argument("--mpy", action="store_true", help="stock firmware: lib as .mpy instead of .py")
    ap.add_argument("--png", help="save screens of the board here")
    a = ap.parse_args(argv)
    t0 = time.time()
    frozen = a.firmware == board_mod.FROZEN
    try:
        board = Board(firmware=a.firmware, mpy=a.mpy, settings=None if frozen else DEBUG)
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    with board:
        nav = Nav(board, png_dir=a.png)
        if frozen:
            one_drag(board, nav)
        board.power_on()
        nav.wait_screen("title", 60000)
        nav.shot("title")
        print("booted to the title: %.1f s emulated" % (board.ms / 1000))
        nav.new_solo_game()
        nav.shot("turn")
        nav.roll("SHAKE")                 # the first roll, by the shake switch
        nav.shot("rolled")
        nav.go("DOWN", "scoring")
        nav.shot("scoring")
        saves = board.stats()["stats"]["programmed"]
        pos = len(board.console)
        nav.score_first()
        nav.wait_screen("turn", 10000, since=pos)
        after = board.stats()["stats"]["programmed"]
        assert after > saves, "scoring wrote nothing to flash"
        scored = nav.capture()
        nav.shot("scored")
        print("first box scored: %.1f s emulated, %d bytes programmed" % (board.ms / 1000, after - saves))
        # cut the power during the next roll's save: after its first erase
        # or programmed byte, whichever the firmware does first
        board.cut_after_flash(1, "any")
        board.shake(settle=0)
        board.run(3000)
        assert not board.powered, "the roll wrote nothing to flash in 3 s"
        print("power cut during the save of the second roll")
        board.power_on()
        nav.wait_screen("title", 60000)
        nav.go("A", "menu")
        nav.go("A", "turn")
        resumed = nav.capture()
        nav.shot("resumed")
        # the resumed game is the last good save: the scored box and the
        # unrolled turn (the cut roll is lost, nothing else)
        # (but the status line: a solo turn says what was just scored, which
        # a reboot does not remember; screens/turn.py, docs/UI.md)
        assert resumed[:37] + resumed[49:] == scored[:37] + scored[49:], \
            "resumed screen differs from the screen after the last save"
        print("resumed the game at the last save")
        pos = len(board.console)
        board.type("\x03")
        board.run(500)
        board.type("\x04")
        board.run_until("soft reboot", 5000, since=pos)
        out = board.run_until("mem title", 60000, since=pos)
        assert "cannot start" not in out, out[-600:]
        frames = board.frames()
        nav.go("A", "menu")
        assert board.frames() > frames, "the OLED got nothing after the soft reload"
        nav.go("A", "turn")  # Resume, the menu's first row with a saved game
        again = nav.capture()
        assert again[:37] + again[49:] == resumed[:37] + resumed[49:], \
            "after the soft reload the resumed game differs"
        resets = board.stats()["resets"]
        print("a soft reload came back to the title with the display and resumed the game%s"
              % (" (Resume restarted the board for the heap the reload took: lib/handheld/reloaded.py)"
                 if resets else ""))
        if frozen:
            reflash(board, nav, resumed)
            new_over_saved(board, nav)
        lows = nav.mem
        print("mem lines:", ", ".join("%s %d" % m for m in lows))
    print("PASS firmware smoke test (%s%s): %.0f s wall"
          % (a.firmware, " .mpy" if a.mpy else "", time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
