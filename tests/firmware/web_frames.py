"""The web page's pictures against the panel's own redraws, for the browser
test (tests/firmware/web.py): every picture the page drew on its canvas
must be one the panel showed once a redraw was complete, never one
part-way through a redraw (the top half new, the bottom half old).

The page's ?trace hands over every write to the panel (emulated start and
end, the chip's WFI time so far, the bytes) and every picture it drew.
Here the writes are decoded again by the simulator's own decoder
(host_sim/oled.py), with hindsight: the glass after a write is complete
when the chip slept before the next write (CircuitPython's refresh never
sleeps), or when no address window is left waiting for data and the next
write comes SETTLE_NS or more later (within one refresh the next
rectangle's addresses follow its data within a millisecond). web/frames.js
decides the same without hindsight, as the chip runs; this is the
independent check of it, and of what the canvas shows.
"""

import os
import re

from host_sim.oled import SSD1306

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _settle_ns():
    with open(os.path.join(ROOT, "web", "frames.js")) as f:
        return float(re.search(r"export const SETTLE_NS = ([\d.e]+);", f.read()).group(1))


SETTLE_NS = _settle_ns()  # web/frames.js's, read from it: the two cannot drift
# The gaps within one redraw must stay this far below SETTLE_NS. What the
# test prints: at most 0.8 ms (after a whole-screen redraw, the next area;
# USB's background work runs after each rectangle), and redraws at least
# 40 ms apart with the chip awake.
MARGIN = 3


class _Panel(SSD1306):
    """oled.py's decoder, noting the last address window and its fill."""

    def __init__(self):
        super().__init__()
        self.window_at = 0
        self.window_size = 0

    def _command(self, c):
        super()._command(c)
        if c[0] in (0x21, 0x22):
            self.window_at = self.data_bytes
            self.window_size = (self.col_end - self.col_start + 1) * (self.page_end - self.page_start + 1)

    @property
    def open(self):
        return self.mode != 2 and self.data_bytes - self.window_at < self.window_size


def packed(rows):
    """64 rows of 128 0/1 as web/main.js ``packed`` writes them: 4 pixels a
    hex digit, row by row."""
    flat = [v for r in rows for v in r]
    return "".join("%x" % (flat[i] * 8 + flat[i + 1] * 4 + flat[i + 2] * 2 + flat[i + 3])
                   for i in range(0, len(flat), 4))


def complete_frames(writes):
    """(the packed pictures the panel showed whole, the gaps in nanos from
    a data write that filled its window to the next write with the chip
    awake: [(gap, SETTLE_NS or more)])."""
    whole = set()
    gaps = []
    panel = _Panel()
    whole.add(packed(panel.pixels()))  # dark, as the power comes on
    last = None
    filled = False
    for w in writes:
        if w in ("on", "off"):
            if last is not None and not panel.open:
                whole.add(packed(panel.pixels()))
            panel = _Panel()  # the panel loses its RAM with the power
            whole.add(packed(panel.pixels()))
            last = None
            continue
        start, end, wait, hexbytes = w
        if last is not None:
            slept = wait > last[2]
            gap = start - last[1]
            if slept or (not panel.open and gap >= SETTLE_NS):
                whole.add(packed(panel.pixels()))
            if filled and not slept:
                gaps.append(gap)
        before = panel.data_bytes
        panel.write(bytes.fromhex(hexbytes))
        filled = panel.data_bytes > before and not panel.open
        last = w
    if last is not None and not panel.open:
        whole.add(packed(panel.pixels()))  # the test lets the chip rest before it asks
    return whole, gaps


def check(trace, least):
    """Every picture drawn on the canvas was a whole one, and ``least``
    of them at least; returns a line to print. ``trace``: PageBoard.trace()."""
    whole, gaps = complete_frames(trace["writes"])
    drawn = trace["drawn"]
    torn = [(pic, n) for pic, n in drawn if pic not in whole]
    times = sum(n for _, n in drawn)
    assert len(drawn) >= least, "too few pictures drawn to compare (%d)" % len(drawn)
    assert not torn, ("%d of the %d pictures the page drew (%d of %d times) were no whole redraw of the "
                      "panel: drawn part-way through one" % (len(torn), len(drawn), sum(n for _, n in torn), times))
    within = [g for g in gaps if g < SETTLE_NS]
    between = [g for g in gaps if g >= SETTLE_NS]
    assert within, "the trace holds no redraw of more than one rectangle"
    assert max(within) * MARGIN < SETTLE_NS, (
        "a redraw's rectangles came %.0f us apart: too near SETTLE_NS (%d us) to tell a redraw's end"
        % (max(within) / 1e3, SETTLE_NS / 1e3))
    apart = "%.1f ms" % (min(between) / 1e6) if between else "(none with the chip awake)"
    return ("%d pictures drawn (%d times), each a whole redraw of the panel (%d whole ones in %d writes); "
            "within a redraw its rectangles at most %.0f us apart, redraws at least %s apart (the chip "
            "awake; SETTLE_NS %.0f ms)" % (len(drawn), times, len(whole), len(trace["writes"]),
                                           max(within) / 1e3, apart, SETTLE_NS / 1e6))
