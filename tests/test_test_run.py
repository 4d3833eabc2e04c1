"""The test run itself (scripts/test.sh): its summary names every
failure in words, pytest-xdist's status line stays out of it, the
costliest tests start first, the collector walks only a test's own
objects, and the set-up's pip says nothing that is not a problem."""

import gc
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from types import SimpleNamespace

import conftest
import run_summary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")


def test_a_test_starts_with_the_collector_set_to_its_own_objects():
    # pytest's, hypothesis's and the test modules' objects are frozen: a
    # gc.collect() (the app makes one at every screen change) walks only
    # what this test makes
    frozen, walked = gc.get_freeze_count(), len(gc.get_objects())
    assert frozen > 10000 and walked < frozen // 4, (frozen, walked)


def item(nodeid):
    return SimpleNamespace(nodeid=nodeid, path=nodeid.split("::")[0])


def test_the_costliest_files_and_tests_go_first_and_a_new_test_before_them():
    items = [item(n) for n in ("a.py::x", "a.py::y", "b.py::slow", "b.py::quick", "c.py::new", "d.py::z")]
    costs = {"a.py::x": 1.0, "a.py::y": 2.0, "b.py::slow": 30.0, "b.py::quick": 0.5, "d.py::z": 0.1}
    conftest.order(items, costs)
    assert [it.nodeid for it in items] == ["c.py::new", "b.py::slow", "b.py::quick", "a.py::y", "a.py::x",
                                           "d.py::z"]
    unchanged = list(items)
    conftest.order(items, {})  # the first run of a checkout: pytest's order
    assert items == unchanged


SUITE = '''
import pytest

def test_passes():
    pass

def test_fails():
    assert 1 + 1 == 3

@pytest.mark.skip(reason="needs a thing this machine lacks")
def test_skipped():
    pass
'''


def test_a_run_on_two_workers_writes_what_the_summary_names(tmp_path):
    """A small suite with the suite's own conftest, as scripts/test.sh runs
    it: no "bringing up nodes...", and the results and CPU seconds it
    leaves for the summary and the next run's order."""
    for name in ("conftest.py", "soak.py"):
        shutil.copy(os.path.join(TESTS, name), tmp_path / name)
    (tmp_path / "test_small.py").write_text(SUITE)
    logs = tmp_path / "logs"
    env = dict(os.environ, YZ_TEST_LOGS=str(logs), PYTHONPATH=str(tmp_path))
    env.pop("YZ_SOAK", None)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                        "--maxschedchunk", "1", "test_small.py"],
                       cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "bringing up nodes" not in r.stdout + r.stderr
    assert "1 failed, 1 passed, 1 skipped" in r.stdout
    results = (logs / "pytest-results.txt").read_text().splitlines()
    assert {"passed 1", "failed 1", "skipped 1", "FAILED test_small.py::test_fails"} <= set(results), results
    assert "SKIPPED test_small.py::test_skipped\tneeds a thing this machine lacks" in results
    costs = json.loads((logs / "test-cpu-quick.json").read_text())
    assert set(costs) == {"test_small.py::test_passes", "test_small.py::test_fails", "test_small.py::test_skipped"}

    (logs / "micropython.log").write_text(MPY_FAILED)
    text, ok = run_summary.summary(str(logs), "quick", 1, 1, 75)
    assert not ok
    lines = text.splitlines()
    assert "  CPython (pytest): 1 passed, 1 failed, 1 skipped" in lines
    assert any(ln.startswith("  Took 1 min 15 s") for ln in lines)
    assert "  Not run here (1 skipped): needs a thing this machine lacks: test_small.py::test_skipped" in lines
    assert lines[-4:] == [
        "FAILED: 3 failures:",
        "  CPython: test_small.py::test_fails (its report is above)",
        "  MicroPython: test_save.test_a_save_reads_back: AssertionError: (1, 2)",
        "  MicroPython: test_word_save passes in its 68 KB heap but not in 64 KB: it needs more room to spare "
        "(docs/CONVENTIONS.md, \"Heap caps\")"]


MPY_FAILED = """FAIL test_save.test_a_save_reads_back: AssertionError: (1, 2)
Traceback (most recent call last):
micropython: 6 passed, 1 failed
  test_save: 6 passed, 1 failed (heap 68k)
  test_storage: 22 passed, 0 failed (heap 72k, passes at 68k)
  test_word_save: 5 passed, 0 failed (heap 68k) MARGIN: fails at 64k, within 4k of its cap
micropython: 33 passed, 1 failed
FAIL: 1 module(s) within 4k of their heap cap (docs/CONVENTIONS.md, "Heap caps")
"""

MPY_PASSED = """  test_classic: 10 passed, 0 failed (heap 64k, passes at 60k)
micropython: 10 passed, 0 failed
"""


def test_the_summary_of_a_run_that_passed_says_so_with_both_counts(tmp_path):
    (tmp_path / "pytest-results.txt").write_text("exit 0\npassed 729\nfailed 0\nskipped 0\nerror 0\n")
    (tmp_path / "micropython.log").write_text(MPY_PASSED)
    (tmp_path / "pytest.time").write_text("230.5 420.0 20.0\n")
    (tmp_path / "micropython.time").write_text("70.0 40.0 5.0\n")
    text, ok = run_summary.summary(str(tmp_path), "quick", 0, 0, 240)
    assert ok
    lines = text.splitlines()
    assert lines[-1] == "PASSED: every test passed."
    assert "  CPython (pytest): 729 passed, 0 failed, 0 skipped" in lines
    assert any(ln.startswith("  MicroPython (the portable rules tests") and "10 passed, 0 failed" in ln
               for ln in lines)
    assert "  Took 4 min 00 s; CPU time 7 min 20 s (pytest) + 45 s (MicroPython, beside pytest for 1 min 10 s)" \
        in lines


def test_the_summary_says_when_a_half_did_not_finish(tmp_path):
    (tmp_path / "pytest-results.txt").write_text("exit 0\npassed 12\nfailed 0\nskipped 0\nerror 0\n")
    (tmp_path / "micropython.log").write_text("FAIL: no micropython on PATH (bash scripts/setup.sh installs it)\n")
    text, ok = run_summary.summary(str(tmp_path), "all", 0, 1, 5)
    assert not ok and text.splitlines()[-2:] == [
        "FAILED: 1 failure:", "  MicroPython: did not finish (exit 1): %s/micropython.log says why" % tmp_path]


def test_the_summary_of_an_interrupted_run_says_it_stopped(tmp_path):
    (tmp_path / "micropython.log").write_text("  test_classic: 10 passed, 0 failed (heap 64k, passes at 60k)\n")
    text, ok = run_summary.summary(str(tmp_path), "quick", 2, 143, 40)
    assert not ok and text.splitlines()[-2:] == [
        "STOPPED before the end:", "  CPython: pytest stopped before its results (exit 2)"]
    assert "stopped with pytest" in text


def pip_quiet():
    """setup.sh's pip_quiet function, as the script defines it."""
    with open(os.path.join(ROOT, "scripts", "setup.sh")) as f:
        m = re.search(r"^pip_quiet\(\) \{\n.*?^\}\n", f.read(), re.S | re.M)
    assert m, "scripts/setup.sh defines no pip_quiet"
    return m.group(0)


def test_the_set_up_drops_pips_ignored_location_warnings_and_keeps_the_rest():
    fake_pip = textwrap.dedent("""\
        echo "WARNING: Location 'file:///opt/pypi/simple/pyftdi/' is ignored: it is neither a file nor a directory." >&2
        echo "WARNING: Location '/no/wheels' is ignored: it is either a non-existing path or lacks a specific scheme." >&2
        echo "WARNING: Retrying after a broken connection" >&2
        echo "ERROR: No matching distribution found for nothing-such" >&2
        exit 3""")
    r = subprocess.run(["bash", "-c", pip_quiet() + 'pip_quiet bash -c "$1"; echo "exit $?"', "-", fake_pip],
                       capture_output=True, text=True, timeout=30)
    assert "is ignored" not in r.stderr + r.stdout
    assert r.stderr.splitlines() == ["WARNING: Retrying after a broken connection",
                                     "ERROR: No matching distribution found for nothing-such"]
    assert r.stdout == "exit 3\n"
