"""Statistics of one game's players: LEFT/RIGHT changes the game, UP/DOWN
the player (by initials), A or B goes back (to the menu, or to the game
over screen it was opened from, showing that game and its winner). The last 10 scores are a bar
sparkline, oldest on the left (docs/UI.md, the screens table)."""

import displayio

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import BLACK, WHITE, Text, row, solid

# What the third line counts, per game: (bonus, Yahtzees or the equivalent)
_LABELS = {"classic": ("Bonus", "Yahtz"), "power": ("Bonus", "Yahtz"),
           "word": ("Bonus", "Yahtz"), "jackpot": ("HiRnd", "Rack+")}
SPARK_W, SPARK_H, BAR = 60, 18, 6


class Statistics(Screen):
    NAME = "statistics"

    def __init__(self, app, back=None, variant=None, initials=None):
        Screen.__init__(self, app)
        from handheld.variants import VARIANTS
        self.k = app.variant
        for k in range(len(VARIANTS)):
            if VARIANTS[k][0] == variant:
                self.k = k
        self.i = 0
        self.back = back
        self.first = initials  # whose row shows first
        g = self.group = displayio.Group()
        self.title = Text(g, 0, 0)
        rule = solid(128, 1)
        rule.y = 11
        g.append(rule)
        self.lines = [Text(g, 0, 13 + 10 * n) for n in range(4)]
        self.spark = displayio.Bitmap(SPARK_W, SPARK_H, 2)
        pal = displayio.Palette(2)
        pal[0] = BLACK
        pal[1] = WHITE
        tg = displayio.TileGrid(self.spark, pixel_shader=pal)
        tg.x, tg.y = 128 - SPARK_W, 64 - SPARK_H
        g.append(tg)

    def enter(self):
        self._draw()

    def _draw(self):
        from handheld.variants import VARIANTS
        v = VARIANTS[self.k]
        rows = self.hw.storage.statistics(v[0])
        self.title.set(row("STATS", "< %s >" % v[1]))
        self.spark.fill(0)
        if self.first is not None:
            for i in range(len(rows)):
                if rows[i]["initials"] == self.first:
                    self.i = i
            self.first = None
        if not rows:
            texts = ("No games yet.", "", "", "")
        else:
            self.i %= len(rows)
            e = rows[self.i]
            n = e["games"]
            lab = _LABELS[v[0]]
            texts = (row("%s %d/%d" % (e["initials"], self.i + 1, len(rows)), "%d game%s" % (n, "" if n == 1 else "s")),
                     row("Mean %d" % (e["sum"] // max(1, n)), "Best %d" % e["best"]),
                     row("%s %d%%" % (lab[0], (100 * e["bonuses"] + n // 2) // max(1, n)), "%s %d" % (lab[1], e["yahtzees"])),
                     "Last %d" % len(e["last"]))
            self._sparkline(e["last"])
        for t, s in zip(self.lines, texts):
            t.set(s)

    def _sparkline(self, last):
        """Bars from the lowest to the highest of the last scores (newest
        right); every bar at least one pixel so a zero still shows."""
        if not last:
            return
        lo, hi = min(last), max(last)
        n = len(last)
        for j in range(n):
            v = last[n - 1 - j]  # stored newest first
            h = 1 + ((SPARK_H - 1) * (v - lo)) // (hi - lo) if hi > lo else SPARK_H // 2
            x0 = SPARK_W - BAR * (n - j)
            for x in range(x0, x0 + BAR - 1):
                for y in range(SPARK_H - h, SPARK_H):
                    self.spark[x, y] = 1

    def press(self, button):
        from handheld.variants import VARIANTS
        if button in (buttons.LEFT, buttons.RIGHT):
            self.k = (self.k + (1 if button == buttons.RIGHT else -1)) % len(VARIANTS)
            self.i = 0
        elif button in (buttons.UP, buttons.DOWN):
            self.i += 1 if button == buttons.DOWN else -1
        elif button in (buttons.A, buttons.B):
            if self.back is not None:
                self.back()
            else:
                self.app.menu()
            return
        self._draw()
