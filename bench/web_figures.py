"""FIGURES.md's section on the web page, from the speed bench's saved log
(docs/figures/web-speed.log, written by ``python bench/web_bench.py
--log docs/figures/web-speed.log``); bench/figures.py calls ``section``."""

import re

LOG = "web-speed.log"
COMMAND = "python bench/web_bench.py --log docs/figures/web-speed.log"
PHASE = re.compile(r"^phase (\w+): (\d+), real ([\d.]+) s, emulated ([\d.]+) s, ratio ([\d.]+), "
                   r"busy ratio ([\d.]+), busy (\d+)% of real time")
PRESS = re.compile(r"^press to redraw: (\d+) presses, median (\d+) ms, 90th percentile (\d+) ms, "
                   r"slowest (\d+) ms \(goal (\d+) ms\)")
BUILT = re.compile(r"^built .* in ([\d.]+) s: ([\d,]+) bytes, ([\d,]+) gzipped")
NAMES = {
    "boot": "boot: the page opened to the title",
    "person": "a person's turn (classic, pressing as soon as the screen is ready)",
    "cpu": "a CPU's turn (classic, Expert, at the page's fast pace)",
}


def section(pg, log):
    """Add the section to ``pg`` (bench/figures.py's Page); ``log`` is
    read_log's (head, lines) or None."""
    pg.add("## In a browser (the web page)", "",
           "The release's UF2 on board_emu's emulated Pico in a Web Worker (docs/WEB.md), in Debian's",
           "Chromium, headless, on this machine, driven as the browser test drives it (the page's",
           "settings and `?debug`), a 2-seat classic game of a person against an Expert CPU, in",
           "lockstep with the simulator. Emulated time never runs ahead of real time: a chip waiting",
           "for a press keeps real time (1.00), a busy one runs at the emulator's own speed, the",
           "last column. A real Pico is 1.00 throughout. Read from the saved log, not measured by",
           "this script: `%s`." % COMMAND, "")
    if log is None:
        pg.add("*No saved log* (`docs/figures/%s`): the command writes it." % LOG)
        return
    head, lines = log
    pg.add("From the log of %s:" % head, "")
    rows = []
    press = built = None
    for ln in lines:
        m = PHASE.match(ln)
        if m:
            name, n, real, emu, ratio, busy, share = m.groups()
            n = int(n)
            each = "" if n == 1 else " a turn (%d turns)" % n
            rows.append((NAMES.get(name, name), "%.1f s%s" % (float(real) / n, each),
                         "%.1f s" % (float(emu) / n), ratio, "%s (%s%% of the time)" % (busy, share)))
        press = press or PRESS.match(ln)
        built = built or BUILT.match(ln)
    pg.table(("what", "real time", "emulated time", "emulated / real", "while the chip was busy"), rows)
    if press:
        n, median, p90, slowest, goal = press.groups()
        pg.add("", "A button press to the redrawn screen, in real time (the page's own measure, from the"
               " press to the first changed frame on the canvas; %s presses): median **%s ms**, 90th"
               " percentile %s ms, slowest %s ms; the goal is %s ms." % (n, median, p90, slowest, goal))
    if built:
        secs, size, gz = built.groups()
        pg.add("", "The page (`bash scripts/build_web.sh`; its bundling step took %s s): %s bytes, **%s bytes"
               " gzipped**, the UF2 most of it." % (secs, size, gz))
