"""Computer seats: who is a CPU, at which level, and its player.

A CPU seat is told by its name: each level has a name with lower-case
letters ("Easy", "Medium", "Hard", "Expert", the seat number after it
when two share a level: "Easy2"), which initials (capitals, digits) never give. So a
saved game says who the CPUs are with no field of its own, and a resume
finds them again (docs/SAVE_FORMAT.md, "CPU seats").

Imported only when a game has a CPU seat or a hint is asked for; the
rules core's players are imported by ``player`` alone.
"""

import sys

from handheld import forget, forget_players
from yahtzee_core.players import LEVELS

NAMES = ("Easy", "Medium", "Hard", "Expert")  # one per level, LEVELS order
# seconds between a CPU's moves, by the YZ_CPU_PACE setting
PACES = {"slow": 1.6, "normal": 0.9, "fast": 0.35}


def level_of(name):
    """The CPU level of a seat named ``name``, or None for a person."""
    word = name.rstrip("0123456789")
    for i in range(len(NAMES)):
        if NAMES[i] == word:
            return LEVELS[i]
    return None


def player(app, seat, level=None):
    """The computer player of ``seat`` in the app's game, made once a
    game; ``level`` "expert" with seat "coach": the coach's Expert (the
    hint, the review's prices), one for every seat."""
    cache = app.cpus
    if cache is None or cache[0] is not app.game:
        cache = app.cpus = [app.game, {}]
    p = cache[1].get(seat)
    if p is None:
        from yahtzee_core import players
        g = app.game
        if level is None:
            p = players.for_game(g, seat, level_of(g.players[seat]))
        else:  # its seat is only checked to be one
            p = players.for_game(g, g.seat, level)
        cache[1][seat] = p
        # classic's keeps its value table's module: one open table for
        # every seat and the coach (Power's is kept by its players' work)
        if g.VARIANT != "classic":
            forget("yahtzee_core.players.choose")
    return p


def let_go(app, seat):
    """Drop ``seat``'s player; with no CPU seat's player left, the
    players' code and tables too."""
    cache = app.cpus
    if cache is not None:
        cache[1].pop(seat, None)
        if [k for k in cache[1] if isinstance(k, int)]:
            return
    app.cpus = None
    forget_players()


# On the game's own firmware (``app.roomy``: the code in flash, not the
# heap) the coach's Expert may stay loaded between its uses, so the next
# hint skips making it (classic's, press to picture: 280 -> 180 ms on the
# emulated board); only while this much stays free, a margin over the
# 120 KB the firmware keeps for the game at every moment.
KEEP_COACH_FREE = 128 * 1024


def keep_coach(app):
    """May the coach's Expert stay loaded now (see KEEP_COACH_FREE)?"""
    if not app.roomy:
        return False
    import gc
    gc.collect()
    free = getattr(gc, "mem_free", None)  # a desktop's Python has no such limit
    return free is None or free() >= KEEP_COACH_FREE


def pace(hw):
    """Seconds between a CPU's moves (the YZ_CPU_PACE setting)."""
    return PACES.get(getattr(hw.settings, "cpu_pace", "normal"), PACES["normal"])


# CPU turns and persons' turns take turns with the heap. The persons'
# turn screens (their code and layouts) and the CPUs' players (their code,
# their arrays and, in Word, the word finder) do not fit together under
# the 60 KB margin on stock firmware at 6-8 seats (docs/PLAYERS.md, "On
# the firmware"); each side is loaded again when its turn comes.
PERSONS = ("handheld.screens.turn", "handheld.screens.scoring", "handheld.screens.rolling",
           "handheld.screens.word_turn",
           "handheld.screens.word_boxes", "handheld.screens.jackpot_turn", "handheld.screens.passing",
           "handheld.screens.message", "handheld.screens.scorecard", "handheld.screens.hint",
           "handheld.coach")
CPUS = ("handheld.screens.cpu_turn", "handheld.cpu")


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
    if not dice:
        app._dice = None
    else:  # the CPU's dice on the turn's layout: the list screens' layout
        # (title, rule, bar and five rows, some 2 KB) is built again by the
        # next screen that lists; a classic or Power CPU's move is the
        # lowest moment of its game on stock firmware
        app._lists = None


def person_next(app):
    """A person plays next: let the CPU seats' players and code go (the
    coach prices the person's choices later, handheld/coach.py)."""
    app.cpus = None
    let_go(app, None)
    if app.game.VARIANT == "word":
        from yahtzee_core.word import release_finder
        release_finder()
    for name in CPUS:
        if name in sys.modules:
            forget(name)
