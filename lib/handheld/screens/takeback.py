"""Taking my last box back: asked on the pass screen (the one who scored
still holds the handheld), on the pause before a CPU's turn, and on a turn
screen before its roll when the box was that player's own (a game of one
person has no pass screen). ``App.mine`` says when; the core allows it
until the next roll and never once the game is over (docs/UI.md,
"Taking a score back").

Loaded at the press and let go after: the turn's screens import it only
then."""

from handheld import forget, forget_loader


def ask(app, back):
    """Ask first; yes takes the box back, no returns to ``back``."""
    from handheld.screens.message import Message
    what = app.last or "the last score"
    app.go(Message(app, "TAKE IT BACK?", "%s: take it back and play that turn again?" % what,
                   lambda: take_back(app), lambda: _no(app, back)))


def _no(app, back):
    forget("handheld.screens.takeback")
    app.go(back)


def take_back(app):
    """The core takes the turn back (checked there); the coach forgets the
    box it noted; saved, so a power cut now resumes the taken-back turn;
    then that player's turn again, with the same dice."""
    g = app.game
    seat = g.undo_seat
    g.undo()
    forget_loader()  # used now and then: not held while playing
    if app.coached():
        from handheld.coach import unnote_box
        unnote_box(app, seat)
    forget("handheld.screens.takeback")
    app.save()
    app.turn()
