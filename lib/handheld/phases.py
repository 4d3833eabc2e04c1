"""The app's phases and what each holds: the one plan for the heap.

On stock CircuitPython every loaded module's code is heap, and a game's
screens and players do not all fit beside each other under the 60 KB
line at 6-8 seats (docs/PLAYERS.md, "On the firmware"). So a game goes
through phases, and each holds only its own share of the game's modules
(GAME_MODULES) and of the app's pictures; ``enter(app, phase)``
(``App.enter``) lets go of the rest. On the game's own firmware code is
flash, not heap: a phase keeps there what ROOMY names besides.

This module is loaded for the call and let go (App.enter), as each
phase changes hands: a Power CPU's move, its game's lowest moment on
stock firmware, holds none of it. tests/test_phases.py plays every
game by buttons, on both firmwares, and checks at each screen that what
is loaded is what the phase holds; docs/CONVENTIONS.md, "Phases", says
how to add a screen.

The phases, and where the app enters them:
    menu      the title's side and the menu (App.menu, and at power-up)
    person    a person's turn follows a CPU's (App.continue_game); a
              hint or the coach's pricing done (App.box_list,
              App.price_choices), and a new game's start
    cpu       a CPU's turn, its dice told in text (App._cpu_turn)
    cpu_dice  a CPU's turn drawing its dice on the turn's layout
    pricing   the coach prices the persons' choices (App.price_choices,
              the review: screens/review.py)
    hint      the coach's Expert thinks (screens/hint.py)
    end       the game is over: its scorecards stay (screens/gameover.py)
    new       before a new game or a resume: the last game, all of it
              (handheld/new_game.py, saved_game.resume)
A screen's module is let go when the screen is left (App.go), but for
TURN_SCREENS; a phase lets go of the game's modules it does not hold."""

import gc
import sys

from handheld import forget, forget_players

# A person's turn: its screens, the turn's layout's code, the coach.
PERSON = ("handheld.screens.turn", "handheld.screens.scoring", "handheld.screens.rolling",
          "handheld.screens.word_turn", "handheld.screens.word_boxes",
          "handheld.screens.jackpot_turn", "handheld.screens.passing",
          "handheld.screens.message", "handheld.screens.scorecard", "handheld.screens.hint",
          "handheld.coach", "handheld.turn_layout", "handheld.screens.takeback",
          "handheld.jackpot_words")
# A CPU's turn: its screens and the CPU seats' glue (the players, the
# core's, are TABLE's second field).
CPU = ("handheld.screens.cpu_dice", "handheld.screens.cpu_turn", "handheld.cpu",
       "handheld.jackpot_words")
# The modules the phases share out; any other is held all along (the
# app, the hardware, the storage, the rules: tests/test_phases.py) or
# loaded for one call and let go by its caller.
GAME_MODULES = PERSON + CPU + ("handheld.assets", "handheld.screens.setup")

# The screens whose modules stay when a screen is left, turn after turn
# (App.go); on stock firmware the pass screen is loaded each time it
# shows (some 3 KB held through every turn otherwise).
TURN_SCREENS = ("handheld.screens.turn", "handheld.screens.scoring",
                "handheld.screens.scorecard", "handheld.screens.message",
                "handheld.screens.word_turn", "handheld.screens.word_boxes",
                "handheld.screens.jackpot_turn", "handheld.screens.cpu_turn",
                "handheld.screens.cpu_dice")
ROOMY_TURN_SCREENS = TURN_SCREENS + ("handheld.screens.passing",)

# Per phase: (the game's modules it holds, what it keeps of the computer
# players, the app's pictures it keeps). The players: "players" the CPU
# seats' and the coach's (app.cpus) and their code, "code" their code
# only (yahtzee_core.players.*), "" neither (forget_players); the pictures:
# "turn" the turn's layout (app.layouts' turnN), "layouts" all of them,
# "dice" the dice sheet, "big" the big layout, "lists" the list layout.
TABLE = {
    # the CPU seats' players go: the coach prices later (handheld/coach.py)
    "person": (PERSON, "", ("layouts", "dice", "big", "lists")),
    # the persons' screens and layouts go; the dice sheet too (1.3 KB: a
    # person's turn draws it again in 0.2 s on the board, while its
    # screens load)
    "cpu": (CPU + ("handheld.coach",), "players", ("lists",)),
    # the turn's layout and dice sheet stay, so the next person's turn
    # finds them built; the list screens' layout goes (title, rule, bar
    # and five rows, some 2 KB, built again by the next list): a classic
    # or Power CPU's move is its game's lowest moment on stock firmware
    "cpu_dice": (CPU + ("handheld.coach", "handheld.turn_layout"), "players", ("turn", "dice")),
    # as a CPU's turn: the Expert thinks with no person's screen loaded
    "hint": (CPU, "players", ("lists",)),
    # a person's turn's own screens go while the coach prices (with them
    # and the Expert a 6-seat classic game kept 58,520 bytes), and the
    # dice sheet (1.3 KB; no list screen shows it)
    "pricing": (("handheld.screens.word_turn", "handheld.screens.word_boxes",
                 "handheld.screens.jackpot_turn", "handheld.screens.passing",
                 "handheld.coach", "handheld.turn_layout") + CPU, "players", ("big", "lists")),
    # no more turns: the scorecards stay for the end screen; the players
    # go, code and all (the coach's review needs none)
    "end": (("handheld.screens.message", "handheld.screens.scorecard", "handheld.jackpot_words"), "",
            ("big", "lists", "dice")),
    # the menu's side: its checks of the assets (which games and CPU
    # seats are offered) and the new game's setup; a game left for it is
    # read again from the save by Resume
    "menu": (("handheld.assets", "handheld.screens.setup"), "", ("layouts", "dice", "big", "lists")),
    "new": ((), "", ("big", "lists", "dice")),
}
# What the game's own firmware keeps besides (code in flash costs no
# heap): in a person's turn the players' code and the CPU glue, so the
# coach's Expert is made again without importing them (the coach's Power
# hint: some 100 ms of its 300 on the board).
ROOMY = {"person": (("handheld.cpu",), "code")}

# Held all along, from boot (the app, the hardware, the storage): never
# let go by a phase.
HELD = ("handheld", "handheld.app", "handheld.buttons", "handheld.hardware", "handheld.screens",
        "handheld.shake", "handheld.sleep", "handheld.sound", "handheld.storage",
        "handheld.storage.layout", "handheld.variants", "handheld.widgets",
        "yahtzee_core", "yahtzee_core.errors", "yahtzee_core.savefmt")

# Rules modules the app holds from boot (storage, errors caught by
# screens): a new game keeps them, so there is one copy of each.
CORE_KEEP = ("yahtzee_core.errors", "yahtzee_core.savefmt")


def holds(phase, roomy):
    """(the game's modules ``phase`` holds, what it keeps of the players,
    the pictures it keeps): TABLE's row, with ROOMY's besides on the
    game's own firmware (``roomy``)."""
    mods, players, pictures = TABLE[phase]
    if roomy and phase in ROOMY:
        more, players = ROOMY[phase]
        mods = mods + more
    return mods, players, pictures


def enter(app, phase):
    """Let go of all that ``phase`` does not hold (TABLE): the game's
    modules, the players, the app's pictures; ``app.phase`` says it."""
    mods, players, keeps = holds(phase, app.roomy)
    app.phase = phase
    if "layouts" not in keeps:
        key = "turn%d" % app.game.NDICE if "turn" in keeps and app.game else None
        turn = app.layouts.get(key)
        app.layouts = {} if turn is None else {key: turn}
    if "dice" not in keeps:
        app._dice = None
    if "big" not in keeps:
        app._big = None
    if "lists" not in keeps:
        app._lists = None
    if players != "players":
        app.cpus = None
        game = app.game
        if game is not None and game.VARIANT == "word":
            from yahtzee_core.word import release_finder
            release_finder()  # a CPU's last word found it
        forget_players(players != "code")
    for name in GAME_MODULES:
        if name not in mods and name in sys.modules:
            forget(name)
    if phase == "new":
        _drop_game(app)
        app.phase = "person"  # the game to come: a CPU's turn enters its own


def _drop_game(app):
    """Before a new game: the last game and every rules module but those
    the app holds from boot. A game left for the menu, the one finished,
    or the saved game read at boot would otherwise sit under the new one
    (a Word game's rules and dictionary some 29 KB on the stand-in
    bench, see docs/UI.md)."""
    app.game = None
    app.review = None
    for name in list(sys.modules):
        if name.startswith("yahtzee_core.") and name not in CORE_KEEP:
            forget(name)
    if app.roomy:  # (code in flash brings no names to the heap)
        gc.collect()
    else:  # at_start collects before it reads the heap
        from handheld.reloaded import at_start
        at_start(app)
        forget("handheld.reloaded")
