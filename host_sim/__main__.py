"""python -m host_sim: the simulator from the command line.

    python -m host_sim                     a window if one can open, else the terminal
    python -m host_sim --terminal
    python -m host_sim --headless --script demo.txt --screenshots shots/

Script lines: see host_sim.sim.Sim.command (press A, hold A 1.5, shake,
wait 2, screenshot NAME, expect TEXT, cut_after N, reboot; # comments).

The NVM (the saved game, high scores, statistics, settings) is kept per
checkout, in host_sim/state/ (git ignores it): two clones never share a
game.
"""

import argparse
import os
import sys

from host_sim import toml
from host_sim.sim import ROOT, Sim, SimError


NVM = os.path.join(ROOT, "host_sim", "state", "nvm.bin")  # this checkout's own


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m host_sim", description="Pocket Yahtzee simulator")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--window", action="store_true",
                      help="pygame window, x4 (needs a display; without one: the terminal, or an error)")
    mode.add_argument("--terminal", action="store_true",
                      help="block characters in this terminal: 128x33 or 64x33 for blocks, "
                           "64x17 at least (Braille dots, an 80x24 terminal)")
    mode.add_argument("--headless", action="store_true", help="run --script, no screen")
    ap.add_argument("--script", help="script file for --headless (one command a line)")
    ap.add_argument("--screenshots", help="directory: a PNG after every script line "
                                          "(and for each 'screenshot NAME' line: without it they are not saved)")
    ap.add_argument("--nvm", default=NVM,
                    help="file holding the 4 KB NVM: the saved game, high scores, statistics "
                         "(default: host_sim/state/nvm.bin in this checkout, so each clone keeps its "
                         "own); 'none' keeps it in memory")
    ap.add_argument("--settings", help="settings.toml to use (default: ./settings.toml if present)")
    ap.add_argument("--app", default="handheld.app:App", help="module:Class of the app (default %(default)s)")
    ap.add_argument("--seed", type=int, help="fixed hw.entropy() for repeatable games")
    ap.add_argument("--fault", action="append", default=[], help="no_display, no_pullups or no_lis3dh")
    ap.add_argument("--firmware", default=toml.FIRMWARE, choices=toml.FIRMWARES,
                    help="read settings.toml as this stock CircuitPython's os.getenv does (default %(default)s)")
    a = ap.parse_args(argv)

    settings = a.settings
    if settings is None and os.path.exists("settings.toml"):
        settings = "settings.toml"
    sys.path.insert(0, os.path.join(ROOT, "tests"))  # lets --app name the tests' stand-in
    front = "headless" if a.headless else "terminal" if a.terminal else None
    if front is None:
        from host_sim import window
        front = "window" if window.available() else "terminal"
        if a.window and front != "window":  # SDL would open an invisible window and wait for ever
            print("--window: no display here (DISPLAY / WAYLAND_DISPLAY unset, or no pygame)%s"
                  % ("; using the terminal" if sys.stdin.isatty() and sys.stdout.isatty() else ""),
                  file=sys.stderr)
        if front == "terminal" and not (sys.stdin.isatty() and sys.stdout.isatty()):
            print("no display and no terminal to draw in: run with --headless --script FILE",
                  file=sys.stderr)
            return 2
    nvm = None if a.nvm == "none" else a.nvm
    if nvm is not None and os.path.dirname(nvm):
        os.makedirs(os.path.dirname(nvm), exist_ok=True)
    sim = Sim(nvm_path=nvm, settings_path=settings,
              faults=a.fault, app=a.app, seed=a.seed, echo=a.headless, firmware=a.firmware)
    sim.boot()

    if front == "headless":
        return headless(sim, a.script, a.screenshots)
    if front == "terminal":
        from host_sim import term
        term.run(sim)
        return 0
    window.run(sim)
    return 0


def headless(sim, script, shots):
    if shots:
        os.makedirs(shots, exist_ok=True)
    lines = []
    if script:
        with open(script, encoding="utf-8") as f:
            lines = f.read().splitlines()
    n = 0
    try:
        sim.run_until_idle()
        if shots:
            sim.screenshot(os.path.join(shots, "000-boot.png"))
        for k, line in enumerate(lines, 1):
            done = sim.command(line, shots)
            if done is None:
                continue
            n += 1
            if done.split()[0].lower() == "screenshot" and not shots:
                print("script line %d: %s not saved: no --screenshots DIR given" % (k, done), file=sys.stderr)
            if shots:
                sim.screenshot(os.path.join(shots, "%03d-%s.png" % (n, "_".join(done.split()[:2]))))
    except SimError as e:
        print("script line %d: %s" % (n + 1, e), file=sys.stderr)
        print("\n".join(sim.screen_blocks().splitlines()))
        return 1
    print(sim.screen_blocks())
    print(sim.screen_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
