"""The title: the name, five dice, "press A". Any button goes on."""

import displayio

from handheld.screens import Screen
from handheld.widgets import Text, WIDTH


class Title(Screen):
    NAME = "title"

    def enter(self):
        g = displayio.Group()
        Text(g, WIDTH // 2, 0, center=True).set("P O C K E T")
        Text(g, WIDTH // 2, 8, scale=2, center=True).set("YAHTZEE")
        bmp, pal, _arrow = self.app.dice_sheet()
        dice = displayio.TileGrid(bmp, pixel_shader=pal, width=5, height=1,
                                  tile_width=21, tile_height=17,
                                  x=(WIDTH - 5 * 21 + 4) // 2, y=34)
        for i in range(5):
            dice[i] = 6 - i + (7 if i == 2 else 0)  # the middle die held
        g.append(dice)
        Text(g, WIDTH // 2, 52, center=True).set("press A")
        self.group = g

    def press(self, button):
        app = self.app
        if app.save_problem:
            from handheld.screens.message import Message
            text = app.save_problem
            app.save_problem = None
            app.go(Message(app, "SAVED GAME", text, app.menu))
        else:
            app.menu()
