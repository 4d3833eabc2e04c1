"""The font's glyph sheet and the tile of each printable ASCII character,
found once for handheld/widgets.py's lines of text and then let go: on
stock firmware a loaded module's code stays in the heap, and this runs
once a power-on."""

import displayio
import terminalio


def build(w, h):
    """(sheet, tiles) for character cells ``w`` x ``h`` pixels. On a
    board ``terminalio.FONT.bitmap`` already is the sheet (in flash);
    Blinka gives each glyph its own bitmap, so there the sheet is copied
    together. The tiles are bytes when they
    fit (a font's sheet starts with ASCII): 95 bytes held for the run
    instead of a list's 380."""
    font = terminalio.FONT
    a = font.get_glyph(65)
    b = font.get_glyph(66)
    tiles = [0] * 95
    if a.bitmap is b.bitmap and a.tile_index != b.tile_index:
        sheet = a.bitmap
        for c in range(95):
            g = font.get_glyph(32 + c)
            tiles[c] = g.tile_index if g is not None else 0
    else:
        sheet = displayio.Bitmap(w * 95, h, 2)
        for c in range(95):
            g = font.get_glyph(32 + c)
            tiles[c] = c
            if g is None:
                continue
            bmp = g.bitmap
            x0 = g.tile_index * g.width
            for y in range(min(h, g.height)):
                for x in range(min(w, g.width)):
                    if bmp[x0 + x, y]:
                        sheet[c * w + x, y] = 1
    if max(tiles) < 256:
        tiles = bytes(tiles)
    return sheet, tiles
