'use strict';
/**
 * The Pico's 2 MB SPI flash chip (answering as a Winbond W25Q16) behind the
 * RP2040's SSI, so that the boot ROM's erase/program routines and the SDK's
 * flash_do_cmd (JEDEC id, unique id) reach a real command decoder and
 * CircuitPython's microcontroller.nvm and CIRCUITPY writes land in the
 * emulated flash array.
 *
 * rp2040js 1.4.1 serves XIP reads straight from `rp2040.flash` and its SSI
 * only fakes a status read; we replace the SSI and the IO_QSPI block (whose
 * SS override is the chip select the flash routines force) with these.
 */
const { BasePeripheral } = require('rp2040js');

const FLASH_SIZE = 2 * 1024 * 1024;
const JEDEC_ID = [0xef, 0x40, 0x15]; // Winbond, SPI NOR, 2 MB (W25Q16)
const UNIQUE_ID = [0x50, 0x59, 0x5a, 0x45, 0x45, 0x4d, 0x55, 0x31];

const SSI_CTRLR0 = 0x00, SSI_SSIENR = 0x08, SSI_TXFLR = 0x20, SSI_RXFLR = 0x24;
const SSI_SR = 0x28, SSI_IDR = 0x58, SSI_VERSION_ID = 0x5c, SSI_DR0 = 0x60;
const SR_TFNF = 0x02, SR_TFE = 0x04, SR_RFNE = 0x08;
const QSPI_SS_CTRL = 0x0c;

/** The chip: a byte-at-a-time command decoder over `rp2040.flash`. */
class FlashChip {
  constructor(board) {
    this.board = board; // holds .rp2040 (changes at every power-on) and stats
    this.wel = false;
    this.reset();
  }

  get mem() {
    return this.board.rp2040.flash;
  }

  reset() {
    this.cmd = -1;
    this.count = 0;
    this.addr = 0;
  }

  /** Chip select went high: a command ends (erase/program are done at once). */
  deselect() {
    this.reset();
  }

  /** One byte clocked in; returns the byte clocked out. */
  transfer(b) {
    const n = this.count++;
    if (n === 0) {
      this.cmd = b;
      switch (b) {
        case 0x06: this.wel = true; break;
        case 0x04: this.wel = false; break;
        case 0xc7: case 0x60: this.erase(0, FLASH_SIZE); break;
      }
      return 0;
    }
    const c = this.cmd;
    switch (c) {
      case 0x9f: return JEDEC_ID[n - 1] !== undefined ? JEDEC_ID[n - 1] : 0;
      case 0x4b: return n >= 5 && n < 13 ? UNIQUE_ID[n - 5] : 0;
      case 0x05: return this.wel ? 0x02 : 0x00; // never busy
      case 0x35: return 0x02; // quad enable already set
      case 0x15: return 0x00;
      case 0x03: case 0x0b: case 0x02: case 0x20: case 0x52: case 0xd8:
        if (n <= 3) {
          this.addr = ((this.addr << 8) | b) & 0xffffff;
          if (n === 3) this.addressed(c);
          return 0;
        }
        return this.data(c, b, n);
    }
    return 0;
  }

  addressed(c) {
    const a = this.addr % FLASH_SIZE;
    if (c === 0x20) this.erase(a & ~0xfff, 0x1000);
    else if (c === 0x52) this.erase(a & ~0x7fff, 0x8000);
    else if (c === 0xd8) this.erase(a & ~0xffff, 0x10000);
  }

  data(c, b, n) {
    const mem = this.mem;
    if (c === 0x03 || (c === 0x0b && n > 4)) {
      const v = mem[this.addr % FLASH_SIZE];
      this.addr++;
      return v;
    }
    if (c === 0x02) {
      if (!this.wel) return 0;
      const base = this.addr & ~0xff;
      const a = (base | ((this.addr + n - 4) & 0xff)) % FLASH_SIZE;
      mem[a] &= b; // programming only clears bits
      this.board.stats.programmed++;
      this.board.written.add(a & ~0xfff);
      if (this.board.onFlashWrite) this.board.onFlashWrite('program', a);
    }
    return 0;
  }

  erase(start, length) {
    if (!this.wel) return;
    this.mem.fill(0xff, start, start + length);
    this.wel = false;
    const st = this.board.stats;
    st.erases++;
    const key = '0x' + start.toString(16);
    st.eraseBySector[key] = (st.eraseBySector[key] || 0) + 1;
    for (let s = start; s < start + length; s += 0x1000) this.board.written.add(s);
    if (this.board.onFlashWrite) this.board.onFlashWrite('erase', start);
  }
}

/** The SSI as the flash routines use it: DR0 pushes a byte through the chip. */
class FlashSSI extends BasePeripheral {
  constructor(rp2040, chip) {
    super(rp2040, 'SSI');
    this.chip = chip;
    this.regs = new Map();
    this.rx = [];
    this.forced = false; // chip select held by the IO_QSPI override
  }

  readUint32(offset) {
    switch (offset) {
      case SSI_SR:
        // With chip select left to the SSI, it rises when the TX FIFO
        // empties; ours empties at once, so a status poll ends a command.
        if (!this.forced) this.chip.deselect();
        return SR_TFE | SR_TFNF | (this.rx.length ? SR_RFNE : 0);
      case SSI_TXFLR: return 0;
      case SSI_RXFLR: return this.rx.length;
      case SSI_DR0: return this.rx.length ? this.rx.shift() : 0;
      case SSI_IDR: return 0x51535049;
      case SSI_VERSION_ID: return 0x3430312a;
    }
    return this.regs.get(offset) || 0;
  }

  writeUint32(offset, value) {
    if (offset === SSI_DR0) {
      const out = this.chip.transfer(value & 0xff);
      if (this.rx.length < 16) this.rx.push(out);
      return;
    }
    if (offset === SSI_SSIENR) {
      this.rx = []; // enabling or disabling the SSI clears its FIFOs
      if (!this.forced) this.chip.deselect();
    }
    this.regs.set(offset, value >>> 0);
  }
}

/** IO_QSPI: only the chip select's output override matters to the flash. */
class QSPIIO extends BasePeripheral {
  constructor(rp2040, ssi) {
    super(rp2040, 'IO_QSPI');
    this.ssi = ssi;
    this.regs = new Map();
  }

  readUint32(offset) {
    return this.regs.get(offset) || 0;
  }

  writeUint32(offset, value) {
    this.regs.set(offset, value >>> 0);
    if (offset === QSPI_SS_CTRL) {
      const over = (value >> 8) & 3;
      if (over === 2) {
        if (!this.ssi.forced) this.ssi.chip.deselect();
        this.ssi.forced = true; // driven low: a command starts
      } else {
        this.ssi.forced = false; // high, or back to the SSI: it ends
        this.ssi.chip.deselect();
      }
    }
  }
}

function installFlash(board, rp2040) {
  const chip = board.chip || (board.chip = new FlashChip(board));
  chip.reset();
  chip.wel = false;
  const ssi = new FlashSSI(rp2040, chip);
  rp2040.peripherals[0x18000] = ssi;
  rp2040.peripherals[0x40018] = new QSPIIO(rp2040, ssi);
}

module.exports = { installFlash, FLASH_SIZE, SSI_CTRLR0 };
