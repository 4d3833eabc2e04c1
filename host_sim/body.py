"""The window's picture of the handheld (pygame): the red body, the glass
at a whole-number scale (crisp: each OLED pixel a square of ``scale``
screen pixels), the six buttons, the shake and power buttons, a legend of
the keys beside it and the status line under it, as the web page
(web/index.html, style.css) draws it. Geometry lives in ``Layout`` (the
window's front end asks it which button the pointer is on); drawing is a
pure function of what it is given, so tests can draw it off screen.

Sizes are in OLED pixels times the scale, so every scale is the same
picture, bigger or smaller."""

from host_sim import keys

BG = (21, 23, 28)          # the web page's --bg
FG = (230, 232, 238)
MUTED = (154, 161, 173)
CASE = (192, 57, 43)       # --case, and --case-dark at the bottom
CASE_DARK = (142, 42, 32)
BEZEL = (5, 7, 10)
KEY = (43, 46, 54)         # a button, and a button held
KEY_DOWN = (81, 86, 106)
LIT = (120, 220, 255)      # a lit OLED pixel (render.save_png's colour) at full contrast
DARK = (4, 8, 12)
ACCENT = (255, 212, 121)   # the web page's "thinking" yellow: a key's name in the key list
LABEL = (255, 220, 210)    # a key's name printed on the case

BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
PANEL_KEYS = (("\u2191\u2193\u2190\u2192", "the arrow buttons"), ("Z", "A: select"), ("X", "B: back"),
              ("Space", "shake: roll"), ("F2", "power off and on"), ("F12", "screenshot"),
              ("H", "all keys"), ("Esc", "quit"))


class Layout:
    """Where everything is, at ``scale`` screen pixels per OLED pixel."""

    def __init__(self, scale=4):
        s = self.scale = scale
        m = 4 * s
        self.body = (m, m, 148 * s, 152 * s)
        bx, by, bw, _ = self.body
        self.bezel = (bx + 6 * s, by + 6 * s, 136 * s, 72 * s)
        self.glass = (self.bezel[0] + 4 * s, self.bezel[1] + 4 * s, 128 * s, 64 * s)
        top = self.bezel[1] + 72 * s + 6 * s
        c, g = 14 * s, s
        ox = bx + 6 * s
        self.rects = {"UP": (ox + c + g, top, c, c), "LEFT": (ox, top + c + g, c, c),
                      "RIGHT": (ox + 2 * (c + g), top + c + g, c, c),
                      "DOWN": (ox + c + g, top + 2 * (c + g), c, c)}
        right = bx + bw - 6 * s
        self.circles = {"A": (right - 9 * s, top + 15 * s, 9 * s), "B": (right - 32 * s, top + 25 * s, 9 * s)}
        row = top + 50 * s
        self.rects["POWER"] = (right - 40 * s, row, 40 * s, 12 * s)
        self.rects["SHAKE"] = (ox, row, right - 44 * s - ox, 12 * s)
        self.panel = (bx + bw + m, m, 80 * s, 152 * s)
        self.status = (m, by + 152 * s + 3 * s, 228 * s, 11 * s)
        self.size = (240 * s, 174 * s)

    def hit(self, pos):
        """The button under the point ``pos`` (window pixels), or None:
        one of BUTTONS, "SHAKE" or "POWER"."""
        x, y = pos
        for name, (cx, cy, r) in self.circles.items():
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                return name
        for name, (rx, ry, rw, rh) in self.rects.items():
            if rx <= x < rx + rw and ry <= y < ry + rh:
                return name
        return None

    def centre(self, name):
        """The middle of a button, in window pixels (what a test clicks)."""
        if name in self.circles:
            return self.circles[name][:2]
        x, y, w, h = self.rects[name]
        return (x + w // 2, y + h // 2)


def fit_scale(screen_w, screen_h, largest=6):
    """The largest whole scale whose window fits a desktop of this size
    (with room for a title bar and a panel), at least 2; 4 if unknown."""
    if screen_w <= 0 or screen_h <= 0:
        return 4
    for s in range(largest, 2, -1):
        w, h = Layout(s).size
        if w <= screen_w - 40 and h <= screen_h - 100:
            return s
    return 2


class Painter:
    """Draws the window for one Layout; the parts that never change (the
    body, the legend) are drawn once."""

    def __init__(self, layout, shots_folder=""):
        import pygame
        self.pg = pygame
        self.lay = layout
        s = layout.scale
        self.font = pygame.font.Font(None, int(5.5 * s))
        self.small = pygame.font.Font(None, 5 * s)
        self.title = pygame.font.Font(None, 7 * s)
        self.shots_folder = shots_folder
        self.still = self._background()

    # --- what never changes -----------------------------------------------
    def _background(self):
        pg = self.pg
        lay, s = self.lay, self.lay.scale
        surf = pg.Surface(lay.size)
        surf.fill(BG)
        x, y, w, h = lay.body
        pg.draw.rect(surf, (10, 11, 14), (x, y + 2 * s, w, h), border_radius=7 * s)  # its shadow
        shade = pg.Surface((w, h), pg.SRCALPHA)
        for row in range(h):  # the case's gradient, top to bottom
            t = row / max(1, h - 1)
            shade.fill(tuple(round(a + (b - a) * t) for a, b in zip(CASE, CASE_DARK)), (0, row, w, 1))
        mask = pg.Surface((w, h), pg.SRCALPHA)
        pg.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=7 * s)
        shade.blit(mask, (0, 0), special_flags=pg.BLEND_RGBA_MIN)
        surf.blit(shade, (x, y))
        pg.draw.rect(surf, BEZEL, lay.bezel, border_radius=3 * s)
        for name, key in (("A", "Z"), ("B", "X")):  # the key under each round button
            cx, cy, r = lay.circles[name]
            self._text(surf, key, self.small, LABEL, (cx, cy + r + 3 * s), "center")
        self._legend(surf)
        return surf

    def _legend(self, surf):
        lay, s = self.lay, self.lay.scale
        x, y, w, _ = lay.panel
        self._text(surf, "Pocket Yahtzee", self.title, FG, (x, y))
        y += 9 * s
        self._text(surf, "the simulator", self.small, MUTED, (x, y))
        y += 10 * s
        self._text(surf, "Keys (or click the buttons)", self.font, FG, (x, y))
        y += 8 * s
        for key, what in PANEL_KEYS:
            if key == PANEL_KEYS[0][0]:
                right = x
                for k, name in zip(key, ("UP", "DOWN", "LEFT", "RIGHT")):
                    right = self._cap(surf, right, y, "", arrow=name) + s
            else:
                right = self._cap(surf, x, y, key)
            self._text(surf, what, self.small, FG, (max(right, x + 31 * s) + 2 * s, y + 2 * s))
            y += 9 * s
        y += 2 * s
        for line in ("Buttons are held while the key", "or the mouse button is down.",
                     "F12 saves into " + self.shots_folder):
            for part in _fit(line, w, self.small):
                self._text(surf, part, self.small, MUTED, (x, y))
                y += 5 * s

    def _cap(self, surf, x, y, label, arrow=None):
        """A key cap with ``label`` (or an arrow) at (x, y); returns its right edge."""
        s = self.lay.scale
        h = 7 * s
        w = h if arrow else max(h, self.small.size(label)[0] + 3 * s)
        self.pg.draw.rect(surf, KEY, (x, y, w, h), border_radius=s)
        self.pg.draw.rect(surf, MUTED, (x, y, w, h), width=max(1, s // 3), border_radius=s)
        if arrow:
            self._arrow(surf, (x + w // 2, y + h // 2), arrow, 2 * s)
        else:
            self._text(surf, label, self.small, FG, (x + w // 2, y + h // 2 + s // 2), "center")
        return x + w

    # --- every frame ---------------------------------------------------------
    def draw(self, surf, pixels, held=(), contrast=255, status=(), key_list=False):
        """The whole window: ``pixels`` (64 rows of 128 0/1) on the glass
        at ``contrast`` (0-255, as the OLED was told), the buttons in
        ``held`` drawn down, the ``status`` lines under it, and the full
        key list over it when ``key_list``."""
        pg = self.pg
        lay, s = self.lay, self.lay.scale
        surf.blit(self.still, (0, 0))
        f = 0.45 + 0.55 * (max(0, min(255, contrast)) / 255) ** 0.5  # dimmed, as the glass dims
        lit = tuple(round(c * f) for c in LIT)
        raw = bytes(b for row in pixels for p in row for b in (lit if p else DARK))
        img = pg.image.frombuffer(raw, (128, 64), "RGB")
        surf.blit(pg.transform.scale(img, lay.glass[2:]), lay.glass[:2])  # nearest: crisp
        for name in ("UP", "DOWN", "LEFT", "RIGHT"):
            r = lay.rects[name]
            pg.draw.rect(surf, KEY_DOWN if name in held else KEY, r, border_radius=2 * s)
            self._arrow(surf, lay.centre(name), name, 3 * s)
        for name, (cx, cy, r) in lay.circles.items():
            pg.draw.circle(surf, KEY_DOWN if name in held else KEY, (cx, cy), r)
            self._text(surf, name, self.title, FG, (cx, cy + s // 2), "center")
        for name, label in (("SHAKE", "Shake (Space)"), ("POWER", "Power (F2)")):
            pg.draw.rect(surf, KEY_DOWN if name in held else KEY, lay.rects[name], border_radius=2 * s)
            self._text(surf, label, self.font, FG, lay.centre(name), "center")
        x, y, w, _ = lay.status
        for line in status[:2]:
            self._text(surf, line, self.font, FG, (x, y))
            y += 5 * s
        if key_list:
            self._key_list(surf)

    def _key_list(self, surf):
        """Every key, with what it does, over the picture (H or F1)."""
        pg = self.pg
        lay, s = self.lay, self.lay.scale
        x, y, w, h = lay.body[0], lay.body[1], lay.size[0] - 8 * s, lay.body[3]
        sheet = pg.Surface((w, h), pg.SRCALPHA)
        sheet.fill((12, 13, 17, 238))
        surf.blit(sheet, (x, y))
        x += 6 * s
        y += 5 * s
        self._text(surf, "All keys (H or F1 again: back)", self.font, FG, (x, y))
        y += 9 * s
        for key, what in keys.rows("window"):
            self._text(surf, key.replace("\u2191 \u2193", "Up Down").replace("\u2190 \u2192", "Left Right"),
                       self.font, ACCENT, (x, y))
            for part in _fit(what, w - 48 * s, self.font):
                self._text(surf, part, self.font, FG, (x + 34 * s, y))
                y += 5 * s
            y += 2 * s
        self._text(surf, keys.HELD_NOTE["window"], self.font, MUTED, (x, y + s))

    def _arrow(self, surf, centre, name, r):
        cx, cy = centre
        pts = {"UP": ((0, -1), (-1, 0.7), (1, 0.7)), "DOWN": ((0, 1), (-1, -0.7), (1, -0.7)),
               "LEFT": ((-1, 0), (0.7, -1), (0.7, 1)), "RIGHT": ((1, 0), (-0.7, -1), (-0.7, 1))}[name]
        self.pg.draw.polygon(surf, FG, [(cx + px * r, cy + py * r) for px, py in pts])

    def _text(self, surf, text, font, colour, at, anchor="topleft"):
        img = font.render(text, True, colour)
        rect = img.get_rect(**{anchor: at})
        surf.blit(img, rect)


def _fit(text, width, font):
    """``text`` wrapped to ``width`` pixels of ``font``, at spaces."""
    from host_sim.status import wrap
    return wrap(text, width, lambda t: font.size(t)[0])
