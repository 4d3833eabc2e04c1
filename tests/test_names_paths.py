"""bench/firmware_bench.py --names counts the room left in stock
firmware's pool of names (qstrs) after importing what a game imports:
a module it misses hides its names, and the figure says there is room
that a real game does not have. Each variant's game against a CPU is
played in the simulator (a fresh Python, as a board powers on), with the
coach's paths a board's suite walks, and every game module it imports
must be on the bench's lists."""
import gc
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
OURS = ("handheld", "yahtzee_core")


class _Imports:
    """Every module of ours the game imports, as it is looked for."""

    def __init__(self):
        self.seen = set()

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in OURS:
            self.seen.add(name)
        return None


def _play(variant):
    """Play ``variant`` against a CPU; print the modules of ours imported."""
    for sub in ("", "lib", "tests", os.path.join("tests", "firmware")):
        sys.path.insert(0, os.path.join(ROOT, sub))
    imports = _Imports()
    sys.meta_path.insert(0, imports)
    from games import play_against_cpus
    from ui_play import new_sim
    # The app collects garbage at every screen change; here each
    # collection would walk the test harness's own modules too (some 40%
    # of the game's CPU time): set those aside (tests/conftest.py does
    # the same in pytest's process). The game's own imports come after.
    gc.collect()
    gc.freeze()
    sim = new_sim()
    sim.boot()
    play_against_cpus(variant, 2, sim)
    print(" ".join(sorted(imports.seen)))


@pytest.mark.parametrize("variant", ["classic", "power", "word", "jackpot"])
def test_the_names_bench_imports_what_a_game_against_a_cpu_does(variant):
    r = subprocess.run([sys.executable, os.path.abspath(__file__), variant], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    seen = set(r.stdout.split())
    if BENCH not in sys.path:
        sys.path.insert(0, BENCH)
    import firmware_bench
    listed = set(firmware_bench.GAME_PATH + firmware_bench.VARIANT_PATH[variant])
    assert "handheld.app" in seen and len(seen) > 40, sorted(seen)
    missing = sorted(seen - listed)
    assert not missing, "add to bench/firmware_bench.py's GAME_PATH or VARIANT_PATH: %s" % missing


if __name__ == "__main__":
    _play(sys.argv[1])
