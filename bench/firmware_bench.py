"""Figures of the project on the real CircuitPython 9.2.8 firmware (emulated
Pico, board_emu/), for .py and .mpy:

- flash used on CIRCUITPY (every file a maker copies) and the FAT image
- boot: emulated time to code.py, to `import handheld.boot` done, to the title
- free heap (gc.mem_free, YZ_DEBUG_MEM lines) at boot and on the title
- with --timings: bench/board_timings.py run at the board's REPL (CPU
  players' moves and turns, the Word hint, redraws)
- with --room: the heap a REPL can take (1 KB pieces) after power-on and
  after a soft reload
- with --games: the lowest free heap over whole games at each variant's most
  seats (every screen, Word hints shown), from tests/firmware/games.py

    python bench/firmware_bench.py [--timings] [--room] [--modules] [--games] [--only py|mpy]
    python bench/firmware_bench.py --flash      # only the flash figures: no emulator, no Node

Timing: rp2040js counts instruction cycles at 125 MHz; XIP flash-cache
misses, flash erase/program time and I2C bus time are not modelled, so the
times are lower bounds for a real Pico.
"""

import argparse
import os
import re
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu import stage  # noqa: E402
from board_emu.board import Board  # noqa: E402
from board_emu.nav import Nav  # noqa: E402


def flash_use(mpy):
    with tempfile.TemporaryDirectory() as d:
        drive = os.path.join(d, "CIRCUITPY")
        stage.stage(drive, mpy=mpy, settings={})
        return stage.drive_bytes(drive)


def flash_parts(mpy):
    """Bytes per part of the staged drive: {part: bytes}, the parts a maker
    copies (code.py + settings.toml, lib/handheld, lib/yahtzee_core, the
    Adafruit libraries, each file of assets/)."""
    with tempfile.TemporaryDirectory() as d:
        drive = os.path.join(d, "CIRCUITPY")
        stage.stage(drive, mpy=mpy, settings={})
        parts = {}
        for dirpath, _, files in os.walk(drive):
            rel = os.path.relpath(dirpath, drive).replace(os.sep, "/")
            for n in files:
                top = rel.split("/")
                if rel == ".":
                    part = "code.py + settings.toml"
                elif top[0] == "lib" and len(top) > 1 and top[1] in ("handheld", "yahtzee_core"):
                    part = "lib/" + top[1]
                elif top[0] == "lib":
                    part = "Adafruit libraries"
                else:
                    part = rel + "/" + n if top[0] == "assets" else rel
                parts[part] = parts.get(part, 0) + os.path.getsize(os.path.join(dirpath, n))
        return parts


def print_flash():
    for k in ("py", "mpy"):
        parts = flash_parts(k == "mpy")
        print(".%-3s CIRCUITPY files %7d bytes: %s" % (k, sum(parts.values()), ", ".join(
            "%s %d" % kv for kv in sorted(parts.items()))))


def boot_figures(mpy):
    board = Board(mpy=mpy, settings={"YZ_DEBUG_MEM": 1})
    with board:
        board.power_on()
        board.run_until("code.py", 30000)
        t_code = board.ms
        nav = Nav(board)
        nav.wait_screen("boot", 30000)
        t_boot = board.ms
        nav.wait_screen("title", 30000)
        t_title = board.ms
        mem = dict(board.mem_lines())
        return t_code, t_boot, t_title, mem


MODULES = ["handheld.widgets", "handheld.storage", "handheld.app", "yahtzee_core.engine",
           "yahtzee_core.classic", "yahtzee_core.power", "yahtzee_core.jackpot", "yahtzee_core.word",
           "yahtzee_core.wordfinder", "handheld.screens.turn", "handheld.screens.scoring",
           "handheld.screens.word_turn", "handheld.screens.word_boxes", "handheld.screens.jackpot_turn",
           "handheld.screens.scorecard", "handheld.screens.gameover"]


def module_costs(mpy):
    """Heap each module holds once imported, in this order, typed at the REPL
    (Ctrl-C stops code.py at the title). Differences of gc.mem_alloc():
    gc.mem_free() grows with the heap, which CircuitPython 9 enlarges
    during an import when it needs to."""
    board = Board(mpy=mpy, settings={"YZ_DEBUG_MEM": 1})
    with board:
        board.to_repl()
        board.type("import gc\r")
        board.run(300)
        costs = []
        for m in MODULES:
            pos = len(board.console)
            board.type("gc.collect(); a=gc.mem_alloc(); import %s; gc.collect(); print('cost', gc.mem_alloc()-a)\r" % m)
            out = board.run_until("\r\n>>> ", 20000, since=pos)
            hit = re.search(r"cost (\d+)", out)
            costs.append((m, int(hit.group(1)) if hit else None))
        return costs


def board_timings(mpy):
    """Lines bench/board_timings.py prints on the board (REPL after Ctrl-C
    at the title)."""
    here = os.path.join(ROOT, "bench", "board_timings.py")
    board = Board(mpy=mpy, settings={"YZ_DEBUG_MEM": 1}, extra={"board_timings.py": here})
    with board:
        board.to_repl()
        pos = len(board.console)
        board.type("import board_timings\r")
        out = board.run_until("\r\n>>> ", 1200000, since=pos)
        return [ln.strip() for ln in out.splitlines()[1:] if ln.strip() and not ln.startswith(">>>")]


ROOM = ("import gc\r"
        "gc.collect(); print('free', gc.mem_free())\r"
        "exec(\"l=[]\\ntry:\\n while 1: l.append(bytearray(1024))\\n"
        "except MemoryError: pass\\nprint('room', len(l) * 1024)\")\r"
        "l = None; print('probe', 'done')\r")


def room(mpy, reload):
    """(gc.mem_free(), bytes a REPL can take in 1 KB bytearrays) at the
    REPL after code.py reached the title, with or without a soft reload
    first (``Board.to_repl``). CircuitPython 9 grows its heap on demand, so
    mem_free alone undercounts the room."""
    board = Board(mpy=mpy, settings={"YZ_DEBUG_MEM": 1})
    with board:
        board.to_repl(reload)
        pos = len(board.console)
        board.type(ROOM)
        out = board.run_until("probe done", 120000, since=pos)
        found = dict(re.findall(r"(free|room) (\d+)", out))
        return int(found.get("free", -1)), int(found.get("room", -1))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", action="store_true", help="also play every variant at its most seats (slow)")
    ap.add_argument("--only", choices=("py", "mpy"))
    ap.add_argument("--timings", action="store_true", help="CPU moves, Word hints and redraws timed on the board")
    ap.add_argument("--modules", action="store_true", help="heap held by each module once imported")
    ap.add_argument("--room", action="store_true", help="heap a REPL can take, after power-on and after a soft reload")
    ap.add_argument("--flash", action="store_true", help="only the flash the drive's files take (no emulator)")
    a = ap.parse_args(argv)
    if a.flash:
        print_flash()
        return 0
    kinds = [k for k in ("py", "mpy") if a.only in (None, k)]
    print("CircuitPython 9.2.8, emulated RP2040 (cycles at 125 MHz; flash and I2C time not modelled)")
    for k in kinds:
        mpy = k == "mpy"
        t0 = time.time()
        used = flash_use(mpy)
        t_code, t_boot, t_title, mem = boot_figures(mpy)
        print(".%-3s CIRCUITPY files %7d bytes | power-on to code.py %5.0f ms, import handheld + "
              "hardware %4.0f ms, to title %4.0f ms | free at boot %d, on title %d bytes | %.0f s wall"
              % (k, used, t_code, t_boot - t_code, t_title - t_code, mem.get("boot", -1),
                 mem.get("title", -1), time.time() - t0))
        sys.stdout.flush()
        if a.modules:
            print("  heap held per module (bytes): " + ", ".join(
                "%s %s" % (m, c) for m, c in module_costs(mpy)))
            sys.stdout.flush()
        if a.room:
            for reload in (False, True):
                free, got = room(mpy, reload)
                print("  at the REPL after %s: gc.mem_free %d bytes, %d bytes allocatable in 1 KB pieces"
                      % ("a soft reload" if reload else "power-on", free, got))
            sys.stdout.flush()
        if a.timings:
            for line in board_timings(mpy):
                print("  " + line)
            sys.stdout.flush()
        if a.games:
            from tests.firmware.games import GAMES, play
            for name in GAMES:
                play(name, mpy=mpy)
    return 0


if __name__ == "__main__":
    sys.exit(main())
