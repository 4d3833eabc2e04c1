#!/usr/bin/env bash
# Sets up (first time only) and runs the tests: pytest on CPython (rules,
# properties, simulator and UI) on two workers, and meanwhile the portable
# rules tests under MicroPython with a 64 KB heap (or a module's own cap,
# each checked for its 4 KB margin). Fails if either fails.
#   bash scripts/test.sh          the quick set: soak tests left out and
#                                 property tests at fewer examples
#   bash scripts/test.sh --all    every test at full size (what CI runs),
#                                 and every portable module's heap peak
# Other arguments go to pytest; TEST_JOBS sets its workers (default 2).
# What counts as a soak test: docs/CONVENTIONS.md, "Tests".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
select=(-m "not soak")
peaks=()
if [ "${1:-}" = "--all" ]; then
    shift; select=(); peaks=(--peaks); export YZ_SOAK=1
fi
mpy_log=$(mktemp)
trap 'rm -f "$mpy_log"' EXIT
tools/mpy_tests.sh "${peaks[@]}" >"$mpy_log" 2>&1 &
mpy_pid=$!
status=0
python -m pytest -p no:cacheprovider -n "${TEST_JOBS:-2}" --durations=8 "${select[@]}" "$@" || status=$?
echo "== portable tests under micropython -X heapsize=64k (a module's '# mpy-heap:' line asks for more; docs/CONVENTIONS.md, \"Heap caps\")"
wait "$mpy_pid" || status=1
cat "$mpy_log"
exit $status
