#!/usr/bin/env bash
# Sets up (first time only) and starts the simulator: a window when the
# machine has a display, the terminal otherwise. Extra arguments go to
# `python -m host_sim` (try --help).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
exec python -m host_sim "$@"
