#!/usr/bin/env bash
# Sets up (first time only) and runs every test: pytest on CPython (rules,
# properties, simulator and UI), then the portable rules tests under
# MicroPython with a 64 KB heap. Fails if either fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
status=0
python -m pytest -p no:cacheprovider --durations=8 "$@" || status=$?
echo "== portable tests under micropython -X heapsize=64k"
tools/mpy_tests.sh || status=$?
exit $status
