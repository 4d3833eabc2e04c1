"""Flash wear on an RP2040: how many 4 KB sector erases a whole game
costs, played through the real app in the simulator with the RP2040's
nvm behaviour modelled (host_sim.nvm.FileNVM(rp2040=True)).

    python bench/bench_nvm_wear.py

The RP2040's usual flash (W25Q16JV) is specified for at least 100,000
erase cycles per sector; nvm is a single sector."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests")]

from host_sim.nvm import FileNVM  # noqa: E402
from ui_play import Driver, new_sim  # noqa: E402

ENDURANCE = 100000


def main():
    for variant, seats in (("classic", 1), ("classic", 6), ("power", 1), ("power", 6)):
        sim = new_sim()
        sim.nvm = FileNVM(rp2040=True)
        sim.boot()
        sim.run_until_idle()
        d = Driver(sim)
        d.new_game(variant, seats)
        d.play_out()
        n = sim.nvm
        print("%-7s %d seat(s): %4d nvm writes, %4d sector erases, %5d bytes programmed;"
              " %6d such games per %d erase cycles"
              % (variant, seats, n.assignments, n.erases, n.writes, ENDURANCE // max(1, n.erases), ENDURANCE))


main()
