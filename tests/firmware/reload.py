"""A soft reload in the middle of a game, on stock CircuitPython with the
bundle on the drive (lib/handheld/reloaded.py): the game goes on with the
heap it had at power-on, and nothing of it is lost.

CircuitPython reloads code.py whenever a file on CIRCUITPY is saved; the
harness does what that does with Ctrl-C, Ctrl-D on the console (the
emulated board has no USB drive to save a file to). On 10.2.1 such a
reload in the middle of a game leaves the next run's heap smaller until
the next power-on. The steps:

1. power on, a 1-seat classic game to its first scored box (saved);
2. power off and on, Resume: the resumed turn's heap at power-on, the
   measure to get back to;
3. the soft reload: the app finds its heap short and says so;
4. Resume again: the game saved, the board resets by itself
   (microcontroller.reset()) and comes straight back into the game: the
   heap's size and the turn's free heap as in step 2, the turn the same;
5. it plays on: a roll and a box, saved.

    python -m tests.firmware.reload [--firmware 10.2.1|9.2.8|frozen] [--png DIR]

Prints the heap (bytes free, and its size: free + in use) at power-on,
after the reload and after the restart.
"""

import argparse
import os
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from board_emu import board as board_mod  # noqa: E402
from board_emu.board import Board, FirmwareMissing  # noqa: E402
from board_emu.nav import Nav  # noqa: E402
from handheld.reloaded import SHORT  # noqa: E402

DEBUG = {"YZ_DEBUG_MEM": 1}
_SHORT = re.compile(r"soft reload: heap (\d+) bytes, (\d+) fewer")


def heap(board, since_line):
    """{screen: (free, size)} of the mem lines from ``since_line`` on (the
    last of each screen)."""
    out = {}
    for screen, free, used in board.mem_use()[since_line:]:
        out[screen] = (free, free + (used or 0))
    return out


def first_box(board, nav):
    """From the title, a 1-seat classic game to its first box scored."""
    nav.new_solo_game()
    nav.roll("SHAKE")
    nav.go("DOWN", "scoring")
    pos = len(board.console)
    nav.score_first()
    nav.wait_screen("turn", 10000, since=pos)


def same_turn(a, b):
    """Two pictures of a turn, but its status line (what was just scored:
    a reboot does not remember it, as smoke.py says)."""
    return a[:37] + a[49:] == b[:37] + b[49:]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--firmware", default="10.2.1", help="10.2.1 (default), 9.2.8 or frozen")
    ap.add_argument("--png", help="save screens of the board here")
    a = ap.parse_args(argv)
    t0 = time.time()
    frozen = a.firmware == board_mod.FROZEN
    try:
        board = Board(firmware=a.firmware, mpy=not frozen, settings=DEBUG)
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    with board:
        nav = Nav(board, png_dir=a.png)
        board.power_on()
        nav.wait_screen("title", 60000)
        first_box(board, nav)
        # 2. the measure: a resumed turn after a power-on
        board.cut_power()
        board.power_on()
        nav.wait_screen("title", 60000)
        nav.go("A", "menu")
        nav.go("A", "turn")
        power_on = heap(board, 0)
        turn = nav.capture()
        nav.shot("resumed_at_power_on")
        # 3. the soft reload, in the middle of the game
        mark = len(board.mem_use())
        pos = len(board.console)
        board.type("\x03")
        board.run(500)
        board.type("\x04")
        board.run_until("soft reboot", 5000, since=pos)
        nav.wait_screen("title", 60000, since=pos)
        reloaded = heap(board, mark)
        said = _SHORT.search(board.console[pos:])
        assert said, "after the soft reload the app did not find its heap short:\n" + board.console[pos:][-1500:]
        start, short = int(said.group(1)), int(said.group(2))
        # 4. Resume: the restart, and straight back into the game
        nav.go("A", "menu")
        reloaded.update(heap(board, mark))
        mark = len(board.mem_use())
        pos = len(board.console)
        resets = board.stats()["resets"]
        nav.go("A", "turn", max_ms=60000)
        assert board.stats()["resets"] == resets + 1, "the board did not reset:\n" + board.console[pos:][-1500:]
        out = board.console[pos:]
        assert "restarting for the heap" in out and "mem title" not in out, out[-1500:]
        restarted = heap(board, mark)
        again = nav.capture()
        nav.shot("resumed_after_restart")
        assert same_turn(again, turn), "after the restart the resumed turn differs"
        assert restarted["boot"][1] == power_on["boot"][1], (restarted["boot"], power_on["boot"])
        assert restarted["turn"][1] == power_on["turn"][1], (restarted["turn"], power_on["turn"])
        # The turn's free heap as at power-on, give or take where the
        # firmware's pool of names grew (the power-on's game came by the
        # title and the menu, the restart's straight from boot): 672 bytes
        # fewer on 10.2.1, 1,760 on 9.2.8. The bound is the app's own,
        # reloaded.SHORT: less than that short is not worth a restart.
        assert restarted["turn"][0] >= power_on["turn"][0] - SHORT, (restarted["turn"], power_on["turn"])
        # 5. it plays on, and saves
        saves = board.stats()["stats"]["programmed"]
        nav.roll("SHAKE")
        nav.go("DOWN", "scoring")
        pos = len(board.console)
        nav.score_first()
        nav.wait_screen("turn", 10000, since=pos)
        assert board.stats()["stats"]["programmed"] > saves, "the resumed game saved nothing"
        assert "restarting" not in board.console[pos:], "a second restart"
        print("heap in bytes, free / size (free + in use), %s with the bundle:" % a.firmware)
        print("  %-34s %-18s %-18s %s" % ("", "boot", "title", "resumed turn"))
        rows = (("power-on", power_on), ("after the soft reload (no restart)", reloaded),
                ("after the restart (no title)", restarted))
        for name, h in rows:
            cells = [h.get("boot"), h.get("title"), h.get("turn")]
            print("  %-34s %s" % (name, " ".join("%-18s" % ("%d / %d" % c if c else "-") for c in cells)))
        print("at code.py's start after the reload the heap was %d bytes, %d fewer than at power-on (%d); "
              "one reset (%d since power-on), the game resumed with its heap back and played on"
              % (start, short, start + short, board.stats()["resets"]))
    print("PASS soft reload mid-game (%s, bundle): %.0f s wall" % (a.firmware, time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
