"""FIGURES.md's "Word: the optimum" section, from the Word solver's saved
logs (docs/figures/solve-word-family.log, solve-word-full.log: the outcome
table's build and check, then the solve, each under ``/usr/bin/time -v``,
a stopped run and its resumption one after the other); bench/figures.py
calls ``section``.

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
    """Add the section to ``pg`` (bench/figures.py's Page); ``read_log`` is
    figures.read_log."""
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
