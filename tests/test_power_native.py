"""The game's own firmware runs the Power players' loops as native code
(firmware/native/power_native.py, @micropython.viper): under MicroPython's
unix port, which compiles viper too, its functions give the very results
of players/power_loops.py's on random arrays, and whole games at three
levels make the same moves with either (tests/native/native_check.py)."""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_native_loops_are_the_bytecode_loops():
    mp = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        [".", os.path.join("firmware", "native"), os.path.join("tests", "native")]))
    p = subprocess.run([mp, "-X", "heapsize=4m", os.path.join("tests", "native", "native_check.py")],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0 and "native ok" in p.stdout, p.stdout + p.stderr
