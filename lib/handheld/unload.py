"""Letting a game go, so the next screens have its heap: the turn's
screens and players when it ends (the game-over screen), and all of it
before a new game (handheld/new_game.py). Loaded for the call and let go."""

import gc
import sys

from handheld import forget, forget_players

# The menu's checks of the assets (which games and CPU seats are offered):
# not needed once a game is chosen.
MENU_ONLY = ("handheld.assets",)
# Rules modules loaded at boot and held by the app's own (storage, errors
# caught by screens): never forgotten, so there is one copy of each.
CORE_KEEP = ("yahtzee_core.errors", "yahtzee_core.savefmt")


def end_of_game(app):
    """No more turns: let the turn's screens and layouts go (the
    scorecard stays, the end screen shows it)."""
    app.layouts = {}
    app.cpus = None
    if app.game is not None and app.game.VARIANT == "word":
        from yahtzee_core.word import release_finder
        release_finder()  # a CPU's last word found it
    forget_players()  # the CPUs' (the coach's review needs none)
    for name in ("handheld.screens.turn", "handheld.screens.scoring", "handheld.screens.passing",
                 "handheld.screens.word_turn", "handheld.screens.word_boxes",
                 "handheld.screens.jackpot_turn", "handheld.screens.rolling",
                 "handheld.screens.cpu_dice", "handheld.screens.cpu_turn", "handheld.cpu", "handheld.turns",
                 "handheld.coach", "handheld.turn_layout"):
        if name in sys.modules:
            forget(name)


def drop_game(app):
    """Before a new game: the last game, its turn screens and layouts,
    and every rules module but those the app holds from boot. A game
    left for the menu, the one finished, or the saved game read at
    boot would otherwise sit under the new one (a Word game's rules
    and dictionary some 29 KB on the stand-in bench, see docs/UI.md)."""
    app.game = None
    app.cpus = None
    app.review = None
    end_of_game(app)
    for name in MENU_ONLY:
        forget(name)
    for name in list(sys.modules):
        if name.startswith("yahtzee_core.") and name not in CORE_KEEP:
            forget(name)
    if app.roomy:  # (code in flash brings no names to the heap)
        gc.collect()
    else:  # at_start collects before it reads the heap
        from handheld.reloaded import at_start
        at_start(app)
        forget("handheld.reloaded")
