"""A message or a yes/no question on the list layout: four lines of text
and the keys under them.

``Message(app, title, text, on_a, on_b=None)``: A calls ``on_a``; B calls
``on_b`` (or ``on_a`` when there is none, for a plain message). A text
longer than four lines is laid out in pages by the one layout rule
(handheld/text_layout.py: a page never begins inside a sentence); A
turns them (``A: next page``) and does its own work on the last."""

from handheld.screens import Screen


class Message(Screen):
    NAME = "message"

    def __init__(self, app, title, text, on_a, on_b=None, hint=None):
        Screen.__init__(self, app)
        from handheld import forget
        from handheld.text_layout import pages
        self.pages = pages((text,), 4)
        forget("handheld.text_layout")
        self.page = 0
        self.title = title
        self.on_a = on_a
        self.on_b = on_b
        if hint is None:
            hint = "A: OK" if on_b is None else "A: yes    B: no"
        self.keys = hint  # the keys line under the text

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        lines = self.pages[self.page] if self.pages else []
        more = self.page + 1 < len(self.pages)
        lay.show(self.title, lines + [""] * (4 - len(lines)) + ["A: next page" if more else self.keys])

    def press(self, button):
        from handheld import buttons
        if button == buttons.A and self.page + 1 < len(self.pages):
            self.page += 1
            self.enter()
        elif button == buttons.A:
            self.on_a()
        elif button == buttons.B:
            (self.on_b or self.on_a)()
