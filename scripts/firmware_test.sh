#!/usr/bin/env bash
# The project's code on the real CircuitPython 9.2.8 firmware, on an emulated
# Pico (board_emu/, rp2040js in Node). Needs ../shared/board/ (or
# BOARD_FIRMWARE_DIR) with the firmware UF2 and the RP2040 boot ROM; fails
# (never skips) without them, or without Node.
#
#   bash scripts/firmware_test.sh --smoke   # CI: boot, a classic game to its
#                                           # first box, a power cut, resume
#   bash scripts/firmware_test.sh           # the whole firmware suite: the
#       smoke test (.py, .mpy), 52 power cuts, every variant's game at its
#       most seats and against CPUs, the portable tests with a 64 KB heap
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
if ! command -v node >/dev/null; then
    echo "FAIL: node is not installed (Debian: apt-get install nodejs npm)" >&2
    exit 2
fi
if [ ! -d board_emu/node_modules/rp2040js ] || [ board_emu/package-lock.json -nt board_emu/node_modules ]; then
    (cd board_emu && npm ci --no-audit --no-fund)
fi
export PYTHONPATH="$PWD:$PWD/lib"
run() { echo "== $*"; nice -n 10 python -m "$@"; }
start=$(date +%s)
echo "== node board_emu/check_wfi.js"
node board_emu/check_wfi.js   # the emulator's own fix (board.js: step)
run tests.firmware.smoke
if [ "${1:-}" != "--smoke" ]; then
    run tests.firmware.smoke --mpy
    run tests.firmware.powercuts
    run tests.firmware.games
    run tests.firmware.games --cpus
    run tests.firmware.portable   # the portable tests with a 64 KB heap
fi
echo "firmware tests passed in $(( $(date +%s) - start )) s"
