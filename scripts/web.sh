#!/usr/bin/env bash
# Builds the web page (scripts/build_web.sh) and serves it on 127.0.0.1:
# open the address it prints. PORT picks the port (default 8038).
#   bash scripts/web.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build_web.sh
exec node web/serve.mjs --port "${PORT:-8038}" dist/web
