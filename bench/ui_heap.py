"""The app's heap under MicroPython: the real app, rules core and storage,
all precompiled with mpy-cross as on a board, over
a displayio stand-in (bench/heap/), in the unix port with a capped heap.
(The app draws text as glyph tiles, so adafruit_display_text is not loaded.)

    python bench/ui_heap.py [HEAP]        HEAP defaults to 200k

130 KB is the RP2040's ~190 KB free minus the 60 KB the game must leave
unused. Prints, per game, the peak live heap after a collection at every
screen; a game that did not fit would die with MemoryError. The unix port
is 64-bit (pointers twice a Pico's), so object sizes here are on the high
side; displayio's own C objects and the font are not exactly the board's.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def compile_tree(out):
    def mpy(src, dst):
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        subprocess.check_call(["mpy-cross", "-o", dst, src])

    for d, base in ((os.path.join(ROOT, "yahtzee_core"), out + "/yahtzee_core"),):
        for f in os.listdir(d):
            if f.endswith(".py"):
                mpy(os.path.join(d, f), os.path.join(base, f[:-3] + ".mpy"))
    lib = os.path.join(ROOT, "lib")
    for dirpath, _dirs, files in os.walk(lib):
        for f in files:
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(dirpath, f), lib)
                mpy(os.path.join(dirpath, f), os.path.join(out, rel[:-3] + ".mpy"))
    for f in ("displayio.py", "terminalio.py", "play.py"):
        mpy(os.path.join(ROOT, "bench", "heap", f), os.path.join(out, f[:-3] + ".mpy"))


def run_plays(calls, extra=()):
    """Precompile the tree and the bench modules ``extra`` (names in
    bench/), then run each of ``calls`` (Python, with the tree on
    sys.path) in the unix port with the heap capped at the command line's
    HEAP (200k unless given: bench/figures.py's; the 64-bit port's objects
    are bigger than the board's), printing what each printed. Exits 1 if
    any of them failed (a MemoryError: the game did not fit)."""
    heap = sys.argv[1] if len(sys.argv) > 1 else "200k"
    out = tempfile.mkdtemp()
    failed = 0
    try:
        compile_tree(out)
        for name in extra:
            subprocess.check_call(["mpy-cross", "-o", os.path.join(out, name + ".mpy"),
                                   os.path.join(ROOT, "bench", name + ".py")])
        for call in calls:
            code = "import sys; sys.path[:0] = [%r]; %s" % (out, call)
            r = subprocess.run(["micropython", "-X", "heapsize=" + heap, "-c", code],
                               capture_output=True, text=True, cwd=ROOT)
            print((r.stdout + r.stderr).strip() or "exit %d" % r.returncode)
            if r.returncode:
                print("FAIL: %s (heap %s): exit %d" % (call, heap, r.returncode))
                failed += 1
    finally:
        shutil.rmtree(out)
    if failed:
        sys.exit(1)


def main():
    run_plays(["import play; play.main(%r, %d)" % game
               for game in (("classic", 1), ("classic", 6), ("power", 1), ("power", 6))])


if __name__ == "__main__":
    main()
