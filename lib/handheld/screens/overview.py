"""A whole scorecard on one screen, in the 5x7 font (handheld.small_font):
21 characters by 8 lines. Classic and Word: three columns of boxes under
two-letter names (3K, FH, SS ...), the upper total (UP), the bonus (BON)
or what it still needs (NEED), the Yahtzee bonus (YZ+); Power: the 21
slots in three columns of seven (points, X for a slot given up, - open)
and the upper total and bonus in the top line; Jackpot: a line per
round. The top line names the player and the total; the last says the
keys (Power has no room for them: they are the list's). LEFT/RIGHT: the
other players; DOWN: the scrolling list (where UP at the top comes back
here); B: back; A during a game: leave for the menu, as on the list.

The names are short because the font is big: a 3x5 font fitted whole
words in 32x10 characters, but could not be read on the 0.96" glass
(docs/UI.md, "Legible on the real glass").

One TileGrid of 21x8 tiles in a Group whose ``text`` holds the lines
(the simulator reads the screen through it); built when the screen is
entered, let go when it is left. The font's module is let go as soon as
its sheet is built and the lines drawn, and so is the lines' own
(handheld/overview_text.py): the scorecard's own module stays for the
rest of a game, and the font's code and glyphs beside it held some 2 KB
at every later moment (the coach's pricing too)."""

import displayio

from handheld import buttons, forget
from handheld.screens import Screen


class _Page(displayio.Group):
    """The grid's Group, with the lines as ``text`` (a native Group takes
    no attributes of its own)."""
    text = ""


class Overview(Screen):
    NAME = "overview"

    def __init__(self, app, back, seat, pause=False):
        Screen.__init__(self, app)
        self.back = back
        self.seat = seat
        self.pause = pause

    def enter(self):
        from handheld import small_font
        from handheld.overview_text import COLS, LINES
        bmp, pal = small_font.sheet()
        self.grid = displayio.TileGrid(bmp, pixel_shader=pal, width=COLS, height=LINES,
                                       tile_width=small_font.W, tile_height=small_font.H, default_tile=0)
        self.group = _Page()
        self.group.append(self.grid)
        self._draw()

    def _draw(self):
        """The lines in tiles, the font's module and the lines' loaded for
        the drawing and let go after."""
        from handheld import small_font as font
        from handheld.overview_text import COLS, lines
        text = lines(self.app.game, self.seat)
        grid = self.grid
        for y in range(len(text)):
            s = text[y]
            for x in range(COLS):
                grid[x, y] = font.tile(s[x]) if x < len(s) else 0
        self.group.text = "\n".join(text)
        font = lines = None
        forget("handheld.small_font")
        forget("handheld.overview_text")

    def press(self, button):
        app = self.app
        n = len(app.game.players)
        if button in (buttons.LEFT, buttons.RIGHT):
            self.seat = (self.seat + (1 if button == buttons.RIGHT else -1)) % n
            self._draw()
        elif button == buttons.DOWN:
            app.scorecard(self.back, self.seat, self.pause)
        elif button == buttons.A and self.pause:
            from handheld.screens.message import Message
            app.go(Message(app, "PAUSE", "The game is saved. Leave it for the menu? (Resume it from there.)",
                           app.menu, lambda: app.go(self)))
        elif button in (buttons.A, buttons.B):
            app.go(self.back)
