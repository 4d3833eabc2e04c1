"""A fake SSD1306 on the I2C bus: decodes what the driver sends into the
controller's 128x64 RAM and shows it as the glass would."""

WIDTH = 128
HEIGHT = 64
PAGES = HEIGHT // 8

# Commands followed by arguments, and how many.
_ARGS = {0x81: 1, 0x20: 1, 0x21: 2, 0x22: 2, 0xA8: 1, 0xD3: 1, 0xD5: 1,
         0xD9: 1, 0xDA: 1, 0xDB: 1, 0x8D: 1, 0xAD: 1, 0x26: 6, 0x27: 6,
         0x29: 5, 0x2A: 5, 0xA3: 2}


class SSD1306:
    """Answers at ``address``; counts frames (data writes) it receives."""

    def __init__(self, address=0x3C):
        self.address = address
        self.ram = bytearray(WIDTH * PAGES)
        self.on = False
        self.contrast = 0x7F
        self.inverted = False
        self.seg_remap = True
        self.com_remap = True
        self.mode = 2  # page addressing until told otherwise
        self.col = self.col_start = 0
        self.col_end = WIDTH - 1
        self.page = self.page_start = 0
        self.page_end = PAGES - 1
        self.data_bytes = 0
        self._cmd = []
        self._need = 0

    # --- the I2C side ------------------------------------------------------
    def write(self, buf):
        """One I2C write transaction: control byte(s) then payload."""
        i = 0
        n = len(buf)
        while i < n:
            control = buf[i]
            i += 1
            if control & 0x80:  # Co=1: exactly one byte follows, then another control
                if i < n:
                    self._byte(buf[i], control & 0x40)
                i += 1
            else:  # Co=0: the rest of the transaction is all command or all data
                is_data = control & 0x40
                for b in buf[i:]:
                    self._byte(b, is_data)
                return

    def read(self, n):
        return bytes(n)  # status reads: never busy

    def _byte(self, b, is_data):
        if is_data:
            self._data(b)
        else:
            self._command_byte(b)

    # --- commands ----------------------------------------------------------
    def _command_byte(self, b):
        if self._need:
            self._cmd.append(b)
            self._need -= 1
            if not self._need:
                self._command(self._cmd)
            return
        if b in _ARGS:
            self._cmd = [b]
            self._need = _ARGS[b]
            return
        self._command([b])

    def _command(self, c):
        op = c[0]
        if op == 0x81:
            self.contrast = c[1]
        elif op == 0x20:
            self.mode = c[1] & 3
        elif op == 0x21:
            self.col_start, self.col_end = c[1] & 0x7F, c[2] & 0x7F
            self.col = self.col_start
        elif op == 0x22:
            self.page_start, self.page_end = c[1] & 7, c[2] & 7
            self.page = self.page_start
        elif op in (0xAE, 0xAF):
            self.on = op == 0xAF
        elif op in (0xA6, 0xA7):
            self.inverted = op == 0xA7
        elif op in (0xA0, 0xA1):
            self.seg_remap = op == 0xA1
        elif op in (0xC0, 0xC8):
            self.com_remap = op == 0xC8
        elif 0xB0 <= op <= 0xB7:
            self.page = op & 7
        elif op <= 0x0F:
            self.col = (self.col & 0xF0) | op
        elif op <= 0x1F:
            self.col = (self.col & 0x0F) | ((op & 0x0F) << 4)
        # anything else (timing, charge pump, scrolling) does not change the picture

    def _data(self, b):
        self.data_bytes += 1
        self.ram[self.page * WIDTH + self.col] = b
        if self.mode == 0:  # horizontal: along the column window, then next page
            self.col += 1
            if self.col > self.col_end:
                self.col = self.col_start
                self.page = self.page + 1 if self.page < self.page_end else self.page_start
        elif self.mode == 1:  # vertical: down the pages, then next column
            self.page += 1
            if self.page > self.page_end:
                self.page = self.page_start
                self.col = self.col + 1 if self.col < self.col_end else self.col_start
        else:  # page mode: along the page only
            self.col = min(self.col + 1, WIDTH - 1)

    # --- the glass ---------------------------------------------------------
    def lit(self, x, y):
        """Whether pixel (x, y), from the top left as the player sees it, is lit.
        The Adafruit init (A1, C8) is the panel's upright orientation."""
        if not self.on:
            return False
        cx = x if self.seg_remap else WIDTH - 1 - x
        cy = y if self.com_remap else HEIGHT - 1 - y
        bit = (self.ram[(cy >> 3) * WIDTH + cx] >> (cy & 7)) & 1
        return bool(bit) != self.inverted

    def pixels(self):
        """64 rows of 128 values, 1 for a lit pixel."""
        return [[1 if self.lit(x, y) else 0 for x in range(WIDTH)] for y in range(HEIGHT)]
