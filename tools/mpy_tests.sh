#!/usr/bin/env bash
# Runs the portable tests (tests/core/test_*.py) under MicroPython with a
# capped heap, the way code runs on a board: the core and the tests are
# precompiled with mpy-cross (a 64 KB heap cannot hold the compiler's parse
# of a large source file), then each test module runs in its own process.
#   tools/mpy_tests.sh [test_module ...]           HEAP=64k by default
#   tools/mpy_tests.sh --peaks [test_module ...]   also each module's peak
# A module may ask for a bigger heap with a line "# mpy-heap: 96k" (how a
# cap is chosen: docs/CONVENTIONS.md, "Heap caps").
#
# Every module must keep a margin: it runs at its cap and again at its cap
# less MARGIN (4k), and fails if it passes only at the cap. With --peaks
# (scripts/test.sh --all, CI) the runner also finds each module's peak:
# the least heap (to 1k) from which it passes at every heap up to its cap,
# and fails the module if that is within 4k of the cap.
set -euo pipefail
HEAP=${HEAP:-64k}
MARGIN=4
PEAK_DEPTH=${PEAK_DEPTH:-24}
peaks=0
if [ "${1:-}" = --peaks ]; then peaks=1; shift; fi
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mp=$(command -v micropython) || { echo "FAIL: no micropython on PATH (bash scripts/setup.sh installs it)"; exit 1; }
# The compiled tree sits in the checkout under a name of fixed length, put
# on sys.path as a relative path: every module's __file__ then has the same
# length wherever the checkout or TMPDIR is, so a module's heap use (and
# the heap's fragmentation) does not change from machine to machine.
out=$(mktemp -d .mpy-tests.XXXXXX)
trap 'rm -rf "$out"' EXIT
trap 'exit 143' TERM  # (scripts/test.sh stopped early): the EXIT trap tidies
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
# MicroPython runs in an environment set here whole: nothing of the
# machine's (HOME, whose ~/.micropython/lib the default sys.path holds,
# PATH, locale) reaches it; sys.path is MICROPYPATH, the compiled tree,
# alone (MicroPython puts the current folder, the checkout with its
# sources, before it), and the interpreter is called by a name of fixed
# length (its path is sys.executable).
# The pip package's micropython runs inside a CPython process, which
# mallocs the heap: from CPython's own arena, where it would start at an
# offset and beside stale pointers that depend on that process's start
# (the folder it runs in: a test passed or failed by the checkout's path
# length). MALLOC_MMAP_THRESHOLD_ gives it fresh pages of its own.
ln -s "$mp" "$out/micropython"
run() {  # heap module: the module's log; fails as the module does
    env -i MALLOC_MMAP_THRESHOLD_=32768 MICROPYPATH="$out" "$out/micropython" -X heapsize="$1" -c "
import sys
sys.path.remove('')
import mpy_runner
sys.exit(1 if mpy_runner.main(['$2']) else 0)" 2>&1
}
passes() { run "$1" "$2" >/dev/null 2>&1; }

if [ $# -gt 0 ]; then mods=("$@"); else
    mods=(); for f in tests/core/test_*.py; do b=$(basename "$f"); mods+=("${b%.py}"); done
fi
passed=0; failed=0; short=0
for m in "${mods[@]}"; do
    heap=$(sed -n 's/^# mpy-heap: *\([0-9]*k\).*/\1/p' "tests/core/$m.py" 2>/dev/null | head -1)
    heap=${heap:-$HEAP}
    cap=${heap%k}
    log=$(run "$heap" "$m") && rc=0 || rc=$?
    line=$(printf '%s\n' "$log" | grep -E '^micropython: [0-9]+ passed, [0-9]+ failed$' | tail -1 || true)
    if [ -z "$line" ]; then
        printf '%s\n' "$log"; echo "CRASH $m (exit $rc)"; failed=$((failed + 1)); continue
    fi
    p=$(echo "$line" | sed -E 's/.* ([0-9]+) passed.*/\1/'); f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed/\1/')
    [ "$f" = 0 ] || printf '%s\n' "$log"
    passed=$((passed + p)); failed=$((failed + f))
    if [ "$f" != 0 ]; then
        echo "  $m: $p passed, $f failed (heap ${cap}k)"; continue
    fi
    low=$((cap - MARGIN))
    if ! passes "${low}k" "$m"; then
        echo "  $m: $p passed, 0 failed (heap ${cap}k) MARGIN: fails at ${low}k, within ${MARGIN}k of its cap"
        short=$((short + 1)); continue
    fi
    peak=""
    if [ $peaks = 1 ]; then
        # the least heap P such that every heap from P to the cap passes
        # (1k steps; a heap's fragmentation can fail one size and pass a
        # smaller one, so a bisection would not do); looked for down to
        # PEAK_DEPTH below the cap
        h=$((cap - 1)); floor=$((cap - PEAK_DEPTH))
        while [ $h -gt $floor ] && { [ $h = $low ] || passes "${h}k" "$m"; }; do h=$((h - 1)); done
        if [ $h -gt $floor ]; then
            p_k=$((h + 1))
            peak="; peak ${p_k}k, margin $((cap - p_k))k"
            if [ $p_k -gt $low ]; then
                echo "  $m: $p passed, 0 failed (heap ${cap}k) MARGIN: fails at ${h}k, within ${MARGIN}k of its cap"
                short=$((short + 1)); continue
            fi
        else
            peak="; peak at most $((floor + 1))k, margin at least $((PEAK_DEPTH - 1))k"
        fi
    fi
    echo "  $m: $p passed, 0 failed (heap ${cap}k, passes at ${low}k$peak)"
done
echo "micropython: $passed passed, $failed failed"
if [ $short -gt 0 ]; then
    echo "FAIL: $short module(s) within ${MARGIN}k of their heap cap (docs/CONVENTIONS.md, \"Heap caps\")"
    exit 1
fi
[ "$failed" = 0 ]
