"""The hardware object the app is handed: ``hw = hw_parts.build(settings)``
(handheld/hardware/parts.py, which makes the parts at boot and is let go).

Building never raises for a missing or miswired part: what failed is
described in ``hw.problems`` (player-readable lines) and the part is left
out (``hw.display`` None, shake off, buzzer silent, saving in RAM only).

The contract the app codes against:

    hw.display          displayio display, 128x64, 1-bit; set .root_group.
                        None if the screen failed (boot then stops).
    hw.display_flip(on) turn the picture 180 degrees
    hw.set_contrast(v)  OLED contrast 0..255
    hw.events()         generator of pending (button, pressed) pairs; button
                        is a handheld.buttons constant (UP DOWN LEFT RIGHT A B)
    hw.next_event()     the next such pair or None; allocates nothing
    hw.shaken()         True once per detected shake
    hw.beep(kind)       "roll", "fanfare" or "click"; silent when muted or
                        with no buzzer; plays in the background
    hw.storage          handheld.storage.Storage on microcontroller.nvm
    hw.settings         handheld.settings.Settings (settings.toml)
    hw.prefs            the player's menu settings (dict, see storage_layout.SETTINGS)
    hw.apply_prefs(d)   apply and save changed menu settings
    hw.monotonic()      seconds, float (time.monotonic on the board)
    hw.entropy()        a 32-bit int from input timing, for seeding the Rng
    hw.debug_mem(tag)   print free heap when the debug setting is on
    hw.show()           send what changed on screen to the OLED, all at once
    hw.idle()           let the board rest a moment (call when nothing moves)
    hw.problems         list of messages found while building
    hw.save_reset       True when saved data was damaged and reset at boot
    hw.heap_short       bytes a soft reload took from the heap (0: none);
                        the app restarts the board for them (handheld/reloaded.py)
    hw.resume_now       the board was restarted so: resume the saved game
    hw.woke             True when this boot is a wake from a deep sleep
    hw.screen_power(on) the OLED's display on/off command (off: ~10 uA)
    hw.deep_sleep(keep) sleep until a button, waking by a reset: never
                        returns where the board can, else False; ``keep``
                        (the game's save) rides the reset in RAM
    hw.drop_input()     forget presses and shakes not yet read
    hw.battery()        (VSYS volts, USB power in); volts None without a
                        battery monitor (YZ_BATTERY "none", no pin, or a
                        reading no Pico's VSYS gives)

Every timing here goes through ``hw.monotonic``; the module globals
``clock`` and ``rest`` let the simulator supply a virtual clock and its
own idle before ``hw_parts.build`` runs.
"""

import gc
import time

from handheld import forget

WIDTH = 128
HEIGHT = 64
_MS_MASK = (1 << 29) - 1
_G = 9.81

# The simulator's only hooks into lib/: its virtual clock and its idle
# (where scripted input arrives). On the board they stay as they are.
clock = time.monotonic
rest = None
LIS3DH_THRESHOLDS = (9.0, 7.0, 5.0, 4.0, 3.0)  # m/s^2 off 1 g, by sensitivity 1..5


class Hardware:
    """What the app touches. Made by ``hw_parts.build``; see the module docstring."""

    # Set on the instance only after a soft reload (handheld/startup.py):
    # as class defaults they take no room in every board's instance dict.
    heap_short = 0
    resume_now = False

    def __init__(self, settings):
        """Its fields are set by hw_parts.build, which makes the parts:
        loaded for the boot and let go, as this code would otherwise sit
        in the heap all game on stock firmware."""
        self.settings = settings

    # --- screen ------------------------------------------------------------
    def display_flip(self, on):
        if self.display is not None:
            self.display.rotation = 180 if on else 0

    def set_contrast(self, value):
        if self.display is not None:
            try:
                self.display.brightness = max(0, min(255, int(value))) / 255
            except (AttributeError, NotImplementedError, ValueError):
                pass  # a driver without contrast control: keep what it has

    # --- input -------------------------------------------------------------
    def next_event(self):
        """The next (button, pressed) pair, or None when there is none."""
        self.sound.update(self.monotonic())
        keys = self._keys
        if keys is None or not keys.events.get_into(self._ev):
            return None
        ev = self._ev
        self._mix(ev.timestamp)
        return self._pairs[ev.key_number * 2 + (1 if ev.pressed else 0)]

    def events(self):
        """Every pending (button, pressed) pair, oldest first."""
        while True:
            e = self.next_event()
            if e is None:
                return
            yield e

    def shaken(self):
        """True once per shake (vibration switch or LIS3DH)."""
        if self._shake_keys is not None:
            q = self._shake_keys.events
            if q.overflowed:
                q.clear()
                self._detector.burst(int(self.monotonic() * 1000) & _MS_MASK)
            while q.get_into(self._sev):
                self._mix(self._sev.timestamp)
                self._detector.event(self._sev.timestamp)
        elif self._lis is not None:
            now = self.monotonic()
            if now - self._last_sample >= 0.02:
                self._last_sample = now
                try:
                    x, y, z = self._lis.acceleration
                except OSError:
                    return False  # a glitch on the bus: try again next poll
                m = x * x + y * y + z * z
                if m > self._lis_limits[1] or m < self._lis_limits[0]:
                    ms = int(now * 1000) & _MS_MASK
                    self._mix(ms)
                    self._detector.event(ms)
        return self._detector.take()

    def drop_input(self):
        """Forget what is queued: the press that woke the board (held
        through its reset, the keypad reports it), a pocket's rattle."""
        for k in (self._keys, self._shake_keys):
            if k is not None:
                k.events.clear()
        self._detector.take()

    def release_buttons(self):
        """Let go of the button pins (a deep sleep's pin alarms take them)."""
        if self._keys is not None:
            self._keys.deinit()
            self._keys = None

    def battery(self):
        a = self._vsys
        if a is None:
            return None, False
        total = a.value + a.value + a.value + a.value
        volts = total * (3 * 3.3 / 65535 / 4)  # a Pico divides VSYS by 3 to GP29
        if volts < 1.6:  # no Pico's VSYS: the pin reads nothing (handheld/art/battery.py)
            return None, False
        return volts, bool(self._vbus is not None and self._vbus.value)

    # --- sleep (handheld/hardware/power.py, loaded for the moment) ----------------
    def screen_power(self, on):
        from handheld.hardware import power as hw_power
        hw_power.screen(self, on)
        forget("handheld.hardware.power")

    def deep_sleep(self, keep=None):
        from handheld.hardware import power as hw_power
        ok = hw_power.deep_sleep(self, keep)
        forget("handheld.hardware.power")
        return ok

    # --- sound -------------------------------------------------------------
    def beep(self, kind):
        self.sound.play(kind, self.monotonic())

    # --- settings the player changes ---------------------------------------
    def apply_prefs(self, prefs=None, save=True):
        """Make the hardware follow the menu settings, and keep them."""
        if prefs is not None:
            self.prefs = prefs
        p = self.prefs
        self.set_contrast(p["contrast"])
        self.display_flip(p["flip"])
        self.sound.set_enabled(p["sound"])
        level = p["shake_sensitivity"]
        self._detector.set_sensitivity(level)
        t = LIS3DH_THRESHOLDS[max(1, min(5, level)) - 1]
        self._lis_limits = ((_G - t) ** 2 if t < _G else -1.0, (_G + t) ** 2)
        if save and self.storage is not None:
            self.storage.save_settings(p)

    # --- odds and ends -----------------------------------------------------
    def _mix(self, value):
        self._pool = ((self._pool ^ value) * 0x01000193) & 0xFFFFFFFF

    def entropy(self):
        """32 bits from button and shake timing, the clock and, where the
        board has one, its random source."""
        try:
            self._mix(time.monotonic_ns() & 0xFFFFFFFF)
        except AttributeError:
            self._mix(int(self.monotonic() * 1000000) & 0xFFFFFFFF)
        try:
            import os
            r = os.urandom(4)
            self._mix(r[0] | (r[1] << 8) | (r[2] << 16) | (r[3] << 24))
        except (ImportError, AttributeError, NotImplementedError, OSError):
            pass
        return self._pool

    def debug_mem(self, tag):
        """Print (and return) the free heap when debugging memory is on."""
        if not (self.settings.debug_mem or self.prefs.get("debug_mem")):
            return None
        gc.collect()
        try:
            free = gc.mem_free()
        except AttributeError:  # CPython has no fixed heap to measure
            print("mem %s: gc.mem_free() is CircuitPython-only; %d objects tracked" % (tag, len(gc.get_objects())))
            return None
        # and the heap in use: CircuitPython 9 grows its heap on demand and
        # "free" counts only the heap grown so far; in use tells held memory
        # from a heap not grown yet (docs/FIRMWARE.md, "Reading the heap")
        print("mem %s: %d bytes free, %d in use" % (tag, free, gc.mem_alloc()))
        return free

    def show(self):
        """Send the picture to the OLED now that a step has finished it.
        The display's auto-refresh is off: a background refresh landing
        between two changes of one screen showed half-made frames, and on
        CircuitPython 9.2.8 it lost areas for good (a stale letter, stale
        dice: docs/FIRMWARE.md); with a LIS3DH it also fights the app for
        the I2C bus. So the app refreshes only whole pictures, as the
        simulator does after each step."""
        if self.display is not None:
            self.display.refresh(target_frames_per_second=None)

    def idle(self):
        """Nothing to do for a moment: keep a tune going and rest."""
        self.sound.update(self.monotonic())
        if rest is not None:
            rest()
        else:
            time.sleep(0.01)
