'use strict';
/**
 * The SSD1306 panel for a host without Python (the web page): decodes the
 * I2C write transactions i2c.js logs into the controller's 128x64 RAM
 * and shows it as the glass would. The same decoder as host_sim/oled.py,
 * the simulator's, command for command; the page's browser test holds
 * the two equal (tests/firmware/web.py: every screen pixel for pixel).
 */
const WIDTH = 128;
const HEIGHT = 64;
const PAGES = HEIGHT / 8;

// Commands followed by arguments, and how many.
const ARGS = {
  0x81: 1, 0x20: 1, 0x21: 2, 0x22: 2, 0xa8: 1, 0xd3: 1, 0xd5: 1, 0xd9: 1, 0xda: 1,
  0xdb: 1, 0x8d: 1, 0xad: 1, 0x26: 6, 0x27: 6, 0x29: 5, 0x2a: 5, 0xa3: 2,
};

class SSD1306 {
  constructor() {
    this.ram = new Uint8Array(WIDTH * PAGES);
    this.on = false;
    this.contrast = 0x7f;
    this.inverted = false;
    this.segRemap = true;
    this.comRemap = true;
    this.mode = 2; // page addressing until told otherwise
    this.col = this.colStart = 0;
    this.colEnd = WIDTH - 1;
    this.page = this.pageStart = 0;
    this.pageEnd = PAGES - 1;
    this.dataBytes = 0; // counts frames' bytes: a change to redraw
    this.changes = 0; // anything that can change the glass
    this.cmd = [];
    this.need = 0;
  }

  /** One I2C write transaction: control byte(s) then payload. */
  write(buf) {
    const n = buf.length;
    let i = 0;
    this.changes++;
    while (i < n) {
      const control = buf[i++];
      if (control & 0x80) { // Co=1: exactly one byte follows, then another control
        if (i < n) this.byte(buf[i], control & 0x40);
        i++;
      } else { // Co=0: the rest of the transaction is all command or all data
        const isData = control & 0x40;
        for (; i < n; i++) this.byte(buf[i], isData);
        return;
      }
    }
  }

  byte(b, isData) {
    if (isData) this.data(b);
    else this.commandByte(b);
  }

  commandByte(b) {
    if (this.need) {
      this.cmd.push(b);
      if (--this.need === 0) this.command(this.cmd);
      return;
    }
    if (ARGS[b] !== undefined) {
      this.cmd = [b];
      this.need = ARGS[b];
      return;
    }
    this.command([b]);
  }

  command(c) {
    const op = c[0];
    if (op === 0x81) this.contrast = c[1];
    else if (op === 0x20) this.mode = c[1] & 3;
    else if (op === 0x21) {
      this.colStart = c[1] & 0x7f;
      this.colEnd = c[2] & 0x7f;
      this.col = this.colStart;
    } else if (op === 0x22) {
      this.pageStart = c[1] & 7;
      this.pageEnd = c[2] & 7;
      this.page = this.pageStart;
    } else if (op === 0xae || op === 0xaf) this.on = op === 0xaf;
    else if (op === 0xa6 || op === 0xa7) this.inverted = op === 0xa7;
    else if (op === 0xa0 || op === 0xa1) this.segRemap = op === 0xa1;
    else if (op === 0xc0 || op === 0xc8) this.comRemap = op === 0xc8;
    else if (op >= 0xb0 && op <= 0xb7) this.page = op & 7;
    else if (op <= 0x0f) this.col = (this.col & 0xf0) | op;
    else if (op <= 0x1f) this.col = (this.col & 0x0f) | ((op & 0x0f) << 4);
    // anything else (timing, charge pump, scrolling) does not change the picture
  }

  data(b) {
    this.dataBytes++;
    this.ram[this.page * WIDTH + this.col] = b;
    if (this.mode === 0) { // horizontal: along the column window, then next page
      if (++this.col > this.colEnd) {
        this.col = this.colStart;
        this.page = this.page < this.pageEnd ? this.page + 1 : this.pageStart;
      }
    } else if (this.mode === 1) { // vertical: down the pages, then next column
      if (++this.page > this.pageEnd) {
        this.page = this.pageStart;
        this.col = this.col < this.colEnd ? this.col + 1 : this.colStart;
      }
    } else { // page mode: along the page only
      this.col = Math.min(this.col + 1, WIDTH - 1);
    }
  }

  /** 128x64 values, row by row from the top left as the player sees
   * the glass: 1 for a lit pixel. */
  pixels(out) {
    const px = out || new Uint8Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) {
      const cy = this.comRemap ? y : HEIGHT - 1 - y;
      const row = (cy >> 3) * WIDTH;
      const bit = cy & 7;
      for (let x = 0; x < WIDTH; x++) {
        const cx = this.segRemap ? x : WIDTH - 1 - x;
        const lit = this.on && (((this.ram[row + cx] >> bit) & 1) === 1) !== this.inverted;
        px[y * WIDTH + x] = lit ? 1 : 0;
      }
    }
    return px;
  }
}

module.exports = { SSD1306, WIDTH, HEIGHT };
