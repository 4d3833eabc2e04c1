#!/usr/bin/env bash
# Runs the portable tests (tests/core/test_*.py) under MicroPython with a
# capped heap, the way code runs on a board: the core and the tests are
# precompiled with mpy-cross (a 64 KB heap cannot hold the compiler's parse
# of a large source file), then each test module runs in its own process.
#   tools/mpy_tests.sh [test_module ...]      HEAP=64k by default
# A module may ask for a bigger heap with a line "# mpy-heap: 96k" (the
# computer players: measured, and listed in docs/PLAYERS.md); the runner
# prints the heap each module ran with.
set -euo pipefail
HEAP=${HEAP:-64k}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# The compiled tree sits in the checkout under a name of fixed length, put
# on sys.path as a relative path: every module's __file__ then has the same
# length wherever the checkout or TMPDIR is, so a module's heap use (and
# the 64 KB heap's fragmentation) does not change from machine to machine.
# A TMPDIR path 30 characters longer once tipped a Word test over.
out=$(mktemp -d .mpy-tests.XXXXXX)
trap 'rm -rf "$out"' EXIT
mkdir -p "$out/yahtzee_core"
while IFS= read -r f; do
    mkdir -p "$out/$(dirname "$f")"; mpy-cross -o "$out/${f%.py}.mpy" "$f"
done < <(find yahtzee_core -name "*.py")
# lib/ packages as they sit in CIRCUITPY/lib
while IFS= read -r f; do
    rel=${f#lib/}; mkdir -p "$out/$(dirname "$rel")"; mpy-cross -o "$out/${rel%.py}.mpy" "$f"
done < <(find lib -name '*.py' 2>/dev/null)
for f in tests/support.py tests/mpy_runner.py tests/core/*.py; do
    b=$(basename "$f"); mpy-cross -o "$out/${b%.py}.mpy" "$f"
done
if [ $# -gt 0 ]; then mods=("$@"); else
    mods=(); for f in tests/core/test_*.py; do b=$(basename "$f"); mods+=("${b%.py}"); done
fi
passed=0; failed=0
for m in "${mods[@]}"; do
    heap=$(sed -n 's/^# mpy-heap: *\([0-9]*k\).*/\1/p' "tests/core/$m.py" 2>/dev/null | head -1)
    heap=${heap:-$HEAP}
    log=$(micropython -X heapsize="$heap" -c "
import sys
sys.path[:0] = ['$out']
import mpy_runner
sys.exit(1 if mpy_runner.main(['$m']) else 0)" 2>&1) && rc=0 || rc=$?
    line=$(printf '%s\n' "$log" | grep -E '^micropython: [0-9]+ passed, [0-9]+ failed$' | tail -1 || true)
    if [ -z "$line" ]; then
        printf '%s\n' "$log"; echo "CRASH $m (exit $rc)"; failed=$((failed + 1)); continue
    fi
    p=$(echo "$line" | sed -E 's/.* ([0-9]+) passed.*/\1/'); f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed/\1/')
    [ "$f" = 0 ] || printf '%s\n' "$log"
    echo "  $m: $p passed, $f failed (heap $heap)"
    passed=$((passed + p)); failed=$((failed + f))
done
echo "micropython: $passed passed, $failed failed"
[ "$failed" = 0 ]
