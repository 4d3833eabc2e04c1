"""Word Yahtzee's heap on the handheld app under MicroPython, as
bench/ui_heap.py measures classic and Power: the real app, core, word
finder and dictionary reader precompiled with mpy-cross, over the
displayio stand-in, in the unix port with a capped heap.

    python bench/word_ui_heap.py [HEAP]     HEAP defaults to 130k

Prints the peak live heap of whole Word games (1 and 8 seats, hints every
turn) and the most live per screen; a game that did not fit would die
with MemoryError.
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
        subprocess.check_call(["mpy-cross", "-o", os.path.join(out, "word_heap_play.mpy"),
                               os.path.join(ROOT, "bench", "word_heap_play.py")])
        for seats, timer in ((1, 0), (8, 0), (2, 1)):
            code = ("import sys; sys.path[:0] = [%r]; import word_heap_play; word_heap_play.main(%d, %d)"
                    % (out, seats, timer))
            r = subprocess.run(["micropython", "-X", "heapsize=" + heap, "-c", code],
                               capture_output=True, text=True, cwd=ROOT)
            print((r.stdout + r.stderr).strip() or "exit %d" % r.returncode)
    finally:
        shutil.rmtree(out)


if __name__ == "__main__":
    main()
