"""Allocations made by the app's own code (app.py, widgets.py,
dice_art.py, screens/) while the screen stands still and during a roll
animation, measured with tracemalloc in the simulator. Prints figures;
the goal is 0 bytes per idle step and per animation frame.

    python bench/ui_alloc.py
"""

import os
import sys
import tracemalloc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "lib")]

from ui_play import Driver, new_sim  # noqa: E402

MINE = ("handheld/app.py", "handheld/widgets.py", "handheld/art/dice.py", "handheld/screens/")


def ours(snapshot):
    total = 0
    for stat in snapshot.statistics("filename"):
        name = stat.traceback[0].filename.replace(os.sep, "/")
        if any(m in name for m in MINE):
            total += stat.size
    return total


def measure(sim, steps, label):
    app = sim.app
    tracemalloc.start()
    base = ours(tracemalloc.take_snapshot())
    for _ in range(steps):
        app.step()
    grown = ours(tracemalloc.take_snapshot()) - base
    tracemalloc.stop()
    print("%-28s %5d steps  %6d bytes held by app code afterwards  (%.1f per step)"
          % (label, steps, grown, grown / steps))


def peak_during(sim, fn, label):
    tracemalloc.start()
    tracemalloc.reset_peak()
    fn()
    snap = tracemalloc.take_snapshot()
    cur, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print("%-28s app code holds %d bytes; peak traced %d bytes" % (label, ours(snap), peak))


def main():
    sim = new_sim().boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("power", 2)
    d.begin_turn()
    measure(sim, 300, "turn screen, idle")
    d.roll((), "A")
    sim.run_until_idle()
    scr = sim.app.screen
    # the animation alone: frames advanced by the clock
    scr.frames = 8
    now = [0.0]

    def frames():
        for _ in range(8):
            now[0] += 0.1
            scr.tick(now[0])
    tracemalloc.start()
    base = ours(tracemalloc.take_snapshot())
    frames()
    grown = ours(tracemalloc.take_snapshot()) - base
    tracemalloc.stop()
    print("%-28s %5d frames %6d bytes held by app code afterwards" % ("roll animation", 8, grown))
    d.press("DOWN")
    measure(sim, 300, "scoring list, idle")


if __name__ == "__main__":
    main()
