"""What the RP2040's XIP flash cache costs the real CircuitPython 9.2.8 on
the emulated Pico (board_emu/xip.js): boot to the title, and with --turn on
to the first roll of a 1-seat classic game, with the model off, counting
only (penalty 0: the emulator's cost of the bookkeeping) and on (each miss
stalls the core, the derived 120 cycles unless --penalty says otherwise).

    python bench/firmware_xip.py [--mpy] [--turn] [--penalty N] [--modes off,count,on]

Prints, per mode: emulated ms to code.py and to the title (to the
rolled turn with --turn), wall seconds and the emulator's CPU seconds
(the fairer speed figure on a shared machine), hits, misses, hit rate,
uncached reads, cache flushes and the emulated ms the misses added.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu.board import Board  # noqa: E402
from board_emu.nav import Nav  # noqa: E402

MODES = {"off": (False, None), "count": (True, 0), "on": (True, None)}


def run(mode, mpy, turn, penalty):
    on, pen = MODES[mode]
    if mode == "on" and penalty is not None:
        pen = penalty
    t0 = time.time()
    with Board(mpy=mpy, settings={"YZ_DEBUG_MEM": 1}, xip_cache=on, xip_penalty=pen) as board:
        nav = Nav(board)
        board.power_on()
        board.run_until("code.py", 30000)
        row = {"mode": mode, "code_ms": board.ms}
        nav.wait_screen("title", 60000)
        row["title_ms"] = board.ms
        row["title_wall"] = time.time() - t0
        st = board.stats()
        row["title_xip"], row["title_cpu"] = st["xip"], st["cpu_s"]
        if turn:
            nav.new_solo_game()
            nav.roll("SHAKE")
            row["turn_ms"] = board.ms
            st = board.stats()
            row["turn_xip"], row["turn_cpu"] = st["xip"], st["cpu_s"]
        row["wall"] = time.time() - t0
        return row


def xip_text(x):
    if not x:
        return "model off"
    return ("%d hits, %d misses (%.2f%% hit), %d uncached, %d flushes, +%.1f ms (%d cycles/miss)"
            % (x["hits"], x["misses"], 100 * x["hit_rate"], x["uncached"], x["flushes"],
               x["added_ms"], x["penalty"]))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--mpy", action="store_true", help="the drive's code as .mpy")
    ap.add_argument("--turn", action="store_true", help="go on to the first roll of a 1-seat classic game")
    ap.add_argument("--penalty", type=int, help="cycles a miss stalls the core in mode 'on'")
    ap.add_argument("--modes", default="off,count,on")
    a = ap.parse_args(argv)
    for mode in a.modes.split(","):
        r = run(mode, a.mpy, a.turn, a.penalty)
        print("%-5s code.py %.0f ms, title %.0f ms emulated; %.1f s wall, %.1f s emulator CPU; %s"
              % (mode, r["code_ms"], r["title_ms"], r["title_wall"], r["title_cpu"], xip_text(r["title_xip"])))
        if a.turn:
            print("      first roll %.0f ms emulated; %.1f s wall, %.1f s emulator CPU; %s"
                  % (r["turn_ms"], r["wall"], r["turn_cpu"], xip_text(r["turn_xip"])))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
