"""Word Yahtzee benchmark: dictionary size, index RAM, word-check and
full-hint times, peak heap during a hint. Prints figures; asserts nothing.

    micropython -X heapsize=64k bench/word_bench.py [rolls] [full|family]
    python3 bench/word_bench.py [rolls] [full|family]

The rolls are random rolls of the seven letter dice (the wild shows when
its die lands on it), plus the same number with the wild forced, so the
slow case is measured on its own."""

import gc
import os
import sys
import time

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
ROOT = HERE + "/.."
sys.path.insert(0, ROOT)

from yahtzee_core.letters import FACES, WILD  # noqa: E402
from yahtzee_core.rng import Rng  # noqa: E402
from yahtzee_core.words import Dictionary  # noqa: E402
from yahtzee_core.wordfinder import Finder  # noqa: E402

MPY = sys.implementation.name == "micropython"


def now_us():
    if MPY:
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def elapsed(t0):
    if MPY:
        return time.ticks_diff(time.ticks_us(), t0)
    return now_us() - t0


def stats(xs):
    """Median and max (and the 99th percentile, last)."""
    xs.sort()
    return xs[len(xs) // 2], xs[-1], xs[len(xs) * 99 // 100]


def main(n):
    path = ROOT + "/assets/words.bin"
    size = os.stat(path)[6]
    gc.collect()
    before = gc.mem_free() if MPY else 0
    d = Dictionary(path)
    gc.collect()
    held = before - gc.mem_free() if MPY else 0
    print("dictionary: %d words (%d common), %d bytes on flash, %.2f bytes/word"
          % (d.nwords, d.ncommon, size, size / d.nwords))
    print("index in RAM: %d bytes of index%s"
          % (d.index_bytes, ", %d bytes of heap for the whole Dictionary object" % held if MPY else ""))
    rng = Rng(12345)
    words = ("mice", "scamper", "him", "zzzz", "quizzed", "a", "xylophone"[:7], "on")
    t = []
    for k in range(n):
        w = words[k % len(words)]
        t0 = now_us()
        d.contains(w)
        t.append(elapsed(t0))
    med, mx, p99 = stats(t)
    print("word check: median %d us, 99%% under %d us, max %d us" % (med, p99, mx))
    f = Finder(d, SETTING)
    print("setting: %s" % SETTING)
    allt = []
    wild_die = 0
    for i in range(7):
        if WILD in FACES[i]:
            wild_die = i
    for label, force in (("random rolls", False), ("rolls showing the wild", True)):
        t = []
        peak = 0
        nwild = 0
        for k in range(n):
            dice = [FACES[i][rng.randrange(6)] for i in range(7)]
            if force:
                dice[wild_die] = WILD
            nwild += WILD in dice
            gc.collect()
            t0 = now_us()
            f.hint(dice)
            t.append(elapsed(t0))
            if MPY:  # again with the collector off: all it allocates stays
                gc.collect()
                gc.disable()
                a0 = gc.mem_alloc()
                f.hint(dice)
                p = gc.mem_alloc() - a0
                gc.enable()
                if p > peak:
                    peak = p
        allt += t
        med, mx, p99 = stats(t)
        print("full hint, every box open, %d %s (%d with the wild): median %.2f ms, "
              "99%% under %.2f ms, max %.2f ms%s"
              % (n, label, nwild, med / 1000, p99 / 1000, mx / 1000,
                 ", heap allocated by one hint (collector off, so an upper bound of its peak) at most %d bytes" % peak if peak else ""))


    med, mx, p99 = stats(allt)
    print("both sets together (half showing the wild): median %.2f ms, 99%% under %.2f ms, max %.2f ms"
          % (med / 1000, p99 / 1000, mx / 1000))


SETTING = sys.argv[2] if len(sys.argv) > 2 else "full"
main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
