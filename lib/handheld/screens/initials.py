"""Three big letters: UP/DOWN change the letter under the caret,
LEFT/RIGHT move it, A accepts, B goes back. Used for the players' names
and for a new high score."""

import displayio

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import Text, WIDTH, solid

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "
_X = (40, 64, 88)


class Initials(Screen):
    NAME = "initials"

    def __init__(self, app, title, initial, on_done, on_back, hint="A: OK    B: back"):
        Screen.__init__(self, app)
        self.title = title
        self.hint = hint
        s = (initial + "   ")[:3]
        self.letters = [ALPHABET.find(ch) if ALPHABET.find(ch) >= 0 else len(ALPHABET) - 1 for ch in s]
        self.pos = 0
        self.on_done = on_done
        self.on_back = on_back

    def enter(self):
        g = displayio.Group()
        Text(g, WIDTH // 2, 0, center=True).set(self.title)
        self.cells = [Text(g, x, 8, scale=3, center=True) for x in _X]
        self.caret = solid(14, 2)
        self.caret.y = 42
        g.append(self.caret)
        Text(g, WIDTH // 2, 52, center=True).set(self.hint)
        self.group = g
        self._draw()

    def _draw(self):
        for i in range(3):
            ch = ALPHABET[self.letters[i]]
            self.cells[i].set("_" if ch == " " else ch)
        self.caret.x = _X[self.pos] - 7

    @property
    def text(self):
        """The initials as typed, spaces dropped ("" if all blank)."""
        return "".join(ALPHABET[k] for k in self.letters).replace(" ", "")

    def press(self, button):
        n = len(ALPHABET)
        if button == buttons.UP:
            self.letters[self.pos] = (self.letters[self.pos] + 1) % n
        elif button == buttons.DOWN:
            self.letters[self.pos] = (self.letters[self.pos] - 1) % n
        elif button == buttons.LEFT:
            self.pos = (self.pos - 1) % 3
        elif button == buttons.RIGHT:
            self.pos = (self.pos + 1) % 3
        elif button == buttons.A:
            if self.text:
                self.hw.beep("click")
                self.on_done(self.text)
            return
        elif button == buttons.B:
            self.on_back()
            return
        self._draw()
