"""Pixel helpers for the UI tests."""


def white_in(pixels, x, y, w, h):
    """Lit pixels in a rectangle of ``sim.pixels()``."""
    n = 0
    for r in range(y, y + h):
        row = pixels[r]
        for c in range(x, x + w):
            n += 1 if row[c] else 0
    return n
