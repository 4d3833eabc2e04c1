"""Pocket Yahtzee. CircuitPython runs this file at power-up; everything
else is in lib/handheld (see lib/handheld/boot.py).

It is the root of the CIRCUITPY drive, and lives in circuitpy/ of the
repository, not at its root: there, on a desktop's sys.path, it would
stand for Python's own ``code`` module (which pdb imports)."""

# CircuitPython runs code.py as __main__: it must not boot the device
# when something on a desktop imports it as a module.
if __name__ == "__main__":
    from handheld import boot

    boot.main()
