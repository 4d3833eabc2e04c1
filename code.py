"""Pocket Yahtzee. CircuitPython runs this file at power-up; everything
else is in lib/handheld (see lib/handheld/boot.py)."""

# CircuitPython runs code.py as __main__. On a desktop, Python's own `code`
# module (imported by pdb, and so by pytest) can resolve to this file when
# the repo root is on sys.path: it must not boot the device then.
if __name__ == "__main__":
    from handheld import boot

    boot.main()
