#!/usr/bin/env bash
# Builds Pocket Yahtzee's own CircuitPython firmware for the Raspberry Pi
# Pico, with the game frozen into flash, and the UF2 files a maker drags:
#
#   dist/pocket-yahtzee-pico-VERSION.uf2            the firmware and the
#                                                   drive's files (code.py,
#                                                   assets/, settings.toml):
#                                                   one file installs all
#   dist/pocket-yahtzee-pico-firmware-VERSION.uf2   the firmware alone
#                                                   (keeps the drive)
#
#   bash scripts/build_firmware.sh [--release]   # --release: also copy both
#                                                # to releases/
#
# The CircuitPython source and its mpy-cross come from scripts/mpy_cross.sh
# (../shared/circuitpython's tarball, or CIRCUITPYTHON_SRC /
# CIRCUITPYTHON_GIT=1; the version pin is there, shared with the bundle).
# Needs Debian's gcc-arm-none-eabi, libnewlib-arm-none-eabi, gettext (CI
# installs them; see .ci/run). Everything else is pinned in firmware/.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
source scripts/mpy_cross.sh   # CP_VERSION, cp_dir, cp_mpy_cross
BOARD=pocket_yahtzee_pico
work=build/firmware
start=$(date +%s)

for tool in arm-none-eabi-gcc msgfmt make git; do
    if ! command -v "$tool" >/dev/null; then
        echo "FAIL: $tool is missing (Debian: apt-get install gcc-arm-none-eabi libnewlib-arm-none-eabi gettext make git)" >&2
        exit 2
    fi
done
if [ ! -f /usr/lib/arm-none-eabi/newlib/thumb/v6-m/nofp/libc.a ]; then
    echo "FAIL: newlib for the Cortex-M0+ is missing (apt-get install libnewlib-arm-none-eabi)" >&2
    exit 2
fi
mkdir -p "$work" dist

# The build's own Python: CircuitPython's build tools, and the Adafruit
# libraries to freeze (no dependencies: on the board they need none).
if [ ! -x "$work/venv/bin/python" ]; then
    python3 -m venv "$work/venv"
fi
if [ ! -f "$work/venv/.installed" ] || [ firmware/requirements.txt -nt "$work/venv/.installed" ]; then
    "$work/venv/bin/pip" install -q --upgrade pip
    grep -v '^adafruit-' firmware/requirements.txt | "$work/venv/bin/pip" install -q -r /dev/stdin
    rm -rf "$work/libs"
    grep '^adafruit-' firmware/requirements.txt \
        | "$work/venv/bin/pip" install -q --no-deps --target "$work/libs" -r /dev/stdin
    touch "$work/venv/.installed"
fi
export PATH="$root/$work/venv/bin:$PATH"

# The source tree (unpacked once per tarball) and CircuitPython's mpy-cross.
echo "== building mpy-cross (CircuitPython $CP_VERSION)"
cp_mpy_cross

# The board: the Pico's pins and board code, our configuration.
board_dir=$cp_dir/ports/raspberrypi/boards/$BOARD
rm -rf "$board_dir"
cp -rp "$cp_dir/ports/raspberrypi/boards/raspberry_pi_pico" "$board_dir"
cp -p firmware/board/* "$board_dir/"

# What is frozen: the game's packages and the Adafruit libraries. It must
# sit inside the tagged tree: the freeze step runs `git describe` in the
# folder of every module with a __version__ line.
frozen=$cp_dir/frozen/pocket_yahtzee
rm -rf "$frozen"
mkdir -p "$frozen"
cp -rp lib/handheld yahtzee_core "$frozen/"
# the Power players' loops in native code (firmware/board/mpconfigboard.mk):
# only this firmware has them; elsewhere the players run their bytecode
cp -p firmware/native/power_native.py "$frozen/"
cp -rp "$work/libs/adafruit_display_text" "$work/libs/adafruit_displayio_ssd1306.py" \
      "$work/libs/adafruit_lis3dh.py" "$frozen/"
find "$frozen" -name __pycache__ -prune -exec rm -rf {} +

# The version string's date (CircuitPython's makeversionhdr.py reads it):
# the last commit that changed what the firmware is made of, so a build of
# the same game and board is the same bytes on any day (the released UF2
# and a build of that tree compare equal).
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH=$(git log -1 --format=%ct -- lib yahtzee_core circuitpy firmware 2>/dev/null || true)
    export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-0}
fi

echo "== building the firmware ($BOARD, CircuitPython $CP_VERSION)"
out=$cp_dir/ports/raspberrypi/build-$BOARD
# make does not see a changed setting in the board's files (a CFLAGS
# define): build from clean when they change.
config=$(cat firmware/board/* | sha256sum | cut -c1-64)
if [ "$(cat "$out/.board-sha256" 2>/dev/null)" != "$config" ]; then
    rm -rf "$out"
fi
# A failed freeze leaves an empty frozen_mpy folder that make then trusts.
rm -rf "$out/frozen_mpy" "$out/frozen_content.c"
# CircuitPython 9 asks for GCC 13; Debian's 12.2 builds it without a warning.
if ! make -C "$cp_dir/ports/raspberrypi" BOARD=$BOARD CIRCUITPY_MIN_GCC_VERSION=12 \
        -j"$(nproc)" >"$work/make.log" 2>&1; then
    tail -40 "$work/make.log"
    echo "FAIL: the firmware did not build (whole log: $work/make.log)" >&2
    exit 1
fi

echo "$config" > "$out/.board-sha256"
echo "== the UF2 files"
python3 tools/firmware_uf2.py "$out/firmware.uf2" dist ${1:+"$1"}
echo "firmware built in $(( $(date +%s) - start )) s"
