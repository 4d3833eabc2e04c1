#!/usr/bin/env bash
# Creates .venv (once) and installs what the simulator and the tests need.
# Sourced by play.sh and test.sh; safe to run again.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
stamp=.venv/.installed
if [ ! -f "$stamp" ] || [ requirements-dev.txt -nt "$stamp" ] || [ requirements-sim.txt -nt "$stamp" ]; then
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -r requirements-dev.txt
    touch "$stamp"
fi
export PATH="$root/.venv/bin:$PATH"
