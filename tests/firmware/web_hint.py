"""The coach's Power hint on the web page, as the page ships (the UF2 of
the release handheld.version names, else the firmware build's own):
no "Thinking..." shown first, and how long the hint takes.

A 1-seat Power game is played by the simulator's UI driver
(tests/ui_play.py) in lockstep with the page (board_emu/mirror.py, the
simulator run as the game's own firmware), the hint asked at each box
list. Each time, the pictures the page drew (its ?trace) between A on
the hint row and the hint are read back: the hint must be the only new
one, so no "Thinking..." (nor anything else) came between; its time is
emulated ms from the press to the hint on the canvas. Fails, never
skips, without Chromium, Node or the npm packages.

    python -m tests.firmware.web_hint [--turns 3] [--uf2 FILE]
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
from tests.firmware.web import SETTINGS  # noqa: E402
from tests.firmware.web_frames import packed  # noqa: E402


def drawn(board):
    """The pictures the page has drawn on its canvas so far."""
    return set(p for p, _ in board.trace()["drawn"])


def hint_without_thinking(board, mirror, d):
    """A on the box list's hint row: returns emulated ms to the hint; fails
    if the page drew any picture but the hint's after the press."""
    scr = d.screen
    d.until(lambda: scr.cursor == len(scr.options), "UP")
    before = drawn(board)
    mirror.clock_start()
    d.press("A")
    d.on("message")
    d.expect("HINT", "Expected")
    ms = mirror.clock_read()
    hint = packed(mirror.sim.pixels())
    new = drawn(board) - before
    assert new <= {hint}, ("the page drew %d other pictures between the press and the hint (a "
                           "\"Thinking...\" among them?)" % len(new - {hint}))
    d.press("B")
    d.on("scoring")
    return ms


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=3, help="Power turns, a hint at each box list")
    ap.add_argument("--uf2", help="the page with this UF2 (default: the one it ships)")
    a = ap.parse_args(argv)
    t0 = time.time()
    uf2 = a.uf2 or shipped_uf2()
    out = tempfile.mkdtemp(prefix="web-hint-")
    try:
        print(build(out, uf2=uf2).strip().splitlines()[-1])
        board = PageBoard(out, trace=True)
    except (PageMissing, board_mod.FirmwareMissing, OSError) as err:
        shutil.rmtree(out, ignore_errors=True)
        print("FAIL:", err)
        return 2
    times = []
    try:
        with board:
            board.power_on()
            mirror = Mirror(board, settings=SETTINGS)
            mirror.boot()
            from ui_play import Driver
            d = Driver(mirror)
            d.new_game("power", 1)
            for _ in range(a.turns):
                d.begin_turn()
                d.roll((), "A")
                d.press("DOWN")  # the box list, rolls left
                d.on("scoring")
                times.append(hint_without_thinking(board, mirror, d))
                d.score(d.pick())
                if d.game.rolled:  # DOUBLE: its second box
                    d.on("scoring")
                    d.score(d.pick())
            assert not board.errors, "the page reported errors:\n" + "\n".join(board.errors)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    print("%s: %d Power hints, each the only picture drawn after its press (no \"Thinking...\"); "
          "press to hint %s emulated ms (slowest %d)" % (os.path.relpath(uf2, ROOT), len(times),
                                                       ", ".join("%d" % t for t in times), max(times)))
    print("PASS the Power hint on the web page: %.0f s wall" % (time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
