"""NVM store figures: time to save and load a 600-byte game, and heap the
store costs. Runs under CPython and MicroPython:

    micropython -X heapsize=64k bench/bench_storage.py
    python bench/bench_storage.py

Desktop MicroPython is some 100-300x faster than CircuitPython on an
RP2040 (docs HARDWARE.md), and the board adds the flash erase/program of
each nvm assignment (two per save) on top."""

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
        print("heap for storage (source import + store): %d bytes" % (before - gc.mem_free()))
    blob = bytes(range(256)) * 2 + bytes(88)  # 600 bytes
    n = 20
    t = ticks()
    for _ in range(n):
        st.save_game(blob)
    save = (ticks() - t) / n
    t = ticks()
    for _ in range(n):
        Storage(nvm).load_game()
    boot = (ticks() - t) / n
    t = ticks()
    for k in range(n):
        st.add_high_score("classic", "AAA", k)
    score = (ticks() - t) / n
    print("save_game(600 B): %.0f us" % save)
    print("boot scan + load_game: %.0f us" % boot)
    print("add_high_score: %.0f us" % score)


main()
