"""The portable tests (tests/core) on the real firmware, with the heap
capped as tools/mpy_tests.sh caps desktop MicroPython's.

    python -m tests.firmware.portable                  # every module, 64 KB
    python -m tests.firmware.portable test_power_player test_word_player
    python -m tests.firmware.portable --heap-kb 48 test_classic_player

On stock firmware the drive is the bundle (scripts/build_bundle.sh), with
the tests precompiled by the same CircuitPython mpy-cross into
CIRCUITPY/lib beside the game (a 64 KB heap cannot hold the compiler's
parse of a big test file, on the board as on the desktop).
At the REPL (code.py stopped at the title) tests/firmware/capped.py fills
the heap and leaves ``--heap-kb`` KB to allocate; each module then runs in
that room with tests/mpy_runner.py, in a VM of its own (a soft reload
between modules: MicroPython never frees the names a module brings, so
one run after another would start with less room). The board is 32-bit: the same code
takes less heap than on the 64-bit desktop port, so modules that ask the
desktop for more (their ``# mpy-heap:`` line) run here at the cap too,
but for those in HEAP_KB.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu import stage  # noqa: E402
from board_emu.board import (FROZEN, Board, FirmwareMissing, default_firmware,  # noqa: E402
                             firmware_option, use_firmware)

TESTS = os.path.join(ROOT, "tests")
# left out on the board, with why (they run under desktop MicroPython)
SKIP = {
    "test_storage_log": "13 s on the desktop: hours on the emulated board (its log, sector by sector)",
}


# more than the cap, with why: RAM the test spends on what the board keeps in flash
HEAP_KB = {
    "test_storage_journal": (112, "two 4 KB NVM sectors and a compaction's image, held in RAM by the test"),
}


def modules():
    names = sorted(n[:-3] for n in os.listdir(os.path.join(TESTS, "core"))
                   if n.startswith("test_") and n.endswith(".py"))
    return [n for n in names if n not in SKIP]


def test_files(tmp):
    """{name on the drive: compiled file} for the runner, its helpers and
    every tests/core module."""
    src = os.path.join(tmp, "src")
    os.makedirs(src)
    for path in [os.path.join(TESTS, "support.py"), os.path.join(TESTS, "mpy_runner.py"),
                 os.path.join(TESTS, "firmware", "capped.py")]:
        shutil.copy(path, src)
    core = os.path.join(TESTS, "core")
    for name in os.listdir(core):
        if name.endswith(".py"):
            shutil.copy(os.path.join(core, name), src)
    stage.compile_tree(src)
    return {"lib/" + n: os.path.join(src, n) for n in os.listdir(src)}


def run(names, heap_kb=64, mpy=True, per_module_ms=3600000):
    """Run ``names`` on the board; returns [(module, passed, failed, room,
    emulated s)] and prints each as it ends."""
    tmp = tempfile.mkdtemp(prefix="fw-portable-")
    results = []
    try:
        frozen = default_firmware() == FROZEN  # the game's code is in the firmware
        board = Board(mpy=mpy and not frozen, settings={"YZ_DEBUG_MEM": 1}, extra=test_files(tmp))
        with board:
            board.to_repl()
            for k, name in enumerate(names):
                if k:  # a fresh VM, as each module has its own process on the desktop
                    board.restart_to_repl()
                pos = len(board.console)
                kb = max(heap_kb, HEAP_KB.get(name, (0,))[0])
                board.type("import capped; capped.cap(%d)\r" % kb)
                board.run_until("\r\n>>> ", 120000, since=pos)
                pos = len(board.console)
                t0 = board.ms
                board.type("capped.run(%r)\r" % name)
                board.run_until("module done: %s" % name, per_module_ms, since=pos)
                board.run_until("\r\n>>> ", 5000, since=pos)
                out = board.console[pos:]
                hit = re.search(r"micropython: (\d+) passed, (\d+) failed", out)
                room = re.search(r"room before \S+: (\d+) bytes", out)
                p, f = (int(hit.group(1)), int(hit.group(2))) if hit else (0, 1)
                r = int(room.group(1)) if room else 0
                secs = (board.ms - t0) / 1000
                results.append((name, p, f, r, secs))
                print("  %s: %d passed, %d failed (room %d bytes, %.1f s emulated)" % (name, p, f, r, secs))
                if f or not hit:
                    print(out.replace("\r", "")[-3000:])
                sys.stdout.flush()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return results


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("modules", nargs="*")
    ap.add_argument("--heap-kb", type=int, default=64)
    firmware_option(ap)
    a = ap.parse_args(argv)
    use_firmware(a)
    names = a.modules or modules()
    t0 = time.time()
    try:
        results = run(names, heap_kb=a.heap_kb)
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    passed = sum(r[1] for r in results)
    failed = sum(r[2] for r in results)
    low = min(r[3] for r in results) if results else 0
    print("%s portable tests on the firmware (%s), %d KB heap: %d passed, %d failed in %d modules "
          "(least room at a module's start %d bytes); more heap: %s; skipped: %s; %.0f s wall"
          % ("PASS" if not failed else "FAIL", a.firmware, a.heap_kb, passed, failed, len(results), low,
             ", ".join("%s %d KB (%s)" % (m, kb, why) for m, (kb, why) in HEAP_KB.items()),
             ", ".join("%s (%s)" % kv for kv in SKIP.items()) if not a.modules else "none",
             time.time() - t0))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
