"""FIGURES.md's "Word: the optimum" sections, from saved logs: the Word
solver's (docs/figures/solve-word-family.log, solve-word-full.log: the
outcome table's build and check, then the solve, each under
``/usr/bin/time -v``, a stopped run and its resumption one after the
other), every level priced against the optimum (word-pricing.log, by
bench/word_pricing.py --log) and the Word Expert on the emulated Pico
(firmware-word-coach-frozen-xip.log, by tests/firmware/games.py --log;
firmware-word-expert-frozen-xip.log, bench/firmware_bench.py's output;
stock firmware's Word heaps are the firmware suite's, in its tables);
bench/figures.py calls ``section``.

    python bench/figures.py --word-only    # this section again, the rest as it is
"""

import re

LOGS = (("family", "solve-word-family.log"), ("full", "solve-word-full.log"))
BUILT = re.compile(r"^built \S+ in (\d+) s wall \((\d+) processes\): (\d+) bytes, (\d+) seven-letter rolls")
CHECKED = re.compile(r"^checked (\d+) random rolls and sheets against Word.choices\(\): all equal")
STATES = re.compile(r"^(\w+): (\d+) states in 13 layers")
LAYER = re.compile(r"^layer\s+\d+:\s+(\d+) states,\s+([\d.]+) s")
OPTIMUM = re.compile(r"^optimal solitaire mean \((\w+)\): ([\d.]+)")
RESUMED = re.compile(r"^resuming: layers")
CPU = re.compile(r"^\s*(User|System) time \(seconds\): ([\d.]+)")
RSS = re.compile(r"^\s*Maximum resident set size \(kbytes\): (\d+)")
SAME = re.compile(r"^layer_(\d+)\.npy identical")
VERIFIED = re.compile(r"^verified: ")


def parse(lines):
    """The figures of one setting's log: a dict (missing keys: not in the log)."""
    out = {"layer_s": 0.0, "cpu_s": 0.0, "resumed": 0, "rss_kb": 0, "same": [], "verified": False}
    solving = done = False
    for ln in lines:
        m = SAME.match(ln)
        if m:
            out["same"].append(int(m.group(1)))
        if VERIFIED.match(ln):
            out["verified"] = True
        if done and ln.startswith("#"):
            solving = False  # what follows the solve (its checks) adds nothing to its figures
        if not solving and done:
            continue
        m = BUILT.match(ln)
        if m:
            out.update(table_s=int(m.group(1)), procs=int(m.group(2)), table_bytes=int(m.group(3)),
                       sevens=int(m.group(4)))
        m = CHECKED.match(ln)
        if m:
            out["checked"] = int(m.group(1))
        m = STATES.match(ln)
        if m:
            out["states"] = int(m.group(2))
            solving = True
        m = LAYER.match(ln)
        if m:
            out["layer_s"] += float(m.group(2))
        if RESUMED.match(ln):
            out["resumed"] += 1
        m = OPTIMUM.match(ln)
        if m:
            out["optimum"] = m.group(2)
            done = True
        m = CPU.match(ln)
        if m and solving:  # the solve's runs only, not the table's
            out["cpu_s"] += float(m.group(2))
        m = RSS.match(ln)
        if m and solving:
            out["rss_kb"] = max(out["rss_kb"], int(m.group(1)))
    return out


def section(pg, read_log):
    """Add the sections to ``pg`` (bench/figures.py's Page); ``read_log``
    is figures.read_log."""
    optimum(pg, read_log)
    pricing(pg, read_log)
    board(pg, read_log)


def optimum(pg, read_log):
    """The optimum per dictionary, from the solver's logs."""
    pg.add("", "### Word: the optimum", "",
           "The optimal expected score of solitaire Word Yahtzee (one player, no timer) under the",
           "rules docs/WORD.md states (what the solver assumes: docs/WORD.md, \"The solitaire",
           "optimum\"), per dictionary setting: `python tools/word_outcomes.py SETTING --check 20000`",
           "(the outcome table and its check against `Word.choices()`), then",
           "`python tools/solve_word.py SETTING`, each under `/usr/bin/time -v`. Not run here: from",
           "their output, saved as `docs/figures/solve-word-family.log` and `solve-word-full.log`.", "")
    figs = {}
    for setting, name in LOGS:
        log = read_log(name)
        if log is None:
            pg.add("*No saved log for %s* (`docs/figures/%s`): the commands above write it." % (setting, name), "")
            continue
        pg.add("%s: from the log of %s." % (setting.capitalize(), log[0]), "")
        figs[setting] = parse(log[1])
    if not figs:
        return
    cols = [s for s, _ in LOGS if s in figs]

    def row(label, fn):
        vals = []
        for s in cols:
            try:
                vals.append(fn(figs[s]))
            except KeyError:
                vals.append("(not in the log)")
        return (label,) + tuple(vals)
    rows = [
        row("**optimal expected score**", lambda f: "**%s**" % f["optimum"]),
        row("states between turns solved", lambda f: "{:,}".format(f["states"])),
        row("solve: the layers' wall time, 2 threads", lambda f: "{:,.0f} s".format(f["layer_s"])),
        row("solve: CPU time", lambda f: "{:,.0f} s".format(f["cpu_s"]) if f["cpu_s"] else f["no"]),
        row("solve: peak memory", lambda f: "%d MB" % (f["rss_kb"] // 1024) if f["rss_kb"] else f["no"]),
        row("runs of the command (stopped and resumed: 2)", lambda f: "%d" % (f["resumed"] + 1)),
        row("layers byte-identical to a run never stopped",
            lambda f: "%d-%d" % (min(f["same"]), max(f["same"])) if f["same"] else "(not compared)"),
        row("values checked (solve_word.verify)", lambda f: "yes" if f["verified"] else "(not in the log)"),
        row("outcome table: build, wall", lambda f: "%d s, %d processes" % (f["table_s"], f["procs"])),
        row("outcome table: size", lambda f: "{:,} bytes".format(f["table_bytes"])),
        row("rolls spelling seven letters", lambda f: "{:,} of 279,936".format(f["sevens"])),
        row("rolls and sheets checked against Word.choices()", lambda f: "{:,}, all equal".format(f["checked"])),
    ]
    pg.table(("",) + tuple(s.capitalize() for s in cols), rows)


PRICING = "word-pricing.log"
SETTING = re.compile(r"^(\w+): optimum ([\d.]+); solitaire games")
ROW = re.compile(r"^\| ([^|]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+%) \| (\d+) \| (\d+) \| ([\d.]+%) \| ([^|]+) \|")
SE_GOAL = 0.5


def pricing(pg, read_log):
    """Dictionary x level: the implied expected score and its SE, the
    share of losing decisions, the games (bench/word_pricing.py)."""
    pg.add("", "### Word: each level priced against the optimum", "",
           "`python bench/word_pricing.py` plays solitaire games a level and dictionary (game *i* from",
           "seed *i*) and prices every decision (each keep, stopping to score, each box and its words)",
           "with the optimal values: the implied expected score is the optimum less the mean loss per",
           "game, its standard error made smaller by the rolls' luck as control variates. *Expert* plays",
           "by its table (assets/word_values_SETTING.bin), *Expert, fitted* by its fitted figures, as",
           "the Expert played before the table and plays on stock firmware (before and after). A row",
           "whose SE is above %.1f rests on too few games for that goal: it says so. Not run here" % SE_GOAL,
           "(hours): the games are saved as they are played (build/word/pricing/), and the table is",
           "printed from them by `python bench/word_pricing.py --report --log docs/figures/%s`." % PRICING, "")
    log = read_log(PRICING)
    if log is None:
        pg.add("*No saved log* (`docs/figures/%s`): the command above writes it." % PRICING)
        return
    pg.add("From the log of %s:" % log[0], "")
    rows, setting = [], None
    for ln in log[1]:
        m = SETTING.match(ln)
        if m:
            setting = "%s (optimum %s)" % (m.group(1).capitalize(), m.group(2))
            continue
        m = ROW.match(ln)
        if m and setting:
            se = float(m.group(3))
            rows.append((setting, m.group(1), m.group(2), m.group(3) + ("" if se <= SE_GOAL else " (above %.1f)" % SE_GOAL),
                         m.group(4), "{:,}".format(int(m.group(5))), m.group(7), m.group(8).strip()))
        elif ln.startswith("| ") and "(no games saved)" in ln and setting:
            rows.append((setting, ln.split("|")[1].strip(), "(not priced: no games)", "", "", "0", "", ""))
    pg.table(("dictionary", "level", "implied expected score", "± SE", "of the optimum", "games",
              "losing decisions", "played mean ± SE"), rows)


BOARD = (("firmware-word-coach-frozen-xip.log", "The coach's hint and the lowest free heap: a Word game alone, "
          "the coach asked after each roll of every other turn (`word:1`), and one person against seven "
          "CPUs of every level, Experts by the table (`word:8:cpu`)"),
         ("firmware-word-expert-frozen-xip.log", "The Expert's moves timed at the board's REPL (a 2-seat "
          "game of Experts by the table)"))


def board(pg, read_log):
    """The Word Expert by its table on the emulated Pico, the game's own
    firmware, the XIP cache modelled."""
    pg.add("", "### Word: the Expert on the board", "",
           "The Word Expert by its table (docs/PLAYERS.md, \"Word: the Expert\") on the emulated Pico,",
           "the game's own firmware, the XIP cache modelled (`BOARD_XIP_CACHE=1`). The goals: 1 s a",
           "hint and a move, press to picture, and 120 KB free at every moment. Emulated milliseconds:",
           "the host's load does not change them.", "")
    for name, what in BOARD:
        log = read_log(name)
        pg.add(what + ":", "")
        if log is None:
            pg.add("*No saved log* (`docs/figures/%s`)." % name, "")
            continue
        pg.add("From the log of %s:" % log[0], "")
        pg.add(*["    " + ln.strip() for ln in log[1] if ln.strip()])
        pg.add("")
    pg.add("A Word game alone with the hint (`word:1:champ`), and against seven CPUs (`word:8:cpu`),",
           "on stock 9.2.8 and 10.2.1 with the bundle (where the Expert plays by its fitted figures",
           "and the box list has no coach's row) and on the game's own firmware: each one's lowest",
           "free heap and its moment, against the 60 KB and 120 KB lines, are in the firmware",
           "suite's tables ([On the firmware](#on-the-firmware-emulated-pico)).", "")
