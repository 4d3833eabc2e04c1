"""Runs the portable tests (tests/core/test_*.py) under MicroPython, which
has no pytest: imports each module and calls every test_* function.

    micropython tests/mpy_runner.py [module ...]        # from source
    tools/mpy_tests.sh [module ...]                      # precompiled, capped heap

tools/mpy_tests.sh is what CI runs: one process per module, so one module's
heap use does not count against the next."""

import gc
import os
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
# Run from source (micropython tests/mpy_runner.py) or precompiled from a
# folder of .mpy files (tools/mpy_tests.sh: that folder is MICROPYPATH).
if __file__.endswith(".py"):
    sys.path.insert(0, HERE + "/..")
    sys.path.insert(0, HERE)
    sys.path.insert(0, HERE + "/core")


def modules(argv):
    if argv:
        return [a.rsplit("/", 1)[-1].replace(".py", "") for a in argv]
    names = [n[:-3] for n in os.listdir(HERE + "/core") if n.startswith("test_") and n.endswith(".py")]
    names.sort()
    return names


def main(argv):
    passed = failed = 0
    for name in modules(argv):
        gc.collect()
        mod = __import__(name)
        for attr in sorted(dir(mod)):
            if not attr.startswith("test_"):
                continue
            fn = getattr(mod, attr)
            gc.collect()
            try:
                fn()
                passed += 1
            except Exception as e:  # report every failure, keep going
                failed += 1
                print("FAIL %s.%s: %s: %s" % (name, attr, type(e).__name__, e))
                sys.print_exception(e)
        del sys.modules[name]
    print("micropython: %d passed, %d failed" % (passed, failed))
    return failed


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1:]) else 0)
