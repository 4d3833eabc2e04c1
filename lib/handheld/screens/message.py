"""A message or a yes/no question on the list layout.

``Message(app, title, text, on_a, on_b=None)``: A calls ``on_a``; B calls
``on_b`` (or ``on_a`` when there is none, for a plain message)."""

from handheld.screens import Screen
from handheld.widgets import wrap


class Message(Screen):
    NAME = "message"

    def __init__(self, app, title, text, on_a, on_b=None, hint=None):
        Screen.__init__(self, app)
        self.title = title
        self.lines = wrap(text)
        self.on_a = on_a
        self.on_b = on_b
        if hint is None:
            hint = "A: OK" if on_b is None else "A: yes    B: no"
        self.lines = self.lines[:4] + [hint]
        while len(self.lines) < 5:
            self.lines.insert(len(self.lines) - 1, "")

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        lay.show(self.title, self.lines)

    def press(self, button):
        from handheld import buttons
        if button == buttons.A:
            self.on_a()
        elif button == buttons.B:
            (self.on_b or self.on_a)()
