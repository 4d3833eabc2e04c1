"""microcontroller.nvm for the simulator: 4 KB kept in a file (or in
memory), written byte by byte in address order so a power cut can land
between any two bytes."""

import os


class PowerCut(BaseException):
    """The simulated power went off. A BaseException, so the app's own
    ``except Exception`` cannot swallow it: the device simply stops."""


class FileNVM:
    """``rp2040=True`` copies CircuitPython's RP2040 nvm: a write into bytes
    that are all 0xFF programs them; any other write erases the whole
    4 KB sector and programs it back from a copy in RAM, so a cut during
    that rewrite leaves every byte not yet programmed at 0xFF."""

    def __init__(self, path=None, size=4096, rp2040=False):
        self.path = path
        self.size = size
        self.data = bytearray(b"\xff" * size)  # erased flash reads 0xFF
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                got = f.read(size)
            self.data[:len(got)] = got
        self.writes = 0  # bytes written since power-up
        self.assignments = 0  # nvm[...] = ... statements (each one a flash erase on an RP2040)
        self.cut_after = None  # lose power after this many more byte writes
        self.rp2040 = rp2040
        self.erases = 0

    def __len__(self):
        return self.size

    def __getitem__(self, i):
        if isinstance(i, slice):
            return bytes(self.data[i])
        return self.data[i]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop, step = i.indices(self.size)
            if step != 1 or stop - start != len(value):
                raise ValueError("Slice and value different lengths")  # as CircuitPython says
        else:
            if not 0 <= i < self.size:
                raise IndexError("bytearray index out of range")
            start, value = i, bytes((value,))
        self.assignments += 1
        value = bytes(value)
        try:
            if self.rp2040 and any(self.data[start + k] != 0xFF for k in range(len(value))):
                image = bytearray(self.data)
                image[start:start + len(value)] = value
                self.erases += 1
                self.data[:] = b"\xff" * self.size  # the sector erase
                self._program(0, image)
            else:
                self._program(start, value)
        finally:
            self.flush()

    def _program(self, start, value):
        for k, b in enumerate(value):
            if self.cut_after is not None:
                if self.cut_after <= 0:
                    raise PowerCut("power cut after %d NVM byte writes" % self.writes)
                self.cut_after -= 1
            self.data[start + k] = b
            self.writes += 1

    def flush(self):
        if self.path:
            tmp = self.path + ".tmp"
            with open(tmp, "wb") as f:
                f.write(self.data)
            os.replace(tmp, self.path)
