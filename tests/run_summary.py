"""The last lines scripts/test.sh prints: both halves' counts, the time,
and every failure named, for whoever runs the tests.

    python tests/run_summary.py LOGS RUN PYTEST_EXIT MPY_EXIT START

LOGS is the folder scripts/test.sh writes (build/tests): pytest's
results (tests/conftest.py writes them), the MicroPython half's whole
output (tools/mpy_tests.sh) and each half's times. RUN is "quick" or
"all"; START the run's start (seconds since the epoch). Prints the summary; exits 0 only when both halves passed.
"""

import os
import re
import sys
import time

RESULTS = "pytest-results.txt"
MPY_LOG = "micropython.log"
MODULE = re.compile(r"^  (\w+): (\d+) passed, (\d+) failed \(heap (\d+)k(.*)$")
MARGIN = re.compile(r"MARGIN: fails at (\d+)k")
TOTAL = re.compile(r"^micropython: (\d+) passed, (\d+) failed$")
FAIL = re.compile(r"^FAIL (\w+)\.(\w+): (.*)$")
CRASH = re.compile(r"^CRASH (\w+) \(exit (\d+)\)$")

RUNS = {
    "quick": "the quick run (the long soak tests left out, the random ones drawing fewer cases;\n"
             "   bash scripts/test.sh --all runs every test at full size, as CI does)",
    "all": "every test at full size (as CI runs them)",
}


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return None


def pytest_half(logs, code):
    """(the counts line, [failures], [skips]) of pytest's results."""
    lines = read(os.path.join(logs, RESULTS))
    if lines is None:
        return ("did not finish (pytest exit %d): its output above says why" % code,
                ["CPython: pytest stopped before its results (exit %d)" % code], [])
    counts, failed, skipped = {}, [], []
    for ln in lines:
        key, _, rest = ln.partition(" ")
        if key == "FAILED":
            failed.append("CPython: %s (its report is above)" % rest)
        elif key == "SKIPPED":
            skipped.append(rest.split("\t", 1))
        elif rest.isdigit():
            counts[key] = int(rest)
    line = "%d passed, %d failed, %d skipped" % (counts.get("passed", 0),
                                                  counts.get("failed", 0) + counts.get("error", 0),
                                                  counts.get("skipped", 0))
    if counts.get("exit", 0) not in (0, 1) and not failed:
        failed.append("CPython: pytest stopped (exit %d%s): its output above says why"
                      % (counts["exit"], ", interrupted" if counts["exit"] == 2 else ""))
    return line, failed, skipped


def mpy_half(logs, code, stopped=False):
    """(the counts line, [failures]) of the MicroPython half's log."""
    path = os.path.join(logs, MPY_LOG)
    lines = read(path) or []
    failed = []
    total = None
    for ln in lines:
        m = FAIL.match(ln)
        if m:
            failed.append("MicroPython: %s.%s: %s" % m.groups())
        m = CRASH.match(ln)
        if m:
            failed.append("MicroPython: %s stopped (exit %s) before its tests were counted" % m.groups())
        m = MODULE.match(ln)
        if m:
            name, _p, f, cap, rest = m.groups()
            low = MARGIN.search(rest)
            if int(f) == 0 and low:
                failed.append("MicroPython: %s passes in its %s KB heap but not in %s KB: it needs more room "
                              "to spare (docs/CONVENTIONS.md, \"Heap caps\")" % (name, cap, low.group(1)))
        m = TOTAL.match(ln)
        if m:
            total = m.groups()
    if total is None and stopped:
        return "stopped with pytest", failed
    if total is None:
        failed.append("MicroPython: did not finish (exit %d): %s says why" % (code, path))
        return "did not finish", failed
    if code and not failed:
        failed.append("MicroPython: exit %d: %s says why" % (code, path))
    return "%s passed, %s failed" % total, failed


def minutes(secs):
    secs = int(round(secs))
    return "%d min %02d s" % (secs // 60, secs % 60) if secs >= 60 else "%d s" % secs


def cpu_of(logs, name):
    """CPU seconds (user + system) of a half, from its ``time`` line."""
    lines = read(os.path.join(logs, name)) or []
    try:
        real, user, system = (float(x) for x in lines[-1].split())
        return real, user + system
    except (IndexError, ValueError):
        return None, None


def summary(logs, run, pytest_code, mpy_code, wall):
    """(the summary's text, whether every test passed); ``wall`` the
    run's seconds."""
    p_line, p_failed, skipped = pytest_half(logs, pytest_code)
    stopped = pytest_code == 2  # interrupted (Ctrl-C), or a test file that would not import
    m_line, m_failed = mpy_half(logs, mpy_code, stopped)
    out = ["", "== Summary: %s" % RUNS.get(run, run),
           "  CPython (pytest): %s" % p_line,
           "  MicroPython (the portable rules tests, each in a board-sized heap): %s" % m_line,
           "    (each module's heap: %s)" % os.path.join(logs, MPY_LOG)]
    _, p_cpu = cpu_of(logs, "pytest.time")
    m_wall, m_cpu = cpu_of(logs, "micropython.time")
    if p_cpu is None or m_cpu is None:
        out.append("  Took %s" % minutes(wall))
    else:
        out += ["  Took %s; CPU time %s (pytest) + %s (MicroPython, beside pytest for %s)"
                % (minutes(wall), minutes(p_cpu), minutes(m_cpu), minutes(m_wall)),
                "    (the costliest tests: %s)" % os.path.join(logs, "test-cpu.txt")]
    reasons = {}
    for nodeid, *why in skipped:
        reasons.setdefault(why[0] if why else "no reason given", []).append(nodeid)
    for why, ids in sorted(reasons.items()):
        out.append("  Not run here (%d skipped): %s: %s" % (len(ids), why, ", ".join(ids)))
    failed = p_failed + m_failed
    if stopped:
        out.append("STOPPED before the end:")
        out.extend("  " + f for f in failed)
        return "\n".join(out), False
    if failed:
        out.append("FAILED: %d failure%s:" % (len(failed), "" if len(failed) == 1 else "s"))
        out.extend("  " + f for f in failed)
    else:
        out.append("PASSED: every test passed.")
    return "\n".join(out), not failed


def main(argv):
    logs, run, p_code, m_code, start = argv
    text, ok = summary(logs, run, int(p_code), int(m_code), time.time() - float(start))
    print(text)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
