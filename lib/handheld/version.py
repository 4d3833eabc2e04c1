"""The game's version (CHANGELOG.md) and where its code runs from:
printed at boot, shown at the foot of Settings; the release UF2 is named
by VERSION. Between releases it names the next release with ".dev"
("1.7.0.dev"), so a build of main never passes for the release before
it (docs/FIRMWARE_BUILD.md, "A release")."""

VERSION = "1.7.0.dev"


def code_place():
    """"frozen" (compiled into the game's own firmware), "mpy" or "py"
    (files in the drive's lib/, or the simulator's tree). Frozen modules'
    paths are relative ("handheld/__init__.py"); the drive's and a
    desktop's are absolute (or, for desktop MicroPython, relative to where
    it runs: only CircuitPython freezes them)."""
    import sys
    import handheld
    path = handheld.__file__
    if sys.implementation.name == "circuitpython" and not path.startswith("/"):
        return "frozen"
    return "mpy" if path.endswith(".mpy") else "py"


def firmware():
    """The running CircuitPython's version, "9.2.8". A desktop's Python is
    no firmware (the app runs there only in the simulator, host_sim):
    "(simulator)", a string too long to be interned, so that the boot,
    which loads this module, adds no name to stock firmware's pool."""
    import sys
    if sys.implementation.name != "circuitpython":
        return "(simulator)"
    return ".".join(str(n) for n in sys.implementation.version[:3])


def describe():
    """The boot line: "Pocket Yahtzee 1.0.0, frozen in CircuitPython 9.2.8"."""
    import sys
    place = code_place()
    where = "frozen in" if place == "frozen" else "from lib/ (.%s) on" % place
    name = "CircuitPython" if sys.implementation.name == "circuitpython" else sys.implementation.name
    return "Pocket Yahtzee %s, %s %s %s" % (VERSION, where, name, firmware())
