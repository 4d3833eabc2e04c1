"""The optional piezo: short tunes played without blocking.

``Sound(pwm)`` takes a ``pwmio.PWMOut`` made with variable_frequency=True
(or None: silent). ``play(kind, now)`` starts a tune; ``update(now)`` must
be called often (the hardware object does it on every input poll) to move
to the next note. Muting stops the current tune at once.
"""

# kind: (frequency Hz or 0 for a rest, milliseconds, ...) in one flat
# tuple: a tuple per note would be an object per note on the heap
TUNES = {
    "click": (2200, 12),
    "roll": (320, 25, 0, 30, 460, 25, 0, 40, 380, 25, 0, 55,
             520, 25, 0, 70, 300, 25, 0, 90, 440, 30),
    "fanfare": (523, 110, 659, 110, 784, 110, 0, 40, 1047, 320),
}
_ON = 0x8000  # 50 % duty: loudest for a piezo


class Sound:
    def __init__(self, pwm=None, enabled=True):
        self.pwm = pwm
        self.enabled = enabled
        self._tune = None
        self._index = 0
        self._until = 0.0
        self.played = []  # kinds started, newest last (kept short: the sim reads it)

    def play(self, kind, now):
        if kind not in TUNES:
            raise ValueError("no sound called %r" % (kind,))
        if not self.enabled:
            return
        self.played.append(kind)
        if len(self.played) > 8:
            self.played.pop(0)
        if self.pwm is None:
            return
        self._tune = TUNES[kind]
        self._index = -2
        self._until = now
        self.update(now)

    def update(self, now):
        tune = self._tune
        if tune is None or now < self._until:
            return
        i = self._index = self._index + 2
        if i >= len(tune):
            self.stop()
            return
        freq, ms = tune[i], tune[i + 1]
        if freq:
            self.pwm.frequency = freq
            self.pwm.duty_cycle = _ON
        else:
            self.pwm.duty_cycle = 0
        self._until = now + ms / 1000

    def busy(self):
        return self._tune is not None

    def stop(self):
        self._tune = None
        if self.pwm is not None:
            self.pwm.duty_cycle = 0

    def set_enabled(self, on):
        self.enabled = bool(on)
        if not on:
            self.stop()
