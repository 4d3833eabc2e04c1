"""Stage a CIRCUITPY drive the way a maker fills one, and make its FAT12
image.

With ``mpy`` (stock CircuitPython with the game as .mpy): the bundle,
dist/pocket-yahtzee-bundle, exactly as scripts/build_bundle.sh makes it
for makers (built or found current first), then settings.toml from its
settings.toml.example (+ overrides), as a maker copying the bundle and
editing the example would.

Without (the game as source, as README's copy-the-files steps lay it):

    circuitpy/code.py                -> CIRCUITPY/code.py
    lib/handheld, yahtzee_core       -> CIRCUITPY/lib/
    assets                           -> CIRCUITPY/assets
    settings.toml.example            -> CIRCUITPY/settings.toml (+ overrides)
    requirements-board.txt's libs    -> CIRCUITPY/lib/ (what circup installs;
                                        taken from the venv's PyPI packages)

Every .mpy the project makes comes from CircuitPython's own mpy-cross
(scripts/mpy_cross.sh); ``compile_tree`` compiles more (a test's files).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

from board_emu.fatimage import build_image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the root of CIRCUITPY: kept out of the repository's root, where it would
# stand for Python's own `code` module on a desktop's sys.path
CODE_PY = os.path.join(ROOT, "circuitpy", "code.py")


def version():
    """The game's version (lib/handheld/version.py), which names the files."""
    with open(os.path.join(ROOT, "lib", "handheld", "version.py")) as f:
        return re.search(r'VERSION = "([^"]+)"', f.read()).group(1)


# The files a maker is given, one set of names in dist/ (the build) and in
# releases/ (--release copies them): the one-file UF2 (firmware and
# drive), the firmware-only UF2 (keeps the drive and the saves), and the
# bundle for stock CircuitPython.
ONE_FILE = "pocket-yahtzee-pico-%s.uf2" % version()
FIRMWARE_ONLY = "pocket-yahtzee-pico-firmware-%s.uf2" % version()
BUNDLE_ZIP = "pocket-yahtzee-bundle-%s.zip" % version()
# The drive's name on the game's own firmware, as it names a drive it
# formats (firmware/board/mpconfigboard.h); stock firmware says CIRCUITPY.
FROZEN_LABEL = "YAHTZEE"
BUNDLE = os.path.join(ROOT, "dist", "pocket-yahtzee-bundle")
# CircuitPython's .mpy header: "C", then the format version (6: 9.x and 10.x)
MPY_HEADER = b"C\x06"
# requirements-board.txt name -> the modules circup puts in CIRCUITPY/lib
BOARD_LIBS = {
    "adafruit_displayio_ssd1306": ["adafruit_displayio_ssd1306"],
    "adafruit_display_text": ["adafruit_display_text"],
    "adafruit_lis3dh": ["adafruit_lis3dh", "adafruit_bus_device"],
}


def board_requirements():
    names = []
    with open(os.path.join(ROOT, "requirements-board.txt")) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                names.append(line)
    return names


def _module_path(name):
    import importlib.util
    spec = importlib.util.find_spec(name)
    if spec is None:
        raise SystemExit("%s is not installed in this Python (pip install -r requirements-sim.txt)" % name)
    if spec.submodule_search_locations:
        return list(spec.submodule_search_locations)[0]
    return spec.origin


def _copy_tree(src, dst):
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


def mpy_cross():
    """The path of CircuitPython's mpy-cross, built first if need be."""
    r = subprocess.run(["bash", os.path.join(ROOT, "scripts", "mpy_cross.sh")],
                       capture_output=True, text=True)
    if r.returncode:
        raise SystemExit("FAIL: CircuitPython's mpy-cross did not build:\n" + r.stderr[-2000:])
    return r.stdout.strip().splitlines()[-1]


def compile_tree(top, compiler=None):
    """Every .py under ``top`` to a .mpy CircuitPython loads, in place, by
    its own mpy-cross (``compiler``, else built by scripts/mpy_cross.sh).
    Every .mpy is checked to start with CircuitPython's header.

    The source name each .mpy carries (a traceback's "File ...") is the
    module's own dotted name, "handheld.screens.turn": the firmware
    interns every name a module brings, for good, and that one it has
    interned already at the import, so a file path would be one more name
    per module (docs/FIRMWARE.md, "Reading the heap").

    Compiled with ``-O3``: no line numbers (a traceback names the module
    and the function, with line 1) and no asserts. Stock firmware loads a
    module's code into the heap, and the line tables were some 6% of it:
    3 KB more free at a Power CPU's move (docs/FIRMWARE.md, "Room on
    stock firmware"). The game's own firmware runs its code from flash
    and keeps them."""
    compiler = compiler or mpy_cross()
    n = 0
    for dirpath, _, files in os.walk(top):
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            src = os.path.join(dirpath, name)
            r = subprocess.run([compiler, "-O3", "-s", module_name(top, src), "-o", src[:-3] + ".mpy", src],
                               capture_output=True, text=True)
            if r.returncode:
                raise SystemExit("FAIL: mpy-cross on %s: %s" % (src, r.stderr.strip()))
            os.remove(src)
            n += 1
    check_headers(top)
    return n


def module_name(top, src):
    """The dotted name ``src`` (a .py under ``top``) is imported by."""
    rel = os.path.relpath(src, top)[:-3].replace(os.sep, ".")
    return rel[:-len(".__init__")] if rel.endswith(".__init__") else rel


def check_headers(top):
    """Every .mpy under ``top`` starts with CircuitPython's header."""
    for dirpath, _, files in os.walk(top):
        for name in files:
            if name.endswith(".mpy"):
                with open(os.path.join(dirpath, name), "rb") as f:
                    head = f.read(len(MPY_HEADER))
                if head != MPY_HEADER:
                    raise SystemExit("FAIL: %s starts with %r, not CircuitPython's %r"
                                     % (os.path.join(dirpath, name), head, MPY_HEADER))


def bundle():
    """dist/pocket-yahtzee-bundle, as scripts/build_bundle.sh leaves it
    (it rebuilds only when an input changed)."""
    r = subprocess.run(["bash", os.path.join(ROOT, "scripts", "build_bundle.sh")],
                       capture_output=True, text=True)
    if r.returncode:
        raise SystemExit("FAIL: scripts/build_bundle.sh failed:\n" + (r.stdout + r.stderr)[-2000:])
    check_headers(BUNDLE)
    return BUNDLE


def settings_text(overrides):
    with open(os.path.join(ROOT, "settings.toml.example")) as f:
        text = f.read()
    for key, value in (overrides or {}).items():
        val = '"%s"' % value if isinstance(value, str) else str(int(value))
        line = "%s = %s" % (key, val)
        text, n = re.subn(r"(?m)^%s\s*=.*$" % re.escape(key), line, text)
        if not n:
            text += line + "\n"
    return text


def stage_drive(dest, settings=None):
    """The drive's own files, as the firmware with the game frozen in needs
    them: code.py, assets/, settings.toml and an empty lib/ for a maker's
    own libraries."""
    os.makedirs(os.path.join(dest, "lib"))
    shutil.copy(CODE_PY, dest)
    _copy_tree(os.path.join(ROOT, "assets"), os.path.join(dest, "assets"))
    with open(os.path.join(dest, "settings.toml"), "w") as f:
        f.write(settings_text(settings))
    return dest


def stage(dest, mpy=False, settings=None, extra=None, frozen=False):
    """Fill folder ``dest`` as the CIRCUITPY drive; ``extra``: more files
    for it, {path on the drive: path} (a bench script; its folders are made). With ``frozen``
    only the drive's own files (stage_drive): the game's code is in the
    firmware; with ``mpy`` the bundle (see above)."""
    if mpy and not frozen:
        shutil.copytree(bundle(), dest, dirs_exist_ok=True)
        with open(os.path.join(dest, "settings.toml"), "w") as f:
            f.write(settings_text(settings))
    else:
        stage_drive(dest, settings)
    for name, path in (extra or {}).items():  # a name may be in a folder: lib/x/y.mpy
        target = os.path.join(dest, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy(path, target)
    if frozen or mpy:
        return dest
    lib = os.path.join(dest, "lib")
    _copy_tree(os.path.join(ROOT, "lib", "handheld"), os.path.join(lib, "handheld"))
    _copy_tree(os.path.join(ROOT, "yahtzee_core"), os.path.join(lib, "yahtzee_core"))
    for req in board_requirements():
        for mod in BOARD_LIBS.get(req, [req]):
            path = _module_path(mod)
            if os.path.isdir(path):
                _copy_tree(path, os.path.join(lib, mod))
            else:
                shutil.copy(path, lib)
    return dest


def image(mpy=False, settings=None, keep=None, extra=None, frozen=False):
    """The CIRCUITPY FAT image's bytes (and the staged folder in ``keep``)."""
    tmp = keep or tempfile.mkdtemp(prefix="circuitpy-")
    if keep and os.path.exists(keep):
        shutil.rmtree(keep)
    try:
        stage(tmp, mpy=mpy, settings=settings, extra=extra, frozen=frozen)
        return build_image(tmp, label=FROZEN_LABEL if frozen else "CIRCUITPY")
    finally:
        if not keep:
            shutil.rmtree(tmp, ignore_errors=True)


def drive_bytes(folder):
    """Bytes of the files on a staged drive (what `du` would count), for the bench."""
    total = 0
    for dirpath, _, files in os.walk(folder):
        total += sum(os.path.getsize(os.path.join(dirpath, n)) for n in files)
    return total


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "circuitpy.img"
    with open(out, "wb") as f:
        f.write(image(mpy="--mpy" in sys.argv))
    print("wrote", out)
