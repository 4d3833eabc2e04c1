"""Rules-core benchmark: for each variant at its maximum seats, the smallest
MicroPython heap in which a complete game runs (bisecting -X heapsize), the
save size, and the time per game under MicroPython and CPython.

    python bench/core_bench.py            # prints a Markdown table

The core is precompiled with mpy-cross first, as it ships to a board.
"""

import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))

# (variant, seats): each at its maximum number of players.
CASES = [("classic", 6), ("power", 6), ("jackpot", 4)]
GAMES_TIMED = 20


def compile_core(out):
    os.makedirs(os.path.join(out, "yahtzee_core"))
    for name in os.listdir(os.path.join(ROOT, "yahtzee_core")):
        if name.endswith(".py"):
            src = os.path.join(ROOT, "yahtzee_core", name)
            subprocess.run(["mpy-cross", "-o", os.path.join(out, "yahtzee_core", name[:-3] + ".mpy"), src], check=True)
    subprocess.run(["mpy-cross", "-o", os.path.join(out, "game_driver.mpy"),
                    os.path.join(ROOT, "bench", "game_driver.py")], check=True)


def run_mpy(out, heap_k, args):
    code = "import sys\nsys.path[:0]=[%r]\nimport game_driver\ngame_driver.main(%r)" % (out, args)
    p = subprocess.run(["micropython", "-X", "heapsize=%dk" % heap_k, "-c", code],
                       capture_output=True, text=True, cwd=ROOT, timeout=600)
    line = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
    return line.split() if p.returncode == 0 and line.startswith("OK") else None


def smallest_heap(out, variant, seats, seeds=(1, 2, 3)):
    """Smallest heap (KB) in which games of every seed complete."""
    lo, hi = 4, 256
    if any(run_mpy(out, hi, [variant, str(seats), str(s)]) is None for s in seeds):
        return None
    while lo < hi:
        mid = (lo + hi) // 2
        if all(run_mpy(out, mid, [variant, str(seats), str(s)]) is not None for s in seeds):
            hi = mid
        else:
            lo = mid + 1
    return lo


def cpython_ms(variant, seats):
    import game_driver
    t0 = time.perf_counter()
    for k in range(GAMES_TIMED):
        g = game_driver.play(variant, seats, 100 + k)
    return (time.perf_counter() - t0) * 1000 / GAMES_TIMED, len(g.save())


def main():
    rows = []
    with tempfile.TemporaryDirectory() as out:
        compile_core(out)
        for variant, seats in CASES:
            heap = smallest_heap(out, variant, seats)
            mp = run_mpy(out, 256, [variant, str(seats), "100", str(GAMES_TIMED)])
            cp_ms, save = cpython_ms(variant, seats)
            rows.append((variant, seats, heap, save, float(mp[1]) if mp else None, int(mp[3]) if mp else None, cp_ms))
    print("| game | seats | smallest MicroPython heap | save size | ms/game MicroPython | heap held after a game (code + state) | ms/game CPython |")
    print("|---|---|---|---|---|---|---|")
    for v, s, heap, save, mp_ms, peak, cp_ms in rows:
        print("| %s | %d | %s KB | %d bytes | %s | %s | %.1f |" % (
            v, s, heap if heap else "n/a", save,
            "%.1f" % mp_ms if mp_ms is not None else "n/a",
            "%.1f KB" % (peak / 1024) if peak else "n/a", cp_ms))


if __name__ == "__main__":
    main()
