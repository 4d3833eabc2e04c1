"""Allocations made by the app's own code on the Jackpot rack screen, in
the simulator with tracemalloc (as bench/ui_alloc.py does for classic and
Power): standing still, the roll animation, and moving the cursor and the
symbol. Prints figures; the goal is 0 bytes held afterwards.

    python bench/jackpot_ui_alloc.py
"""

import os
import sys
import tracemalloc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "lib"),
                os.path.join(ROOT, "bench")]

from jackpot_play import JackpotDriver  # noqa: E402
from ui_alloc import measure, ours  # noqa: E402
from ui_play import new_sim  # noqa: E402
from yahtzee_core.jackpot import FOUR  # noqa: E402

MINE = ("handheld/art/jackpot.py", "handheld/screens/jackpot")


def held(fn):
    tracemalloc.start()
    base = ours(tracemalloc.take_snapshot())
    fn()
    grown = ours(tracemalloc.take_snapshot()) - base
    tracemalloc.stop()
    return grown


def main():
    import ui_alloc
    ui_alloc.MINE = ui_alloc.MINE + MINE
    sim = new_sim(seed=2).boot()
    sim.run_until_idle()
    d = JackpotDriver(sim)
    d.new_game("jackpot", 4)
    while True:  # to a roll that leaves a choice of symbol
        d.begin_turn()
        measure(sim, 300, "rack screen before a roll")
        d.roll()
        sim.run_until_idle()
        if len(d.screen.syms) > 1 and d.game.kind != FOUR:
            break
        d.step(d.screen.boxes[0], d.screen.syms[0])
        while d.game.rolled:
            d.step(d.screen.boxes[0], d.screen.syms[0])
    scr = sim.app.screen
    now = [0.0]

    def frames():
        scr.frames = 8
        for _ in range(8):
            now[0] += 0.1
            scr.tick(now[0])
    print("%-28s %5d frames %6d bytes held by app code afterwards" % ("roll animation", 8, held(frames)))
    measure(sim, 300, "rack screen after a roll")

    from handheld import buttons
    texts = []

    def moves():
        for _ in range(20):
            scr.press(buttons.RIGHT)
            scr.press(buttons.UP)
            texts.append((scr.cursor, scr.sym))  # outside MINE: not counted
    print("%-28s %5d moves  %6d bytes held by app code afterwards" % ("cursor and symbol", 40, held(moves)))
    assert len(set(texts)) > 1, "the moves changed nothing on screen"


if __name__ == "__main__":
    main()
