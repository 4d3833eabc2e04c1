"""python -m host_sim: the simulator from the command line.

    python -m host_sim                     a window if one can open, else the terminal
    python -m host_sim --terminal
    python -m host_sim --headless --script demo.txt --screenshots shots/

Script lines: see host_sim.sim.Sim.command (press A, hold A 1.5, shake,
wait 2, screenshot NAME, expect TEXT, cut_after N, reboot; # comments).

Paths on the command line are read from where the command was typed;
then the simulator works in the checkout, which stands for the board's
drive (the app opens assets/ from it, as from CIRCUITPY). The NVM (the
saved game, high scores, statistics, settings) is kept per checkout, in
host_sim/state/ (git ignores it): two clones never share a game.
"""

import argparse
import os
import sys

from host_sim import keys, render, toml
from host_sim.sim import ROOT, Sim, SimError


NVM = os.path.join(ROOT, "host_sim", "state", "nvm.bin")  # this checkout's own
PROG = "python -m host_sim"


def parser():
    ap = argparse.ArgumentParser(prog=PROG, description="Pocket Yahtzee simulator",
                                 epilog=keys.help_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--window", action="store_true",
                      help="the handheld in a window (pygame; needs a display; without one: the "
                           "terminal, or an error)")
    mode.add_argument("--terminal", action="store_true",
                      help="the screen in this terminal: Braille dots in 64x17 or more (an 80x24 "
                           "terminal), blocks in 64x33 or 128x33")
    mode.add_argument("--headless", action="store_true",
                      help="run --script, no screen; prints the last screen (64 columns) and its text")
    ap.add_argument("--script", help="script file for --headless (one command a line)")
    ap.add_argument("--screenshots", metavar="DIR",
                    help="headless: a PNG after every script line (and for each 'screenshot NAME' "
                         "line: without it they are not saved); window and terminal: where F12 "
                         "saves (default: your Pictures folder, else pocket-yahtzee/ in the temp folder)")
    ap.add_argument("--nvm", default=NVM,
                    help="file holding the 4 KB NVM: the saved game, high scores, statistics "
                         "(default: host_sim/state/nvm.bin in this checkout, so each clone keeps its "
                         "own); 'none' keeps it in memory")
    ap.add_argument("--settings", help="settings.toml to use (default: ./settings.toml if present)")
    ap.add_argument("--scale", type=int, choices=range(2, 7), metavar="{2..6}",
                    help="window: screen pixels per OLED pixel (default: the largest that fits)")
    ap.add_argument("--app", default="handheld.app:App", help="module:Class of the app (default %(default)s)")
    ap.add_argument("--seed", type=int, help="fixed hw.entropy() for repeatable games")
    ap.add_argument("--fault", action="append", default=[], help="no_display, no_pullups or no_lis3dh")
    ap.add_argument("--firmware", default=toml.FIRMWARE, choices=toml.FIRMWARES,
                    help="read settings.toml as this stock CircuitPython's os.getenv does (default %(default)s)")
    return ap


class PathError(Exception):
    """A path on the command line that cannot be used: one line, the
    path as typed."""


def _readable(option, typed):
    """``typed``'s absolute path if it is a file that can be read."""
    path = os.path.abspath(typed)
    try:
        with open(path, "rb") as f:
            f.read(1)
    except OSError as e:
        why = "no such file" if isinstance(e, FileNotFoundError) else (e.strerror or str(e)).lower()
        raise PathError("%s %s: cannot read it (%s)" % (option, typed, why)) from None
    return path


def _folder(option, typed):
    """``typed``'s absolute path, made if need be."""
    path = os.path.abspath(typed)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        why = (e.strerror or str(e)).lower()
        raise PathError("%s %s: cannot make the folder (%s)" % (option, typed, why)) from None
    return path


def resolve(a):
    """Make the arguments' paths absolute, from where the command was
    typed; raises PathError for one that cannot be used."""
    if a.settings is not None:
        a.settings = _readable("--settings", a.settings)
    elif os.path.isfile("settings.toml"):
        a.settings = os.path.abspath("settings.toml")
    script = []
    if a.script is not None:
        path = _readable("--script", a.script)
        try:
            with open(path, encoding="utf-8") as f:
                script = f.read().splitlines()
        except UnicodeError:
            raise PathError("--script %s: not a text file (UTF-8)" % a.script) from None
    if a.nvm != "none":
        typed, a.nvm = a.nvm, os.path.abspath(a.nvm)
        if os.path.isdir(a.nvm):
            raise PathError("--nvm %s: is a folder, not a file" % typed)
        if os.path.dirname(a.nvm):
            _folder("--nvm", os.path.dirname(a.nvm))
    if a.screenshots is not None:
        a.screenshots = _folder("--screenshots", a.screenshots) if a.headless else os.path.abspath(a.screenshots)
    return script


def main(argv=None):
    a = parser().parse_args(argv)
    try:
        script = resolve(a)
    except PathError as e:
        print("%s: %s" % (PROG, e), file=sys.stderr)
        return 2
    os.chdir(ROOT)  # the board's drive, from here on
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
    sim = Sim(nvm_path=nvm, settings_path=a.settings,
              faults=a.fault, app=a.app, seed=a.seed, echo=a.headless, firmware=a.firmware)
    sim.boot()

    if front == "headless":
        return headless(sim, script, a.screenshots)
    if front == "terminal":
        from host_sim import term
        term.run(sim, a.screenshots)
        return 0
    window.run(sim, shots_dir=a.screenshots, scale=a.scale)
    return 0


def picture(sim):
    """The screen for a headless run's output: quadrant blocks, 64
    columns and 32 rows, so it reads whole in an 80-column terminal."""
    return "\n".join(render.quadrants(sim.pixels()))


def headless(sim, lines, shots):
    n = k = 0
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
        print("script line %d: %s" % (k, e) if k else "at power-on: %s" % e, file=sys.stderr)
        print(picture(sim))
        return 1
    print(picture(sim))
    print(sim.screen_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
