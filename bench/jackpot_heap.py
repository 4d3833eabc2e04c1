"""The app's heap under MicroPython while playing Jackpot, as
bench/ui_heap.py measures classic and Power: app, core and storage
precompiled with mpy-cross, over bench/heap's displayio stand-in, in the
unix port with a capped heap.

    python bench/jackpot_heap.py [HEAP]        HEAP defaults to 200k

The last run plays a 1-seat Word game first on the same app: what a
finished game leaves behind would weigh on the next one.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))

from ui_heap import run_plays  # noqa: E402


def main():
    run_plays(["import jackpot_heap_play; jackpot_heap_play.main(%d, %r)" % game
               for game in ((2, None), (4, None), (2, "word"))],
              extra=("jackpot_heap_play", "word_heap_play"))


if __name__ == "__main__":
    main()
