"""Pocket Yahtzee. CircuitPython runs this file at power-up; everything
else is in lib/handheld (see lib/handheld/boot.py)."""

from handheld import boot

boot.main()
