"""Word's turn screen, drawn: the header, seven letter dice, the arrow and
two text lines, with the letter tiles they show. ``build`` fills the turn's
WordLayout once per game (kept in app.layouts); the turn (word_turn.py)
then lets this module go: nothing here is referenced after it, so its code
leaves the heap."""

import displayio

from handheld.widgets import Text, WIDTH, solid

# The letter tiles' geometry and order (handheld.art.letter, which is not
# kept loaded once the sheet is drawn): tile = face + INVERTED * inverted.
DIE = 17
TILE_W = 18
TILE_H = 17
BLANK = 27
INVERTED = 28

DICE_Y = 13
MARK_X, MARK_Y = 10, 8  # letter_art.MARK_X/MARK_Y: the wild's mark on its die


def build(app, lay):
    """Header, seven letter dice, the arrow, two text lines, onto ``lay``."""
    lay.group = g = displayio.Group()
    lay.head = Text(g, 0, 0)
    rule = solid(WIDTH, 1)
    rule.y = 11
    g.append(rule)
    bmp, pal, arrow, _mark = sheet(app)
    lay.x0 = (WIDTH - 7 * TILE_W + (TILE_W - DIE)) // 2
    lay.dice = displayio.TileGrid(bmp, pixel_shader=pal, width=7, height=1,
                                  tile_width=TILE_W, tile_height=TILE_H,
                                  x=lay.x0, y=DICE_Y)
    g.append(lay.dice)
    lay.arrow = displayio.TileGrid(arrow, pixel_shader=pal, y=DICE_Y + DIE + 1)
    g.append(lay.arrow)
    mark, mark_pal = _mark
    lay.mark = displayio.TileGrid(mark, pixel_shader=mark_pal, y=DICE_Y + MARK_Y)
    lay.mark.hidden = True  # shown on the wild die while it is a letter
    g.append(lay.mark)
    lay.line1 = Text(g, 0, 37)
    lay.line2 = Text(g, 0, 51)


def sheet(app):
    """The letter tiles (bitmap, palette, arrow, wild mark), built once and kept on
    the app; the drawing code is forgotten then."""
    s = app.layouts.get("letters")
    if s is None:
        from handheld.art import letter as letter_art
        bmp, pal = letter_art.build()
        s = app.layouts["letters"] = (bmp, pal, letter_art.cursor_bitmap(), letter_art.wild_mark())
        letter_art = None
        from handheld import forget
        forget("handheld.art.letter")
    return s
