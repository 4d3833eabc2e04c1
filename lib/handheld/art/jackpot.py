"""Jackpot Yahtzee's pictures as two prebuilt tile sheets, drawn once.

The four symbols (cherry, orange, bell, dollar: yahtzee_core.rack's 0-3)
are 9x9 one-bit bitmaps, given below as text so a designer can redraw
them. Every rack window, the Chance Space and every die on screen is one
tile of a TileGrid: changing what it shows changes a tile index only, so
nothing is allocated while playing. The turn screen imports only the
constants and forgets this module once the sheets are built.

Rack sheet (12x12 tiles: an 11x11 window, the symbol in its middle
9x9, one pixel of gap right and below):

    EMPTY_TILE     a window not open yet: a 3x3 dot where it will be (a
                   single dot, 0.17 mm on the glass, left the rack's
                   shape unseen: docs/UI.md, "Legible on the real glass")
    OPEN_TILE      an open window: a hollow square with an arrow down in
                   it ("drop a tile here"), unlike any symbol
    sym_tile(s)    a tile of symbol s, white on black
    sym_tile(s, 1) the same on a white window: the cursor's "drop it
                   here" preview

``pocket_bitmap()`` is the Chance Space's frame: a second, thicker
square round its window, so it reads as the rack's extra window.

Dice sheet (16x16 tiles, a 15x15 die with the symbol in the middle):
``die_tile(s)`` for a symbol, ``die_tile(None)`` a blank die.
"""

import displayio

SYM = 9      # a symbol is 9x9 pixels
CELL = 12    # a rack window is 11x11 in a 12x12 tile
BOX = CELL - 1
PAD = (BOX - SYM) // 2  # the symbol's offset in its window
DIE = 15     # a die is 15x15 ...
DIE_W = 16   # ... in a 16-pixel tile

# Rows from the top, "#" ink. Cherry, orange, bell, dollar.
SYMBOLS = (
    ("....###..",
     "...#.#...",
     "..#..#...",
     ".##..#...",
     "####..#..",
     "####..##.",
     ".##..####",
     ".....####",
     "......##."),
    ("....#.##.",
     "..#####..",
     ".#######.",
     "###.#####",
     "#########",
     "#####.###",
     "#########",
     ".#######.",
     "..#####.."),
    ("....#....",
     "...###...",
     "..#####..",
     "..#####..",
     ".#######.",
     ".#######.",
     "#########",
     ".........",
     "...###..."),
    ("....#....",
     "..######.",
     ".##.#....",
     ".##.#....",
     "..#####..",
     "....#.##.",
     "....#.##.",
     ".######..",
     "....#...."),
)

NSYM = len(SYMBOLS)
EMPTY_TILE = 0
OPEN_TILE = 1
RACK_TILES = 2 + 2 * NSYM
DIE_TILES = 1 + NSYM


def sym_tile(sym, inverted=False):
    """The rack-sheet tile of a symbol (inverted: the cursor preview)."""
    return 2 + sym + (len(SYMBOLS) if inverted else 0)


def die_tile(sym):
    """The dice-sheet tile of a die showing ``sym`` (None: blank die)."""
    return 0 if sym is None else 1 + sym


def _symbol(bmp, x0, y0, sym, ink):
    rows = SYMBOLS[sym]
    for y in range(SYM):
        line = rows[y]
        for x in range(SYM):
            if line[x] == "#":
                bmp[x0 + x, y0 + y] = ink


def _square(bmp, x0, y0, side):
    for k in range(side):
        bmp[x0 + k, y0] = 1
        bmp[x0 + k, y0 + side - 1] = 1
        bmp[x0, y0 + k] = 1
        bmp[x0 + side - 1, y0 + k] = 1


# The sheets' tiles lie side by side: a bitmap's rows are padded to 32
# bits, so a column of 12-pixel tiles would take 4 bytes a row, not 1.5.
def _rack_sheet():
    bmp = displayio.Bitmap(CELL * RACK_TILES, CELL, 2)
    c = BOX // 2
    for y in range(c - 1, c + 2):  # EMPTY_TILE: a dot
        for x in range(c - 1, c + 2):
            bmp[x, y] = 1
    left = OPEN_TILE * CELL
    _square(bmp, left, 0, BOX)  # OPEN_TILE: a hollow square ...
    for y in range(4):          # ... with an arrow down in it
        for x in range(c - 3 + y, c + 4 - y):
            bmp[left + x, 4 + y] = 1
    bmp[left + c, 2] = 1
    bmp[left + c, 3] = 1
    for s in range(len(SYMBOLS)):
        _symbol(bmp, sym_tile(s) * CELL + PAD, PAD, s, 1)
        left = sym_tile(s, True) * CELL
        for y in range(BOX):
            for x in range(BOX):
                bmp[left + x, y] = 1
        _symbol(bmp, left + PAD, PAD, s, 0)
    return bmp


def pocket_bitmap():
    """The Chance Space's frame: a square two pixels outside its window
    (15x15 with the window's own 11x11 inside)."""
    side = BOX + 4
    bmp = displayio.Bitmap(side, side, 2)
    _square(bmp, 0, 0, side)
    return bmp


def _dice_sheet():
    bmp = displayio.Bitmap(DIE_W * DIE_TILES, DIE_W, 2)
    for t in range(DIE_TILES):
        left = t * DIE_W
        for k in range(1, DIE - 1):  # outline with cut corners
            bmp[left + k, 0] = 1
            bmp[left + k, DIE - 1] = 1
            bmp[left, k] = 1
            bmp[left + DIE - 1, k] = 1
        if t:
            _symbol(bmp, left + (DIE - SYM) // 2, (DIE - SYM) // 2, t - 1, 1)
    return bmp


def build():
    """(rack bitmap, dice bitmap, palette); about 400 bytes in all."""
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    return _rack_sheet(), _dice_sheet(), pal
