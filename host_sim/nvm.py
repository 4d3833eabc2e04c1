"""microcontroller.nvm for the simulator: 4 KB kept in a file (or in
memory), written byte by byte in address order so a power cut can land
between any two bytes."""

import os


class PowerCut(BaseException):
    """The simulated power went off. A BaseException, so the app's own
    ``except Exception`` cannot swallow it: the device simply stops."""


class FileNVM:
    def __init__(self, path=None, size=4096):
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
        try:
            for k, b in enumerate(value):
                if self.cut_after is not None:
                    if self.cut_after <= 0:
                        raise PowerCut("power cut after %d NVM byte writes" % self.writes)
                    self.cut_after -= 1
                self.data[start + k] = b
                self.writes += 1
        finally:
            self.flush()

    def flush(self):
        if self.path:
            tmp = self.path + ".tmp"
            with open(tmp, "wb") as f:
                f.write(self.data)
            os.replace(tmp, self.path)
