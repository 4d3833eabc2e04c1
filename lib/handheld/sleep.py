"""Idle, dim, asleep, and the battery: when the handheld saves power. The
app decides here; the hardware does it (``hw.set_contrast``,
``hw.screen_power``, ``hw.deep_sleep``, ``hw.battery``:
handheld/hardware/power.py); the screen a wake comes back to is handheld/wake.py's,
the gauge's picture handheld/art/battery.py's.

The app's one ``Rest`` is told of every press and shake (``touched``)
and looks at the clock only when something is due (``due``), so a step
that changes nothing allocates nothing here:

    DIM_AFTER s with no press or shake   the screen dims (a press still
                                        acts: the screen can be read)
    the Sleep setting (1/2/5/10 min)    the device sleeps: the game and
                                        the screen position saved, the
                                        OLED off, the board in its deepest
                                        sleep a button wakes; on an RP2040
                                        that wake is a reset, and the game
                                        comes back from NVM (wake.py)
    Sleep "never"                       after BLANK_AFTER s the screen
                                        blanks, the game kept in RAM

Where a reset would lose something (no NVM, a finished game's high
scores not entered) or the board cannot sleep deeply, it *dozes*: the
OLED off, the app kept, and the next press only wakes it (the screen was
dark: the press is not taken as a move). A Word turn's clock stops while
asleep either way. Sleep never comes in the middle of a step's work
(``app.later``): a CPU's turn sleeps between two of its moves, each of
which is saved, and goes on from there after the wake.

The battery is read and judged every BATTERY_EVERY s, and a gauge kept
on the title and pass screens; what a reading leads to (a warning, an
empty battery's save and sleep) is handheld/battery_watch.py's, and the
gauge's picture handheld/art/battery.py's, each loaded for the moment. The boot's return to the screen a sleep left is wake.py's.
"""

from handheld import forget

DIM_AFTER = 30.0
BLANK_AFTER = 300.0
DIM_LEVEL = 8          # the OLED contrast while dimmed (0-255)
UNSET = 255            # the stored setting when the player never chose
BATTERY_EVERY = 10.0
# VSYS volts per YZ_BATTERY kind: (full, LOW: warn, CRITICAL: save and
# sleep); why these, handheld/art/battery.py
KINDS = {"alkaline": (4.5, 3.05, 2.8), "nimh": (3.95, 3.25, 3.05), "lipo": (4.0, 3.45, 3.25)}
OK, LOW, CRITICAL = 0, 1, 2
USB_TILE = 5           # battery.gauge()'s plug, for USB power (tiles 0-4: bars)
GAUGE_SCREENS = ("title", "pass")


class Rest:
    """The app's idle clock and battery watch (see the module)."""

    def __init__(self, app):
        self.app = app
        self.hw = app.hw
        self.touched = False
        self.last = self.hw.monotonic()
        self.due = self.check_at = self.last   # look at the first step
        self.dimmed = False
        self.asleep = False    # dozing in place (a deep sleep never comes back here)
        self.slept = 0.0
        self.nap = None        # handheld.wake while dozing
        self.bars = None       # the gauge's tile, None: no gauge
        self.gauge = None
        self.gauge_in = None   # the group the gauge is in
        self.seen = 0          # the last reading's battery state
        self.warn = False      # a LOW warning is due
        self.warned = False
        self.empty_at = None   # CRITICAL: when to sleep
        self.empty = None      # then: (the screen under the message, whether a reset is safe)
        self._battery(self.last, False, judge=False)

    def minutes(self, prefs=None):
        """Minutes idle before sleeping (0: never): the player's choice,
        else settings.toml's YZ_SLEEP_MINUTES."""
        hw = self.hw
        v = (prefs or hw.prefs).get("sleep", UNSET)
        if v == UNSET:
            v = getattr(hw.settings, "sleep_minutes", 2)
        return v

    # ----- the idle clock ------------------------------------------------------
    def update(self, now, busy=False):
        """Something is due, or a press or shake came: dim, warn, sleep, or
        say when to look again."""
        hw = self.hw
        if self.touched:
            self.touched = False
            self.last = now
            if self.dimmed:
                self.dimmed = False
                hw.set_contrast(hw.prefs["contrast"])
        if self.empty_at is not None and now >= self.empty_at:
            self.sleep(now, True, self.empty[1])  # the battery is empty: no return on a board that sleeps
            return
        if now >= self.check_at:
            self._battery(now, busy)
        if self.warn and not busy:
            from handheld.battery_watch import warn
            warn(self)
            warn = None
            forget("handheld.battery_watch")
        idle = now - self.last
        after = self.minutes() * 60
        if not self.dimmed and idle >= DIM_AFTER:
            self.dimmed = True
            hw.set_contrast(min(DIM_LEVEL, hw.prefs["contrast"]))
        if idle >= (after or BLANK_AFTER) and self.empty_at is None:
            if self.app.later is not None:
                self.due = now  # work asked for: sleep once it is done
                return
            self.sleep(now, after > 0)
            return
        due = self.last + ((after or BLANK_AFTER) if self.dimmed else DIM_AFTER)
        self.due = min(due, self.check_at, self.empty_at or due)

    def sleep(self, now, deep=True, saved=None):
        """Save, switch the screen off and sleep: deeply (a reset on waking)
        when ``deep`` and nothing would be lost (``saved``: whether the
        save already made is that safe), else doze in place. The code is
        handheld/wake.py's, kept loaded only while dozing."""
        from handheld import wake
        self.nap = wake
        wake.sleep(self, now, deep, saved)  # a deep sleep does not return

    def doze(self):
        """A step while dozing: only a press matters, and it only wakes.
        True when it woke."""
        woke = self.nap.doze(self)
        if woke:
            self.nap = None
            forget("handheld.wake")
        return woke

    # ----- the battery ---------------------------------------------------------
    def _battery(self, now, busy, judge=True):
        """Read the battery and judge it: the gauge follows every reading;
        with ``judge``, a warning or an empty battery's sleep is due when
        two readings agree (a dip under load is no flat battery). What
        they lead to is handheld/battery_watch.py's, loaded only then."""
        self.check_at = now + BATTERY_EVERY
        volts, usb = self.hw.battery()
        if volts is None and not usb:
            self._gauge(None)  # no monitor
            return
        kind = self.hw.settings.battery
        full, low, critical = KINDS[kind]
        state, bars = OK, USB_TILE
        if not usb:
            if volts < critical:
                state, bars = CRITICAL, 0
            else:
                bars = max(1, min(4, int(4 * (volts - critical) / (full - critical) + 0.999)))
                state = LOW if volts < low else OK
        self._gauge(bars)
        agreed = state == self.seen
        self.seen = state
        if state == OK and (usb or volts >= low + 0.1):
            self.warned = self.warn = False  # new cells (or USB): warn again next time
        if not judge or state == OK:
            return
        if not agreed:
            self.check_at = now + 1.0  # look again before acting
        elif state == CRITICAL:
            from handheld.battery_watch import empty
            empty(self, now)
            empty = None
            forget("handheld.battery_watch")
        elif not self.warned:
            self.warn = True

    def _gauge(self, bars):
        """Show ``bars`` (a tile of battery.gauge) on the gauge screens."""
        if bars != self.bars:
            self.bars = bars
            if bars is not None and self.gauge is not None:
                self.gauge[0] = bars
            self.shown(self.app.screen)

    def shown(self, screen):
        """A screen came up (App.go): the gauge goes onto it, or off."""
        g = self.gauge
        on = self.bars is not None and screen is not None and screen.NAME in GAUGE_SCREENS
        if g is None and not on:
            return
        if g is None:
            from handheld.art.battery import gauge
            g = self.gauge = gauge()
            gauge = None
            forget("handheld.art.battery")  # the tiles are drawn: its code is not needed again
            g[0] = self.bars
        if self.gauge_in is not None and (not on or self.gauge_in is not screen.group):
            self.gauge_in.remove(g)
            self.gauge_in = None
        if on and self.gauge_in is None and screen.group is not None:
            screen.group.append(g)
            self.gauge_in = screen.group

    def gauge_cols(self):
        """Text columns the gauge takes at the right of a gauge screen's
        top line (0: no gauge)."""
        return 3 if self.bars is not None else 0
