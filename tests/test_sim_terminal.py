"""The simulator's terminal front end: pictures in block characters, and a
real run in a pseudo-terminal driven by key presses."""

import os
import select
import sys
import time

from host_sim import render, term
from host_sim.sim import ROOT, Sim


def test_half_blocks_use_one_column_per_pixel_and_quadrants_half_that():
    px = [[1, 0, 1, 0], [1, 1, 0, 0]]
    assert render.halfblocks(px) == ["\u2588\u2584\u2580 "]
    assert render.quadrants(px) == ["\u2599\u2598"]


def test_a_narrow_terminal_gets_the_64_column_picture():
    sim = Sim(app="sim_standin_app:App").boot()
    wide = term.frame(sim, 200, 40).split("\n")
    narrow = term.frame(sim, 80, 40).split("\n")
    assert len(wide[0]) == 128 and len(narrow[0]) == 64
    assert len(wide) == len(narrow) == 34  # 32 picture rows, the status line, the end


def test_a_standard_80x24_terminal_holds_the_whole_picture():
    """The 32-row pictures were cut off at the top in 24 rows, with no word."""
    sim = Sim(app="sim_standin_app:App").boot()
    lines = term.frame(sim, 80, 24).split("\n")
    assert len(lines) - 1 <= 24 and max(len(t) for t in lines[:16]) <= 80
    assert lines[:16] == render.braille(sim.pixels())  # 2x4 pixels a character: every pixel
    assert len(render.braille(sim.pixels())) == 16
    small = term.frame(sim, 60, 20)
    assert "60x20" in small and "64x17" in small and "\u2800" not in small  # it says how big, draws nothing


def test_braille_dots_keep_every_pixel():
    px = [[1, 0], [0, 1], [1, 1], [0, 0]]
    assert render.braille(px) == [chr(0x2800 + 0x01 + 0x10 + 0x04 + 0x20)]


def test_arrow_keys_arrive_whole_from_the_byte_stream():
    r, w = os.pipe()
    os.write(w, b"z\x1b[Ax ")
    try:
        assert term._read_keys(r) == ["z", "\x1b[A", "x", " "]
    finally:
        os.close(r)
        os.close(w)


def _pump(fd, seconds, out, until=None):
    """Read the terminal's output into ``out`` for ``seconds``, or until
    ``until(text so far)`` holds: a loaded machine may be slow to draw."""
    end = time.time() + seconds
    while time.time() < end:
        if until is not None and until(b"".join(out)):
            return
        if select.select([fd], [], [], 0.05)[0]:
            try:
                out.append(os.read(fd, 65536))
            except OSError:
                return


def _frames(text):
    return text.count(b"\x1b[H")


def test_keys_typed_in_a_terminal_play_the_app_and_q_quits():
    import pty
    pid, fd = pty.fork()
    if pid == 0:  # the child: the simulator in a pseudo-terminal
        os.chdir(ROOT)
        os.execvp(sys.executable, [sys.executable, "-m", "host_sim", "--terminal", "--nvm", "none",
                                   "--app", "sim_standin_app:App"])
    out = []
    _pump(fd, 60, out, until=lambda t: _frames(t) >= 1)
    for key in (b"z", b"z", b"z"):
        drawn = _frames(b"".join(out))
        os.write(fd, key)
        _pump(fd, 30, out, until=lambda t: _frames(t) > drawn)  # the redraw after the key
        _pump(fd, 0.2, out)
    os.write(fd, b"q")
    _pump(fd, 30, out)
    _, status = os.waitpid(pid, 0)
    assert status == 0
    last = b"".join(out).decode("utf-8", "replace").rsplit("\x1b[H", 1)[-1]
    # the count line, "COUNT 3", drawn in blocks: compare with the picture the sim makes
    sim = Sim(app="sim_standin_app:App").boot()
    for _ in range(3):
        sim.press("A")
    sim.run_until_idle()
    px = sim.pixels()  # (a pseudo-terminal is 80x24 unless told: Braille dots)
    assert render.halfblocks(px)[12] in last or render.quadrants(px)[12] in last or render.braille(px)[6] in last
