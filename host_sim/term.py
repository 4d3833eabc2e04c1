"""Terminal front end: the 128x64 screen in the largest picture the
terminal holds, with a status line under it (SIZES): half blocks (one
character one pixel wide and two tall: 128x32), quadrant blocks (2x2
pixels: 64x32), Braille dots (2x4 pixels: 64x16, which a standard 80x24
terminal holds); smaller than 64x17, it says how big it must be instead
of a picture cut off at the top. Keys read from stdin in cbreak mode.

Keys (host_sim/keys.py): arrows, Z = A, X = B, Space = shake, R (or F2) =
power off and on, F12 = screenshot (host_sim/shots.py), H or F1 = every
key (any key: back), [ ] = VSYS down / up 0.1 V, U = USB power in / out,
J = a minute later, Q = quit (and only Q: function keys and other escape
sequences are read whole and ignored unless listed here). A terminal
sends no key-up, so every key is a press and release.

The status line (host_sim/status.py) shows what the device printed and
what the simulator says, whole (wrapped at spaces onto the lines the
picture leaves, up to STATUS_LINES), for its moment, then the keys."""

import os
import select
import shutil
import sys
import time

from host_sim import keys, render, shots
from host_sim.status import Status, wrap

KEYS = {"\x1b[A": "UP", "\x1b[B": "DOWN", "\x1b[D": "LEFT", "\x1b[C": "RIGHT",
        "\x1bOA": "UP", "\x1bOB": "DOWN", "\x1bOD": "LEFT", "\x1bOC": "RIGHT",  # application cursor mode
        "z": "A", "Z": "A", "x": "B", "X": "B"}
QUIT = ("q", "Q")
REBOOT = ("r", "R", "\x1bOQ", "\x1b[12~")  # R, or F2 as in the window
KEY_LIST = ("h", "H", "\x1bOP", "\x1b[11~")  # H, or F1
SCREENSHOT = ("\x1b[24~",)  # F12
IDLE = "Z=A, X=B, Space=shake; H: all keys; Q: quit"
STATUS_LINES = 3  # at most, of one message at a time (a longer one is shown a page at a time)


def _read_keys(fd):
    """The keys waiting on ``fd``, each escape sequence whole: a function
    key (F2 is ESC O Q, F5 ESC [ 1 5 ~) is one key, never ESC, O and Q."""
    data = b""
    while select.select([fd], [], [], 0)[0]:
        got = os.read(fd, 64)
        if not got:
            break
        data += got
    return split_keys(data.decode("utf-8", "replace"))


def split_keys(data):
    """Cut a string of typed characters into keys: CSI sequences (ESC [
    parameters final), SS3 sequences (ESC O x), ESC + one character (Alt),
    a lone ESC, or one character."""
    out = []
    i, n = 0, len(data)
    while i < n:
        if data[i] != "\x1b" or i + 1 >= n:
            out.append(data[i])
            i += 1
            continue
        nxt = data[i + 1]
        if nxt == "[":
            j = i + 2
            while j < n and not "\x40" <= data[j] <= "\x7e":  # parameters and intermediates
                j += 1
            out.append(data[i:j + 1])  # (cut short at the end of the read: still one key)
            i = j + 1
        elif nxt == "O" and i + 2 < n:
            out.append(data[i:i + 3])
            i += 3
        else:
            out.append(data[i:i + 2])  # Alt+key, or ESC ESC
            i += 2
    return out


# (columns, rows) a picture needs, its status line included: largest first
SIZES = ((128, 33, render.halfblocks), (64, 33, render.quadrants), (64, 17, render.braille))
TOO_SMALL = ("This terminal is %dx%d: the picture needs at least 64x17 (Braille dots), "
             "64x33 or 128x33 (blocks). Make it bigger, or run with --window or --headless. Q quits.")


def frame(sim, columns=None, rows=None, status=None, key_list=False):
    """The text to show: the largest picture the terminal holds (SIZES)
    and the status lines under it (``status``: a host_sim.status.Status;
    a fresh one shows what the device printed so far), the key list
    instead of the picture when ``key_list``, or what size it must be."""
    if columns is None or rows is None:
        size = shutil.get_terminal_size((128, 40))
        columns, rows = size.columns if columns is None else columns, size.lines if rows is None else rows
    for cols, lines, draw_px in SIZES:
        if columns >= cols and rows >= lines:
            break
    else:
        return "".join("\x1b[K" + t + "\n" for t in wrap(TOO_SMALL % (columns, rows), columns - 1))
    if key_list:
        return "".join("\x1b[K" + t + "\n" for t in key_lines(columns, rows))
    if status is None:
        status = Status(IDLE)
        status.update(sim.console)
    picture = draw_px(sim.pixels())
    room = max(1, min(STATUS_LINES, rows - len(picture)))
    text = status.lines(columns - 1, room)
    return "\n".join(picture) + "\n" + "".join("\x1b[K" + t + "\n" for t in text)


def key_lines(columns, rows):
    """Every key and what it does, in ``rows`` lines of ``columns``: the
    entries that fit whole (a terminal too short for all says so)."""
    out = ["Keys (any key: back to the game)", ""]
    width = max(20, columns - 13)
    entries = []
    for key, what in keys.rows("terminal"):
        parts = wrap(what, width)
        entries.append(["%-12s %s" % (key, parts[0])] + ["%-12s %s" % ("", p) for p in parts[1:]])
    entries.append(["", keys.HELD_NOTE["terminal"]])
    for k, entry in enumerate(entries):
        if len(out) + len(entry) > rows - 1:
            out.append("(%d more: make the terminal taller)" % (len(entries) - k))
            break
        out.extend(entry)
    return out


def draw(sim, out=sys.stdout, last=None, status=None, key_list=False):
    """Redraw only when the picture changed (a new size clears the screen
    first); returns what is shown. The last line's newline is not sent,
    so a picture as tall as the terminal does not scroll it; what is
    below the new picture is erased (a message gone, a shorter one)."""
    text = frame(sim, status=status, key_list=key_list)
    if text != last:
        if last is None or text.find("\n") != last.find("\n"):
            out.write("\x1b[2J")
        out.write("\x1b[H" + text[:-1] + "\x1b[J")
        out.flush()
    return text


def run(sim, shots_dir=None):
    """Play in this terminal until Q; the screenshots' names are printed
    when it ends, so they stay in the terminal's scrollback."""
    import termios
    import tty
    fd = sys.stdin.fileno()
    mode = termios.tcgetattr(fd)
    saved = []
    sys.stdout.write("\x1b[2J\x1b[?25l")
    try:
        tty.setcbreak(fd)
        period = 1 / 30
        shown = None
        status = Status(IDLE)
        listing = False
        while True:
            t0 = time.monotonic()
            for k in _read_keys(fd):
                if k in QUIT:
                    return
                if listing or k in KEY_LIST:  # the key list: any key brings the game back
                    listing = not listing
                elif k in SCREENSHOT:
                    said = shots.take(sim, shots_dir)
                    saved.append(said)
                    status.say(said)
                elif k in REBOOT:
                    sim.boot()
                    sys.stdout.write("\x1b[2J")
                    shown = None
                elif k == " ":
                    sim.shake()
                elif k in KEYS:
                    sim.press(KEYS[k])
                else:
                    sim.power_key(k)  # battery and clock keys (host_sim/power.py)
            sim.step()
            status.update(sim.console)
            shown = draw(sim, last=shown, status=status, key_list=listing)
            time.sleep(max(0.0, period - (time.monotonic() - t0)))
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, mode)
        sys.stdout.write("\x1b[?25h\n" + "".join(t + "\n" for t in saved))
