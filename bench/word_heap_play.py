"""Runs under the MicroPython unix port (see bench/word_ui_heap.py): the
real app plays one whole Word game by presses, every turn rolled once and
scored through the hint (the word finder loaded and run), over the
displayio stand-in; prints the live heap at its peak and per screen."""

from handheld import buttons
from play import Peak, start

UP, DOWN, RIGHT, A = buttons.UP, buttons.DOWN, buttons.RIGHT, buttons.A


def main(seats, timer=0, run=None):
    """``run``: (base, app) of an app already used (at its menu) to play
    on; returns (base, app) for the next game."""
    base, app = run or start({"word_timer": timer})
    hw = app.hw
    from handheld.variants import VARIANTS
    peak = Peak(base)
    hinted = None
    setup_done = False
    while True:
        name = app.screen.NAME
        g = app.game
        if name == "setup" and not setup_done:
            app.variant = [v[0] for v in VARIANTS].index("word")
            app.seats = seats
            hw.queue.extend((DOWN, DOWN, DOWN, A))
            setup_done = True
        elif name == "menu" and setup_done:
            break
        elif name == "word_turn":
            hw.queue.append(UP if not g.rolled else DOWN)
        elif name == "word_boxes":
            turn = (g.seat, sum([1 for b in range(12) if g.box(g.seat, b) is not None]))
            if hinted != turn:
                hinted = turn
                hw.queue.append(RIGHT)
            else:
                hw.queue.append(A)
        else:
            hw.queue.append(A)
        while app.step() or hw.queue:
            pass
        peak.note(app.screen.NAME)
    peak.report("word %d seats%s" % (seats, " timer" if timer else ""))
    return base, app
