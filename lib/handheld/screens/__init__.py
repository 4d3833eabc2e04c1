"""One module per screen. Every screen is a ``Screen``: it fills a layout
(usually one shared by many screens) when entered, reacts to presses and
shakes, and ``tick`` returns True while something on it is moving."""


class Screen:
    NAME = "screen"

    def __init__(self, app):
        self.app = app
        self.hw = app.hw
        self.group = None

    def enter(self):
        """Fill the layout; called each time the screen comes up."""

    def press(self, button):
        """A button went down."""

    def release(self, button):
        """A button came up (for a screen that times a held button)."""

    def shake(self):
        """The player shook the handheld."""

    def tick(self, now):
        """Advance anything animated; True while moving."""
        return False
