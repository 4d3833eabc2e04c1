"""The app's heap under MicroPython while playing Jackpot, as
bench/ui_heap.py measures classic and Power: app, core and storage
precompiled with mpy-cross, over bench/heap's displayio stand-in, in the
unix port with a capped heap.

    python bench/jackpot_heap.py [HEAP]        HEAP defaults to 130k

The last run plays a 1-seat Word game first on the same app: what a
finished game leaves behind would weigh on the next one.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))

from ui_heap import compile_tree  # noqa: E402


def main():
    heap = sys.argv[1] if len(sys.argv) > 1 else "130k"
    out = tempfile.mkdtemp()
    try:
        compile_tree(out)
        subprocess.check_call(["mpy-cross", "-o", os.path.join(out, "jackpot_heap_play.mpy"),
                               os.path.join(ROOT, "bench", "jackpot_heap_play.py")])
        subprocess.check_call(["mpy-cross", "-o", os.path.join(out, "word_heap_play.mpy"),
                               os.path.join(ROOT, "bench", "word_heap_play.py")])
        for seats, after in ((2, None), (4, None), (2, "word")):
            code = ("import sys; sys.path[:0] = [%r]; import jackpot_heap_play; jackpot_heap_play.main(%d, %r)"
                    % (out, seats, after))
            r = subprocess.run(["micropython", "-X", "heapsize=" + heap, "-c", code],
                               capture_output=True, text=True)
            print((r.stdout + r.stderr).strip() or "exit %d" % r.returncode)
    finally:
        shutil.rmtree(out)


if __name__ == "__main__":
    main()
