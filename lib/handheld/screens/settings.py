"""The player's settings: sound, shake sensitivity, contrast, flip,
memory debugging, Word's 60-second turn timer (off by default; it
applies to Word games started after the change), and how long the
handheld waits before it sleeps (handheld/sleep.py). LEFT/RIGHT (or A) change the selected one at once; B
keeps them (hw.apply_prefs saves them to NVM) and goes back. At the foot,
two rows to read only: the game's version and where its code runs from
(frozen in the firmware, or .py/.mpy files on the drive), and the
firmware's version."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row, scroll_to

# (key, label, lowest, highest, step)
ITEMS = (
    ("sound", "Sound", 0, 1, 1),
    ("shake_sensitivity", "Shake sense", 1, 5, 1),
    ("contrast", "Contrast", 15, 255, 16),
    ("flip", "Flip screen", 0, 1, 1),
    ("debug_mem", "Debug memory", 0, 1, 1),
    ("word_timer", "Word 60s timer", 0, 1, 1),
    ("sleep", "Sleep after", 0, 0, 0),  # a choice of SLEEP_CHOICES
)
SLEEP_CHOICES = (1, 2, 5, 10, 0)  # minutes; 0 never


def about_rows():
    """The two rows under the settings: "Game  1.0.0 frozen" and the
    firmware's version."""
    from handheld import forget, version
    rows = (row("Game", "%s %s" % (version.VERSION, version.code_place())),
            row("Firmware", version.firmware()))
    forget("handheld.version")
    return rows


class Settings(Screen):
    NAME = "settings"

    def __init__(self, app):
        Screen.__init__(self, app)
        self.prefs = dict(self.hw.prefs)
        self.about = about_rows()
        self.cursor = 0
        self.top = 0

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def _value(self, k):
        key, _label, lo, hi, step = ITEMS[k]
        if key == "sleep":  # the app's idle clock knows the choices (handheld/sleep.py)
            m = self.app.rest.minutes(self.prefs)
            return "%d min" % m if m else "never"
        v = self.prefs.get(key, lo)
        if hi == 1:
            return "on" if v else "off"
        if key == "contrast":
            return "%d/16" % (1 + max(0, v - lo) // step)
        return "%d/%d" % (v, hi)

    def _draw(self):
        lines = [row(ITEMS[k][1], self._value(k)) for k in range(len(ITEMS))]
        lines.extend(self.about)
        self.top = scroll_to(self.cursor, self.top)
        self.app.lists().show(row("SETTINGS", "B: done"), lines, self.top, self.cursor)

    def _next_sleep(self, step):
        """The next "Sleep after" choice (the app's idle clock reads it:
        handheld/sleep.py)."""
        m = self.app.rest.minutes(self.prefs)
        k = SLEEP_CHOICES.index(m) if m in SLEEP_CHOICES else 0
        return SLEEP_CHOICES[(k + step) % len(SLEEP_CHOICES)]

    def press(self, button):
        n = len(ITEMS) + len(self.about)
        if button == buttons.UP:
            self.cursor = (self.cursor - 1) % n
        elif button == buttons.DOWN:
            self.cursor = (self.cursor + 1) % n
        elif button in (buttons.LEFT, buttons.RIGHT, buttons.A) and self.cursor < len(ITEMS) \
                and ITEMS[self.cursor][0] == "sleep":
            self.prefs["sleep"] = self._next_sleep(-1 if button == buttons.LEFT else 1)
        elif button in (buttons.LEFT, buttons.RIGHT, buttons.A) and self.cursor < len(ITEMS):
            key, _label, lo, hi, step = ITEMS[self.cursor]
            v = self.prefs.get(key, lo)
            if key == "contrast":
                v = lo + ((v - lo) // step) * step  # snap to a level
            v += -step if button == buttons.LEFT else step
            if v > hi:
                v = lo if button == buttons.A else hi
            if v < lo:
                v = lo
            self.prefs[key] = v
            self.hw.apply_prefs(self.prefs, save=False)
        elif button == buttons.B:
            self.hw.apply_prefs(self.prefs)
            self.app.menu()
            return
        self._draw()
