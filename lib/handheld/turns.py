"""CPU turns and persons' turns take turns with the heap. The persons'
turn screens (their code and layouts) and the CPUs' players (their code,
their arrays and, in Word, the word finder) do not fit together under
the 60 KB margin on stock firmware at 6-8 seats (docs/PLAYERS.md, "On
the firmware"); each side is loaded again when its turn comes.

Apart from handheld/cpu.py, which a CPU's turn keeps loaded for its
moves: these run only as a turn changes hands, and their callers let
this module go again (a Power CPU's move is its game's lowest moment on
stock firmware, where every module's code is heap)."""

import sys

from handheld import forget, forget_players

PERSONS = ("handheld.screens.turn", "handheld.screens.scoring", "handheld.screens.rolling",
           "handheld.screens.word_turn",
           "handheld.screens.word_boxes", "handheld.screens.jackpot_turn", "handheld.screens.passing",
           "handheld.screens.message", "handheld.screens.scorecard", "handheld.screens.hint",
           "handheld.coach")
CPUS = ("handheld.screens.cpu_dice", "handheld.screens.cpu_turn", "handheld.cpu")


def cpus_next(app, dice=False):
    """A CPU plays next, or the coach's hint thinks (screens/hint.py): let
    the persons' turn screens and layouts go. ``dice``: a classic or
    Power CPU's turn, which draws its dice as a person's turn does: the
    turn's layout and the dice sheet stay (some 3 KB: the layout's three
    text lines, grids and rule, the sheet's 1.3 KB), and the next
    person's turn finds them built."""
    for name in PERSONS:
        if name in sys.modules:
            forget(name)
    lay = app.layouts.get("turn%d" % app.game.NDICE) if dice else None
    app.layouts = {} if lay is None else {"turn%d" % app.game.NDICE: lay}
    app._big = None  # as a person's turn does (app.turn): before the first
    # one, the names' screens left them. The dice sheet too (1.3 KB) for
    # the hint and Word's and Jackpot's CPUs, which show text only: a
    # person's turn draws it again in 0.2 s on the board, while its
    # screens load.
    if not dice:  # and the turn's layout's code (the turn's screens load it again)
        app._dice = None
        forget("handheld.turn_layout")
    else:  # the CPU's dice on the turn's layout: the list screens' layout
        # (title, rule, bar and five rows, some 2 KB) is built again by the
        # next screen that lists; a classic or Power CPU's move is the
        # lowest moment of its game on stock firmware
        app._lists = None


def person_next(app):
    """A person plays next: let the CPU seats' players and code go (the
    coach prices the person's choices later, handheld/coach.py)."""
    app.cpus = None
    forget_players(not app.roomy)
    if app.game.VARIANT == "word":
        from yahtzee_core.word import release_finder
        release_finder()
    for name in CPUS:
        if name in sys.modules:
            forget(name)
