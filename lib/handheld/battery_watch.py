"""The battery watch of the app's idle clock (handheld/sleep.py): what a
reading of VSYS leads to. Loaded at the first reading (there is none
without a monitor) and kept, since it runs every 10 s; the levels and the
gauge's picture are handheld/battery.py's.

A LOW or CRITICAL reading counts once the next one, a second later,
agrees (a dip under load is no flat battery). LOW: a warning at the next
calm screen, once (again only after the cells read well above LOW).
CRITICAL: the game and the screen saved, "BATTERY EMPTY" for EMPTY_SHOW
s, then asleep until a button, whatever the Sleep setting. On USB power
the gauge is a plug and nothing is judged.
"""

from handheld import battery as B

EMPTY_SHOW = 3.0
# where a low-battery warning may come up (never over a running clock)
CALM = ("title", "menu", "pass", "turn", "jackpot_turn", "scorecard", "gameover", "settings")


def judge(rest, now, volts, usb, act=True):
    """A reading: the gauge follows it; with ``act``, a warning or an
    empty battery's sleep is due when two readings agree."""
    kind = rest.hw.settings.battery
    if usb:
        state, bars = B.OK, B.USB
    else:
        state, bars = B.judge(kind, volts)
    rest._gauge(bars)
    agreed = state == rest.seen
    rest.seen = state
    if state == B.OK and (usb or volts >= B.KINDS[kind][1] + 0.1):
        rest.warned = rest.warn = False  # new cells (or USB): warn again next time
    if not act or state == B.OK:
        return
    if not agreed:
        rest.check_at = now + 1.0  # look again before acting
    elif state == B.CRITICAL:
        empty(rest, now)
    elif not rest.warned:
        rest.warn = True


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
    rest.empty = (app.screen, rest._save(now))
    rest.empty_at = now + EMPTY_SHOW
    rest.warn = False
    from handheld.screens.message import Message
    app.go(Message(app, "BATTERY EMPTY", "Saved. Change the batteries, then press a button to play on.",
                   lambda: rest._off(app.hw.monotonic(), rest.empty[1])))
