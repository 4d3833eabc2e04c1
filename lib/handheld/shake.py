"""Shake detection from timestamps, whatever the sensor.

A vibration switch reports contact changes; an accelerometer reports
samples that exceed a threshold. Either way a shake is "at least N events
within a short window"; after a shake the detector rests briefly so one
vigorous shake rolls once. Times are integer milliseconds that may wrap
(keypad timestamps wrap at 2**29), so differences are masked.
"""

_MASK = (1 << 29) - 1

# Events needed within the window, by sensitivity 1 (firm) .. 5 (light).
SWITCH_CHANGES = (10, 8, 6, 4, 3)
WINDOW_MS = 600
REST_MS = 800


class ShakeDetector:
    """Feed it ``event(ms)``; ``take()`` is True once per detected shake."""

    def __init__(self, needed=6, window_ms=WINDOW_MS, rest_ms=REST_MS):
        self.window_ms = window_ms
        self.rest_ms = rest_ms
        self._times = [0] * 16  # ring of recent event times, allocated once
        self.set_needed(needed)
        self._pending = False
        self._rest_until = None

    def set_needed(self, needed):
        self.needed = max(2, min(len(self._times), needed))
        self._count = 0
        self._head = 0

    def set_sensitivity(self, level, table=SWITCH_CHANGES):
        """Sensitivity 1..5 from the player's settings."""
        level = max(1, min(len(table), level))
        self.set_needed(table[level - 1])

    def event(self, ms):
        """One contact change (or over-threshold sample) at time ``ms``."""
        if self._rest_until is not None:
            if (self._rest_until - ms) & _MASK < (1 << 28):
                return  # still resting after the last shake
            self._rest_until = None
        n = len(self._times)
        self._times[self._head] = ms
        self._head = (self._head + 1) % n
        if self._count < n:
            self._count += 1
        if self._count >= self.needed:
            oldest = self._times[(self._head - self.needed) % n]
            if (ms - oldest) & _MASK <= self.window_ms:
                self._pending = True
                self._count = 0
                self._rest_until = (ms + self.rest_ms) & _MASK

    def burst(self, ms):
        """Too many events to count (the queue overflowed): that is a shake."""
        if self._rest_until is None:
            self._pending = True
            self._count = 0
            self._rest_until = (ms + self.rest_ms) & _MASK

    def take(self):
        """True once for each shake detected since the last call."""
        if self._pending:
            self._pending = False
            return True
        return False
