#!/usr/bin/env bash
# CircuitPython's own source tree and mpy-cross, from the pinned source:
# the one compiler of every .mpy the project makes (the bundle, the
# harness's drives, the firmware's frozen modules). MicroPython's
# mpy-cross writes files CircuitPython refuses; its own needs no patch.
#
#   bash scripts/mpy_cross.sh     # unpack (once) and build (once, ~20 s);
#                                 # prints the path of mpy-cross, last line
#   source scripts/mpy_cross.sh   # scripts/build_firmware.sh: the pin and
#                                 # cp_source / cp_mpy_cross, nothing run
#
# The source comes from ../shared/circuitpython's tarball (CIRCUITPYTHON_SRC
# to name another tarball), checked against its sha256; on a machine with
# internet instead, CIRCUITPYTHON_GIT=1 clones the pinned tag. Needs gcc,
# make, git and python3 (the firmware needs more: build_firmware.sh).
CP_VERSION=9.2.8
CP_SHA256=d080485f8e929c97207396964043b9d237f0958fe12669e568a78c37c48e9196
cp_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cp_work=$cp_root/build/firmware
cp_dir=$cp_work/circuitpython
MPY_CROSS=$cp_dir/mpy-cross/build/mpy-cross

cp_source() {
    # The source tree, unpacked once per tarball (its sha256 is the pin).
    local src_tar=${CIRCUITPYTHON_SRC:-$cp_root/../shared/circuitpython/circuitpython-$CP_VERSION-pico-src.tar.xz}
    mkdir -p "$cp_work"
    if [ "${CIRCUITPYTHON_GIT:-}" = 1 ]; then
        if [ ! -d "$cp_dir/.git" ]; then
            git clone --depth 1 --branch "$CP_VERSION" https://github.com/adafruit/circuitpython "$cp_dir" >&2
            make -C "$cp_dir/ports/raspberrypi" fetch-port-submodules >&2
        fi
    elif [ "$(cat "$cp_dir/.source-sha256" 2>/dev/null)" != "$CP_SHA256" ]; then
        if [ ! -f "$src_tar" ]; then
            echo "FAIL: $src_tar is missing (the CircuitPython $CP_VERSION source; or CIRCUITPYTHON_GIT=1)" >&2
            return 2
        fi
        echo "== checking and unpacking $(basename "$src_tar")" >&2
        echo "$CP_SHA256  $src_tar" | sha256sum -c --quiet >&2 || return 2
        rm -rf "$cp_dir"
        tar -xJf "$src_tar" -C "$cp_work"
        echo "$CP_SHA256" > "$cp_dir/.source-sha256"
    fi
    # Its build reads the version from git: a tree off the tag would make
    # a compiler (and a firmware) that says another version.
    if [ "$(git -C "$cp_dir" describe --tags)" != "$CP_VERSION" ]; then
        echo "FAIL: $cp_dir is not CircuitPython's $CP_VERSION tag" >&2
        return 2
    fi
}

cp_mpy_cross() {
    # make does nothing when it is built; its log stays beside the tree.
    local tool
    for tool in gcc make git python3; do
        if ! command -v "$tool" >/dev/null; then
            echo "FAIL: $tool is missing (Debian: apt-get install gcc make git python3)" >&2
            return 2
        fi
    done
    cp_source || return $?
    if ! make -C "$cp_dir/mpy-cross" -j"$(nproc 2>/dev/null || echo 2)" >"$cp_work/mpy-cross.log" 2>&1; then
        tail -30 "$cp_work/mpy-cross.log" >&2
        echo "FAIL: mpy-cross did not build (whole log: $cp_work/mpy-cross.log)" >&2
        return 1
    fi
    if [ ! -x "$MPY_CROSS" ]; then
        echo "FAIL: the build made no $MPY_CROSS" >&2
        return 1
    fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    cp_mpy_cross
    echo "$MPY_CROSS"
fi
