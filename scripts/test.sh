#!/usr/bin/env bash
# Sets up (first time only) and runs the tests: pytest on CPython (rules,
# properties, simulator and UI) on two workers, and meanwhile the portable
# rules tests under MicroPython with a 64 KB heap (or a module's own cap,
# each checked for its 4 KB margin). Ends with a summary of both; fails
# if either fails.
#   bash scripts/test.sh          the quick set: soak tests left out and
#                                 property tests at fewer examples
#   bash scripts/test.sh --all    every test at full size (what CI runs);
#                                 prints every portable module's heap peak
#   bash scripts/test.sh --times  also prints where pytest's CPU time went
#                                 (with --all too)
# Other arguments go to pytest; TEST_JOBS sets its workers (default 2).
# Logs in build/tests/: micropython.log (each portable module's heap),
# test-cpu.txt (the costliest tests), and test-cpu-quick.json (--all:
# -full), each test's CPU seconds, by which the next run starts the
# costliest first.
# What counts as a soak test: docs/CONVENTIONS.md, "Tests".
set -euo pipefail
start=$(date +%s.%N)
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
run=quick; select=(-m "not soak"); peaks=(); times=0
while [ $# -gt 0 ]; do
    case "$1" in
        --all) run=all; select=(); peaks=(--peaks); export YZ_SOAK=1 ;;
        --times) times=1 ;;
        *) break ;;
    esac
    shift
done
export YZ_TEST_LOGS=build/tests
mkdir -p "$YZ_TEST_LOGS"
rm -f "$YZ_TEST_LOGS"/{pytest-results.txt,pytest.time,micropython.log,micropython.time,test-cpu.txt}
echo "Pocket Yahtzee's tests ($run run): pytest on ${TEST_JOBS:-2} workers, and the portable tests under MicroPython beside it"
TIMEFORMAT='%R %U %S'
{ time tools/mpy_tests.sh "${peaks[@]}" >"$YZ_TEST_LOGS/micropython.log" 2>&1; } 2>"$YZ_TEST_LOGS/micropython.time" &
mpy_pid=$!
stop_mpy() {  # the MicroPython half's script, the child of its timing subshell
    pkill -TERM -P "$mpy_pid" 2>/dev/null || kill "$mpy_pid" 2>/dev/null || true
}
trap stop_mpy EXIT  # stopped early (Ctrl-C, an error here): it stops too
# One test at a time to each worker (--maxschedchunk 1), in the order
# tests/conftest.py sets, the costliest first: neither worker is left
# with a queue of long tests while the other has finished.
pytest_rc=0
{ time python -m pytest -p no:cacheprovider -n "${TEST_JOBS:-2}" --maxschedchunk 1 --durations=8 \
    "${select[@]}" "$@" 2>&3; } 3>&2 2>"$YZ_TEST_LOGS/pytest.time" || pytest_rc=$?
if [ "$pytest_rc" = 2 ]; then  # interrupted (Ctrl-C): stop, do not wait for the other half
    stop_mpy
fi
mpy_rc=0
wait "$mpy_pid" || mpy_rc=$?
trap - EXIT
if [ "$run" = all ] || { [ "$mpy_rc" != 0 ] && [ "$pytest_rc" != 2 ]; }; then
    echo "== The portable tests under MicroPython (tools/mpy_tests.sh${peaks[*]:+ ${peaks[*]}}), module by module:"
    cat "$YZ_TEST_LOGS/micropython.log"
fi
if [ $times = 1 ] && [ -f "$YZ_TEST_LOGS/test-cpu.txt" ]; then
    echo "== Where pytest's CPU time went:"
    cat "$YZ_TEST_LOGS/test-cpu.txt"
fi
summary_rc=0
python tests/run_summary.py "$YZ_TEST_LOGS" "$run" "$pytest_rc" "$mpy_rc" "$start" || summary_rc=$?
if [ "$pytest_rc" != 0 ]; then exit "$pytest_rc"; fi
exit "$summary_rc"
