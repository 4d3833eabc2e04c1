"""Screenshots of the battery gauge, the battery warnings and the Sleep
setting, made by the headless simulator with the board's own code:
``python tools/screenshots_power.py [OUTDIR]`` (default docs/screens).
Seeded: the same pictures on every run. Listed in docs/UI.md, "Sleep and
the battery"."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "lib")]

from host_sim.sim import Sim  # noqa: E402  (after the path set-up)
from ui_play import Driver  # noqa: E402

SCALE = 4


def until_message(sim, most=15):
    for _ in range(int(most * 30)):
        sim.step()
        if sim.app.screen.NAME == "message":
            return


def main(out):
    os.makedirs(out, exist_ok=True)
    made = []

    def shot(sim, name):
        path = os.path.join(out, name + ".png")
        sim.screenshot(path, SCALE)
        made.append(path)

    sim = Sim(seed=7, vsys=4.5).boot()
    sim.run_until_idle()
    shot(sim, "battery_title_full")
    sim.set_battery(3.4)
    sim.wait(11)
    shot(sim, "battery_title_half")
    sim.set_battery(usb=True)
    sim.wait(11)
    shot(sim, "battery_title_usb")
    sim.set_battery(4.5, usb=False)
    d = Driver(sim)
    d.new_game("classic", 3)
    d.begin_turn()
    d.roll((), "A")
    d.score(d.pick())
    d.on("pass")
    sim.set_battery(3.1)
    sim.wait(11)
    shot(sim, "battery_pass_low")
    sim.set_battery(3.0)
    until_message(sim)
    shot(sim, "battery_low")
    d.press("A")
    sim.set_battery(2.7)
    until_message(sim)
    shot(sim, "battery_empty")
    sim = Sim(seed=7, vsys=4.5).boot()  # a fresh one: Settings from the menu
    sim.run_until_idle()
    d = Driver(sim)
    d.press("A")
    d.until(lambda: sim.app.screen.cursor == 2, "DOWN")
    d.press("A")
    d.on("settings")
    d.until(lambda: sim.app.screen.cursor == 6, "DOWN")
    shot(sim, "settings_sleep")
    for p in made:
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "screens")))
