"""microcontroller.nvm for the simulator: 4 KB kept in a file (or in
memory), written byte by byte in address order so a power cut can land
between any two bytes."""

import os

# Flash timings of a Pico's W25Q16JV (datasheet, typical): a 4 KB sector
# erase and a 256-byte page program. Only the rp2040 model keeps time.
T_ERASE_MS = 45.0
T_PAGE_MS = 0.4
PAGE = 256


class PowerCut(BaseException):
    """The simulated power went off. A BaseException, so the app's own
    ``except Exception`` cannot swallow it: the device simply stops."""


class FileNVM:
    """``rp2040=True`` copies CircuitPython's RP2040 nvm: a write into bytes
    that are all 0xFF programs them; any other write erases the whole
    4 KB sector and programs it back from a copy in RAM, so a cut during
    that rewrite leaves every byte not yet programmed at 0xFF.

    Relied on (CircuitPython's ports/raspberrypi/common-hal/nvm/ByteArray.c,
    ``common_hal_nvm_bytearray_set_bytes``): it reads the bytes the write
    covers; if every one is 0xFF it calls ``write_page`` for each 256-byte
    page the write touches (the page read into a buffer, the new bytes put
    in, the whole page programmed: one page program even for one byte);
    otherwise ``erase_and_write_sector`` copies the 4 KB to a buffer, puts
    the new bytes in, ``flash_range_erase``s the sector and
    ``flash_range_program``s all 4 KB, which the boot ROM does page by page
    in address order. Nothing else is written, and nothing is verified.

    Time (rp2040 only): ``ms`` is the flash busy time so far with the
    W25Q16JV's typical timings (T_ERASE_MS per erase, T_PAGE_MS per page
    programmed); ``cut_at_ms`` cuts the power at that instant: inside an
    erase the sector reads erased, inside a page program the bytes of the
    write in that page are programmed in proportion to the time passed."""

    def __init__(self, path=None, size=4096, rp2040=False):
        self.path = path
        self.size = size
        self.data = bytearray(b"\xff" * size)  # erased flash reads 0xFF
        self.short = None  # a file shorter than the sector: its length
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                got = f.read(size)
            self.data[:len(got)] = got
            if 0 < len(got) < size:
                # What was past the file's end was never read back: not
                # erased flash, where a log would take its records to end.
                # Programmed zeros make the store see a tail it cannot read.
                self.data[len(got):] = bytes(size - len(got))
                self.short = len(got)
        self.writes = 0  # bytes written since power-up
        self.assignments = 0  # nvm[...] = ... statements (each one a flash erase on an RP2040)
        self.cut_after = None  # lose power after this many more byte writes
        self.rp2040 = rp2040
        self.erases = 0
        self.ms = 0.0
        self.cut_at_ms = None

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
                if self.cut_at_ms is not None and self.ms + T_ERASE_MS > self.cut_at_ms:
                    self.data[:] = b"\xff" * self.size  # cut in the erase (worst case: all gone)
                    self.ms = self.cut_at_ms
                    raise PowerCut("power cut in a sector erase")
                self.ms += T_ERASE_MS
                self.data[:] = b"\xff" * self.size  # the sector erase
                self._program(0, image)
            else:
                self._program(start, value)
        finally:
            self.flush()

    def _program(self, start, value):
        if self.rp2040:
            self._program_pages(start, value)
            return
        self._program_bytes(start, value)

    def _program_pages(self, start, value):
        """One page program per 256-byte page touched, in address order."""
        k = 0
        while k < len(value):
            at = start + k
            n = min(len(value) - k, PAGE - at % PAGE)
            if self.cut_at_ms is not None and self.ms + T_PAGE_MS > self.cut_at_ms:
                done = int(n * (self.cut_at_ms - self.ms) / T_PAGE_MS)
                self.ms = self.cut_at_ms
                self._program_bytes(at, value[k:k + done])
                raise PowerCut("power cut in a page program")
            self.ms += T_PAGE_MS
            self._program_bytes(at, value[k:k + n])
            k += n

    def _program_bytes(self, start, value):
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
