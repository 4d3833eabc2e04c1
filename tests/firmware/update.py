"""The update with the case closed, on the emulated Pico (CI, in the smoke
tests): Settings > Update firmware, the boot ROM's USB drive, a UF2
written onto it over USB, and the saved game back.

1. boot, in lockstep with the simulator (board_emu/mirror.py: every
   screen pixel for pixel the simulator's); a 1-seat classic game, a
   roll and a box scored (saved), left for the menu;
2. Settings > Update firmware, A (the question), A: the board draws
   UPDATE MODE, as the simulator does before it goes into its bootloader,
   and its firmware asks for the UF2 bootloader (CircuitPython's
   on_next_reset(RunMode.UF2), reset(): the pico-sdk's reset_usb_boot);
3. the chip restarts through the boot ROM's own reset path (the magic
   in the watchdog's scratch registers, board_emu/usb_boot.js), and a USB
   host (board_emu/msc_host.js) enumerates what appears: it must be the
   ROM's device, VID 0x2E8A PID 0x0003, "Raspberry Pi" "RP2 Boot", with a
   mass-storage interface (08/06/50) answering SCSI INQUIRY "RPI" "RP2",
   a FAT16 volume RPI-RP2 holding INFO_UF2.TXT (Board-ID: RPI-RP2); the
   glass still shows UPDATE MODE;
4. a UF2 copied onto the drive as a computer copies a file
   (board_emu/usb_drive.py: SCSI WRITE(10) of every sector): on the
   game's own firmware dist/pocket-yahtzee-pico-firmware-VERSION.uf2, on
   stock 9.2.8 / 10.2.1 (the bundle on the drive) that CircuitPython's
   own UF2 again, a CircuitPython update. The ROM must erase and program
   the flash (counted by the flash model), every block of the file must
   then be in flash, and the ROM must restart the chip by itself;
5. the firmware comes up on the title (the simulator powered up), and
   Resume brings the same game back on the same screen: the simulator's,
   and the one before the update but its status line.

    python -m tests.firmware.update [--firmware frozen|9.2.8|10.2.1] [--png DIR]
"""

import argparse
import os
import struct
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu import board as board_mod  # noqa: E402
from board_emu.board import Board, FirmwareMissing  # noqa: E402
from board_emu.mirror import Mirror  # noqa: E402
from board_emu.usb_drive import RomDrive  # noqa: E402
from ui_play import Driver  # noqa: E402

SETTINGS = {"YZ_DEBUG_MEM": 1}
STATUS = slice(37, 49)  # a solo turn's status line (what was just scored): not kept by a restart


def uf2_blocks(path):
    """[(flash offset, payload)] of a UF2 file."""
    with open(path, "rb") as f:
        data = f.read()
    out = []
    for off in range(0, len(data), 512):
        _m0, _m1, _flags, addr, size = struct.unpack_from("<5I", data, off)
        out.append((addr - 0x10000000, data[off + 32:off + 32 + size]))
    return out


def without_status(pixels):
    rows = list(pixels)
    return rows[:STATUS.start] + rows[STATUS.stop:]


def console_since(board, pos, keep=("update:", "[board]", "[usb host]", "Pocket Yahtzee")):
    """The console's lines from ``pos`` that tell the update's story (a
    boot line without CircuitPython's title escape before it)."""
    lines = [line.rpartition("\x1b\\")[2] for line in board.console[pos:].splitlines()]
    return [line for line in lines if line.startswith(keep)]


def play_and_leave(d):
    """A 1-seat classic game: a turn, its box scored, left for the menu;
    the turn screen then (the one Resume must bring back)."""
    d.new_game("classic", 1)
    d.turn()  # rolls, a box scored: saved
    d.on("turn")
    shown = tuple(tuple(r) for r in d.sim.board.pixels())
    d.press("B", "A", "A")  # the scorecard, PAUSE, leave it for the menu
    d.on("menu")
    return shown


def ask_for_the_bootloader(d, mirror):
    d.until(lambda: d.screen.lines[d.screen.cursor] == "Settings", "DOWN")
    # Settings' rows to read say where the code is and which firmware runs
    # it: the simulator's answers are the board's (its version module is
    # loaded for the screen, and let go with it)
    import handheld.version
    board = mirror.board
    handheld.version.code_place = lambda: "frozen" if board.frozen else board.code[1:]
    handheld.version.firmware = lambda: "9.2.8" if board.frozen else board.firmware
    d.press("A")
    d.on("settings")
    from handheld.screens.settings import ITEMS
    d.until(lambda: d.screen.cursor == len(ITEMS), "DOWN")  # Update firmware
    d.press("A")
    d.expect("UPDATE FIRMWARE", "RPI-RP2")
    d.press("A")  # yes: the simulator is in its bootloader, the board on its way
    assert mirror.sim.bootloader == "RPI-RP2", mirror.sim.console[-3:]


def main(argv=None):
    ap = argparse.ArgumentParser()
    board_mod.firmware_option(ap)
    ap.add_argument("--png", help="save the board's and the simulator's screens here on a difference")
    a = ap.parse_args(argv)
    t0 = time.time()
    frozen = a.firmware == board_mod.FROZEN
    try:
        board = Board(firmware=a.firmware, mpy=not frozen, settings=SETTINGS)
        uf2 = board_mod._built(board_mod.FIRMWARE_ONLY) if frozen else board_mod.check_firmware(a.firmware)[0]
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    with board:
        mirror = Mirror(board, settings=SETTINGS, out_dir=a.png)
        mirror.boot()
        d = Driver(mirror)
        before = play_and_leave(d)
        print("a classic game scored and left for the menu: %.1f s emulated" % (board.ms / 1000))
        pos = len(board.console)
        board.take_events()
        ask_for_the_bootloader(d, mirror)
        asked = board.pixels()
        assert asked == mirror.sim.pixels()  # UPDATE MODE, as the simulator left it

        drive = RomDrive(board)  # runs the chip until its USB device is enumerated
        events, _ = board.take_events()
        rom = [e for e in events if e["what"] == "rom reset"]
        assert rom and rom[0]["entry"] < 0x4000, events  # the ROM's reset path, into code of the ROM
        info = drive.info
        assert (info["vid"], info["pid"]) == (0x2E8A, 0x0003), info
        assert (info["manufacturer"], info["product"]) == ("Raspberry Pi", "RP2 Boot"), info
        assert any((f["class"], f["subclass"], f["protocol"]) == (8, 6, 0x50) for f in info["interfaces"]), info
        assert (info["inquiry"]["vendor"], info["inquiry"]["product"]) == ("RPI", "RP2"), info
        assert drive.label == "RPI-RP2", drive.label
        files = drive.files()
        board_id = drive.read_file("INFO_UF2.TXT").decode()
        assert "Board-ID: RPI-RP2" in board_id, board_id
        assert board.pixels() == asked, "the glass changed while the boot ROM had the board"
        print("the boot ROM's USB drive: %s, files %s" % (drive.label, ", ".join(sorted(files))))

        stats = board.stats()["stats"]
        copied = drive.copy(uf2)
        after = board.stats()["stats"]
        erased, programmed = after["erases"] - stats["erases"], after["programmed"] - stats["programmed"]
        blocks = uf2_blocks(uf2)
        assert copied == len(blocks), (copied, len(blocks))
        assert programmed >= 256 * len(blocks) and erased >= len({o & ~0xFFF for o, _ in blocks}), \
            (erased, programmed)
        print("copied %s onto RPI-RP2: %d sectors; the ROM erased %d flash sectors and programmed %d bytes"
              % (os.path.basename(uf2), copied, erased, programmed))
        last = board.nanos
        board.run(2000)  # the ROM restarts the chip itself once it has every block (1 s on, halved: E1)
        events, _ = board.take_events()
        done = [e for e in events if e["what"] == "reset"]
        assert done, "the ROM did not restart the chip: %s" % events
        print("the ROM restarted the chip %.0f ms after the last sector (a watchdog reset, no magic left: "
              "the flash's second stage, the firmware)" % ((done[0]["nanos"] - last) / 1e6))
        flash = board.read_flash(0, max(o + len(p) for o, p in blocks))
        missing = [o for o, p in blocks if flash[o:o + len(p)] != p]
        assert not missing, "%d blocks not in flash, the first at 0x%x" % (len(missing), missing[0])

        board.run_until("mem title", 60000, since=pos)
        mirror.sim.boot()  # the simulator powered up from its bootloader
        mirror.sim.run_until_idle()
        mirror.check("after the update")
        d.press("A")
        d.on("menu")
        d.expect("Resume Classic")
        d.press("A")
        d.on("turn")
        again = tuple(tuple(r) for r in board.pixels())
        assert without_status(again) == without_status(before), "the resumed game's screen differs"
        print("after the update the title, and Resume: the same game on the same screen")
        print("the update's console:")
        for line in console_since(board, pos):
            print("   ", line)
    print("PASS firmware update test (%s%s): %d screens equal to the simulator's, %.0f s emulated, %.0f s wall"
          % (a.firmware, "" if frozen else " .mpy", mirror.checks, board.ms / 1000, time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
