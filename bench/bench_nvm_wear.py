"""Flash wear on an RP2040: how many 4 KB sector erases a whole game
costs, played through the real app in the simulator with the RP2040's
nvm behaviour modelled (host_sim.nvm.FileNVM(rp2040=True)).

    python bench/bench_nvm_wear.py

The store appends every save into erased bytes and erases only to
compact a full log, so erases per game is a fraction: GAMES games are
played one after another on the same nvm (rebooting between them, as a
player switching off would), starting from an erased one. The RP2040's usual flash (W25Q16JV) is specified for at least
100,000 erase cycles per sector; nvm is a single sector."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests")]

from host_sim.nvm import FileNVM  # noqa: E402
from ui_play import Driver, new_sim  # noqa: E402

ENDURANCE = 100000
GAMES = 3


def play(variant, seats, games=GAMES):
    sim = new_sim()
    sim.nvm = FileNVM(rp2040=True)
    sizes = []
    compactions = 0
    for _ in range(games):
        sim.boot()
        st = sim.hw.storage
        save = st.save_game

        def counted(blob, journal=None, save=save):
            sizes.append(len(blob))
            save(blob, journal)

        st.save_game = counted
        sim.run_until_idle()
        d = Driver(sim)
        d.new_game(variant, seats)
        d.play_out()
        compactions += st.compactions
    assert sim.nvm.erases == compactions  # every erase is a compaction, one each
    return sim.nvm.erases, sizes


def main():
    print("%d games of each, one after another on one nvm:" % GAMES)
    print("%-7s %5s  %10s %9s  %10s %7s  %s"
          % ("game", "seats", "saves/game", "save B", "erases/gm", "saves/e", "games per %d erase cycles" % ENDURANCE))
    for variant, seats in (("classic", 1), ("classic", 6), ("power", 1), ("power", 6)):
        erases, sizes = play(variant, seats)
        per_game = erases / GAMES
        print("%-7s %5d  %10d %4d-%4d  %10.2f %7.1f  %d"
              % (variant, seats, len(sizes) // GAMES, min(sizes), max(sizes), per_game,
                 len(sizes) / max(1, erases), ENDURANCE / max(per_game, 1e-9)))


main()
