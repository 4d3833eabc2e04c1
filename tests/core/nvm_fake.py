"""A fake NVM for the storage tests: byte-by-byte writes and power cuts.
Portable (pytest and micropython)."""


class PowerCut(Exception):
    pass


class TearingNVM:
    """Fake NVM that writes one byte at a time, in address order, and loses
    power after `budget` byte writes (None: never). Held in 256-byte pages
    so a 64 KB MicroPython heap never needs one 4 KB block for it (the
    compaction's image is the one)."""

    def __init__(self, size=4096, budget=None, fill=0xFF):
        self.pages = [bytearray(bytes((fill,)) * 256) for _ in range(size // 256)]
        self.budget = budget
        self.writes = 0

    def copy(self, budget=None):
        c = TearingNVM(0, budget)
        c.pages = [bytearray(p) for p in self.pages]
        return c

    def restore(self, other, budget=None):
        """Become a copy of ``other`` again, reusing these pages (no heap churn)."""
        for k in range(len(self.pages)):
            self.pages[k][:] = other.pages[k]
        self.budget = budget
        self.writes = 0

    def __len__(self):
        return 256 * len(self.pages)

    def __getitem__(self, i):
        if isinstance(i, int):
            return self.pages[i >> 8][i & 255]
        a, stop = i.start, i.stop
        out = bytearray(stop - a)
        k = 0
        while a < stop:  # a page at a time
            n = min(256 - (a & 255), stop - a)
            out[k:k + n] = self.pages[a >> 8][a & 255:(a & 255) + n]
            a += n
            k += n
        return bytes(out)

    def __setitem__(self, i, value):
        if isinstance(i, int):
            start, value = i, bytes((value,))
        else:
            start = i.start or 0
        for k in range(len(value)):
            if self.budget is not None and self.writes >= self.budget:
                raise PowerCut()
            a = start + k
            self.pages[a >> 8][a & 255] = value[k]
            self.writes += 1
