#!/usr/bin/env bash
# The bundle for stock CircuitPython 9 or 10 on a Pico: the game and the
# Adafruit libraries it needs, as .mpy from CircuitPython's own mpy-cross,
# laid out as the CIRCUITPY drive (tools/bundle.py says what is in it):
#
#   dist/pocket-yahtzee-bundle/              copy its contents onto CIRCUITPY
#   dist/pocket-yahtzee-bundle-VERSION.zip   the same folder, zipped
#
#   bash scripts/build_bundle.sh      # does nothing when its inputs have
#                                     # not changed since the last build
#   bash scripts/build_bundle.sh --release   # also copy the zip to releases/
#
# mpy-cross comes from scripts/mpy_cross.sh (the pinned CircuitPython
# source; ~1 min the first time), the libraries from firmware/requirements.txt's
# pins (pip, once). The firmware harness (board_emu/stage.py) runs this
# before staging a stock firmware's drive; a lock keeps parallel jobs
# from building it twice at once.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
work=build/bundle
mkdir -p "$work" dist
exec 9>"$work/lock"
if command -v flock >/dev/null; then flock 9; fi   # util-linux; without it, one build at a time is up to you

mpy_cross=$(bash scripts/mpy_cross.sh | tail -1)
version=$(sed -n 's/^VERSION = "\(.*\)"/\1/p' lib/handheld/version.py)
zip=pocket-yahtzee-bundle-$version.zip   # board_emu/stage.py's BUNDLE_ZIP

# The pinned Adafruit libraries (the same pins as the firmware's frozen
# ones), with no dependencies: on the board they need none.
if [ ! -f "$work/libs/.installed" ] || [ firmware/requirements.txt -nt "$work/libs/.installed" ]; then
    [ -x "$work/venv/bin/pip" ] || python3 -m venv "$work/venv"
    rm -rf "$work/libs"
    grep '^adafruit-' firmware/requirements.txt \
        | "$work/venv/bin/pip" install -q --no-deps --target "$work/libs" -r /dev/stdin
    touch "$work/libs/.installed"
fi

# Everything the bundle is made from: unchanged, the bundle stands.
inputs=$( (find circuitpy settings.toml.example requirements-board.txt firmware/requirements.txt \
               assets lib/handheld yahtzee_core tools/bundle.py board_emu/stage.py scripts/build_bundle.sh \
               scripts/mpy_cross.sh -type f ! -name '*.pyc' ! -path '*/__pycache__/*' -print0 \
               | LC_ALL=C sort -z | xargs -0 sha256sum; "$mpy_cross" --version | cut -d';' -f1) \
          | sha256sum | cut -c1-64)
if [ -d dist/pocket-yahtzee-bundle ] && [ -f "dist/$zip" ] \
        && [ "$(cat "$work/inputs.sha256" 2>/dev/null)" = "$inputs" ]; then
    echo "bundle up to date: dist/pocket-yahtzee-bundle"
else
    rm -f "$work/inputs.sha256"
    python3 tools/bundle.py "$mpy_cross" "$work/libs"
    echo "$inputs" > "$work/inputs.sha256"
fi
if [ "${1:-}" = --release ]; then
    case "$zip" in *.dev.zip)
        echo "FAIL: --release: $zip is a version in development; drop the .dev to cut its release" \
             "(docs/FIRMWARE_BUILD.md, \"A release\")" >&2
        exit 2;;
    esac
    mkdir -p releases
    cp "dist/$zip" "releases/$zip"
    (cd releases && echo "sha256 $(sha256sum "$zip" | cut -c1-64)  $zip")
fi
