"""Power cuts on the real firmware: games played in lockstep with the
simulator (board_emu/mirror.py) lose power at random instants: some at a
random moment after a press, some right after a random flash byte is
programmed (inside a save), some right after a sector erase (a save's
rewrite or the log's compaction, CircuitPython's own nvm code). After each
cut the board boots from the same flash, must offer Resume, and the game it
resumes must be the last one saved: the simulator is booted on the very
NVM bytes the board left, both resume, and their screens must agree; the
resumed game must be the state before the cut press or after it (the save
in flight lost, or done), never anything else.

    python -m tests.firmware.powercuts [--cuts 50] [--seed 1] [--variants word,jackpot]
"""

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu.board import Board, FirmwareMissing, firmware_option, use_firmware  # noqa: E402
from board_emu.mirror import Mirror  # noqa: E402
from tests.firmware.games import SETTINGS, driver_for  # noqa: E402
from ui_play import PowerOff  # noqa: E402

PLAN = [("classic", 2), ("power", 2), ("jackpot", 2), ("word", 2)]


class Recorder(Mirror):
    """A Mirror that remembers the simulator's game after every press."""

    def __init__(self, *a, **k):
        Mirror.__init__(self, *a, **k)
        self.history = []

    def run_until_idle(self, *a, **k):
        r = Mirror.run_until_idle(self, *a, **k)
        g = getattr(self.sim.app, "game", None)
        if g is not None and not g.over:
            blob = g.save()
            if not self.history or self.history[-1] != blob:
                self.history.append(blob)
        return r


def arm(board, rng, counts):
    kind = rng.choice(("time", "time", "program", "erase"))
    if kind == "time":
        board.cut_after_ms(rng.uniform(0, 400))
    elif kind == "program":
        board.cut_after_flash(rng.randint(1, 300), "program")
    else:
        board.cut_after_flash(1, "erase")
    counts[kind] = counts.get(kind, 0) + 1
    return kind


def fresh_game(board, m, d, variant, seats):
    """The game ended before its share of cuts was made: switch off and on
    (not a counted cut: the ended game left no save) and start another."""
    board.cut_power()
    m.sim.nvm.data[:] = board.read_flash(0xFF000, 4096)
    m.history = []
    m.boot()
    d.new_game(variant, seats)


def run(cuts, seed, plan=PLAN, mpy=False):
    rng = random.Random(seed)
    tally = {"cuts": 0, "resumed_last_save": 0, "resumed_save_in_flight": 0, "lost": 0,
             "lost_in_erase_window": 0, "no_cut_happened": 0, "before_first_save": 0}
    kinds = {}
    t0 = time.time()
    per_game = max(1, -(-cuts // len(plan)))  # every cut asked for is made
    for variant, seats in plan:
        board = Board(settings=SETTINGS, mpy=mpy)
        with board:
            m = Recorder(board, settings=SETTINGS, out_dir="/tmp/pcmis")
            m.boot()
            d = driver_for(variant, m)
            d.new_game(variant, seats)
            made = 0
            while made < per_game:
                for _ in range(rng.randint(0, 6)):  # play on a while
                    if m.app.game.over or not d.act():
                        break
                if m.app.game.over:
                    fresh_game(board, m, d, variant, seats)
                    continue
                before = list(m.history)
                saved = m.sim.hw.storage._live() is not None  # (the simulator wrote the same NVM)
                erases = board.stats()["stats"]["erases"]
                kind = arm(board, rng, kinds)
                try:
                    for _ in range(40):
                        if not d.act():
                            break
                        if not board.powered:
                            d.press("A")  # raises PowerOff
                except PowerOff:
                    pass
                board.disarm()
                if board.powered:
                    tally["no_cut_happened"] += 1
                    continue
                made += 1
                tally["cuts"] += 1
                # boot the simulator on the NVM bytes the board left
                nvm = board.read_flash(0xFF000, 4096)
                m.sim.nvm.data[:] = nvm
                m.boot()
                d.press("A")                 # title -> menu
                if "Resume" not in d.text() and not saved:
                    # the cut came before the game's first save (the roll-off's)
                    # was committed: there was no game to resume yet
                    tally["before_first_save"] += 1
                    print("cut before the game's first save: nothing to resume", flush=True)
                    m.history = []
                    d.new_game(variant, seats)
                    continue
                if "Resume" not in d.text():
                    # Right after CircuitPython's nvm erased the sector (a
                    # write that is not into erased bytes: the log's
                    # compaction), before it programs it back: every copy
                    # is gone. Counted apart; any other loss fails.
                    tally["lost_in_erase_window" if kind == "erase" else "lost"] += 1
                    dump = "/tmp/pcmis/lost_%d.nvm" % tally["cuts"]
                    os.makedirs("/tmp/pcmis", exist_ok=True)
                    with open(dump, "wb") as f:
                        f.write(bytes(nvm))
                    print("LOST: no Resume after a %s cut; %d erases before it; the screen: %r; problems %s; "
                          "NVM in %s" % (kind, erases, d.text(), m.sim.hw.problems, dump), flush=True)
                    m.history = []
                    d.new_game(variant, seats)
                    continue
                d.press("A")                 # resume
                resumed = m.app.game.save()
                after = m.history[len(before):]
                if before and resumed == before[-1]:
                    tally["resumed_last_save"] += 1
                elif resumed in after:
                    tally["resumed_save_in_flight"] += 1
                else:
                    tally["lost"] += 1
                    print("LOST: resumed game matches no save around the cut")
                m.history.append(resumed)
                print("cut %d (%s, %s cut): %d erases before it; resumed; %s" % (
                    tally["cuts"], variant, kind, erases, tally), flush=True)
    print("power cuts: %s; cut kinds %s; %.0f s wall" % (tally, kinds, time.time() - t0))
    return tally


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuts", type=int, default=52)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", help="only these (comma-separated), two seats each")
    ap.add_argument("--mpy", action="store_true", help="stock firmware: the bundle (.mpy) on the drive")
    firmware_option(ap)
    a = ap.parse_args(argv)
    use_firmware(a)
    plan = PLAN if not a.variants else [(v, 2) for v in a.variants.split(",")]
    try:
        tally = run(a.cuts, a.seed, plan, mpy=a.mpy)
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    return 0 if tally["lost"] == 0 and tally["cuts"] >= a.cuts else 1


if __name__ == "__main__":
    sys.exit(main())
