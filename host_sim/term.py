"""Terminal front end: the 128x64 screen in half-block characters (64
columns of characters would be too narrow, so one character is one pixel
wide and two tall), keys read from stdin in raw mode.

Keys: arrows, Z = A, X = B, Space = shake, R = power off and on, Q = quit.
A terminal sends no key-up, so every key is a press and release."""

import os
import select
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


def draw(sim, out=sys.stdout):
    lines = render.halfblocks(sim.pixels())
    status = "Z=A X=B arrows, Space=shake, R=reboot, Q=quit"
    if sim.console:
        status = sim.console[-1][:128]
    out.write("\x1b[H" + "\n".join(lines) + "\n\x1b[K" + status + "\n")
    out.flush()


def run(sim):
    import termios
    import tty
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    sys.stdout.write("\x1b[2J\x1b[?25l")
    try:
        tty.setcbreak(fd)
        frame = 1 / 30
        while True:
            t0 = time.monotonic()
            for k in _read_keys(fd):
                if k in ("q", "Q"):
                    return
                if k in ("r", "R"):
                    sim.boot()
                elif k == " ":
                    sim.shake()
                elif k in KEYS:
                    sim.press(KEYS[k])
            sim.step()
            draw(sim)
            time.sleep(max(0.0, frame - (time.monotonic() - t0)))
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\n")
