"""The suite's own plumbing, for every test alike:

- the run's name (quick or full, tests/soak.py) at the end of pytest's
  report, since the -q in pyproject.toml hides the header;
- the garbage collector kept to the test's own objects (below);
- for scripts/test.sh (it sets YZ_TEST_LOGS to a folder): the results
  its summary reads, each test's CPU seconds, and the order a run takes,
  the costliest first (below). Plain ``python -m pytest`` is left as it
  is: collection order, nothing written.

Garbage collection. The app collects garbage at every screen change and
the portable storage tests before every power cut, as a board's small
heap needs. In CPython each full collection walks every object of the
process: pytest's, hypothesis's, every imported test module's (some
70,000, 40-50 ms a walk): about a quarter of the quick run's CPU time
went on those walks. So every object alive as a test starts is
set aside (``gc.freeze``) after a collection: the test's own collections
walk only what it made. Every UNFREEZE_EVERY tests the frozen objects
are let go again (unfrozen), so what became garbage since (a file's
module-scoped fixtures, say) is collected then.
"""

import gc
import json
import os
import resource

import pytest

import soak

LOGS = os.environ.get("YZ_TEST_LOGS")  # set by scripts/test.sh
RESULTS = "pytest-results.txt"  # what scripts/test.sh's summary reads
# each test's CPU seconds in the last runs, the quick run's and the full one's
COSTS = "test-cpu-full.json" if soak.FULL else "test-cpu-quick.json"


def pytest_terminal_summary(terminalreporter, exitstatus):
    if LOGS:
        write_results(terminalreporter, exitstatus)
        return  # scripts/test.sh's summary names the run
    if soak.FULL:
        terminalreporter.write_line("soak: full run (YZ_SOAK=1): every example count at its full size")
    else:
        terminalreporter.write_line("soak: quick run: property tests draw fewer examples (YZ_SOAK=1 for the full count)")


# ---------------------------------------------------------------- the collector

UNFREEZE_EVERY = 40  # tests; a full collection (some 50 ms) each time


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    FROZEN[0] += 1
    if FROZEN[0] % UNFREEZE_EVERY == 0:
        gc.unfreeze()  # what earlier tests left behind is collected now
    gc.collect()
    gc.freeze()
    item._yz_cpu = cpu_seconds()


FROZEN = [0]  # tests set up in this process


def cpu_seconds():
    """This process's CPU seconds and its finished children's (a test's
    micropython, mpy-cross or gcc)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    start = getattr(item, "_yz_cpu", None)
    if call.when == "teardown" and start is not None:
        # on the report, which a pytest-xdist worker sends to the controller
        outcome.get_result().user_properties.append(("cpu_s", cpu_seconds() - start))


# ---------------------------------------------------------------- scripts/test.sh

def is_worker(config):
    return hasattr(config, "workerinput")


def read_costs():
    try:
        with open(os.path.join(LOGS, COSTS)) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def pytest_collection_modifyitems(config, items):
    if LOGS:
        order(items, read_costs())


def order(items, costs):
    """The costliest test files first, and in each file its costliest
    tests first, by ``costs`` (CPU seconds by node id, the last runs'):
    two workers stay busy to the end instead of one finishing a long test
    alone. A test never timed (new, or the first run of a checkout) counts
    as costliest: it runs early, and a new test's result comes first.
    Without costs the order stays pytest's."""
    if not costs:
        return
    new = float("inf")
    files = {}
    for it in items:
        files[it.path] = files.get(it.path, 0.0) + costs.get(it.nodeid, new)
    items.sort(key=lambda it: (-files[it.path], -costs.get(it.nodeid, new)))


COST_OF = {}  # this run's: nodeid -> CPU seconds (on the controller)


def pytest_runtest_logreport(report):
    if report.when == "teardown":
        for name, value in report.user_properties:
            if name == "cpu_s":
                COST_OF[report.nodeid] = value


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session):
    """pytest-xdist says "bringing up nodes..." twice where the output is
    not a terminal (a log, a pipe): at -q that line is all its status
    says, and scripts/test.sh says what runs."""
    plugin = session.config.pluginmanager.getplugin("dsession")
    shown = getattr(plugin, "trdist", None)
    if LOGS and shown is not None and session.config.get_verbosity() < 0:
        shown.ensure_show_status = lambda: None
        shown.rewrite = lambda *a, **k: None


def pytest_sessionfinish(session):
    if not LOGS or is_worker(session.config) or not COST_OF:
        return
    costs = read_costs()
    costs.update(COST_OF)  # a run of some files keeps the others' times
    os.makedirs(LOGS, exist_ok=True)
    with open(os.path.join(LOGS, COSTS), "w") as f:
        json.dump(costs, f, indent=0, sort_keys=True)
    with open(os.path.join(LOGS, "test-cpu.txt"), "w") as f:
        f.write(where_the_time_goes(COST_OF))


def where_the_time_goes(costs, top=15):
    """CPU seconds by test file, the costliest first, and the costliest
    tests: the run's own, for scripts/test.sh --all's log and FIGURES.md."""
    files = {}
    for nodeid, secs in costs.items():
        files[nodeid.split("::")[0]] = files.get(nodeid.split("::")[0], 0.0) + secs
    total = sum(files.values())
    lines = ["pytest: %.0f CPU seconds in %d tests of %d files (set-up and collection not counted)"
             % (total, len(costs), len(files)), "by file, the costliest %d:" % top]
    for path, secs in sorted(files.items(), key=lambda kv: -kv[1])[:top]:
        lines.append("  %6.1f s  %s" % (secs, path))
    lines.append("by test, the costliest %d:" % top)
    for nodeid, secs in sorted(costs.items(), key=lambda kv: -kv[1])[:top]:
        lines.append("  %6.1f s  %s" % (secs, nodeid))
    return "\n".join(lines) + "\n"


def write_results(terminalreporter, exitstatus):
    """Counts, and the tests that failed or were skipped, one a line."""
    stats = terminalreporter.stats
    lines = ["exit %d" % int(exitstatus)]
    for key in ("passed", "failed", "skipped", "error", "xfailed", "xpassed"):
        lines.append("%s %d" % (key, len(stats.get(key, []))))
    for key in ("failed", "error"):
        for r in stats.get(key, []):
            lines.append("FAILED %s" % (r.nodeid or getattr(r, "fspath", "?")))
    for r in stats.get("skipped", []):
        reason = r.longrepr[2] if isinstance(r.longrepr, tuple) else str(r.longrepr)
        lines.append("SKIPPED %s\t%s" % (r.nodeid, reason.replace("Skipped: ", "", 1)))
    os.makedirs(LOGS, exist_ok=True)
    with open(os.path.join(LOGS, RESULTS), "w") as f:
        f.write("\n".join(lines) + "\n")
