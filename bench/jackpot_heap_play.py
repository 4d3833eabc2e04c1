"""Runs under the MicroPython unix port (see bench/jackpot_heap.py): the
real app, core and storage over bench/heap's displayio stand-in, playing
one whole Jackpot game by presses (A takes the step the rack screen
offers first: the best-scoring one); prints the live heap at its peak."""

import gc

from play import A, B, DOWN, start


def main(seats, after=None):
    """``after``: a variant played to the end first on the same app (what
    the last game leaves behind weighs on this one)."""
    if after == "word":
        import word_heap_play
        base, app = word_heap_play.main(1)
    else:
        base, app = start()
    hw = app.hw
    from handheld.app import VARIANTS
    peak = 0
    where = ""
    steps = 0
    setup_done = False
    looked = False
    by_screen = {}
    while True:
        name = app.screen.NAME
        if name == "setup" and not setup_done:
            app.variant = [v[0] for v in VARIANTS].index("jackpot")
            app.seats = seats
            hw.queue.extend((DOWN, DOWN, A))
            setup_done = True
        elif name == "menu" and setup_done:
            break
        elif name == "gameover" and not looked:
            hw.queue.append(B)  # look at a scorecard first
            looked = True
        else:
            hw.queue.append(A)
        while app.step() or hw.queue:
            steps += 1
        gc.collect()
        used = gc.mem_alloc() - base
        if used > peak:
            peak = used
            where = app.screen.NAME
        if app.screen.NAME not in by_screen or used > by_screen[app.screen.NAME]:
            by_screen[app.screen.NAME] = used
    print("jackpot %d seats%s: peak live heap %d bytes (on screen %s), %d screen changes, %d steps"
          % (seats, " after a 1-seat Word game" if after else "", peak, where, hw.changes, steps))
    print("  most live per screen: " + ", ".join(["%s %d" % (k, by_screen[k]) for k in sorted(by_screen)]))
