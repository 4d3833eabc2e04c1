"""Issue #10, terminal simulator: function keys and other escape
sequences are read whole, so only the documented key (Q) quits; F3 used
to arrive as ESC, O, Q and quit."""

import os
import sys

from host_sim import term
from host_sim.sim import ROOT
from test_sim_terminal import _pump

F2, F3, F5, F12 = "\x1bOQ", "\x1bOR", "\x1b[15~", "\x1b[24~"


def test_escape_sequences_are_cut_into_whole_keys():
    typed = "z" + F2 + F3 + "\x1b[A" + F5 + "\x1bq" + "\x1b[1;5C" + F12 + "x"
    assert term.split_keys(typed) == ["z", F2, F3, "\x1b[A", F5, "\x1bq", "\x1b[1;5C", F12, "x"]
    assert term.split_keys("\x1b") == ["\x1b"]  # Esc on its own
    assert term.split_keys("\x1bO") == ["\x1bO"]  # (Alt+O)
    assert term.split_keys("\x1b[1") == ["\x1b[1"]  # cut short: still one key, not "1"


def test_no_function_key_quits_only_q_does():
    for k in (F2, F3, F5, F12, "\x1bq", "\x1bOQ", "\x1b[1;5Q"):
        assert k not in term.QUIT
        assert all(part not in term.QUIT for part in term.split_keys(k))


def test_pressing_f3_in_a_real_terminal_keeps_the_simulator_running(tmp_path):
    import pty
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.execvp(sys.executable, [sys.executable, "-m", "host_sim", "--terminal", "--nvm", "none",
                                   "--app", "sim_standin_app:App",
                                   "--screenshots", str(tmp_path)])  # F12's, not the Pictures folder
    out = []
    _pump(fd, 3, out)
    for key in (F3, F5, "\x1bq", F12):
        os.write(fd, key.encode())
        _pump(fd, 0.3, out)
    done, _status = os.waitpid(pid, os.WNOHANG)
    alive = done == 0
    if alive:
        os.write(fd, b"q")
        _pump(fd, 2, out)
        os.waitpid(pid, 0)
    assert alive, "a function key quit the simulator"
