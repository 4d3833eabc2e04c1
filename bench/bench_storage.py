"""NVM store figures: time to save and load a 600-byte game, to boot on a
full log (quick scan, and the careful scan after a torn append), to
compact, and the heap the store costs. Runs under CPython and MicroPython
(precompiled, as tools/mpy_tests.sh does, for a 64 KB heap):

    python bench/bench_storage.py
    micropython -X heapsize=64k bench/bench_storage.py   # from .mpy files on sys.path

Desktop MicroPython is some 100-300x faster than CircuitPython on an
RP2040 (docs HARDWARE.md), and the board adds the flash program of each
nvm assignment (two per save, page programs) and the sector erase of a
compaction on top."""

import gc
import sys
import time

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/.."
sys.path.append(_ROOT + "/lib")
sys.path.append(_ROOT)


def ticks():
    try:
        return time.ticks_us()
    except AttributeError:
        return int(time.perf_counter() * 1000000)


def main():
    gc.collect()
    before = gc.mem_free() if hasattr(gc, "mem_free") else 0
    from handheld.storage import Storage
    nvm = bytearray(b"\xff" * 4096)
    st = Storage(nvm)
    gc.collect()
    if before:
        print("heap for storage (import + store): %d bytes" % (before - gc.mem_free()))
    blob = bytes(range(256)) * 2 + bytes(88)  # 600 bytes
    n = 20
    t = ticks()
    for k in range(n):
        st.save_game(blob[k:] + blob[:k])
    save = (ticks() - t) / n
    compactions = st.compactions
    t = ticks()
    for _ in range(n):
        Storage(nvm).load_game()
    boot = (ticks() - t) / n
    # a torn append at the end of the log: the next boots scan carefully
    at = st._end
    nvm[at + 1:at + 40] = bytes(range(1, 40))
    t = ticks()
    for _ in range(n):
        Storage(nvm).load_game()
    careful = (ticks() - t) / n
    nvm[at:at + 40] = b"\xff" * 40
    st = Storage(nvm)
    t = ticks()
    for _ in range(n):
        st._compact()
    compact = (ticks() - t) / n
    t = ticks()
    for k in range(n):
        st.add_high_score("classic", "AAA", k)
    score = (ticks() - t) / n
    print("save_game(600 B), %d saves with %d compactions: %.0f us per save" % (n, compactions, save))
    print("boot scan + load_game, log in use: %.0f us (careful scan after a torn append: %.0f us)" % (boot, careful))
    print("compaction: %.0f us" % compact)
    print("add_high_score: %.0f us" % score)


main()
