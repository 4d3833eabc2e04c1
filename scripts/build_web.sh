#!/usr/bin/env bash
# Builds the web page into dist/web: the release's one-file UF2 (by
# lib/handheld/version.py's VERSION, from releases/) on board_emu's
# emulated Pico in a Web Worker, bundled by esbuild. Any static web server
# serves the folder (relative paths only); scripts/web.sh serves it here.
# Needs Node and npm (Debian: apt-get install nodejs npm) and the boot ROM
# in ../shared/board (or BOARD_FIRMWARE_DIR); installs board_emu's and
# web's npm packages (pinned by their lock files) when missing.
#   bash scripts/build_web.sh [--out DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "FAIL: node and npm are needed (Debian: apt-get install nodejs npm)" >&2
    exit 2
fi
for d in board_emu web; do
    if [ ! -d "$d/node_modules" ] || [ "$d/package-lock.json" -nt "$d/node_modules" ]; then
        (cd "$d" && npm ci --no-audit --no-fund --loglevel=error)
        touch "$d/node_modules"
    fi
done
node web/build.mjs "$@"
