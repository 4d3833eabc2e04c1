"""Simulator figures: boot time, and the cost of a step that redraws the
whole screen (Blinka displayio + SSD1306 driver + I2C decoding).

    python bench/bench_sim.py"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))

from host_sim.sim import Sim  # noqa: E402


def main():
    t = time.perf_counter()
    sim = Sim(app="sim_standin_app:App").boot()
    print("boot to first picture: %.0f ms" % ((time.perf_counter() - t) * 1000))
    t = time.perf_counter()
    n = 30
    for _ in range(n):
        sim.hw.display_flip(not sim.hw.prefs["flip"])  # forces a full refresh
        sim.hw.prefs["flip"] = not sim.hw.prefs["flip"]
        sim.step()
    print("full-screen step: %.1f ms" % ((time.perf_counter() - t) * 1000 / n))
    t = time.perf_counter()
    for _ in range(n):
        sim.press("A")
        sim.run_until_idle()
    print("press + label redraw + NVM save: %.1f ms" % ((time.perf_counter() - t) * 1000 / n))
    t = time.perf_counter()
    for _ in range(n):
        sim.step()
    print("idle step: %.2f ms" % ((time.perf_counter() - t) * 1000 / n))


main()
