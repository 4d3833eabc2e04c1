"""A stand-in for CircuitPython's displayio under the MicroPython unix
port, for bench/ui_heap.py: objects of about the real sizes (bit-packed
bitmaps, one byte per tile), no drawing."""


class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        self._items = []
        self._scale = scale  # a property, as LabelBase overrides it
        self.x = x
        self.y = y
        self.hidden = False

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, v):
        self._scale = v

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def remove(self, item):
        self._items.remove(item)

    def index(self, item):
        return self._items.index(item)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, item):
        self._items[i] = item

    def __iter__(self):
        return iter(self._items)


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        self.bits = bits
        self._data = bytearray((width * height * bits + 7) // 8)

    def _at(self, k):
        if isinstance(k, tuple):
            return k[1] * self.width + k[0]
        return k

    def __getitem__(self, k):
        i = self._at(k) * self.bits
        return (self._data[i >> 3] >> (i & 7)) & ((1 << self.bits) - 1)

    def __setitem__(self, k, v):
        i = self._at(k) * self.bits
        m = ((1 << self.bits) - 1) << (i & 7)
        self._data[i >> 3] = (self._data[i >> 3] & ~m) | ((v << (i & 7)) & m)

    def fill(self, v):
        b = 0
        for k in range(0, 8, self.bits):
            b |= v << k
        for i in range(len(self._data)):
            self._data[i] = b & 0xFF

    def blit(self, x, y, source, *, x1=0, y1=0, x2=None, y2=None, skip_index=None):
        pass  # the pictures do not matter here, only the memory


class Palette:
    def __init__(self, n, *, dither=False):
        self._c = [0] * n
        self._t = bytearray(n)

    def __len__(self):
        return len(self._c)

    def __getitem__(self, i):
        return self._c[i]

    def __setitem__(self, i, c):
        self._c[i] = c

    def make_transparent(self, i):
        self._t[i] = 1

    def make_opaque(self, i):
        self._t[i] = 0

    def is_transparent(self, i):
        return bool(self._t[i])


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self.x = x
        self.y = y
        self.hidden = False
        self.flip_x = self.flip_y = self.transpose_xy = False
        self._tiles = bytearray([default_tile] * (width * height))

    def __getitem__(self, k):
        if isinstance(k, tuple):
            k = k[1] * self.width + k[0]
        return self._tiles[k]

    def __setitem__(self, k, v):
        if isinstance(k, tuple):
            k = k[1] * self.width + k[0]
        self._tiles[k] = v
