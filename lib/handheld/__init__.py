"""Pocket Yahtzee's handheld: the hardware glue (boot, settings, hardware,
shake, sound, storage, buttons) and, on top, the app and its screens.

Layers, each importing only from its own or lower ones (docs/CONVENTIONS.md,
checked by tests/test_layers.py): boot -> app -> screens -> drawing and
hardware -> the rest (variants, buttons, storage...). ``forget`` lives here,
in the lowest place, because every layer lets modules go."""


def forget(name):
    """Drop an imported module so its code can be collected (a later
    import loads it again): from sys.modules and from its package.
    A module never imported is no error: CircuitPython's delattr of a
    module's missing name raises KeyError where CPython raises
    AttributeError.

    A package that only gathers modules (handheld.art: nothing but its
    docstring) goes with the last of them: its module would stay, 128
    bytes held for nothing on stock firmware (bench/package_cost.py)."""
    import sys
    was = sys.modules.pop(name, None)
    dot = name.rfind(".")
    parent = sys.modules.get(name[:dot]) if dot > 0 else None
    if parent is None:
        return
    try:
        delattr(parent, name[dot + 1:])
    except (AttributeError, TypeError, KeyError):
        pass
    if was is None:
        return
    for key in parent.__dict__:  # no list made: this runs at lean moments
        if not key.startswith("__"):
            return
    forget(name[:dot])


def forget_players(code=True):
    """Let the rules core's computer players go: first close the classic
    players' value table and drop the Power players' shared arrays
    (``release_table``, ``release_work``: a dead stack slot on the board's
    conservative collector would keep what is only forgotten), then
    forget every players module. ``code`` False (the game's own firmware,
    where a module's code is flash, not heap): the modules stay, so the
    next player is made without importing them again (the coach's Power
    hint: some 100 ms of its 300 on the board)."""
    import sys
    for name, release in (("yahtzee_core.players.choose", "release_table"),
                          ("yahtzee_core.players.power_work", "release_work")):
        m = sys.modules.get(name)
        if m is not None:
            getattr(m, release)()
    if not code:
        return
    for name in [n for n in sys.modules if n.startswith("yahtzee_core.players")]:
        forget(name)


def forget_loader():
    """Let the rules core's save reading go once a game is read (a resume,
    a wake, a turn taken back): the loader, the journal's replay, the
    undo steps and the save checks (yahtzee_core/*_check.py,
    rack_rounds), used once each; and the roll-off, which a game read
    back during its contest replays."""
    import sys
    for name in [n for n in sys.modules if n.startswith("yahtzee_core.") and (
            n.endswith("_check") or n in ("yahtzee_core.loader", "yahtzee_core.undo",
                                          "yahtzee_core.rack_rounds", "yahtzee_core.replay",
                                          "yahtzee_core.rolloff"))]:
        forget(name)
