"""Timings measured on the board itself: CPU players' moves and turns, the
Word hint, a save and a resume of a game kept with its journal, and
redraws of the OLED. Prints figures; asserts nothing.

On the emulated Pico, ``python bench/firmware_bench.py --timings`` copies
this file to CIRCUITPY and runs it at the REPL. On a real board: copy it
to CIRCUITPY, stop code.py with Ctrl-C in the serial console, then

    >>> import board_timings

It also runs on a desktop (``python3 bench/board_timings.py`` from the
repository root, with lib/ on PYTHONPATH) for comparison.

Heap: for each timed step the collector is switched off and the step run
again, so what it allocates stays counted: an upper bound of the heap
the step needs (CircuitPython and MicroPython only).
"""

import gc
import time

from yahtzee_core import new_game, players

try:
    _ns = time.monotonic_ns
except AttributeError:  # MicroPython's unix port
    def _ns():
        return time.ticks_us() * 1000

HEAP = hasattr(gc, "mem_alloc")


def ms_since(t0):
    return (_ns() - t0) / 1000000


def spread(xs):
    """'median / 99th percentile / max' of a list of milliseconds."""
    xs = sorted(xs)
    return "median %.1f ms, 99%% under %.1f ms, max %.1f ms" % (
        xs[len(xs) // 2], xs[len(xs) * 99 // 100], xs[-1])


def allocated_by(fn):
    """Bytes ``fn()`` allocates with the collector off (None on CPython)."""
    if not HEAP:
        fn()
        return None
    gc.collect()
    gc.disable()
    a0 = gc.mem_alloc()
    try:
        fn()
        return gc.mem_alloc() - a0
    finally:
        gc.enable()


def cpu_game(variant, seats, level="expert", seed=7):
    """Every CPU move of one game where every seat is a CPU at ``level``:
    the time of each move, of each turn (a seat's moves in a row), and the
    most heap one move allocated."""
    g = new_game(variant, ["CPU%d" % i for i in range(seats)], seed=seed)
    cpus = [players.for_game(g, i, level) for i in range(seats)]
    moves, turns, peak = [], [], 0
    turn, seat = 0.0, None
    while not g.over:
        if g.phase == 0:  # the contest for who starts: just roll
            g.roll()
            continue
        if g.seat != seat and seat is not None:
            turns.append(turn)
            turn = 0.0
        seat = g.seat
        p = cpus[g.seat]
        gc.collect()
        t0 = _ns()
        m = p.next_move(g)
        dt = ms_since(t0)
        moves.append(dt)
        turn += dt
        if len(moves) % 4 == 1:  # the same question again, collector off
            a = allocated_by(lambda: p.next_move(g))
            if a is not None and a > peak:
                peak = a
        m.apply(g)
    turns.append(turn)
    print("%s %s, %d seats, %d moves: per move %s; per turn %s%s; totals %s"
          % (variant, level, seats, len(moves), spread(moves), spread(turns),
             "; heap one move allocates at most %d bytes" % peak if HEAP else "",
             list(g.totals())))


def word_hints(rolls=500, seed=3, natural=300):
    """The Word hint with every box open (what the box list's hint asks
    the finder), on random rolls: ``rolls`` with the wild forced on every
    other one (the slow case, half the time), then ``natural`` rolls as
    they come (the wild shows when its die lands on it, 1 roll in 6).
    500 rolls, so the 99th percentile is the fifth slowest, not the
    slowest."""
    from yahtzee_core.letters import FACES, WILD
    from yahtzee_core.rng import Rng
    from yahtzee_core.words import Dictionary
    from yahtzee_core.wordfinder import Finder
    f = Finder(Dictionary("assets/words.bin"))
    rng = Rng(seed)
    wild_die = [i for i in range(7) if WILD in FACES[i]][0]
    times, peak = [], 0
    for k in range(rolls):
        dice = [FACES[i][rng.randrange(6)] for i in range(7)]
        if k % 2:
            dice[wild_die] = WILD
        gc.collect()
        t0 = _ns()
        f.hint(dice)
        times.append(ms_since(t0))
        if k % 5 == 0:
            a = allocated_by(lambda: f.hint(dice))
            if a is not None and a > peak:
                peak = a
    print("word hint, every box open, %d rolls (half showing the wild): %s%s"
          % (rolls, spread(times), "; heap one hint allocates at most %d bytes" % peak if HEAP else ""))
    if not natural:
        return
    times, wild = [], 0
    for k in range(natural):
        dice = [FACES[i][rng.randrange(6)] for i in range(7)]
        wild += WILD in dice
        gc.collect()
        t0 = _ns()
        f.hint(dice)
        times.append(ms_since(t0))
    print("word hint, every box open, %d rolls as they come (%d showing the wild): %s"
          % (natural, wild, spread(times)))


def redraws(frames=20):
    """display.refresh() after a whole-screen change and after a roll of
    five dice (the app's own dice tiles), auto-refresh off as the app
    runs it. The emulator sends I2C instantly: on a real board add the
    bus time (about 25 ms for a whole frame at 400 kHz)."""
    try:
        import displayio
    except ImportError:  # MicroPython's unix port
        print("redraw: no displayio here")
        return
    from handheld.art import dice as dice_art
    from handheld.hardware import parts as hw_parts
    hw = hw_parts.build()
    d = hw.display
    if d is None:
        print("redraw: no display (%s)" % "; ".join(hw.problems))
        return
    root = displayio.Group()
    full = displayio.Bitmap(128, 64, 2)
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    root.append(displayio.TileGrid(full, pixel_shader=pal))
    sheet, dpal = dice_art.build()
    dice = displayio.TileGrid(sheet, pixel_shader=dpal, width=5, height=1, tile_width=dice_art.TILE_W,
                              tile_height=dice_art.TILE_H, x=11, y=30)
    root.append(dice)
    d.root_group = root
    d.refresh(target_frames_per_second=None)
    whole, roll = [], []
    for k in range(frames):
        full.fill(k & 1)
        t0 = _ns()
        d.refresh(target_frames_per_second=None)
        whole.append(ms_since(t0))
    full.fill(0)
    d.refresh(target_frames_per_second=None)
    for k in range(frames):
        for i in range(5):
            dice[i] = dice_art.tile(1 + (k + i) % 6)
        t0 = _ns()
        d.refresh(target_frames_per_second=None)
        roll.append(ms_since(t0))
    print("redraw: whole screen %s; five dice %s" % (spread(whole), spread(roll)))


def resume(variant, seats, saves=280, seed=3):
    """A game saved as the app saves it (a whole game, then each save's
    journal entry: handheld.storage) for ``saves`` random moves, then read
    back by a new store, as a boot reads it: the time of one save (mean)
    and of reading back (the scan and the journal's replay)."""
    from handheld.storage import Storage
    from yahtzee_core.journal import keep
    from yahtzee_core.rng import Rng
    g = keep(new_game(variant, ["P%d" % i for i in range(seats)], seed=seed, first=0))
    nvm = bytearray(b"\xff" * 4096)
    st = Storage(nvm)
    r = Rng(seed + 1)
    spent, n, blob = 0.0, 0, None
    while not g.over and n < saves:
        try:
            if g.rolled and not (g.can_roll and r.randrange(3)):
                raise ValueError("score")
            g.roll(tuple(i for i in range(g.NDICE) if r.randrange(2))[:g.NDICE - 1] if g.rolled else ())
        except ValueError:  # (IllegalMove is one): score a random box
            cs = g.choices()
            g.play(cs[r.randrange(len(cs))])
        if g.over:
            break
        blob = g.save()
        t0 = _ns()
        st.save_game(blob, g.journal)
        spent += ms_since(t0)
        g.journal = bytearray()
        n += 1
    g = st = None
    gc.collect()
    t0 = _ns()
    got = Storage(nvm).load_game()
    print("resume %s, %d seats, after %d saves (journal): read back in %.0f ms%s; a save %.1f ms on average"
          % (variant, seats, n, ms_since(t0), "" if got == blob else " (NOT EQUAL)", spent / n))


def let_go(keep):
    """Forget every module imported since ``keep`` (a set of names) was
    taken, so one step's code (a variant's rules and player, as .py
    compiled into the heap) does not crowd the next step out. Each goes
    as the app lets modules go (``handheld.forget``: from its package
    too, which would otherwise keep it alive)."""
    import sys
    from handheld import forget
    for name in list(sys.modules):
        if name not in keep:
            forget(name)
    gc.collect()


def release_displays():
    """Let the OLED go: CircuitPython's terminal on it redraws after every
    print, on the CPU, inside the next timed step."""
    try:
        import displayio
    except ImportError:  # MicroPython's unix port
        return
    displayio.release_displays()


def main():
    import os
    import sys
    import handheld  # noqa: F401  (kept: let_go uses its forget)
    keep = set(sys.modules)
    release_displays()
    print("board timings (time.monotonic_ns)")
    only = os.getenv("YZ_TIMINGS")  # settings.toml: one variant's CPU moves alone (the rest takes long)
    if only:
        cpu_game(only, 2)
        return
    # The redraws first, on a fresh heap, then the display is let go again;
    # after each step its modules are forgotten: with every player and the
    # store loaded, a .py run had no 1.9 KB piece left for the dice sheet,
    # nor 80 bytes for Jackpot's rules.
    redraws()
    release_displays()
    let_go(keep)
    word_hints()
    let_go(keep)
    for variant, seats in (("classic", 2), ("power", 2), ("word", 2), ("jackpot", 2)):
        cpu_game(variant, seats)
        let_go(keep)
    for variant, seats in (("classic", 6), ("power", 6)):
        resume(variant, seats)
        let_go(keep)


main()
