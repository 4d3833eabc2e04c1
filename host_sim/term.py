"""Terminal front end: the 128x64 screen in half-block characters (one
character is one pixel wide and two tall: 128 columns, 32 rows), or in
quadrant blocks (2x2 pixels a character, 64 columns) when the terminal is
narrower; keys read from stdin in cbreak mode.

Keys: arrows, Z = A, X = B, Space = shake, R = power off and on, Q = quit.
A terminal sends no key-up, so every key is a press and release."""

import os
import select
import shutil
import sys
import time

from host_sim import render

KEYS = {"\x1b[A": "UP", "\x1b[B": "DOWN", "\x1b[D": "LEFT", "\x1b[C": "RIGHT",
        "z": "A", "Z": "A", "x": "B", "X": "B"}


def _read_keys(fd):
    out = []
    while select.select([fd], [], [], 0)[0]:
        data = os.read(fd, 32).decode("utf-8", "replace")
        if not data:
            break
        i = 0
        while i < len(data):
            if data[i] == "\x1b" and data[i + 1:i + 2] == "[" and i + 2 < len(data):
                out.append(data[i:i + 3])
                i += 3
            else:
                out.append(data[i])
                i += 1
    return out


def frame(sim, columns=None):
    """The text to show: half blocks (128 columns) when the terminal is wide
    enough, else quadrant blocks (64 columns); and a status line."""
    if columns is None:
        columns = shutil.get_terminal_size((128, 40)).columns
    px = sim.pixels()
    lines = render.halfblocks(px) if columns >= 128 else render.quadrants(px)
    status = "Z=A X=B arrows, Space=shake, R=reboot, Q=quit"
    if sim.console:
        status = sim.console[-1]
    return "\n".join(lines) + "\n\x1b[K" + status[:max(20, columns - 1)] + "\n"


def draw(sim, out=sys.stdout, last=None):
    """Redraw only when the picture changed; returns what is shown."""
    text = frame(sim)
    if text != last:
        out.write("\x1b[H" + text)
        out.flush()
    return text


def run(sim):
    import termios
    import tty
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    sys.stdout.write("\x1b[2J\x1b[?25l")
    try:
        tty.setcbreak(fd)
        period = 1 / 30
        shown = None
        while True:
            t0 = time.monotonic()
            for k in _read_keys(fd):
                if k in ("q", "Q"):
                    return
                if k in ("r", "R"):
                    sim.boot()
                    sys.stdout.write("\x1b[2J")
                    shown = None
                elif k == " ":
                    sim.shake()
                elif k in KEYS:
                    sim.press(KEYS[k])
            sim.step()
            shown = draw(sim, last=shown)
            time.sleep(max(0.0, period - (time.monotonic() - t0)))
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\n")
