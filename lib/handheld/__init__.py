"""Pocket Yahtzee's handheld: the hardware glue (boot, settings, hardware,
shake, sound, storage, buttons) and, on top, the app and its screens."""
