"""Word Yahtzee's heap on the handheld app under MicroPython, as
bench/ui_heap.py measures classic and Power: the real app, core, word
finder and dictionary reader precompiled with mpy-cross, over the
displayio stand-in, in the unix port with a capped heap.

    python bench/word_ui_heap.py [HEAP]     HEAP defaults to 200k

Prints the peak live heap of whole Word games (1 and 8 seats, hints every
turn) and the most live per screen; a game that did not fit would die
with MemoryError.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))

from ui_heap import run_plays  # noqa: E402


def main():
    run_plays(["import word_heap_play; word_heap_play.main(%d, %d)" % game
               for game in ((1, 0), (8, 0), (2, 1))],
              extra=("word_heap_play",))


if __name__ == "__main__":
    main()
