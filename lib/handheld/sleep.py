"""Idle, dim, asleep, and the battery: when the handheld saves power. The
app decides here; the hardware does it (``hw.set_contrast``,
``hw.screen_power``, ``hw.deep_sleep``, ``hw.battery``:
handheld/hw_power.py); the screen a wake comes back to is handheld/wake.py's,
the battery's levels and gauge handheld/battery.py's.

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

The battery is read every BATTERY_EVERY s, and a gauge kept on the title
and pass screens; what a reading leads to (a warning, an empty battery's
save and sleep) is handheld/battery_watch.py's, loaded only where there
is a reading. The boot's return to the screen a sleep left is wake.py's.
"""

DIM_AFTER = 30.0
BLANK_AFTER = 300.0
DIM_LEVEL = 8          # the OLED contrast while dimmed (0-255)
CHOICES = (1, 2, 5, 10, 0)  # Settings' "Sleep after", minutes; 0 never
UNSET = 255            # the stored setting when the player never chose
BATTERY_EVERY = 10.0
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

    def next_choice(self, prefs, step):
        """The Settings screen's next "Sleep after" value from ``prefs``."""
        m = self.minutes(prefs)
        k = CHOICES.index(m) if m in CHOICES else 0
        return CHOICES[(k + step) % len(CHOICES)]

    def resume(self):
        """At boot: the screen the last sleep left (handheld/wake.py, loaded
        for the moment, only when there is one or this boot is a wake);
        True when one is shown."""
        st = self.hw.storage
        if not self.hw.woke and (st is None or st.load_wake() is None):
            return False
        from handheld import forget
        from handheld.wake import at_boot
        shown = at_boot(self.app)
        at_boot = None
        forget("handheld.wake")
        return shown

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
            self._off(now, self.empty[1])  # the battery is empty: no return on a board that sleeps
            return
        if now >= self.check_at:
            self._battery(now, busy)
        if self.warn and not busy:
            from handheld.battery_watch import warn
            warn(self)
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

    def sleep(self, now, deep=True):
        """Save, switch the screen off and sleep: deeply (a reset on waking)
        when ``deep`` and nothing would be lost, else doze in place."""
        self._off(now, deep and self._save(now))

    def _save(self, now):
        """The game and the screen position kept (handheld/wake.py): True
        when a reset would lose nothing."""
        from handheld import forget
        from handheld.wake import prepare
        safe = prepare(self.app, now)
        prepare = None
        forget("handheld.wake")
        return safe

    def _off(self, now, deep):
        self.hw.screen_power(False)
        if deep:  # the game rides the reset in RAM (no journal replay at the wake)
            g = self.app.game
            keep = g.save() if g is not None and not g.over and self.app.saved is not None else None
            self.hw.deep_sleep(keep)  # on a board that can: no return, the wake is a reset
        self.asleep = True
        self.slept = now

    def doze(self):
        """A step while dozing: only a press matters, and it only wakes.
        True when it woke."""
        hw = self.hw
        woke = False
        e = hw.next_event()
        while e is not None:
            woke = woke or e[1]
            e = hw.next_event()
        if not woke:
            return False
        self.wake(hw.monotonic())
        return True

    def wake(self, now):
        """Back from dozing: screen on at full contrast, the Word clock
        moved on by the time asleep."""
        app = self.app
        hw = self.hw
        hw.drop_input()  # a pocket's rattle while asleep is no shake
        self.asleep = self.dimmed = False
        hw.set_contrast(hw.prefs["contrast"])
        hw.screen_power(True)
        end = getattr(app, "word_deadline", None)
        if end is not None:
            app.word_deadline = end + (now - self.slept)
        self.last = self.due = self.check_at = now
        if self.empty_at is not None:  # woken on an empty battery: judged again at once
            self.empty_at = None
            self.seen = 0
            app.go(self.empty[0])

    # ----- the battery ---------------------------------------------------------
    def _battery(self, now, busy, judge=True):
        """Read the battery; with a reading, judge it (battery_watch.py,
        which then stays loaded: it runs every BATTERY_EVERY s)."""
        self.check_at = now + BATTERY_EVERY
        volts, usb = self.hw.battery()
        if volts is None and not usb:
            self._gauge(None)  # no monitor: nothing more to load
            return
        from handheld.battery_watch import judge as judged
        judged(self, now, volts, usb, judge)

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
            from handheld.battery import gauge
            g = self.gauge = gauge()
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
