"""The coach's hint (classic and Power), asked from the box list: the
Expert's best play now and the final score it expects (handheld/coach.py).

The Expert does not fit on the heap beside the turn's screens at six
seats (on the firmware, classic's is about 14 KB, Power's about 22 KB,
with the turn's screens 13-15 KB). So this screen says "Thinking...",
lets the turn's screens and layouts go, works the hint out, lets the
Expert go, and shows the answer; A goes back to the box list, made
again by the app (``App.box_list``), the dice held as they were.
"""

from handheld import forget
from handheld.screens import Screen


class Hint(Screen):
    NAME = "hint"

    def __init__(self, app, held, first=None):
        """``held``: the turn screen's holds (restored after); ``first``:
        the box list's DOUBLE note, for Power's second box. No screen is
        kept: their code can go while the Expert thinks."""
        Screen.__init__(self, app)
        self.held = bytes(held) if held is not None else None
        self.first = first
        self.done = False

    def enter(self):
        lay = self.app.lists()
        self.group = lay.group
        lay.show("HINT", ["", "Thinking...", "", "", ""])

    def tick(self, now):
        if self.done:
            return False
        self.done = True
        app = self.app
        from handheld.cpu import cpus_next
        cpus_next(app)  # the persons' turn screens and layouts go
        forget("handheld.cpu")
        from handheld.coach import hint_text
        text = hint_text(app)
        forget("handheld.coach")
        from handheld.screens.message import Message
        app.go(Message(app, "HINT", text, self.back))
        return True

    def back(self):
        self.app.box_list(self.held, self.first)  # through the app: no import circle
