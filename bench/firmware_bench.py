"""Figures of the game on real CircuitPython firmware (emulated Pico,
board_emu/): its own firmware with the code frozen in ("frozen"), and stock
CircuitPython (9.2.8 unless --firmware says 10.2.1) with the code on the
drive as .py and as .mpy:

- flash: the firmware's size and the room left in its 1,020 KB region
  (frozen), the files on the drive (every file a maker copies)
- boot: emulated time from power-on to code.py, to `import handheld.boot`
  done, to the title, at a later power-on (the first after an install also
  waits 1 s and writes boot_out.txt)
- free heap (gc.mem_free, YZ_DEBUG_MEM lines) at boot and on the title
- with --timings: bench/board_timings.py run at the board's REPL (CPU
  players' moves and turns, the Word hint, redraws)
- with --room: the heap a REPL can take (1 KB pieces) after power-on and
  after a soft reload
- with --names: the firmware's pool of names (qstrs) after a game of each
  variant against CPUs: how many more names fit before it grows, and by
  how much (docs/FIRMWARE.md, "Reading the heap")
- with --games: the lowest free heap over whole games at each variant's most
  seats (every screen, Word hints shown), from tests/firmware/games.py

    python bench/firmware_bench.py [--timings] [--room] [--modules] [--names] [--games]
                                   [--only frozen|py|mpy] [--firmware 9.2.8|10.2.1]
                                   [--timings-of classic|power|word|jackpot]
    python bench/firmware_bench.py --flash      # only the flash figures: no emulator, no Node

Timing: rp2040js counts instruction cycles at 125 MHz; flash erase/program
time and I2C bus time are not modelled, nor XIP flash-cache misses unless
BOARD_XIP_CACHE=1 turns on board_emu/xip.js's model (bench/firmware_xip.py
says what it adds), so the times are lower bounds for a real Pico.
"""

import argparse
import os
import re
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu import board as board_mod  # noqa: E402
from board_emu import stage  # noqa: E402
from board_emu.nav import Nav  # noqa: E402

STOCK = "9.2.8"  # --firmware: the stock firmware of the .py and .mpy rows


def Board(kind, **kw):
    """A board for ``kind``: "frozen" (the game's own firmware) or "py" /
    "mpy" (stock firmware, the code on the drive)."""
    if kind == "frozen":
        return board_mod.Board(firmware=board_mod.FROZEN, **kw)
    return board_mod.Board(firmware=STOCK, mpy=kind == "mpy", **kw)


def flash_use(kind):
    with tempfile.TemporaryDirectory() as d:
        drive = os.path.join(d, "CIRCUITPY")
        stage.stage(drive, mpy=kind == "mpy", settings={}, frozen=kind == "frozen")
        return stage.drive_bytes(drive)


def flash_parts(kind):
    """Bytes per part of the staged drive: {part: bytes}, the parts a maker
    copies (code.py + settings.toml, lib/handheld, lib/yahtzee_core, the
    Adafruit libraries, each file of assets/)."""
    with tempfile.TemporaryDirectory() as d:
        drive = os.path.join(d, "CIRCUITPY")
        stage.stage(drive, mpy=kind == "mpy", settings={}, frozen=kind == "frozen")
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
    for k in ("frozen", "py", "mpy"):
        parts = flash_parts(k)
        print("%-6s drive files %7d bytes: %s" % (k, sum(parts.values()), ", ".join(
            "%s %d" % kv for kv in sorted(parts.items()))))


def firmware_size():
    """(bytes of firmware, bytes left in its region) of the game's own UF2."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import uf2
    with open(board_mod.FIRMWARE_ONLY, "rb") as f:
        pages = uf2.read_blocks(f.read())
    used = len(pages) * uf2.PAGE
    return used, uf2.NVM_OFFSET - used


def boot_figures(kind):
    """Emulated ms from power-on to code.py, to the boot line, to the title,
    and the heap lines, at the second power-on (the first writes
    boot_out.txt after a 1 s wait, once per install)."""
    board = Board(kind, settings={"YZ_DEBUG_MEM": 1})
    with board:
        board.power_on()
        Nav(board).wait_screen("title", 30000)
        board.cut_power()
        board.power_on()
        t0 = board.ms
        board.run_until("code.py", 30000)
        t_code = board.ms - t0
        nav = Nav(board)
        nav.wait_screen("boot", 30000)
        t_boot = board.ms - t0
        nav.wait_screen("title", 30000)
        t_title = board.ms - t0
        mem = dict(board.mem_lines())
        return t_code, t_boot, t_title, mem


MODULES = ["handheld.widgets", "handheld.storage", "handheld.app", "handheld.sleep", "yahtzee_core.engine",
           "yahtzee_core.classic", "yahtzee_core.power", "yahtzee_core.jackpot", "yahtzee_core.word",
           "yahtzee_core.wordfinder", "handheld.screens.turn", "handheld.screens.scoring",
           "handheld.screens.word_turn", "handheld.screens.word_boxes", "handheld.screens.jackpot_turn",
           "handheld.screens.scorecard", "handheld.screens.gameover", "handheld.phases"]


def module_costs(kind):
    """Heap each module holds once imported, in this order, typed at the REPL
    (Ctrl-C stops code.py at the title). Differences of gc.mem_alloc():
    gc.mem_free() grows with the heap, which CircuitPython 9 enlarges
    during an import when it needs to."""
    board = Board(kind, settings={"YZ_DEBUG_MEM": 1})
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


# What a power-on and one game against CPUs import, menu to game over, as
# a game in the simulator does (each module let go after its import, as
# the app does: its names stay). tests/test_names_paths.py plays a game of
# each variant and fails on a module these lists miss.
GAME_PATH = ["handheld", "handheld.settings", "handheld.hardware", "handheld.buttons", "handheld.shake",
             "handheld.sound", "handheld.storage.layout", "yahtzee_core", "yahtzee_core.errors",
             "yahtzee_core.savefmt", "handheld.startup", "handheld.reloaded", "handheld.version",
             "handheld.hardware.parts", "handheld.storage", "handheld.hardware.power",
             "handheld.storage.scan", "handheld.storage.prefs", "handheld.assets", "handheld.app",
             "handheld.app_start", "handheld.variants", "handheld.widgets", "handheld.glyph_sheet",
             "handheld.remember", "handheld.sleep", "handheld.saved_game", "handheld.screens",
             "handheld.screens.title", "handheld.art", "handheld.art.dice", "handheld.art.battery", "handheld.screens.setup",
             "handheld.screens.menu", "handheld.screens.seats", "handheld.screens.initials",
             "handheld.new_game", "handheld.cpu", "yahtzee_core.players", "handheld.phases",
             "yahtzee_core.engine", "yahtzee_core.rng", "yahtzee_core.journal", "handheld.storage.journal",
             "handheld.storage.compact", "handheld.screens.cpu_turn",
             "yahtzee_core.players.choose", "handheld.screens.rolling", "handheld.screens.passing",
             "handheld.storage.stats", "handheld.screens.gameover"]
_SHEET = ["handheld.screens.rolloff", "yahtzee_core.rolloff", "handheld.screens.turn", "handheld.turn_layout",
          "handheld.screens.scoring",
          "handheld.screens.hint", "handheld.screens.message", "handheld.text_layout", "handheld.screens.scorecard",
          "handheld.screens.overview", "handheld.small_font", "handheld.overview_text",
          "handheld.screens.takeback", "yahtzee_core.loader", "handheld.screens.statistics"]
VARIANT_PATH = {
    "classic": ["yahtzee_core.classic", "yahtzee_core.dice", "handheld.screens.cpu_dice",
                "yahtzee_core.players.classic", "handheld.coach", "yahtzee_core.classic_check",
                "handheld.screens.review", "handheld.coach_saved", "yahtzee_core.replay"] + _SHEET,
    "power": ["yahtzee_core.power", "yahtzee_core.dice", "yahtzee_core.players.power", "yahtzee_core.players.dice5",
              "yahtzee_core.players.dice5_data", "yahtzee_core.players.power_loops", "yahtzee_core.players.power_work",
              "yahtzee_core.players.power_data", "yahtzee_core.players.upper", "yahtzee_core.power_check"] + _SHEET,
    "word": ["yahtzee_core.letters", "yahtzee_core.word", "yahtzee_core.words", "yahtzee_core.players.word",
             "yahtzee_core.players.upper", "yahtzee_core.players.word_data", "yahtzee_core.wordfinder",
             "yahtzee_core.wordwalk", "handheld.screens.word_turn", "handheld.screens.word_layout",
             "handheld.art.letter", "handheld.screens.word_boxes", "handheld.screens.word_hint",
             "handheld.screens.message", "handheld.text_layout"],
    "jackpot": ["yahtzee_core.rack", "yahtzee_core.jackpot", "yahtzee_core.jackpot_dice", "handheld.art.jackpot",
                "handheld.screens.jackpot_turn", "yahtzee_core.players.jackpot", "handheld.screens.jackpot_round",
                "handheld.jackpot_words"],
}
# Interns new names, one at a time, until the heap in use jumps: the pool's next step.
NAMES_PROBE = ('exec("def probe():\\n gc.collect(); last = gc.mem_alloc()\\n for i in range(3000):\\n'
               '  getattr(1, \\"zq%d\\" % i, None)\\n  gc.collect(); a = gc.mem_alloc()\\n'
               '  if a - last > 2048: return print(\\"step\\", i + 1, a - last)\\n  last = a")\r')


def names_room(kind, variant):
    """(names that still fit, bytes the pool then takes at once) after
    importing what a game of ``variant`` against CPUs does, at the REPL."""
    board = Board(kind, settings={"YZ_DEBUG_MEM": 1})
    with board:
        board.to_repl()
        for line in ("import gc, sys", "from handheld import forget"):
            pos = len(board.console)
            board.type(line + "\r")
            board.run_until("\r\n>>> ", 20000, since=pos)
        for m in GAME_PATH + VARIANT_PATH[variant]:
            pos = len(board.console)
            board.type("pre = set(sys.modules); import %s; exec('for n in list(sys.modules):\\n "
                       "if n not in pre: forget(n)'); print('ok')\r" % m)
            board.run_until("\r\nok", 20000, since=pos)
        pos = len(board.console)
        board.type(NAMES_PROBE)
        board.type("probe()\r")
        board.run_until("step ", 1200000, since=pos)
        board.run(100)
        hit = re.search(r"step (\d+) (\d+)", board.console[pos:])
        return (int(hit.group(1)), int(hit.group(2))) if hit else (None, None)


def board_timings(kind, only=None):
    """Lines bench/board_timings.py prints on the board (REPL after Ctrl-C
    at the title); ``only`` a variant: just its CPU moves."""
    here = os.path.join(ROOT, "bench", "board_timings.py")
    settings = {"YZ_DEBUG_MEM": 1}
    if only:
        settings["YZ_TIMINGS"] = only
    board = Board(kind, settings=settings, extra={"board_timings.py": here})
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


def room(kind, reload):
    """(gc.mem_free(), bytes a REPL can take in 1 KB bytearrays) at the
    REPL after code.py reached the title, with or without a soft reload
    first (``Board.to_repl``). CircuitPython 9 grows its heap on demand, so
    mem_free alone undercounts the room."""
    board = Board(kind, settings={"YZ_DEBUG_MEM": 1})
    with board:
        board.to_repl(reload)
        pos = len(board.console)
        board.type(ROOM)
        out = board.run_until("probe done", 120000, since=pos)
        found = dict(re.findall(r"(free|room) (\d+)", out))
        return int(found.get("free", -1)), int(found.get("room", -1))


def main(argv=None):
    global STOCK
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", action="store_true", help="also play every variant at its most seats (slow)")
    ap.add_argument("--only", choices=("frozen", "py", "mpy"))
    ap.add_argument("--firmware", default=STOCK, choices=list(board_mod.STOCK),
                    help="the stock firmware of the py and mpy rows (default %(default)s)")
    ap.add_argument("--timings", action="store_true", help="CPU moves, Word hints and redraws timed on the board")
    ap.add_argument("--timings-of", choices=VARIANT_PATH, help="only this variant's Expert moves timed on the board")
    ap.add_argument("--modules", action="store_true", help="heap held by each module once imported")
    ap.add_argument("--names", action="store_true", help="room in the firmware's pool of names after each variant's game")
    ap.add_argument("--room", action="store_true", help="heap a REPL can take, after power-on and after a soft reload")
    ap.add_argument("--flash", action="store_true", help="only the flash the drive's files take (no emulator)")
    a = ap.parse_args(argv)
    if a.flash:
        print_flash()
        return 0
    STOCK = a.firmware
    kinds = [k for k in ("frozen", "py", "mpy") if a.only in (None, k)]
    xip = os.environ.get("BOARD_XIP_CACHE", "0") not in ("", "0")
    print("emulated RP2040 (cycles at 125 MHz; %s; flash writes and I2C time not modelled); frozen: "
          "the game's own firmware (CircuitPython 9.2.8); py, mpy: stock CircuitPython %s"
          % ("the XIP flash cache modelled (BOARD_XIP_CACHE)" if xip else "XIP flash cache misses not "
             "modelled: BOARD_XIP_CACHE=1 models them", STOCK))
    for k in kinds:
        t0 = time.time()
        used = flash_use(k)
        if k == "frozen":
            fw, left = firmware_size()
            print("frozen firmware %d bytes, %d bytes left in the 1,044,480-byte firmware region" % (fw, left))
        t_code, t_boot, t_title, mem = boot_figures(k)
        print("%-6s drive files %7d bytes | power-on to code.py %5.0f ms, import handheld + "
              "hardware %4.0f ms, to title %4.0f ms (power-on to title %4.0f ms) | free at boot %d, "
              "on title %d bytes | %.0f s wall"
              % (k, used, t_code, t_boot - t_code, t_title - t_code, t_title, mem.get("boot", -1),
                 mem.get("title", -1), time.time() - t0))
        sys.stdout.flush()
        if a.modules and k != "frozen":  # frozen modules hold no code in the heap
            print("  heap held per module (bytes): " + ", ".join(
                "%s %s" % (m, c) for m, c in module_costs(k)))
            sys.stdout.flush()
        if a.names and k != "frozen":  # frozen modules' names are in flash
            for v in VARIANT_PATH:
                n, step = names_room(k, v)
                print("  names: after a %s game against CPUs, %s more fit before the pool grows by %s bytes"
                      % (v, n, step))
                sys.stdout.flush()
        if a.room:
            for reload in (False, True):
                free, got = room(k, reload)
                print("  at the REPL after %s: gc.mem_free %d bytes, %d bytes allocatable in 1 KB pieces"
                      % ("a soft reload" if reload else "power-on", free, got))
            sys.stdout.flush()
        if a.timings or a.timings_of:
            for line in board_timings(k, a.timings_of):
                print("  " + line)
            sys.stdout.flush()
        if a.games:
            from tests.firmware.games import GAMES, play
            os.environ["YZ_FIRMWARE"] = board_mod.FROZEN if k == "frozen" else STOCK
            for name in GAMES:
                play(name, mpy=k == "mpy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
