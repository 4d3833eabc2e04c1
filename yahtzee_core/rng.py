"""A tiny seeded random number generator that gives the same numbers on
CPython, MicroPython and CircuitPython, so a seed replays the same game on
the desktop and on the board, and its 32-bit state fits in a save."""

_MASK = 0xFFFFFFFF


class Rng:
    """xorshift32. Any object with ``randrange(n)`` can stand in for it."""

    def __init__(self, seed=1):
        self.state = (seed & _MASK) or 0x9E3779B9  # zero is a fixed point

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
