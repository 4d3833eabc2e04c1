"""Three big letters: UP/DOWN change the letter under the caret,
LEFT/RIGHT move it, A accepts, B goes back. Used for the players' names
and for a new high score."""

from handheld import buttons
from handheld.screens import Screen

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "


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
        self.group = self.app.big().group
        self._draw()

    def _draw(self):
        cells = ""
        for i in range(3):
            ch = ALPHABET[self.letters[i]]
            cells += ("_" if ch == " " else ch) + (" " if i < 2 else "")
        self.app.big().show(self.title, cells, "", self.hint, 2 * self.pos)

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
