"""A new game from the setup screen's choices: the setup remembered, the
last game let go, the rules core's game made with a fresh seed and its
journal kept, then its first screen. Loaded for the call and let go
(screens/setup.py), so its code is not held while the game is played."""

from handheld import forget


def start(app, variant, people, kinds):
    """Start a game of ``variant`` for the seats' ``people`` (their
    initials) and ``kinds`` (per seat a CPU's level, None: a person)."""
    names = seat_names(people, kinds) if [k for k in kinds if k] else people
    from handheld.remember import keep
    keep(app.hw, app.variant, app.seats, app.names)
    forget("handheld.remember")
    app.enter("new")  # the last game goes, all of it
    from yahtzee_core import new_game
    opts = {}
    if variant == "word":  # the timer is a setting, the match a setup option
        opts = {"timer": bool(app.hw.prefs.get("word_timer")),
                "championship": bool(getattr(app, "championship", False)),
                "dictionary": getattr(app, "words", None) or "family"}
    seed = app.hw.entropy()
    app.game = new_game(variant, names, seed=seed, **opts)
    app.keep_journal()
    warm_coach(app)
    app.save(new=True)  # from now on Resume brings back this game, not one saved before
    if app.hw.settings.debug_mem:  # lets a test replay the game (board_emu)
        print("seed %d" % seed)
    # its first screen once the setup screen's press has returned: this
    # module and the setup screen are let go first (handheld/phases.py)
    app._after_screen(app.continue_game)


def warm_coach(app):
    """On the game's own firmware (``app.roomy``) import the coach's
    Expert's code as a game starts or comes back, so the game's first
    hint is as quick as the next: the imports took some 100 ms of a
    Power hint's 300 on the board, and code in flash costs the heap
    only its modules' names (the players let go keep their modules
    there: handheld.forget_players)."""
    v = app.game.VARIANT
    if app.roomy and v in ("classic", "power"):
        __import__("yahtzee_core.players." + ("classic" if v == "classic" else "power_expert"))
        __import__("yahtzee_core.players.choose")


def seat_names(people, kinds):
    """The game's player names: ``people[i]`` for a person (kinds[i] None),
    the level's name for a CPU (with the seat number if the name repeats):
    how a saved game tells its CPU seats (handheld/cpu.py)."""
    from handheld.cpu import NAMES
    from yahtzee_core.players import LEVELS
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
