"""The saved game at power-up (who plays it, or why it cannot be resumed),
the first screen, and Resume. Loaded for those moments only
(handheld/app.py forgets it after), so its code is not held while a game
is played."""

from handheld import forget, forget_loader
from handheld.variants import variant_title


def first_screen(app):
    """At power-up: look at the saved game (``check``), then show a heap
    restart's game again (handheld/reloaded.py), else the screen the
    last sleep left (handheld/wake.py, loaded only when there is one or
    this boot is a wake), else the title."""
    check(app)
    forget_loader()  # (check read the game once)
    hw = app.hw
    if getattr(hw, "resume_now", False):  # the board restarted for its heap mid-game
        hw.resume_now = False  # once: an App made again after a crash starts at the title
        if app.saved is not None:
            resume(app)
            return
    st = hw.storage
    if hw.woke or (st is not None and st.load_wake() is not None):
        from handheld.wake import at_boot
        shown = at_boot(app)
        at_boot = None
        forget("handheld.wake")
        if shown:
            return
    from handheld.screens.title import Title
    app.go(Title(app))


def check(app):
    """Look at the saved game: remember who plays it, or why it cannot
    be resumed (and forget it then)."""
    app.saved = None
    st = app.hw.storage
    blob = st.load_game() if st is not None else None
    if blob is None:
        return
    try:
        from yahtzee_core import load_game
        g = load_game(blob)
    except (ValueError, ImportError, MemoryError):
        app.save_problem = "The saved game was damaged and could not be resumed."
        st.clear_game()
        return
    if g.over:
        st.clear_game()
        return
    if variant_title(g.VARIANT) == g.VARIANT:
        return  # a variant this app cannot play yet: leave it be
    app.saved = (g.VARIANT, g.players)
    if st.unread:  # (its journal read back to the last move it could)
        app.save_problem = "The last moves could not be read back: resumed at %s's turn, %d points." % (
            g.player, g.total(g.seat))


def resume(app):
    """Load the saved game and go to its next screen."""
    # a game left for the menu goes first: not two copies at once (and
    # the heap is measured as at a new game's start, handheld/reloaded.py)
    app.enter("new")
    from yahtzee_core import load_game
    try:
        app.game = load_game(app.hw.storage.load_game())
        app.keep_journal()
    except (ValueError, ImportError, TypeError):
        app.hw.storage.clear_game()
        app.saved = None
        from handheld.screens.message import Message
        from handheld.screens.menu import Menu
        app.go(Message(app, "CANNOT RESUME", "The saved game is damaged. It was cleared.", Menu(app)))
        return
    if app.game.VARIANT == "classic":  # the coach's notes on it, read back from its journal
        from handheld.coach import restore
        restore(app)
        forget("handheld.coach")
    forget_loader()  # read once (the coach's reading too): not held while playing
    if app.roomy:  # the coach's code, for a quick first hint
        from handheld.new_game import warm_coach
        warm_coach(app)
        forget("handheld.new_game")
    app.continue_game()
