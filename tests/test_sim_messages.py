"""Issue 48: the simulator's messages whole. The terminal's status line
kept a message for as long as the simulator ran ("wake: the game kept
in RAM, not replayed" through an hour of play) and cut it at 80 columns;
now it clears once its moment is over and wraps at spaces, a number or
a quoted value on the line of its sentence. The keys are listed by
--help, and by H in the terminal."""

import os
import subprocess
import sys

from host_sim import keys, render, status, term
from host_sim.sim import ROOT, Sim
from test_sim_terminal import _pump

WAKE = "wake: the game kept in RAM, not replayed"
LONG = ('check: YZ_BTN_A = "GP40" is not a pin of the Pico, so the A button is read from the '
        'reference pin GP14 instead; VSYS 3.9 V, the clock at 1234 s, see "When it does not start".')


class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def _sim():
    return Sim(app="sim_standin_app:App").boot()


def test_a_message_clears_once_its_moment_is_over():
    sim, clock = _sim(), Clock()
    st = status.Status(term.IDLE, clock)
    st.update(sim.console)
    sim.console.append(WAKE)
    st.update(sim.console)
    assert WAKE in term.frame(sim, 80, 24, st)
    clock.t += status.SECONDS  # still its moment
    assert WAKE in term.frame(sim, 80, 24, st)
    clock.t += 3600  # an hour of play later: gone, the keys are back
    shown = term.frame(sim, 80, 24, st)
    assert WAKE not in shown and term.IDLE in shown


def test_a_long_message_is_wrapped_whole_never_cut_inside_a_word():
    sim, clock = _sim(), Clock()
    st = status.Status(term.IDLE, clock)
    st.update(sim.console)
    sim.console.append(LONG)
    st.update(sim.console)
    lines = term.frame(sim, 80, 24, st).split("\n")[16:-1]  # under the 16 rows of Braille
    text = [t.replace("\x1b[K", "") for t in lines]
    assert all(len(t) <= 79 for t in text), text
    assert " ".join(text) == LONG  # every word, none cut
    assert any(t.endswith("VSYS 3.9 V,") or "VSYS 3.9 V," in t for t in text)


def test_wrapping_keeps_numbers_and_quoted_values_with_their_words():
    quoted = '"When it does not start".'
    for width in range(len(quoted) + 4, 90):  # (a value wider than the line is broken at its spaces)
        lines = status.wrap(LONG, width)
        assert " ".join(lines) == LONG
        for t in lines:
            first = t.split(" ")[0]
            assert not first[0].isdigit() and not first.startswith('"'), (width, lines)
            assert len(t) <= width, (width, t)
        assert any(quoted in t for t in lines), (width, lines)
        assert any("VSYS 3.9 V," in t for t in lines) and any("at 1234 s," in t for t in lines), lines
    for width in range(1, len(quoted) + 4):
        assert " ".join(status.wrap(LONG, width)) == LONG  # never a word cut


def test_a_message_longer_than_the_room_is_shown_a_page_at_a_time():
    clock = Clock()
    st = status.Status("", clock)
    st.say(LONG)
    seen = []
    while st.current():
        page = st.lines(30, 2)
        if not seen or page != seen[-1]:
            seen.append(page)
        clock.t += 0.5
    assert " ".join(t for page in seen for t in page) == LONG
    assert all(len(page) <= 2 for page in seen) and len(seen) > 2


def test_the_simulators_own_word_shows_too():
    clock = Clock()
    st = status.Status("idle", clock)
    st.say("screenshot saved: /tmp/x/pocket-yahtzee-001.png")
    assert st.lines(80) == ["screenshot saved: /tmp/x/pocket-yahtzee-001.png"]
    clock.t += 60
    assert st.lines(80) == ["idle"]


def test_help_lists_every_key():
    r = subprocess.run([sys.executable, "-m", "host_sim", "--help"], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0
    for win, terminal, what in keys.ALL:
        assert win in r.stdout and what in " ".join(r.stdout.split()), (win, what)
    assert "R or F2" in r.stdout and "Q" in r.stdout
    epilog = r.stdout[r.stdout.index("keys in the window"):]
    assert max(len(t) for t in epilog.splitlines()) <= 79  # read whole in an 80-column terminal


def test_h_in_the_terminal_lists_the_keys_and_any_key_goes_back(tmp_path):
    import pty
    env = dict(os.environ, PYTHONPATH=ROOT)
    pid, fd = pty.fork()
    if pid == 0:
        import fcntl
        import struct
        import termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))  # a standard terminal
        os.chdir(str(tmp_path))
        os.execvpe(sys.executable, [sys.executable, "-P", "-m", "host_sim", "--terminal", "--nvm", "none",
                                    "--app", "sim_standin_app:App", "--screenshots", "shots"], env)
    out = []
    _pump(fd, 60, out, until=lambda t: b"\xe2\xa0" in t)  # a Braille picture (80x24)
    os.write(fd, b"h")
    _pump(fd, 30, out, until=lambda t: b"make the terminal taller" in t or b"press and release" in t)
    listing = b"".join(out).decode("utf-8", "replace").rsplit("\x1b[H", 1)[-1]
    os.write(fd, b"z")  # any key: back (and not a press of A)
    _pump(fd, 30, out, until=lambda t: t.rsplit(b"\x1b[H", 1)[-1].count(b"\xe2\xa0") > 10)
    _pump(fd, 0.5, out)
    back = b"".join(out).decode("utf-8", "replace").rsplit("\x1b[H", 1)[-1]
    os.write(fd, b"\x1b[24~")  # F12
    shot = tmp_path / "shots" / "pocket-yahtzee-001.png"
    _pump(fd, 30, out, until=lambda t: b"pocket-yahtzee-001.png" in t)
    os.write(fd, b"q")
    _pump(fd, 30, out)
    _, code = os.waitpid(pid, 0)
    text = b"".join(out).decode("utf-8", "replace")
    assert code == 0
    assert "Keys (any key: back to the game)" in listing and "F12" in listing and "R or F2" in listing
    untouched = render.braille(Sim(app="sim_standin_app:App").boot().pixels())
    assert all(row in back for row in untouched), back  # COUNT 0: the z only closed the list
    assert shot.exists()
    assert ("screenshot saved: %s" % shot) in text.rsplit("\x1b[?25h", 1)[-1]  # printed at the end, whole
