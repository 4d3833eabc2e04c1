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
#       most seats and against CPUs, the portable tests with a 64 KB heap;
#       FIRMWARE_JOBS of them at a time (default: the machine's cores),
#       each one's output shown whole as it ends
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
echo "== node board_emu/check_xip.js"
node board_emu/check_xip.js   # the XIP cache model (xip.js), off in the tests below
run tests.firmware.smoke
if [ "${1:-}" != "--smoke" ]; then
    # One emulator per job, the longest first (the power cuts take about
    # as long as three games); a failing job stops new ones from starting.
    steps=("tests.firmware.powercuts"
           "tests.firmware.games word:8" "tests.firmware.games power:6"
           "tests.firmware.games classic:6" "tests.firmware.games power:6:cpu"
           "tests.firmware.games word:8:cpu" "tests.firmware.games classic:6:cpu"
           "tests.firmware.games jackpot:4" "tests.firmware.games word:1:champ"
           "tests.firmware.games jackpot:4:cpu"
           "tests.firmware.portable"   # the portable tests with a 64 KB heap
           "tests.firmware.smoke --mpy")
    logs=$(mktemp -d)
    trap 'rm -rf "$logs"' EXIT
    export logs
    printf '%s\n' "${steps[@]}" | xargs -P "${FIRMWARE_JOBS:-$(nproc)}" -I{} bash -c '
        log="$logs/$(echo "{}" | tr " :" "__").log"; t0=$(date +%s)
        if nice -n 10 python -m {} >"$log" 2>&1; then ok=passed; else ok=FAILED; fi
        echo "== python -m {}: $ok in $(( $(date +%s) - t0 )) s"; cat "$log"
        [ "$ok" = passed ] || exit 255'
fi
echo "firmware tests passed in $(( $(date +%s) - start )) s"
