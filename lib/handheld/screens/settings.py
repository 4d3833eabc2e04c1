"""The player's settings: sound, shake sensitivity, contrast, flip,
memory debugging, Word's 60-second turn timer (off by default; it
applies to Word games started after the change), and how long the
handheld waits before it sleeps (handheld/sleep.py). LEFT/RIGHT (or A)
change the selected one at once (an on/off row either way); B keeps
them (hw.apply_prefs saves them to NVM) and goes back.

Under them, **Update firmware**: A asks first, then keeps the settings
and restarts the Pico into its UF2 bootloader, the boot ROM's USB drive
RPI-RP2, as holding BOOTSEL at power-up does, so a handheld whose case
is closed takes a new firmware UF2 dragged onto that drive; the ROM
restarts into the game once the file is written, and the game saved
after its last move resumes. Powering off and on instead goes back to
the game unchanged. At the foot, two rows to read only (the cursor
stops above them): the game's version and where its code runs from
(frozen in the firmware, or .py/.mpy files on the drive), and the
firmware's version.

This module is the menu's only: the app lets it go with the screen
(App.go), so nothing of it stays in a game's heap on stock firmware."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import ListLayout, row, scroll_to, wrap

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
# At len(ITEMS), under the settings: the row "Update firmware", the
# cursor's last. (Stock firmware interns every name of this module for
# good when the screen loads: the update's code takes only names a game
# has already, "update" and "restart".)


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
        lines.append("Update firmware")
        lines.extend(self.about)
        self.cursor = min(self.cursor, len(ITEMS))  # (a cursor a wake put on a row to read)
        self.top = scroll_to(self.cursor, self.top)
        if self.cursor == len(ITEMS):  # the last row to choose: the rows to read under it too
            self.top = len(lines) - ListLayout.ROWS
        self.app.lists().show(row("SETTINGS", "B: done"), lines, self.top, self.cursor)

    def _next_sleep(self, step):
        """The next "Sleep after" choice (the app's idle clock reads it:
        handheld/sleep.py)."""
        m = self.app.rest.minutes(self.prefs)
        k = SLEEP_CHOICES.index(m) if m in SLEEP_CHOICES else 0
        return SLEEP_CHOICES[(k + step) % len(SLEEP_CHOICES)]

    def press(self, button):
        if button == buttons.B:
            self.hw.apply_prefs(self.prefs)
            self.app.menu()
            return
        last = len(ITEMS)  # Update firmware
        if button == buttons.UP:
            self.cursor = (self.cursor - 1) % (last + 1)
        elif button == buttons.DOWN:
            self.cursor = (self.cursor + 1) % (last + 1)
        elif self.cursor == last:
            if button == buttons.A:
                from handheld.screens.message import Message
                app = self.app
                app.go(Message(app, "UPDATE FIRMWARE",
                               "Restart as the USB drive RPI-RP2, for a firmware UF2? The game is kept.",
                               self.update, lambda: app.go(self)))
            return
        elif button in (buttons.LEFT, buttons.RIGHT, buttons.A) and ITEMS[self.cursor][0] == "sleep":
            self.prefs["sleep"] = self._next_sleep(-1 if button == buttons.LEFT else 1)
        elif button in (buttons.LEFT, buttons.RIGHT, buttons.A):
            # LEFT one step down, RIGHT one up (to the end of the range),
            # A one up and round; an on/off row flips at any of the three
            key, _label, lo, hi, step = ITEMS[self.cursor]
            v = self.prefs.get(key, lo)
            if hi == 1:
                v = 0 if v else 1
            else:
                if key == "contrast":
                    v = lo + ((v - lo) // step) * step  # snap to a level
                v += -step if button == buttons.LEFT else step
                if v > hi:
                    v = lo if button == buttons.A else hi
            self.prefs[key] = max(lo, v)
            self.hw.apply_prefs(self.prefs, save=False)
        self._draw()

    # --- Update firmware ----------------------------------------------------------
    def update(self):
        """Confirmed: the settings kept (the game is saved after every
        move), what to do drawn, and the restart once that picture is on
        the glass (the app sends it after this step: App._after_screen).
        The glass keeps it while the boot ROM has the board."""
        self.hw.apply_prefs(self.prefs)
        self.app.lists().show("UPDATE MODE", wrap("Drag the firmware UF2 onto the RPI-RP2 drive: the game "
                                                  "comes back with it. Power off and on to cancel."))
        self.app._after_screen(self.restart)

    def restart(self):
        """Into the UF2 bootloader: CircuitPython's on_next_reset(UF2)
        then reset() (on the RP2040 the pico-sdk's reset_usb_boot, a
        boot-ROM function). What follows runs only where the firmware
        cannot."""
        print("update: restarting into the UF2 bootloader, the USB drive RPI-RP2")
        try:
            import microcontroller
            microcontroller.on_next_reset(microcontroller.RunMode.UF2)
            microcontroller.reset()
        except (ImportError, AttributeError, NotImplementedError, ValueError):
            pass
        from handheld.screens.message import Message
        app = self.app
        app.go(Message(app, "NO UPDATE MODE", "This firmware cannot open RPI-RP2: hold BOOTSEL while "
                       "plugging the Pico in.", lambda: app.go(self)))
