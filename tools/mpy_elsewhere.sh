#!/usr/bin/env bash
# The portable tests (tools/mpy_tests.sh, cap and margin) from a copy of
# this checkout's files under a long path, with HOME set to a long folder
# of its own: CI runs it (.ci/run) to show that a module's heap does not
# depend on the checkout's place or on the user running it.
#   bash tools/mpy_elsewhere.sh [test_module ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/setup.sh   # micropython and mpy-cross on PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
long=$tmp/$(printf 'a-folder-with-a-long-name-%d/' 1 2 3 4 5 6)checkout
home=$tmp/$(printf 'a-home-with-a-long-name-%d/' 1 2 3 4 5 6)home
mkdir -p "$long" "$home"
# the checkout's files as they are (committed or not), nothing it ignores
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$long"
echo "== portable tests in $long (${#long} characters), HOME=$home (${#home})"
cd "$long"
HOME=$home tools/mpy_tests.sh "$@"
