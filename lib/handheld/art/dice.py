"""The dice as one prebuilt tile sheet, drawn once at start.

Every die on screen is a tile of one ``displayio.TileGrid``; rolling or
holding a die only changes its tile index, so the animation allocates
nothing. ``tile(face, held, power)`` gives the index:

    numbered dice  face 0 (not rolled yet) .. 6 pips
    Power die      face 0, 1, 2, 3 (big numerals), 4 DOUBLE (two
                   overlapping squares), 5 FREEZE (snowflake), 6 POWER
                   (lightning bolt); a double border tells it apart
    held           the same face inverted (white die, black pips)
"""

import displayio

DIE = 17           # the die is 17x17 pixels ...
TILE_W = 21        # ... in a tile 21 wide, so six dice fit in 126 pixels
TILE_H = DIE
FACES = 7          # 0 blank, 1..6
TILES = 4 * FACES  # numbered / power, free / held

# Pip centres (3x3 squares) on the 17-pixel die, per face.
_L, _M, _R = 4, 8, 12
PIPS = (
    (),
    ((_M, _M),),
    ((_L, _L), (_R, _R)),
    ((_L, _L), (_M, _M), (_R, _R)),
    ((_L, _L), (_R, _L), (_L, _R), (_R, _R)),
    ((_L, _L), (_R, _L), (_M, _M), (_L, _R), (_R, _R)),
    ((_L, _L), (_R, _L), (_L, _M), (_R, _M), (_L, _R), (_R, _R)),
)

# The Power die's symbols, 9 wide, rows as bit strings (MSB left).
_SYMBOLS = (
    (),
    (0x010, 0x030, 0x050, 0x010, 0x010, 0x010, 0x010, 0x010, 0x07C),  # 1
    (0x078, 0x084, 0x004, 0x008, 0x010, 0x020, 0x040, 0x080, 0x0FC),  # 2
    (0x078, 0x084, 0x004, 0x004, 0x038, 0x004, 0x004, 0x084, 0x078),  # 3
    (0x1F0, 0x110, 0x11F, 0x111, 0x111, 0x1F1, 0x011, 0x011, 0x01F),  # DOUBLE
    (0x010, 0x092, 0x054, 0x038, 0x1FF, 0x038, 0x054, 0x092, 0x010),  # FREEZE
    (0x00C, 0x018, 0x030, 0x060, 0x0FC, 0x018, 0x030, 0x060, 0x0C0),  # POWER
)


def tile(face, held=False, power=False):
    """The tile index of a die showing ``face`` (0 before the first roll).
    Screens compute it inline (face + 7 * held + 14 * power) so that this
    module can be dropped once the sheet is built."""
    return face + (FACES if held else 0) + (2 * FACES if power else 0)


def _frame(bmp, left, ink, power):
    """A die outline with cut corners; the Power die gets a second one."""
    for k in range(1, DIE - 1):
        bmp[left + k, 0] = ink
        bmp[left + k, DIE - 1] = ink
        bmp[left, k] = ink
        bmp[left + DIE - 1, k] = ink
    if power:
        for k in range(3, DIE - 3):
            bmp[left + k, 2] = ink
            bmp[left + k, DIE - 3] = ink
            bmp[left + 2, k] = ink
            bmp[left + DIE - 3, k] = ink


def _fill(bmp, x0, y0, w, h, v):
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            bmp[x, y] = v


def build():
    """(bitmap, palette) of the whole tile sheet, the tiles side by side:
    a bitmap's rows are padded to 32 bits, so 28 tiles across take 1.3 KB
    where a column of them took 1.9 KB."""
    bmp = displayio.Bitmap(TILE_W * TILES, TILE_H, 2)
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    pal.make_transparent(0)
    for power in (False, True):
        for held in (False, True):
            ink = 0 if held else 1
            for face in range(FACES):
                left = tile(face, held, power) * TILE_W
                if held:  # a white die: fill it, leave the cut corners dark
                    _fill(bmp, left + 1, 0, DIE - 2, DIE, 1)
                    _fill(bmp, left, 1, DIE, DIE - 2, 1)
                else:
                    _frame(bmp, left, 1, False)
                if power:
                    if held:
                        _frame(bmp, left, 0, True)
                    else:
                        _frame(bmp, left, 1, True)
                    rows = _SYMBOLS[face]
                    for r in range(len(rows)):
                        bits = rows[r]
                        for c in range(9):
                            if bits & (0x100 >> c):
                                bmp[left + 4 + c, 4 + r] = ink
                else:
                    for cx, cy in PIPS[face]:
                        _fill(bmp, left + cx - 1, cy - 1, 3, 3, ink)
    return bmp, pal


def cursor_bitmap(pal):
    """A 7x4 arrow pointing up at the die above it."""
    bmp = displayio.Bitmap(7, 4, 2)
    for y in range(4):
        for x in range(3 - y, 4 + y):
            bmp[x, y] = 1
    return bmp
