"""A tiny seeded random number generator that gives the same numbers on
CPython, MicroPython and CircuitPython, so a seed replays the same game on
the desktop and on the board, and its 32-bit state fits in a save."""

_MASK = 0xFFFFFFFF


def entropy():
    """A seed from the board's hardware RNG, or from the clock without one."""
    try:
        import os
        return int.from_bytes(os.urandom(4), "little")
    except Exception:  # a board without a hardware RNG
        import time
        return int(time.monotonic() * 1000003)


class Rng:
    """xorshift32. Any object with ``randrange(n)`` can stand in for it."""

    def __init__(self, seed=1):
        # Scramble the seed (murmur3's finalizer): xorshift's first outputs
        # from small seeds like 1, 2, 3 are alike and would, say, always
        # pick the same starting seat.
        x = seed & _MASK
        x ^= x >> 16
        x = (x * 0x85EBCA6B) & _MASK
        x ^= x >> 13
        x = (x * 0xC2B2AE35) & _MASK
        x ^= x >> 16
        self.state = x or 0x9E3779B9  # zero is a fixed point

    @classmethod
    def restore(cls, state):
        """The generator exactly as it was when ``state`` was read."""
        r = cls()
        r.state = state & _MASK or 0x9E3779B9
        return r

    def next32(self):
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def randrange(self, n):
        """An int in 0..n-1, without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next32()
            if x < limit:
                return x % n
