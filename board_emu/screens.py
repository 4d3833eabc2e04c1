"""PNGs of one board screen per variant, decoded from the emulated SSD1306,
beside the simulator's screenshot of the same moment (the first roll of a
game at the variant's most seats, reached in lockstep; board_emu/mirror.py
has already required the two to be pixel-identical before they are saved).
The board runs the game's own one-file UF2 (YZ_FIRMWARE or --firmware for
a stock one), its settings.toml with YZ_DEBUG_MEM on for the mirror.

    python -m board_emu.screens [--firmware F] [DIR]    # DIR: docs/firmware

A PNG already in DIR is kept (a run cut short goes on where it stopped):
delete them to make them again.
"""

import os
import sys

import argparse

from board_emu.board import Board, firmware_option, use_firmware
from board_emu.mirror import Mirror

SETTINGS = {"YZ_DEBUG_MEM": 1}
SEATS = {"classic": 6, "power": 6, "word": 8, "jackpot": 4}


def shoot(out):
    from tests.firmware.games import driver_for
    os.makedirs(out, exist_ok=True)
    for variant, seats in SEATS.items():
        if os.path.exists(os.path.join(out, "%s_board.png" % variant)):
            continue
        with Board(settings=SETTINGS) as board:
            m = Mirror(board, settings=SETTINGS, out_dir=out)
            m.boot()
            d = driver_for(variant, m)
            d.new_game(variant, seats)
            d.begin_turn()
            d.roll((), "A")
            same = board.pixels() == m.sim.pixels()
            board.screenshot(os.path.join(out, "%s_board.png" % variant))
            m.sim.screenshot(os.path.join(out, "%s_sim.png" % variant))
            print("%s (%d seats), firmware %s: board and simulator %s" % (variant, seats, board.firmware,
                  "pixel-identical" if same else "DIFFER"), flush=True)
            if not same:
                return 1
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("dir", nargs="?", default="docs/firmware")
    firmware_option(ap)
    args = ap.parse_args()
    use_firmware(args)
    sys.exit(shoot(args.dir))
