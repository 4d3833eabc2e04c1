"""The turn's layout (header, dice, arrow, two text lines), shared by a
person's turn (screens/turn.py) and a CPU's (screens/cpu_turn.py) in
classic and Power: built once per dice count in ``app.layouts``. A
module of its own so that a CPU's turn draws the dice without loading
the person's turn screen, and so that a layout kept in ``app.layouts``
keeps only this small module's code alive, not a screen's."""

import displayio

from handheld.widgets import Text, WIDTH, solid

# The dice tiles' geometry and order (handheld.art.dice, which is not
# kept loaded): tile = face + HELD * held + POWER_TILES * power.
DIE = 17
TILE_W = 21
TILE_H = 17
HELD = 7
POWER_TILES = 14
DICE_Y = 14
POWER_DIE = 5  # Power's die index (yahtzee_core.power.POWER_DIE)


class TurnLayout:
    """Header, dice, arrow, two text lines; built once per dice count."""

    def __init__(self, app, ndice):
        self.group = g = displayio.Group()
        self.head = Text(g, 0, 0)
        rule = solid(WIDTH, 1)
        rule.y = 11
        g.append(rule)
        bmp, pal, arrow = app.dice_sheet()
        self.x0 = (WIDTH - ndice * TILE_W + (TILE_W - DIE)) // 2
        self.dice = displayio.TileGrid(bmp, pixel_shader=pal, width=ndice, height=1,
                                       tile_width=TILE_W, tile_height=TILE_H,
                                       x=self.x0, y=DICE_Y)
        g.append(self.dice)
        self.arrow = displayio.TileGrid(arrow, pixel_shader=pal, y=DICE_Y + DIE + 1)
        g.append(self.arrow)
        self.status = Text(g, 0, 37)
        self.hint = Text(g, 0, 51)


def layout(app, ndice):
    """The app's turn layout for ``ndice`` dice, built on first need."""
    key = "turn%d" % ndice
    lay = app.layouts.get(key)
    if lay is None:
        lay = app.layouts[key] = TurnLayout(app, ndice)
    return lay


def tile(face, held, power):
    """The dice sheet's tile of a die: ``face`` (0: not rolled), held
    (drawn inverted), the Power die (double border)."""
    return face + (HELD if held else 0) + (POWER_TILES if power else 0)
