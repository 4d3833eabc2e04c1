"""Word Yahtzee's letter dice as one prebuilt tile sheet, drawn once.

Each die is a 17x17 tile of one ``displayio.TileGrid`` (seven dice, 18
pixels apart, fill the 128-pixel screen), drawn like a word-game tile:
the letter, bold, top left; its value bottom right, in digits as tall as
the letter (7 dots: a 3x5 digit, 0.85 mm on the glass, could not be read
at arm's length; docs/UI.md, "Legible on the real glass"). The wild
face is a diamond with no value. Rolling, holding or picking a die
only changes its tile index, so nothing is allocated per frame.
``tile(face, inverted)`` gives the index:

    face 0..25   the letters A..Z (yahtzee_core.letters codes)
    face 26      the wild (letters.WILD): a diamond; once it stands for a
                 letter the turn shows that letter's tile with
                 ``wild_mark()`` over its value
    face 27      BLANK: not rolled yet (an empty die)
    inverted     a white die with black ink: held (rolling) or already
                 used in a word (spelling)

The letters come from terminalio.FONT's own glyphs, so no font data is
shipped; the digits are a 4x7 font of our own (below).
"""

import displayio
import terminalio

DIE = 17
TILE_W = 18        # 7 x 18 = 126 pixels
TILE_H = DIE
BLANK = 27
FACES = 28
TILES = 2 * FACES  # plain, inverted

# 4x7 digits 1..8 (the values a letter has, but Z's 10), a row a hex
# digit from the top, 8 the left pixel: "2622227" is a 1.
_DIGITS = ("2622227", "691248F", "E11611E", "26AAF22", "F8E1196", "688E996", "F112244",
           "6996996")
_LX, _LY = 3, 3    # where the letter's 6x8 box starts (bold: columns 3-8)
_VX, _VY = 11, 8   # the value's 4x7 box: right of the letter, two columns apart
# terminalio's Q is an O with a one-pixel tail below the glyph rows we
# copy, and emboldening fills the dot inside it: drawn bold, it was an O.
# Our Q gets a tail across its bottom right corner instead (x, y in the
# letter's box; y 8 is the row under it, left of the value's digits).
_Q_TAIL = ((3, 5), (4, 6), (5, 7), (6, 8), (5, 8))


def tile(face, inverted=False):
    """The tile index of a die showing ``face`` (BLANK before a roll)."""
    return face + (FACES if inverted else 0)


def _glyph(code):
    """(bitmap, x0, y0) of terminalio's glyph for character ``code``; the
    font's bitmap may hold every glyph as tiles in a grid."""
    g = terminalio.FONT.get_glyph(code)
    b = g.bitmap
    per_row = max(1, b.width // g.width)
    return b, (g.tile_index % per_row) * g.width, (g.tile_index // per_row) * g.height


def _digit(bmp, x, d, ink):
    rows = _DIGITS[d - 1]
    for r in range(7):
        bits = int(rows[r], 16)
        for c in range(4):
            if bits & (8 >> c):
                bmp[x + c, _VY + r] = ink


def _ten(bmp, x, ink):
    """Z's 10 in the same 7 rows: a one-pixel 1 and a 3-wide 0, so both
    fit where one digit goes."""
    for r in range(7):
        bmp[x - 1, _VY + r] = ink
        if r in (0, 6):
            bmp[x + 2, _VY + r] = ink
        else:
            bmp[x + 1, _VY + r] = ink
            bmp[x + 3, _VY + r] = ink


def _letter(bmp, left, face, ink):
    src, x0, y0 = _glyph(65 + face)
    for y in range(8):  # the capitals' ink is in glyph rows 2..9
        for x in range(5):
            if src[x0 + x, y0 + 2 + y]:
                bmp[left + _LX + x, _LY + y] = ink
                bmp[left + _LX + x + 1, _LY + y] = ink  # bold: a second column
    if face == 16:  # Q
        for x, y in _Q_TAIL:
            bmp[left + _LX + x, _LY + y] = ink
    from yahtzee_core.letters import VALUES
    v = VALUES[face]
    if v >= 10:
        _ten(bmp, left + _VX, ink)
    elif v:
        _digit(bmp, left + _VX, v, ink)


def _diamond(bmp, left, ink):
    c = DIE // 2
    for k in range(6):
        for dx, dy in ((k, k - 5), (5 - k, k), (-k, 5 - k), (k - 5, -k)):
            bmp[left + c + dx, c + dy] = ink
    bmp[left + c, c] = ink  # a dot in the middle: the wild at a glance


def build():
    """(bitmap, palette) of the whole sheet, the tiles side by side: a
    bitmap's rows are padded to 32 bits, so 56 tiles across take 2.1 KB
    where a column of them took 3.7 KB."""
    bmp = displayio.Bitmap(TILE_W * TILES, TILE_H, 2)
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    pal.make_transparent(0)
    for inverted in (False, True):
        ink = 0 if inverted else 1
        for face in range(FACES):
            left = tile(face, inverted) * TILE_W
            for k in range(1, DIE - 1):  # outline with cut corners, or a white die
                if inverted:
                    for j in range(DIE):
                        bmp[left + k, j] = 1
                    bmp[left, k] = 1
                    bmp[left + DIE - 1, k] = 1
                else:
                    bmp[left + k, 0] = 1
                    bmp[left + k, DIE - 1] = 1
                    bmp[left, k] = 1
                    bmp[left + DIE - 1, k] = 1
            if face < 26:
                _letter(bmp, left, face, ink)
            elif face == 26:
                _diamond(bmp, left, ink)
    return bmp, pal


def wild_mark():
    """(bitmap, palette) laid over the wild die's corner once it stands for
    a letter: the die then shows that letter (a capital, as on any die),
    and here, where a letter's value would be, a diamond with a dot on
    white, as tall as the digits: the wild, worth 0. 6x7, opaque, so it
    covers the letter's value (Z's 10 starts a column left of the box)."""
    bmp = displayio.Bitmap(6, 7, 2)
    for x, y in ((2, 0), (1, 1), (3, 1), (0, 2), (4, 2), (0, 3), (2, 3), (4, 3), (0, 4), (4, 4),
                 (1, 5), (3, 5), (2, 6)):
        bmp[x, y] = 1
    pal = displayio.Palette(2)
    pal[0] = 0xFFFFFF  # a used die is white: black ink on it
    pal[1] = 0x000000
    return bmp, pal


MARK_X, MARK_Y = _VX - 1, _VY  # where the mark sits on a die


def cursor_bitmap():
    """A 7x4 arrow pointing up at the die above it."""
    bmp = displayio.Bitmap(7, 4, 2)
    for y in range(4):
        for x in range(3 - y, 4 + y):
            bmp[x, y] = 1
    return bmp
