"""Runs under the MicroPython unix port (see bench/jackpot_heap.py): the
real app, core and storage over bench/heap's displayio stand-in, playing
one whole Jackpot game by presses (A takes the step the rack screen
offers first: the best-scoring one); prints the live heap at its peak."""

from play import A, B, DOWN, Peak, start


def main(seats, after=None):
    """``after``: a variant played to the end first on the same app (what
    the last game leaves behind weighs on this one)."""
    if after == "word":
        import word_heap_play
        base, app = word_heap_play.main(1)
    else:
        base, app = start()
    hw = app.hw
    from handheld.variants import VARIANTS
    peak = Peak(base)
    steps = 0
    setup_done = False
    looked = False
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
        peak.note(app.screen.NAME)
    peak.report("jackpot %d seats%s, %d screen changes, %d steps"
                % (seats, " after a 1-seat Word game" if after else "", hw.changes, steps))
