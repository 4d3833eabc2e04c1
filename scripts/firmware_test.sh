#!/usr/bin/env bash
# The game on real CircuitPython firmware, on an emulated Pico (board_emu/,
# rp2040js in Node): the game's own firmware (built first by
# scripts/build_firmware.sh when missing or older than the code), or with
# YZ_FIRMWARE=9.2.8 / 10.2.1 stock CircuitPython with the bundle
# (scripts/build_bundle.sh) on the drive. Needs ../shared/board/ (or
# BOARD_FIRMWARE_DIR) with the stock UF2s and the RP2040 boot ROM, and
# ../shared/circuitpython's source for mpy-cross; fails (never skips)
# without them, or without Node.
#
#   bash scripts/firmware_test.sh --smoke   # CI: the one-file UF2 boots, a
#       classic game to its first box, a power cut, resume, a reflash with
#       the firmware-only UF2 that keeps the save; the same (but the
#       reflash) on stock 9.2.8 and 10.2.1 with the bundle on the drive;
#       a soft reload mid-game on stock 10.2.1 (tests/firmware/reload.py);
#       Settings > Update firmware on each firmware: the boot ROM's USB
#       drive, a UF2 written onto it over USB, the game back
#       (tests/firmware/update.py);
#       sleep and wake on the game's firmware (tests/firmware/sleep.py);
#       the web page in headless Chromium (tests/firmware/web.py: the
#       release's UF2, every screen of a game's start equal to the
#       simulator's, a reload resumes it)
#   bash scripts/firmware_test.sh           # the whole firmware suite: the
#       smoke tests, 52 power cuts, every variant's game at its most seats
#       and against CPUs, sleep and wake, the portable tests with a 64 KB heap;
#       FIRMWARE_JOBS of them at a time (default: the machine's cores),
#       each one's output shown whole as it ends, and the whole output kept
#       in docs/figures/firmware-suite-FIRMWARE.log (bench/figures.py reads it)
#   bash scripts/firmware_test.sh --games   # the same but only the games:
#       the room table, every variant at its most seats and classic and
#       Power at one (the coach's own path), each naming its lowest moment
#       (no power cuts, no portable tests); its log says "games only"
#   bash scripts/firmware_test.sh --games power:1 power:6   # only the games
#       named (steps below), their output added to the end of the log: a
#       part played again on changed code beside a whole run of the rest
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
export YZ_FIRMWARE=${YZ_FIRMWARE:-frozen}
if [ "$YZ_FIRMWARE" = frozen ] && ! python -c "from board_emu import board; board._built(board.ONE_FILE)" 2>/dev/null; then
    bash scripts/build_firmware.sh   # missing, or older than the game's code
fi
# The bundle, built once here: the jobs below stage it (each one would
# otherwise check it, and a parallel job wait for the first to build it).
bash scripts/build_bundle.sh
# On stock firmware every job plays the bundle (.mpy), as a maker installs it.
mpy=""
[ "$YZ_FIRMWARE" = frozen ] || mpy=" --mpy"
run() { echo "== $*"; nice -n 10 python -m "$@"; }
start=$(date +%s)
mode=${1:-}
named=("${@:2}")   # --games NAME...: only those games
if [ "$mode" != "--smoke" ]; then
    mkdir -p docs/figures
    log="docs/figures/firmware-suite-$YZ_FIRMWARE.log"
    what="firmware suite"; [ "$mode" = --games ] && what="firmware suite (games only)"
    if [ ${#named[@]} -gt 0 ]; then
        exec > >(tee -a "$log") 2>&1
        what="firmware suite (games ${named[*]})"
    else
        exec > >(tee "$log") 2>&1
    fi
    echo "# $what, $(date -u +%Y-%m-%d), firmware $YZ_FIRMWARE"
fi
echo "== node board_emu/check_wfi.js"
node board_emu/check_wfi.js   # the emulator's own fix (board.js: step)
echo "== node board_emu/check_xip.js"
node board_emu/check_xip.js   # the XIP cache model (xip.js), off in the tests below
echo "== node board_emu/check_usb_boot.js"
timeout 120 node board_emu/check_usb_boot.js   # the boot ROM's USB boot (usb_boot.js, msc_host.js)
run tests.firmware.smoke $mpy
if [ "$YZ_FIRMWARE" = frozen ]; then
    run tests.firmware.smoke --firmware 9.2.8 --mpy
    run tests.firmware.smoke --firmware 10.2.1 --mpy
    run tests.firmware.reload --firmware 10.2.1   # where a soft reload costs most
    run tests.firmware.update   # Settings > Update firmware: the ROM's RPI-RP2 drive, the UF2 over USB
    run tests.firmware.update --firmware 9.2.8
    run tests.firmware.update --firmware 10.2.1
    run tests.firmware.sleep   # display-off, DORMANT, a button's wake to the same screen
    run tests.firmware.web     # the web page (the release's UF2) in Chromium
else
    run tests.firmware.reload --firmware "$YZ_FIRMWARE"
    run tests.firmware.update --firmware "$YZ_FIRMWARE"
fi
if [ "$mode" != "--smoke" ]; then
    # One emulator per job, the longest first (the power cuts take about
    # as long as three games), the 1-seat games before the rest: they hold
    # the coach's lowest moments; a failing job stops new ones from starting.
    steps=("tests.firmware.powercuts$mpy"
           "tests.firmware.games$mpy power:1" "tests.firmware.games$mpy classic:1"
           "tests.firmware.games$mpy word:8" "tests.firmware.games$mpy power:6"
           "tests.firmware.games$mpy classic:6" "tests.firmware.games$mpy power:6:cpu"
           "tests.firmware.games$mpy word:8:cpu" "tests.firmware.games$mpy classic:6:cpu"
           "tests.firmware.games$mpy jackpot:4" "tests.firmware.games$mpy word:1:champ"
           "tests.firmware.games$mpy jackpot:4:cpu"
           "tests.firmware.portable")  # the portable tests with a 64 KB heap (.mpy on stock)
    if [ "$mode" = --games ]; then   # only the games: the room table
        games=()
        for s in "${steps[@]}"; do
            [[ $s == tests.firmware.games* ]] || continue
            if [ ${#named[@]} -gt 0 ] && [[ " ${named[*]} " != *" ${s##* } "* ]]; then continue; fi
            games+=("$s")
        done
        [ ${#games[@]} -gt 0 ] || { echo "FAIL: no game named ${named[*]}" >&2; exit 2; }
        steps=("${games[@]}")
    fi
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
