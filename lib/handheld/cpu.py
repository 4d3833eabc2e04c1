"""Computer seats: who is a CPU, at which level, and its player.

A CPU seat is told by its name: each level has a name with lower-case
letters ("Easy", "Medium", "Hard", "Expert", the seat number after it
when two share a level: "Easy2"), which initials (capitals, digits) never give. So a
saved game says who the CPUs are with no field of its own, and a resume
finds them again (docs/SAVE_FORMAT.md, "CPU seats").

Imported only when a game has a CPU seat or a hint is asked for; the
rules core's players are imported by ``player`` alone.
"""

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
    hint, the review's prices), one for every seat. The Power Expert reads
    its value table only with ``app.roomy`` (the game's own firmware):
    on stock firmware it plays by its fitted worths, whose heap fits
    (yahtzee_core.players.for_game)."""
    cache = app.cpus
    if cache is None or cache[0] is not app.game:
        cache = app.cpus = [app.game, {}]
    p = cache[1].get(seat)
    if p is None:
        from yahtzee_core import players
        g = app.game
        if level is None:
            p = players.for_game(g, seat, level_of(g.players[seat]), app.roomy)
        else:  # its seat is only checked to be one
            p = players.for_game(g, g.seat, level, app.roomy)
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
    forget_players(not app.roomy)


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


def draws_dice(app):
    """Does a CPU's turn draw its dice as a person's turn does (on the
    turn's layout, with the dice sheet), or tell them in text lines?
    Classic draws them; Power on the game's own firmware only: on stock
    firmware, where the code is heap, the pictures' 3 KB beside a Power
    CPU's player left its move under the 60 KB line on 10.2.1 (FIGURES.md,
    the room tables). Word's and Jackpot's are always text: their dice
    pictures are their turn screens' whole layouts."""
    v = app.game.VARIANT
    return v == "classic" or (v == "power" and app.roomy)


def pace(hw):
    """Seconds between a CPU's moves (the YZ_CPU_PACE setting)."""
    return PACES.get(getattr(hw.settings, "cpu_pace", "normal"), PACES["normal"])

