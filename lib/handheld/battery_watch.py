"""What a LOW or CRITICAL battery leads to, once the app's idle clock
(handheld/sleep.py, which reads and judges VSYS) has two readings a second
apart that agree; loaded for that moment only.

LOW: a warning at the next calm screen, once (again only after the cells
read well above LOW).
CRITICAL: the game and the screen saved, "BATTERY EMPTY" for EMPTY_SHOW
s, then asleep until a button, whatever the Sleep setting. On USB power
the gauge is a plug and nothing is judged.
"""

from handheld import forget

EMPTY_SHOW = 3.0
# where a low-battery warning may come up (never over a running clock)
CALM = ("title", "menu", "pass", "turn", "jackpot_turn", "scorecard", "gameover", "settings")


def warn(rest):
    """The LOW warning, if the screen is a calm one; A goes back to it."""
    app = rest.app
    s = app.screen
    if app.later is not None or s is None or s.NAME not in CALM and not (
            s.NAME == "word_turn" and not app.game.timer):
        return
    rest.warn = False
    rest.warned = True
    from handheld.screens.message import Message
    app.go(Message(app, "BATTERY LOW", "Change the batteries soon. The game is saved after every move.",
                   lambda: app.go(s)))


def empty(rest, now):
    """CRITICAL: save now, say so, and sleep EMPTY_SHOW s later (or at a
    press), whatever the Sleep setting."""
    app = rest.app
    if rest.empty_at is not None or app.later is not None:
        return
    from handheld.wake import prepare
    rest.empty = (app.screen, prepare(app, now))
    prepare = None
    forget("handheld.wake")
    rest.empty_at = now + EMPTY_SHOW
    rest.warn = False
    from handheld.screens.message import Message
    app.go(Message(app, "BATTERY EMPTY", "Saved. Change the batteries, then press a button to play on.",
                   lambda: rest.sleep(app.hw.monotonic(), True, rest.empty[1])))
