"""terminalio.FONT for bench/ui_heap.py: a 6x12 glyph sheet (on a board
it lives in flash; these ~900 bytes are counted against us) and glyphs
made on demand, as CircuitPython's get_glyph does."""

from collections import namedtuple

import displayio

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x", "shift_y"))


class _Font:
    def __init__(self):
        self.bitmap = displayio.Bitmap(6 * 95, 12, 2)

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, cp):
        i = cp - 32 if 32 <= cp < 127 else 0
        return Glyph(self.bitmap, i, 6, 12, 0, -2, 6, 0)


FONT = _Font()
