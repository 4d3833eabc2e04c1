"""Computer seats: who is a CPU, at which level, and its player.

A CPU seat is told by its name: each level has a name with lower-case
letters ("Easy", "Medium", "Hard", "Expert", the seat number after it
when two share a level: "Easy2"), which initials (capitals, digits) never give. So a
saved game says who the CPUs are with no field of its own, and a resume
finds them again (docs/SAVE_FORMAT.md, "CPU seats").

Imported only when a game has a CPU seat or a hint is asked for; the
rules core's players are imported by ``player`` alone.
"""

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


def seat_names(people, kinds):
    """The game's player names: ``people[i]`` for a person (kinds[i] None),
    the level's name for a CPU (with the seat number if the name repeats)."""
    out = []
    for i in range(len(kinds)):
        if kinds[i] is None:
            out.append(people[i])
            continue
        name = NAMES[LEVELS.index(kinds[i])]
        if name in out or kinds.count(kinds[i]) > 1:
            name = "%s%d" % (name, i + 1)
        out.append(name)
    return out


def player(app, seat):
    """The computer player of ``seat`` in the app's game, made once a game."""
    cache = app.cpus
    if cache is None or cache[0] is not app.game:
        cache = app.cpus = [app.game, {}]
    p = cache[1].get(seat)
    if p is None:
        from yahtzee_core import players
        p = cache[1][seat] = players.for_game(app.game, seat, level_of(app.game.players[seat]))
    return p


def pace(hw):
    """Seconds between a CPU's moves (the YZ_CPU_PACE setting)."""
    return PACES.get(getattr(hw.settings, "cpu_pace", "normal"), PACES["normal"])
