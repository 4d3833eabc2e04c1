"""The simulator draws as CircuitPython's displayio does (host_sim/
blinka_fixes.py): its OLED must equal the displayio tree drawn from
scratch, also after the sequences where Blinka 2.7 on its own left a
stale strip on screen."""

import array

from host_sim import blinka_fixes
from host_sim.sim import Sim

import displayio  # noqa: E402  (after host_sim: Blinka must see the fake hardware modules)
from displayio._area import Area  # noqa: E402


def from_scratch(sim):
    """The current root group drawn into a fresh buffer (the display's
    own state is left alone), as rows of 0/1."""
    core = sim.hw.display._core
    buf = bytearray(128 * 64 // 8)
    mask = array.array("L", [0] * (128 * 64 // 32 + 1))
    core.fill_area(Area(0, 0, 128, 64), mask, memoryview(buf))
    rev = core.colorspace.reverse_pixels_in_byte
    rows = []
    for y in range(64):
        row = []
        for x in range(128):
            off = x * 8 + (y // 8) * 8 * 128 + y % 8  # SSD1306 pages: 8 rows a byte
            sh = 7 - off % 8 if rev else off % 8
            row.append((buf[off // 8] >> sh) & 1)
        rows.append(row)
    return rows


def shown(sim):
    return [[1 if p else 0 for p in row] for row in sim.pixels()]


def test_a_bar_moved_while_away_then_hidden_leaves_nothing_behind():
    """The Power 6-seat firmware game's pass screen (check 893): the list's
    highlight bar drawn on the bottom row, the list left for another screen,
    the bar hidden there, then shown on row 2 as the list comes back (a full
    refresh), then hidden again on the pass screen."""
    sim = Sim().boot()
    sim.run_until_idle()
    d = sim.hw.display
    lay = sim.app.lists()
    lines = ["row %d" % i for i in range(5)]
    d.root_group = lay.group
    lay.show("SCORING", lines, 0, 4)
    d.refresh()
    other = displayio.Group()
    d.root_group = other
    lay.show("SCORING", lines, 0, -1)  # hidden while the list is not shown
    d.refresh()
    lay.show("SCORING", lines, 0, 2)
    d.root_group = lay.group  # back: a full refresh draws the bar on row 2
    d.refresh()
    lay.show("PASS TO DAN", lines, 0, -1)
    d.refresh()
    assert shown(sim) == from_scratch(sim)


def test_the_fix_is_applied_once():
    blinka_fixes.apply()
    blinka_fixes.apply()
    assert displayio.TileGrid._pocket_yahtzee_fixed
