"""What a package costs in heap on stock CircuitPython (emulated Pico, the
bundle's .mpy on the drive), against the same modules as flat files.

lib/handheld's families (``storage_*``, ``hw_*``, ``*_art``) could be
packages (``handheld.art.dice`` for ``handheld.dice_art``). On stock
firmware a package is one more module object the heap holds while any of
its modules is loaded (its ``__init__``'s dict and code), and its names
(``art``, ``handheld.art``, the longer dotted names) are interned for good.
This measures it on the real firmware with the ``handheld.art`` package
(a package that only gathers modules: the costliest kind, as its module
is held for nothing but them): its modules copied as flat files beside
the bundle's package (``handheld.dice_art`` for ``handheld.art.dice``),
compiled by the same mpy-cross, and each imported at the REPL (Ctrl-C
stops code.py at the title, the app's own modules still in the heap):

- held: the heap a module holds while loaded, flat and as the package's
  (the difference is the package's own module);
- its first import leaves: what stays once it is let go (``forget``),
  the names the firmware interned for good;
- after forget: what the package's module leaves once its last module is
  let go (``handheld.forget`` lets an emptied gathering package go too).

Differences of ``gc.mem_alloc()`` after ``gc.collect()`` (gc.mem_free()
grows with the heap, which CircuitPython 9 enlarges on demand).

    python bench/package_cost.py [--firmware 9.2.8|10.2.1] [--log docs/figures/package-cost.log]
"""

import argparse
import os
import re
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from board_emu import board as board_mod  # noqa: E402
from board_emu import stage  # noqa: E402

FAMILY = (("dice_art", "dice"), ("jackpot_art", "jackpot"), ("letter_art", "letter"),
          ("battery", "battery"))
PACKAGE = "art"

# Typed at the REPL, one line each; ``m`` is the heap in use, collected.
PRELUDE = "import gc; from handheld import forget; m = lambda: (gc.collect(), gc.mem_alloc())[1]\r"


def flat_files(tmp):
    """{drive path: file} of the package's modules as flat files, compiled
    as the bundle's are."""
    top = os.path.join(tmp, "lib")
    flat = os.path.join(top, "handheld")
    os.makedirs(flat)
    for name, short in FAMILY:
        shutil.copy(os.path.join(ROOT, "lib", "handheld", PACKAGE, short + ".py"),
                    os.path.join(flat, name + ".py"))
    stage.compile_tree(top)
    return {"lib/handheld/" + name: os.path.join(flat, name) for name in sorted(os.listdir(flat))}


def measure(board, statement):
    """Heap allocated by ``statement`` (bytes, collected before and after)."""
    pos = len(board.console)
    board.type("a=m(); %s; print('cost', m()-a)\r" % statement)
    out = board.run_until("\r\n>>> ", 30000, since=pos)
    hit = re.search(r"cost (-?\d+)", out)
    if not hit:
        raise SystemExit("FAIL: no figure for %r:\n%s" % (statement, out[-800:]))
    return int(hit.group(1))


def run(firmware):
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        with board_mod.Board(firmware=firmware, mpy=True, settings={"YZ_DEBUG_MEM": 1},
                             extra=flat_files(tmp)) as board:
            board.to_repl()
            board.type(PRELUDE)
            board.run(500)
            for flat, short in FAMILY:
                old, new = "handheld." + flat, "handheld.%s.%s" % (PACKAGE, short)
                # The first import of each loads what it imports (displayio is
                # built in; yahtzee_core.letters is in the app already) and
                # interns its names; the held figures are of the second.
                flat_first = measure(board, "import %s; forget(%r)" % (old, old))
                flat_held = measure(board, "import %s" % old)
                measure(board, "forget(%r)" % old)
                pkg_first = measure(board, "import %s; forget(%r)" % (new, new))
                pkg_held = measure(board, "import %s" % new)
                pkg_after = pkg_held + measure(board, "forget(%r)" % new)
                rows.append((flat, short, flat_first, flat_held, pkg_first, pkg_held, pkg_after))
    return rows


def report(firmware, rows, seconds):
    lines = ["stock %s with the bundle (.mpy): heap in bytes, each module flat (`handheld.dice_art`) "
             "against the package's (`handheld.%s.dice`)" % (firmware, PACKAGE), "",
             "| module | flat: held | its first import leaves | package's: held | its first import leaves "
             "| after forget | the package's module, held |",
             "|---|---|---|---|---|---|---|"]
    for flat, short, flat_first, flat_held, pkg_first, pkg_held, pkg_after in rows:
        lines.append("| %s / %s.%s | %d | %d | %d | %d | %d | %d |" % (
            flat, PACKAGE, short, flat_held, flat_first, pkg_held, pkg_first, pkg_after,
            pkg_held - flat_held))
    lines.append("")
    lines.append("(%.0f s wall)" % seconds)
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--firmware", default="10.2.1", help="stock CircuitPython: 9.2.8 or 10.2.1")
    ap.add_argument("--log", help="also append the table to this file, under its command and the day")
    a = ap.parse_args(argv)
    t0 = time.time()
    rows = run(a.firmware)
    text = report(a.firmware, rows, time.time() - t0)
    print(text)
    if a.log:
        with open(a.log, "a") as f:
            f.write("# python bench/package_cost.py --firmware %s, %s\n%s\n\n"
                    % (a.firmware, time.strftime("%Y-%m-%d"), text))


if __name__ == "__main__":
    main()
