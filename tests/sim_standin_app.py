"""A stand-in for handheld.app, used by the simulator's tests until (and
besides) the real screens: it exercises every part of the hardware
contract in lib/handheld/boot.py and nothing of the game.

A counts up and saves the count as the "game"; B clears it; UP adds a
high score; a shake starts a short animation (busy steps) and a beep."""

import displayio
import terminalio
from adafruit_display_text import label

from handheld import buttons


class App:
    def __init__(self, hw):
        self.hw = hw
        blob = hw.storage.load_game()
        self.count = blob[0] if blob else 0
        self.shakes = 0
        self.frames = 0
        self.group = displayio.Group()
        self.title = label.Label(terminalio.FONT, text="STAND-IN", color=0xFFFFFF, x=2, y=6)
        self.line = label.Label(terminalio.FONT, text="", color=0xFFFFFF, x=2, y=22)
        self.anim = label.Label(terminalio.FONT, text="", color=0xFFFFFF, x=2, y=40)
        for item in (self.title, self.line, self.anim):
            self.group.append(item)
        self.bar = displayio.Bitmap(128, 4, 2)
        pal = displayio.Palette(2)
        pal[0] = 0
        pal[1] = 0xFFFFFF
        self.group.append(displayio.TileGrid(self.bar, pixel_shader=pal, x=0, y=60))
        hw.display.root_group = self.group
        self.draw()

    def draw(self):
        self.line.text = "COUNT %d SHAKES %d" % (self.count, self.shakes)
        for x in range(128):
            self.bar[x, 0] = 1 if x < self.count else 0

    def step(self):
        hw = self.hw
        for button, pressed in hw.events():
            if not pressed:
                continue
            if button == buttons.A:
                self.count += 1
                hw.storage.save_game(bytes((self.count,)) * 40)
                hw.beep("click")
            elif button == buttons.B:
                self.count = 0
                hw.storage.clear_game()
            elif button == buttons.UP:
                hw.storage.add_high_score("classic", "SIM", self.count)
            self.draw()
        if hw.shaken():
            self.shakes += 1
            self.frames = 10
            hw.beep("roll")
            self.draw()
        if self.frames:
            self.frames -= 1
            self.anim.text = "ROLLING" + "." * (self.frames % 4) if self.frames else ""
            return True
        return False


def run(hw):
    from handheld import boot
    boot.run_loop(App(hw), hw)
