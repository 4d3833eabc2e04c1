"""Word's turn screen, drawn: the header, seven letter dice, the arrow and
two text lines (WordLayout), with the letter tiles they show. Built once
per game and kept in app.layouts; the turn (word_turn.py) lets this module
go once the layout is built, as the drawing code is not needed again."""

import displayio

from handheld.widgets import Text, WIDTH, solid

# The letter tiles' geometry and order (handheld.letter_art, which is not
# kept loaded once the sheet is drawn): tile = face + INVERTED * inverted.
DIE = 17
TILE_W = 18
TILE_H = 17
BLANK = 27
INVERTED = 28

DICE_Y = 13


class WordLayout:
    """Header, seven letter dice, the arrow, two text lines; built once."""

    def __init__(self, app):
        self.group = g = displayio.Group()
        self.head = Text(g, 0, 0)
        rule = solid(WIDTH, 1)
        rule.y = 11
        g.append(rule)
        bmp, pal, arrow = sheet(app)
        self.x0 = (WIDTH - 7 * TILE_W + (TILE_W - DIE)) // 2
        self.dice = displayio.TileGrid(bmp, pixel_shader=pal, width=7, height=1,
                                       tile_width=TILE_W, tile_height=TILE_H,
                                       x=self.x0, y=DICE_Y)
        g.append(self.dice)
        self.arrow = displayio.TileGrid(arrow, pixel_shader=pal, y=DICE_Y + DIE + 1)
        g.append(self.arrow)
        self.line1 = Text(g, 0, 37)
        self.line2 = Text(g, 0, 51)


def sheet(app):
    """The letter tiles (bitmap, palette, arrow), built once and kept on
    the app; the drawing code is forgotten then."""
    s = app.layouts.get("letters")
    if s is None:
        from handheld import letter_art
        bmp, pal = letter_art.build()
        s = app.layouts["letters"] = (bmp, pal, letter_art.cursor_bitmap())
        letter_art = None
        from handheld import forget
        forget("handheld.letter_art")
    return s
