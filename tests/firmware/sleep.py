"""Sleep and wake on the game's own firmware, on the emulated Pico, and
the figures of docs/HARDWARE_BUILD.md, "Sleep and battery life".

1. On USB (a host enumerates the board, as the harness always has it):
   a 1-seat classic game, a roll, a die held; then idle. The OLED dims,
   then is sent its display-off command; code.py ends in
   ``alarm.exit_and_deep_sleep_until_alarms``, and CircuitPython, with a
   host attached, *pretends* ("Pretending to deep sleep until alarm"):
   the chip idles in WFI, and a press restarts code.py as a wake.
   The same screen must come back, pixel for pixel.
2. On batteries (no USB host: power_on(usb=False), no console): the same
   flash powers up on the same screen (the position is in NVM), then
   idles into the real deep sleep: the crystal DORMANT, the chip stopped
   (board_emu/sleep.js models what rp2040js lacks); a press wakes it, the
   watchdog resets it, and the same screen comes back.
Figures: the time from the last press to the sleep, from a press to the
game back on screen, and the share of time the CPU is awake (not in WFI)
while a person thinks on the turn screen.

    python -m tests.firmware.sleep [--png DIR]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from board_emu.board import Board, FirmwareMissing  # noqa: E402
from board_emu.nav import Nav  # noqa: E402

SLEEP_MINUTES = 1  # settings.toml: the shortest choice keeps the emulated wait short
SETTINGS = {"YZ_DEBUG_MEM": 1, "YZ_SLEEP_MINUTES": SLEEP_MINUTES}
SLICE_MS = 10


def same_screen_ms(board, want, max_ms=5000):
    """Run in small slices until the glass shows ``want``: the emulated ms
    it took, or None."""
    t0 = board.ms
    while board.ms - t0 < max_ms:
        board.run(SLICE_MS)
        if tuple(tuple(r) for r in board.pixels()) == want:
            return board.ms - t0
    return None


def awake_share(board, ms):
    """The share of ``ms`` emulated ms the core spent out of WFI."""
    s0 = board.stats()
    board.run(ms)
    s1 = board.stats()
    span = (s1["cycles"] - s0["cycles"]) * 8.0  # nanos at 125 MHz
    return 1.0 - (s1["wait_nanos"] - s0["wait_nanos"]) / span


def on_usb(board, nav, figures):
    board.power_on()
    nav.wait_screen("title", 60000)
    nav.new_solo_game()
    nav.roll("A")                     # the first roll
    nav.go("RIGHT", None)
    last = board.ms                   # the last press: the idle clock starts as it goes down
    nav.go("A", None)                 # the second die held
    want = nav.capture()
    nav.shot("before_sleep")
    pos = len(board.console)
    figures["awake_usb"] = awake_share(board, 5000)  # a person thinking, on USB
    board.run_until("sleep: deep until a button", (SLEEP_MINUTES * 60 + 30) * 1000, since=pos)
    figures["press_to_sleep"] = (board.ms - last) / 1000
    assert not board.oled.on, "the OLED was not sent its display-off command (0xAE)"
    board.run_until("Pretending to deep sleep", 10000, since=pos)
    nav.shot("asleep")
    print("on USB: asleep %.1f s after the last press (the setting: %d min), the OLED off (0xAE), "
          "CircuitPython pretending (a USB host is attached)" % (figures["press_to_sleep"], SLEEP_MINUTES))
    board.run(3000)
    pos = len(board.console)
    board.hold("B")
    took = same_screen_ms(board, want)
    board.hold("B", False)
    assert took is not None, "the wake did not bring the same screen back:\n" + board.console[pos:][-800:]
    assert "Woken up by alarm" in board.console[pos:]
    figures["wake_usb_ms"] = took
    nav.quiet()
    assert nav.capture() == want, "B was taken as a move after the wake"
    print("on USB: B woke it; the same screen, pixel for pixel, %.0f ms after the press" % took)
    return want


def on_batteries(board, nav, want, figures):
    board.cut_power()
    board.power_on(usb=False)   # no host: no console, and the real sleep
    took = same_screen_ms(board, want, 20000)
    assert took is not None, "the power-up did not come back to the kept screen"
    print("on batteries: powered up onto the same screen in %.0f ms (the position kept in NVM)" % took)
    figures["power_up_ms"] = took
    board.take_events()
    last = board.ms
    figures["awake_batt"] = awake_share(board, 5000)
    dormant = None
    while board.ms - last < (SLEEP_MINUTES * 60 + 30) * 1000:
        board.run(1000)
        events, now = board.take_events()
        hit = [e for e in events if e["what"] == "dormant"]
        if hit:
            dormant = hit[0]["nanos"] / 1e6
            break
    assert dormant is not None, "never went DORMANT"
    assert not board.oled.on, "DORMANT with the OLED still on"
    figures["press_to_dormant"] = (dormant - last) / 1000  # (the idle clock started at the boot)
    board.run(60000)  # a minute DORMANT: the chip stopped, no instruction
    _, still = board.take_events()
    assert still, "woke up by itself"
    nav.shot("dormant")
    print("on batteries: DORMANT %.1f s after the screen came back, the OLED off; a minute passes with the chip stopped"
          % figures["press_to_dormant"])
    board.hold("LEFT")
    took = same_screen_ms(board, want, 5000)
    board.hold("LEFT", False)
    events, _ = board.take_events()
    whats = [e["what"] for e in events]
    assert "wake" in whats and "reset" in whats, whats
    assert took is not None, "the wake did not bring the same screen back"
    figures["wake_batt_ms"] = took
    board.run(1000)
    assert tuple(tuple(r) for r in board.pixels()) == want, "LEFT was taken as a move after the wake"
    print("on batteries: LEFT woke it (GPIO dormant wake, then the watchdog reset); the same screen %.0f ms "
          "after the press" % took)


def late_game(board, figures):
    """A wake late in a long game, where reading the game back (its whole
    save and some 250 moves of its journal replayed) costs the most: the
    simulator plays a 6-seat classic game that far and sleeps; its NVM is
    laid over the board's, which powers up (the same path as a wake's
    reset) onto that screen."""
    from host_sim.sim import Sim
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from sleep_play import fall_asleep
    from ui_play import Driver
    sim = Sim(seed=11, settings={"YZ_SLEEP_MINUTES": SLEEP_MINUTES}, usb=False, vsys=4.7).boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("classic", 6)
    save = sim.hw.storage.save_game

    def counted(*args):
        counted.n += 1
        return save(*args)
    counted.n = 0
    sim.hw.storage.save_game = counted
    while counted.n < 250 or sim.app.screen.NAME != "turn":
        d.act()
    want = tuple(tuple(r) for r in sim.pixels())
    fall_asleep(sim, SLEEP_MINUTES * 60)
    saves = counted.n
    board.cut_power()
    board.write_nvm(sim.nvm.data)
    t0 = board.ms
    board.power_on(usb=False)
    took = same_screen_ms(board, want, 20000)
    assert took is not None, "the late game's screen did not come back"
    figures["late_power_up_ms"] = took
    board.take_events()
    for _ in range(SLEEP_MINUTES * 60 + 30):
        board.run(1000)
        if board.take_events()[1]:
            break
    assert board.take_events()[1] or not board.oled.on, "never went DORMANT"
    board.hold("DOWN")
    woke = same_screen_ms(board, want, 5000)
    board.hold("DOWN", False)
    assert woke is not None, "the late game's wake did not bring its screen back"
    figures["late_ms"] = woke
    print("late in a 6-seat classic game (%d saves): a power-up onto its screen %.0f ms (the journal "
          "replayed), a wake %.0f ms (the game kept in RAM across the reset)" % (saves, took, woke))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--png", help="save screens of the board here")
    a = ap.parse_args(argv)
    t0 = time.time()
    try:
        board = Board(settings=SETTINGS)
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    figures = {}
    with board:
        nav = Nav(board, png_dir=a.png)
        want = on_usb(board, nav, figures)
        on_batteries(board, nav, want, figures)
        late_game(board, figures)
    print("figures: last press to sleep %.1f s on USB, %.1f s to DORMANT on batteries (setting %d min, dimmed "
          "at 30 s); press to the same screen %.0f ms on USB (a restarted code.py), %.0f ms on batteries "
          "(a reset), %.0f ms late in a 6-seat game; the CPU awake %.1f %% of the time on a turn screen "
          "with a person thinking (%.1f %% on USB)"
          % (figures["press_to_sleep"], figures["press_to_dormant"], SLEEP_MINUTES, figures["wake_usb_ms"],
             figures["wake_batt_ms"], figures["late_ms"], 100 * figures["awake_batt"], 100 * figures["awake_usb"]))
    print("PASS sleep and wake on the firmware (%.0f s)" % (time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
