#!/usr/bin/env bash
# Sets up (first time only) and starts the simulator: a window when the
# machine has a display, the terminal otherwise. Extra arguments go to
# `python -m host_sim` (try --help). Paths in them mean what they mean
# where this was typed: setup.sh works in the checkout, so the simulator
# is started back in the caller's folder, with the checkout on its path
# (-P: the caller's folder itself is not, so nothing there can stand for
# one of its modules).
set -euo pipefail
here=$PWD
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$here"
export PYTHONPATH="$root${PYTHONPATH:+:$PYTHONPATH}"
exec python -P -m host_sim "$@"
