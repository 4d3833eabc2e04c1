"""Text and list building blocks shared by every screen.

Text is ``adafruit_display_text.bitmap_label`` over ``terminalio.FONT``
(6x12 cells, ink in rows 2-11, so lines can sit 10 pixels apart: six
lines on the 64-pixel screen). A ``Text`` pads its string to a fixed
width so the label keeps reusing one bitmap, and touches the label only
when the string really changes: an unchanged screen allocates nothing.
"""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

WIDTH = 128
HEIGHT = 64
COLS = 21        # characters on a line
PITCH = 10       # pixels from one text line to the next
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
    """A TileGrid that is a white w x h rectangle (bars, lines, carets)."""
    bmp = displayio.Bitmap(w, h, 2)
    bmp.fill(1)
    pal = displayio.Palette(2)
    pal[0] = BLACK
    pal[1] = WHITE
    return displayio.TileGrid(bmp, pixel_shader=pal)


class Text:
    """One line of text at a fixed place. ``set`` changes it only when the
    string differs. ``center`` centres it on x instead of starting there
    (centred text is not padded)."""

    def __init__(self, group, x, y, width=COLS, scale=1, center=False):
        self.width = width
        self.center = center
        self.value = None
        if center:
            self.label = bitmap_label.Label(terminalio.FONT, text=" ", color=WHITE, scale=scale,
                                            anchor_point=(0.5, 0.0), anchored_position=(x, y))
        else:
            self.label = bitmap_label.Label(terminalio.FONT, text=_SPACES[:width], color=WHITE,
                                            scale=scale, anchor_point=(0.0, 0.0), anchored_position=(x, y))
        group.append(self.label)

    def set(self, s):
        if s != self.value:
            self.value = s
            self.label.text = (s or " ") if self.center else fit(s, self.width)

    def ink(self, white):
        """White text (normal) or black text (on a highlight bar)."""
        c = WHITE if white else BLACK
        if self.label.color != c:
            self.label.color = c


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
        self.big = Text(self.group, WIDTH // 2, 14, scale=2, center=True)
        self.line1 = Text(self.group, WIDTH // 2, 40, center=True)
        self.line2 = Text(self.group, WIDTH // 2, 52, center=True)

    def show(self, top, big, line1="", line2=""):
        self.top.set(top)
        self.big.set(big)
        self.line1.set(line1)
        self.line2.set(line2)


def scroll_to(cursor, top, rows=ListLayout.ROWS):
    """The first visible row that keeps ``cursor`` on screen."""
    if cursor < top:
        return cursor
    if cursor >= top + rows:
        return cursor - rows + 1
    return top


def wrap(text, width=COLS):
    """``text`` broken at spaces into lines of at most ``width``."""
    lines = []
    line = ""
    for word in text.split(" "):
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= width:
            line = line + " " + word
        else:
            lines.append(line)
            line = word
        while len(line) > width:
            lines.append(line[:width])
            line = line[width:]
    if line:
        lines.append(line)
    return lines
