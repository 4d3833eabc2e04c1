"""Text and list building blocks shared by every screen.

A line of text is a ``Text``: a TileGrid whose tiles are glyphs of
``terminalio.FONT`` (6x12 cells, ink in rows 2-11, so lines can sit 10
pixels apart: six lines on the 64-pixel screen). Setting the text only
changes tile indices: nothing is allocated, and a line costs a few
hundred bytes where an ``adafruit_display_text`` label costs over a
kilobyte plus the library's code. Every line shares the two ink palettes
(white, and black on a highlight bar) and has no Group of its own unless
it is scaled: on stock firmware a Group and a palette per line doubled
what a line holds, some 1 KB for a list screen's six lines. ``Text.text``
holds the string, as a label's does (the simulator reads the screen
through it).
"""

import displayio

WIDTH = 128
HEIGHT = 64
COLS = 21        # characters on a line
PITCH = 10       # pixels from one text line to the next
CHAR_W = 6
CHAR_H = 12
WHITE = 0xFFFFFF
BLACK = 0x000000
_SPACES = " " * COLS


def fit(s, width=COLS):
    """``s`` cut or padded with spaces to exactly ``width`` characters."""
    n = len(s)
    if n >= width:
        return s[:width]
    return s + _SPACES[:width - n]


def row(left, right, width=COLS):
    """``left`` and ``right`` on one line, ``right`` flush right."""
    room = width - len(right) - 1
    if len(left) > room:
        left = left[:room]
    return left + _SPACES[:width - len(left) - len(right)] + right


def solid(w, h):
    """A TileGrid that is a white w x h rectangle (bars, lines, carets),
    in the white ink every line of text shares."""
    bmp = displayio.Bitmap(w, h, 2)
    bmp.fill(1)
    return displayio.TileGrid(bmp, pixel_shader=inks()[0])


_glyphs = None


def glyphs():
    """(the font's glyph sheet, each printable ASCII character's tile),
    found once by handheld/glyph_sheet.py."""
    global _glyphs
    if _glyphs is None:
        from handheld import forget
        from handheld.glyph_sheet import build
        _glyphs = build(CHAR_W, CHAR_H)
        build = None
        forget("handheld.glyph_sheet")
    return _glyphs


_inks = None


def inks():
    """The palettes every line of text shares: (white ink, black ink),
    the paper transparent."""
    global _inks
    if _inks is None:
        _inks = (_ink(WHITE), _ink(BLACK))
    return _inks


def _ink(color):
    pal = displayio.Palette(2)
    pal[0] = BLACK
    pal[1] = color
    pal.make_transparent(0)
    return pal


class Text(displayio.TileGrid):
    """One line of text at a fixed place, up to ``width`` characters.
    ``center`` centres it on x instead of starting there; ``scale`` 2
    puts it in a Group that doubles it (a TileGrid does not scale).
    ``set`` changes it only when the string differs."""

    box = None  # the Group of a scaled line, placed in its stead

    def __init__(self, group, x, y, width=COLS, scale=1, center=False):
        sheet, tiles = glyphs()
        super().__init__(sheet, pixel_shader=inks()[0], width=width, height=1,
                         tile_width=CHAR_W, tile_height=CHAR_H, default_tile=tiles[0])
        self.cx = x if center else -1
        self.text = ""
        at = self
        if scale > 1:
            at = self.box = displayio.Group(scale=scale)
            at.append(self)
        at.x = x
        at.y = y
        group.append(at)

    def set(self, s):
        if s == self.text:
            return
        self.text = s
        tiles = glyphs()[1]
        n = len(s)
        for i in range(self.width):
            c = ord(s[i]) - 32 if i < n else 0
            self[i] = tiles[c if 0 <= c < 95 else 31]  # "?" for the unknown
        if self.cx >= 0:
            at = self.box or self
            at.x = self.cx - (min(n, self.width) * CHAR_W * (1 if at is self else at.scale)) // 2

    def left(self):
        """Where the line starts on the screen now, in pixels."""
        return (self.box or self).x

    def ink(self, white):
        """White text (normal) or black text (on a highlight bar)."""
        pal = inks()[0 if white else 1]
        if self.pixel_shader is not pal:
            self.pixel_shader = pal


class ListLayout:
    """A title line, a rule under it and five rows, one of which may be
    highlighted (white bar, black text). Shared by every list screen."""

    ROWS = 5
    TOP = 12

    def __init__(self):
        self.group = displayio.Group()
        self.bar = solid(WIDTH, PITCH)
        self.bar.hidden = True
        self.group.append(self.bar)
        self.title = Text(self.group, 0, 0)
        rule = solid(WIDTH, 1)
        rule.y = 11
        self.group.append(rule)
        self.rows = []
        for i in range(self.ROWS):
            self.rows.append(Text(self.group, 0, self.TOP + PITCH * i))
        self.marked = -1

    def mark(self, i):
        """Highlight row ``i`` (0-4), or none with -1."""
        if i == self.marked:
            return
        if 0 <= self.marked < self.ROWS:
            self.rows[self.marked].ink(True)
        self.marked = i
        if 0 <= i < self.ROWS:
            self.bar.y = self.TOP + PITCH * i + 1
            self.bar.hidden = False
            self.rows[i].ink(False)
        else:
            self.bar.hidden = True

    def show(self, title, lines, top=0, selected=-1):
        """Title, then ``lines[top:top+5]`` (blank below the end);
        ``selected`` is an index into ``lines`` to highlight."""
        self.title.set(title)
        n = len(lines)
        for i in range(self.ROWS):
            k = top + i
            self.rows[i].set(lines[k] if k < n else "")
        self.mark(selected - top if top <= selected < top + self.ROWS else -1)


class BigLayout:
    """A small line on top, one big (2x) centred line, two small centred
    lines under it: title, pass screen, messages."""

    def __init__(self):
        self.group = displayio.Group()
        self.top = Text(self.group, WIDTH // 2, 0, center=True)
        self.big = Text(self.group, WIDTH // 2, 14, width=11, scale=2, center=True)
        self.line1 = Text(self.group, WIDTH // 2, 40, center=True)
        self.line2 = Text(self.group, WIDTH // 2, 52, center=True)
        self.caret = solid(2 * CHAR_W, 2)  # under one big letter (initials)
        self.caret.y = 37
        self.caret.hidden = True
        self.group.append(self.caret)

    def show(self, top, big, line1="", line2="", caret=-1):
        """``caret``: put the caret under that character of ``big``."""
        self.top.set(top)
        self.big.set(big)
        self.line1.set(line1)
        self.line2.set(line2)
        if caret >= 0:
            self.caret.x = self.big.left() + caret * 2 * CHAR_W
        self.caret.hidden = caret < 0


def scroll_to(cursor, top, rows=ListLayout.ROWS):
    """The first visible row that keeps ``cursor`` on screen."""
    if cursor < top:
        return cursor
    if cursor >= top + rows:
        return cursor - rows + 1
    return top


def wrap(text, width=COLS):
    """``text`` as lines of at most ``width``, by the one layout rule
    (handheld/text_layout.py: no number or quoted value cut), whose code
    is loaded for the moment: a computer's move does not hold it."""
    from handheld import forget
    from handheld.text_layout import wrap
    lines = wrap(text, width)
    forget("handheld.text_layout")
    return lines
