"""The web page's speed in headless Chromium (Debian's), as the browser
test drives it (board_emu/page.py, the page's ?debug settings): the
emulated time against real time while the board boots, while a person
plays a turn and while a CPU plays one, and the real time from a button
press to the redrawn screen (goal: 0.5 s at most).

    python bench/web_bench.py [--turns N] [--log docs/figures/web-speed.log]

A 2-seat classic game, a person (the simulator's UI driver, pressing as
soon as the screen is ready, in lockstep with the simulator) against an
Expert CPU, N turns each (default 2). Per phase: real seconds, emulated
seconds, their ratio, and the ratio while the chip was busy (the page's
slices that could not keep real time: the emulator's own speed). The
press-to-redraw times are the page's own (web/main.js: from the press to
the first changed frame drawn on the canvas), every button press but the
shake switch's. bench/figures.py puts the log's table in FIGURES.md.
"""

import argparse
import datetime
import os
import platform
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu.mirror import Mirror  # noqa: E402
from board_emu.page import CHROMIUM, PageBoard, build  # noqa: E402

SETTINGS = {"YZ_CPU_PACE": "fast", "YZ_DEBUG_MEM": 1}  # tests/firmware/web.py's
CPU_WAIT_MS = 120000
GOAL_MS = 500


class Phase:
    """Real and emulated time over the phases of one kind, added up."""

    def __init__(self, name):
        self.name = name
        self.wall = self.emulated = self.busy_wall = self.busy_emulated = 0.0
        self.count = 0

    def sample(self, board):
        board._call("state")
        s = board.state
        return time.time(), s["emulated"] / 1e9, s["busyWall"] / 1e3, s["busyEmulated"] / 1e9

    def add(self, a, b):
        self.wall += b[0] - a[0]
        self.emulated += b[1] - a[1]
        self.busy_wall += b[2] - a[2]
        self.busy_emulated += b[3] - a[3]
        self.count += 1

    def line(self):
        ratio = self.emulated / self.wall if self.wall else 0
        busy = self.busy_emulated / self.busy_wall if self.busy_wall else 0
        return ("phase %s: %d, real %.1f s, emulated %.1f s, ratio %.2f, busy ratio %.2f, busy %.0f%% of real time"
                % (self.name, self.count, self.wall, self.emulated, ratio, busy,
                   100 * self.busy_wall / self.wall if self.wall else 0))


def chromium_version():
    try:
        return subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"


def percentile(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def run(turns):
    out = tempfile.mkdtemp(prefix="web-bench-")
    built = build(out).strip().splitlines()[-1]
    lines = [built]
    boot, person, cpu = Phase("boot"), Phase("person"), Phase("cpu")
    with PageBoard(out) as board:
        t0 = (time.time(), 0.0, 0.0, 0.0)
        board.power_on()
        mirror = Mirror(board, settings=SETTINGS)
        mirror.boot()  # to the title, equal to the simulator's
        boot.add(t0, boot.sample(board))
        import cpu_play
        from ui_play import Driver
        d = Driver(mirror)
        cpu_play.start(d, "classic", [None, "expert"])
        mirror.wait_ms = CPU_WAIT_MS
        for _ in range(turns):
            a = person.sample(board)
            d.turn()
            person.add(a, person.sample(board))
            a = cpu.sample(board)
            d.past_cpu_stop()  # A on the pause: the CPU's turn, to the person's next
            assert d.screen.NAME in ("turn", "pass"), d.text()
            cpu.add(a, cpu.sample(board))
        presses = board.evaluate("window.pocket.state().latencies")
        assert not board.errors, board.errors
    ms = [p["ms"] for p in presses if p["button"] != "SHAKE"]
    lines += [boot.line(), person.line(), cpu.line()]
    lines.append("press to redraw: %d presses, median %.0f ms, 90th percentile %.0f ms, slowest %.0f ms "
                 "(goal %d ms)" % (len(ms), percentile(ms, 0.5), percentile(ms, 0.9), max(ms), GOAL_MS))
    lines.append("screens compared with the simulator: %d, all equal" % mirror.checks)
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--turns", type=int, default=2, help="turns of each seat (default 2)")
    ap.add_argument("--log", help="also write the figures here, headed for bench/figures.py")
    a = ap.parse_args(argv)
    t0 = time.time()
    load = os.getloadavg()[0]
    lines = run(a.turns)
    lines.append("took %.0f s" % (time.time() - t0))
    print("\n".join(lines))
    if a.log:
        head = "# python bench/web_bench.py --turns %d, %s, %d cores (load average %.1f at the start), %s, Python %s" % (
            a.turns, datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"), os.cpu_count() or 0,
            load, chromium_version(), platform.python_version())
        with open(a.log, "w") as f:
            f.write(head + "\n" + "\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
