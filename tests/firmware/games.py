"""Whole games on the real firmware, through its buttons, in lockstep with
the desktop simulator (board_emu/mirror.py): every screen of the board must
equal the simulator's, and the game the drivers played, replayed through
the rules core with the board's seed, must end with the same totals.

    python -m tests.firmware.games                 # every variant, most seats
    python -m tests.firmware.games classic:1       # just one
    python -m tests.firmware.games --firmware 10.2.1 --mpy --png DIR   # stock firmware
    python -m tests.firmware.games --press-ms 60 word:1   # shorter presses
    python -m tests.firmware.games --mem-log mem.txt word:8  # every screen's free heap
    python -m tests.firmware.games --cpus            # the same, seat 1 against CPUs
    python -m tests.firmware.games classic:6:cpu     # one of them

A game named with ``:cpu`` seats one person against CPUs of every level
(tests/cpu_play.py): the board thinks for them, and their turns run
while the simulator waits, so the board gets up to CPU_WAIT_MS to catch up.

Classic and Power games walk the paths that hold the most at once
(PATHS): the coach's hint asked at every third box list and every other
one followed, a zero (Power: an X) confirmed now and then, a box taken
back and played again, the hint on the last box, the scorecards mid-turn,
and at the end the coach's review, the statistics and the scorecards. A
1-seat game (classic:1, power:1) is the coach's own path: no pass screen,
the coach prices each box as the next turn starts.

Prints the lowest free heap seen (YZ_DEBUG_MEM lines) for each game, and
names its moment: the screen or step that printed it and what the driver
had just done ("coach after a zero confirmed"); then the lowest of each
kind of moment.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu.board import _MEM_LINE, Board, FirmwareMissing, firmware_option, use_firmware  # noqa: E402
from board_emu.mirror import Mirror  # noqa: E402
import cpu_play  # noqa: E402

SETTINGS = {"YZ_DEBUG_MEM": 1, "YZ_CPU_PACE": "fast"}
# name -> (variant, seats, championship)
GAMES = {
    "classic:1": ("classic", 1, False),
    "power:1": ("power", 1, False),
    "classic:6": ("classic", 6, False),
    "power:6": ("power", 6, False),
    "word:8": ("word", 8, False),
    "jackpot:4": ("jackpot", 4, False),
    "word:1:champ": ("word", 1, True),
}
CPU_GAMES = ["classic:6:cpu", "power:6:cpu", "word:8:cpu", "jackpot:4:cpu"]
# a person's last press to their next pass screen: every CPU seat's turn at
# the fast pace, and the board's thinking (a Word turn: up to 1.6 s)
CPU_WAIT_MS = 120000
# classic and Power ask the coach's hint at every third box list: its
# Expert loads beside the turn's screens, the lowest heap of those games
HINT_EVERY = 3
# Word asks the coach's hint (its box list's last row, the Word Expert by
# its table) after each roll of every other turn, on the game's own firmware
WORD_COACH_EVERY = 2
# ... and walk the other paths that hold the most at once (tests/ui_play.py
# Driver): every other hint followed, a zero at every fourth box list, every
# fifth box taken back, the hint on the last box, the scorecards mid-turn at
# every fourth turn; at the end the review, statistics and scorecards
PATHS = {"hint_every": HINT_EVERY, "follow_every": 2, "zero_every": 4, "undo_every": 5,
         "last_hint": True, "scores_every": 4}


def driver_for(variant, mirror):
    if variant == "word":
        from word_play import WordDriver
        return WordDriver(mirror)
    if variant == "jackpot":
        from jackpot_play import JackpotDriver
        return JackpotDriver(mirror)
    from ui_play import Driver
    return Driver(mirror)


def walks_paths(variant, d):
    """Set driver ``d`` to walk PATHS if ``variant`` has the coach's paths
    (classic, Power: Word's driver asks its own hints); whether it does."""
    if variant not in ("classic", "power"):
        return False
    for k, v in PATHS.items():
        setattr(d, k, v)
    return True


def play_against_cpus(variant, seats, sim):
    """A game of ``variant`` by buttons on ``sim`` (the simulator, or the
    board's mirror), seat 1 a person and the others CPUs of every level,
    with the coach's paths walked where the variant has them, to its end
    screens. Returns the driver."""
    d = driver_for(variant, sim)
    paths = walks_paths(variant, d)
    cpu_play.start(d, variant, cpu_play.against_cpus(seats))
    cpu_play.play_out(d, skip_every=1)
    if paths:
        d.look_at_the_end()
    return d


def parse(name):
    """(variant, seats, championship, against CPUs) from a game's name."""
    if name in GAMES:
        return GAMES[name] + (False,)
    parts = name.split(":")
    return parts[0], int(parts[1]), "champ" in parts[2:], "cpu" in parts[2:]


def play(name, mpy=False, png=None, mem_log=None):
    variant, seats, champ, cpus = parse(name)
    t0 = time.time()
    board = Board(mpy=mpy, settings=SETTINGS)
    with board:
        mirror = Mirror(board, settings=SETTINGS, out_dir=png)
        mirror.boot()
        d = driver_for(variant, mirror)
        paths = walks_paths(variant, d)
        if variant == "word" and board.frozen:  # the coach's row (the game's own firmware)
            d.coach_every = WORD_COACH_EVERY
        if cpus:
            mirror.wait_ms = CPU_WAIT_MS
            cpu_play.start(d, variant, cpu_play.against_cpus(seats))
            cpu_play.play_out(d, skip_every=1)
        else:
            if variant == "word":
                d.new_game(variant, seats, championship=champ)
            else:
                d.new_game(variant, seats)
            d.play_out()
        game = mirror.app.game
        if paths:
            d.look_at_the_end()
        assert mirror.seeds, "the board printed no seed"
        if cpus:
            replayed = cpu_play.replay(d, variant, list(game.players), mirror.seeds[-1])
        else:
            replayed = d.replay(variant, list(game.players), seed=mirror.seeds[-1])
        assert replayed.totals() == game.totals(), (replayed.totals(), game.totals())
        if png:
            os.makedirs(png, exist_ok=True)
            board.screenshot(os.path.join(png, "%s_%s_gameover.png" % (variant, seats)))
        seen = moments(board, mirror)
        low = min(seen, key=lambda m: m[1])
        if mem_log:  # game, screen, bytes free and, when the board says it, in use
            with open(mem_log, "a") as f:
                for screen, free, used in board.mem_use():
                    f.write("%s %s %s %d %s\n" % (name, board.code, screen, free,
                                                 "-" if used is None else used))
        print("PASS %-13s %s %s totals %s = core replay; %d screens equal; lowest free %d bytes on %s; "
              "%.0f s emulated, %.0f s wall" % (name, board.firmware, board.code, game.totals(),
                                                mirror.checks, low[1], low[0], board.ms / 1000,
                                                time.time() - t0))
        print("     lowest moments: " + "; ".join(["%s %d" % (m, free) for m, free in lowest_kinds(seen)]))
        hints = getattr(d, "hint_ms", None)
        if hints:
            print("     the coach's hint, %d asked (emulated ms, press to picture): to the hint median %d, "
                  "slowest %d; back to the box list median %d, slowest %d"
                  % (len(hints), _median([h[0] for h in hints]), max(h[0] for h in hints),
                     _median([h[1] for h in hints]), max(h[1] for h in hints)))
        sys.stdout.flush()
        return low


def moments(board, mirror):
    """[(moment, bytes free)] from the board's YZ_DEBUG_MEM lines: each
    named by the screen or step that printed it and what the driver had
    just done (Mirror.mark), "coach after a zero confirmed"."""
    out = []
    for m in _MEM_LINE.finditer(board.console):
        why = mirror.moment(m.start())
        out.append(("%s after %s" % (m.group(1), why) if why else m.group(1), int(m.group(2))))
    return out


def lowest_kinds(seen, most=5):
    """The ``most`` lowest moments, one of each name, lowest first."""
    best = {}
    for name, free in seen:
        if name not in best or free < best[name]:
            best[name] = free
    return sorted(best.items(), key=lambda m: m[1])[:most]


def _median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


class _Tee:
    """stdout, and a log file beside it."""

    def __init__(self, out, f):
        self.out, self.f = out, f

    def write(self, s):
        self.out.write(s)
        self.f.write(s)

    def flush(self):
        self.out.flush()
        self.f.flush()


def _tee(path, argv):
    """Write stdout to ``path`` too, under a heading: the command, the
    day, the firmware and whether the XIP cache is modelled."""
    args = " ".join(sys.argv[1:] if argv is None else argv)
    xip = os.environ.get("BOARD_XIP_CACHE", "0") not in ("", "0")
    f = open(path, "w")
    f.write("# %spython -m tests.firmware.games %s, %s, %s\n"
            % ("BOARD_XIP_CACHE=1 " if xip else "", args, time.strftime("%Y-%m-%d"),
               "the XIP cache modelled" if xip else "the XIP cache not modelled"))
    sys.stdout = _Tee(sys.stdout, f)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--mpy", action="store_true", help="stock firmware: the game's code as .mpy")
    firmware_option(ap)
    ap.add_argument("--cpus", action="store_true", help="the games against CPUs (%s)" % " ".join(CPU_GAMES))
    ap.add_argument("--png")
    ap.add_argument("--mem-log", help="append every YZ_DEBUG_MEM line (game, screen, bytes free) to this file")
    ap.add_argument("--press-ms", type=int, default=Board.PRESS_MS,
                    help="how long each button press is held (default %(default)s ms)")
    ap.add_argument("--log", help="also write the output to this file (docs/figures/, bench/figures.py reads it), "
                                  "under a line saying the command, the day and the firmware")
    a = ap.parse_args(argv)
    use_firmware(a)
    if a.log:
        _tee(a.log, argv)
    Board.PRESS_MS = a.press_ms
    if a.cpus:
        a.games = CPU_GAMES if a.games == list(GAMES) else a.games
    try:
        for name in a.games:
            play(name, mpy=a.mpy, png=a.png, mem_log=a.mem_log)
    except FirmwareMissing as err:
        print("FAIL:", err)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
