"""The app's fields at power-up (handheld/app.py's ``App``), set here and
this module let go: on stock firmware a loaded module's code stays in
the heap, and this runs once a power-on."""

from handheld import forget
from handheld.variants import VARIANTS


def build(app, hw, names):
    """Every field of a new ``app`` on ``hw``; ``names``: the seats'
    default initials."""
    app.hw = hw
    app.game = None
    app.screen = None
    # the next new game: index into VARIANTS, seats, initials per seat;
    # as last chosen (kept with the settings, handheld/remember.py)
    from handheld.remember import recall
    app.variant, app.seats, app.names = recall(getattr(hw, "prefs", None) or {}, len(VARIANTS), names)
    forget("handheld.remember")
    app.kinds = [None] * len(names)  # per seat: a CPU's level, None: a person
    app.cpus = None   # the CPU seats' players (handheld.cpu.player)
    # The game's own firmware holds the code in flash, not the heap: it
    # may keep the coach's Expert between hints (handheld.cpu.keep_coach)
    # where code on the drive must let it go.
    from handheld.version import code_place
    app.roomy = code_place() == "frozen"
    forget("handheld.version")
    # the screens that stay when left, turn after turn (App.go)
    from handheld.phases import ROOMY_TURN_SCREENS, TURN_SCREENS
    app.keep = ROOMY_TURN_SCREENS if app.roomy else TURN_SCREENS
    ROOMY_TURN_SCREENS = TURN_SCREENS = None
    forget("handheld.phases")
    app.phase = "menu"  # the phase entered last (handheld/phases.py): the title's side
    app.later = None  # what step() does once the screen that asked has returned
    app.review = None  # the coach's costliest choices (handheld.coach)
    app._lists = None
    app._big = None
    app._dice = None
    app.layouts = {}  # screen layouts built once, by name
    app.saved = None  # (variant, players) of the saved game, or None
    app.playing = False  # a game's screens are up (not the menu's side, nor the title)
    app.save_problem = None
    app.last = None   # what the last turn scored (pass screen, solo turn)
    from handheld.sleep import Rest
    app.rest = Rest(app)  # idle: dim, sleep, the battery (handheld/sleep.py)
