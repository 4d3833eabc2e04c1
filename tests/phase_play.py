"""Plays a game by buttons in the simulator and records, at every screen
change, the app's phase, the screen, what of ours is loaded and which of
the app's shared pictures are built: for
tests/test_phases.py, in a fresh Python each (as a board powers on).

    python tests/phase_play.py VARIANT SEATS FROZEN    # prints JSON lines
"""
import gc
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = ("handheld", "yahtzee_core")


def play(variant, seats, frozen):
    """Seat 1 a person, the rest CPUs of every level; classic and Power
    walk the coach's paths (its hints, tests/firmware/games.py)."""
    for sub in ("", "lib", "tests", os.path.join("tests", "firmware")):
        sys.path.insert(0, os.path.join(ROOT, sub))
    import jackpot_play  # noqa: F401  (the drivers import screens of ours: before
    import word_play  # noqa: F401    the simulator's boot, which loads ours afresh)
    from games import play_against_cpus
    from ui_play import new_sim
    gc.collect()
    gc.freeze()  # the harness's own modules: not walked by the app's collections
    sim = new_sim(frozen=frozen)
    sim.boot()
    seen = []
    hw = sim.app.hw
    shown = hw.debug_mem

    def at_screen(tag):
        app = sim.app
        loaded = sorted(n for n in sys.modules if n.split(".")[0] in OURS)
        pictures = [p for p in ("dice", "big", "lists") if getattr(app, "_" + p) is not None]
        seen.append([app.phase, tag, app.screen.__class__.__module__, loaded, pictures])
        return shown(tag)
    hw.debug_mem = at_screen
    play_against_cpus(variant, seats, sim)
    return seen


if __name__ == "__main__":
    for rec in play(sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"):
        print(json.dumps(rec))
