"""The bundle a maker copies onto a CIRCUITPY drive running stock
CircuitPython 9 or 10 (scripts/build_bundle.sh runs this):

    dist/pocket-yahtzee-bundle/        laid out exactly as CIRCUITPY
        code.py                        (circuitpy/code.py, as source: CircuitPython runs code.py)
        settings.toml.example          never settings.toml: a maker's own
                                       (a Pico W's Wi-Fi keys) is not overwritten
        assets/                        Word's dictionary, the coach's table
                                       (not the tables only the game's own
                                       firmware plays by: OWN_FIRMWARE_ONLY)
        lib/handheld/, lib/yahtzee_core/, lib/adafruit_*   all .mpy
    dist/pocket-yahtzee-bundle-VERSION.zip   the same folder, zipped

    python tools/bundle.py MPY_CROSS LIBS_DIR

Every .mpy comes from CircuitPython's own mpy-cross (``MPY_CROSS``,
scripts/mpy_cross.sh) and is checked to start with its header
(board_emu/stage.py's compile_tree, which the harness uses too); the
Adafruit libraries are the pinned ones in ``LIBS_DIR``.
adafruit_bus_device (which adafruit_lis3dh imports) is not in it: the
Pico's stock firmware has it built in, and a copy in lib/ would only take
room. Prints what the bundle takes on the drive.
"""

import os
import shutil
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from board_emu import fatimage, stage  # noqa: E402

NAME = "pocket-yahtzee-bundle"
# built into the stock Pico firmware: not copied (see above)
BUILT_IN = ("adafruit_bus_device",)
# Value tables only the game's own firmware reads (``app.roomy``: its
# players are flash there; on stock firmware they do not fit in the heap
# and the fitted players play instead, docs/PLAYERS.md): on a stock drive
# they would only take room (Power's is 176 KB of the 1 MB drive, Word's
# two 227 KB together).
OWN_FIRMWARE_ONLY = ("power_values.bin", "word_values_family.bin", "word_values_full.bin")
_DATE = (2025, 1, 1, 0, 0, 0)  # a fixed date in the zip: the same inputs, the same bytes


def board_libraries():
    """The module names requirements-board.txt asks for."""
    names = []
    with open(os.path.join(ROOT, "requirements-board.txt")) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line and line not in BUILT_IN:
                names.append(line)
    return names


def _copy_tree(src, dst, *skip):
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", *skip))


def lay_out(out, libs):
    """The drive's files, as source, in ``out`` (made afresh)."""
    if os.path.exists(out):
        shutil.rmtree(out)
    lib = os.path.join(out, "lib")
    os.makedirs(lib)
    shutil.copy(stage.CODE_PY, out)
    shutil.copy(os.path.join(ROOT, "settings.toml.example"), out)
    _copy_tree(os.path.join(ROOT, "assets"), os.path.join(out, "assets"), *OWN_FIRMWARE_ONLY)
    _copy_tree(os.path.join(ROOT, "lib", "handheld"), os.path.join(lib, "handheld"))
    _copy_tree(os.path.join(ROOT, "yahtzee_core"), os.path.join(lib, "yahtzee_core"))
    for name in board_libraries():
        src = os.path.join(libs, name)
        if os.path.isdir(src):
            _copy_tree(src, os.path.join(lib, name))
        elif os.path.isfile(src + ".py"):
            shutil.copy(src + ".py", lib)
        else:
            raise SystemExit("FAIL: %s is not in %s (the pinned Adafruit libraries)" % (name, libs))


def write_zip(folder, path):
    """The folder as one top folder in a zip, files sorted, dates fixed."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for dirpath, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                full = os.path.join(dirpath, name)
                arc = os.path.join(NAME, os.path.relpath(full, folder)).replace(os.sep, "/")
                info = zipfile.ZipInfo(arc, _DATE)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                with open(full, "rb") as f:
                    z.writestr(info, f.read())


def main(argv):
    if len(argv) != 2:
        raise SystemExit(__doc__)
    mpy_cross, libs = argv
    dist = os.path.join(ROOT, "dist")
    out = os.path.join(dist, NAME)
    lay_out(out, libs)
    n = stage.compile_tree(os.path.join(out, "lib"), compiler=mpy_cross)
    zpath = os.path.join(dist, stage.BUNDLE_ZIP)
    write_zip(out, zpath)
    files = [os.path.join(d, f) for d, _, fs in os.walk(out) for f in fs]
    raw = sum(os.path.getsize(f) for f in files)
    taken, drive = fatimage.usage(out)
    print("bundle %s (Pocket Yahtzee %s): %d files (%d .mpy), %d bytes; on a Pico's CIRCUITPY "
          "%d bytes (%.0f KB) of %d (%.0f KB left); %s %d bytes"
          % (os.path.relpath(out, ROOT), stage.version(), len(files), n, raw, taken, taken / 1024,
             drive, (drive - taken) / 1024, os.path.relpath(zpath, ROOT), os.path.getsize(zpath)))


if __name__ == "__main__":
    main(sys.argv[1:])
