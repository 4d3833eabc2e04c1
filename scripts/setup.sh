#!/usr/bin/env bash
# Creates .venv (once) and installs what the simulator and the tests need.
# Sourced by play.sh and test.sh; safe to run again.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
PY=${PYTHON:-python3}

# pip, quiet (-q): errors and warnings only, less one warning. A pip
# configuration that names a local index or folder of wheels (`pip config
# list`: extra-index-url = file:///..., find-links) makes pip say, for
# every package that index does not hold, "WARNING: Location '...' is
# ignored: it is neither a file nor a directory": dozens of lines on a
# first set-up, none of them a problem, since pip goes on to the other
# indexes. That line is dropped; every other line, and pip's exit status
# (a package found nowhere: pip's own ERROR), stay.
pip_quiet() {
    local out rc=0
    out=$("$@" 2>&1) || rc=$?
    if [ -n "$out" ]; then
        printf '%s\n' "$out" | grep -v -E "^WARNING: Location '[^']*' is ignored: " >&2 || true
    fi
    return $rc
}

if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
stamp=.venv/.installed
if [ ! -f "$stamp" ] || [ requirements-dev.txt -nt "$stamp" ] || [ requirements-sim.txt -nt "$stamp" ]; then
    echo "Setting up .venv: installing what the simulator and the tests need (a minute or two, once)" >&2
    pip_quiet .venv/bin/python -m pip install -q --upgrade pip
    pip_quiet .venv/bin/python -m pip install -q -r requirements-dev.txt
    touch "$stamp"
fi
export PATH="$root/.venv/bin:$PATH"
