'use strict';
/**
 * An emulated Pocket Yahtzee board: an RP2040 (rp2040js) running the real
 * CircuitPython firmware from a 2 MB flash image, with the USB console
 * captured, an SSD1306 at 0x3C on I2C0 (GP4/GP5), six buttons and a shake
 * switch on GPIO, and power that can be cut at any cycle.
 *
 * Driven by board_emu/board.py through JSON lines on stdin/stdout
 * (see server.js). Only the flash array survives a power cut; a reset
 * (the watchdog: microcontroller.reset()) keeps the flash and the RAM.
 */
const fs = require('fs');
const { RP2040, USBCDC } = require('rp2040js');
const { installFlash, FLASH_SIZE } = require('./flash.js');
const { installI2C } = require('./i2c.js');
const { XipCache, MISS_CYCLES } = require('./xip.js');

const CYCLE_NANOS = 1e9 / 125e6; // rp2040js counts cycles at 125 MHz
const WATCHDOG = 0x40058; // rp2040js's key of the watchdog in mcu.peripherals

/**
 * Program a UF2 file's blocks into `flash` as the boot ROM does: the first
 * block landing in a 4 KB sector erases it, so a sector is either left as
 * it was or holds the file's blocks and 0xFF between them.
 */
function parseUF2(data, flash) {
  const erased = new Set();
  for (let off = 0; off + 512 <= data.length; off += 512) {
    const v = new DataView(data.buffer, data.byteOffset + off, 512);
    if (v.getUint32(0, true) !== 0x0a324655 || v.getUint32(4, true) !== 0x9e5d5157) {
      throw new Error('not a UF2 block at ' + off);
    }
    const target = v.getUint32(12, true);
    const size = v.getUint32(16, true);
    const at = target - 0x10000000;
    if (at < 0 || at + size > FLASH_SIZE) throw new Error('UF2 block outside flash');
    const sector = at & ~0xfff;
    if (!erased.has(sector)) {
      flash.fill(0xff, sector, sector + 0x1000);
      erased.add(sector);
    }
    flash.set(data.subarray(off + 32, off + 32 + size), at);
  }
}

/**
 * Would a Cortex-M0+ in WFI wake now? Any enabled interrupt that is pending
 * wakes it, PRIMASK set or not (ARMv6-M: WFI does not sleep, or wakes, when
 * such an exception is pending). rp2040js 1.4.1 only wakes a waiting core
 * when an interrupt *becomes* pending, so one that went pending just
 * before the WFI left the core asleep for good.
 */
function wakes(core) {
  return (core.pendingInterrupts & core.enabledInterrupts) !== 0
    || core.pendingSystick || core.pendingPendSV || core.pendingNMI;
}

/**
 * One step of the core: an instruction, or a sleep to the next alarm (no
 * later than `end`). CircuitPython idles with interrupts off, checks for
 * work, then WFI: a tick alarm firing between the check and the WFI must
 * end the sleep at once (`wakes`), or the tick never re-arms, time.sleep
 * never returns and every button is dead (what stopped the Power 6-seat
 * firmware game at its 137th screen).
 */
function step(mcu, end) {
  const { core, clock } = mcu;
  if (core.waiting && wakes(core)) {
    core.waiting = false;
    core.interruptsUpdated = true;
  }
  if (core.waiting) {
    const next = Math.min(clock.nanosToNextAlarm, end - clock.nanos);
    clock.tick(next > 0 ? next : CYCLE_NANOS);
  } else if (mcu.xip === undefined) {
    clock.tick(core.executeInstruction() * CYCLE_NANOS);
  } else {
    stepXip(mcu, mcu.xip);
  }
}

/**
 * An instruction with the XIP cache model (xip.js): the cycles its flash
 * misses stalled the core are added to its own. Misses outside an
 * instruction (a DMA read of flash inside clock.tick) stall only that
 * master on a real chip: counted apart, not charged to the core.
 */
function stepXip(mcu, xip) {
  if (xip.stall !== 0) {
    xip.other += xip.stall;
    xip.stall = 0;
  }
  const cycles = mcu.core.executeInstruction() + xip.stall;
  xip.added += xip.stall;
  xip.stall = 0;
  mcu.clock.tick(cycles * CYCLE_NANOS);
}

class Board {
  constructor() {
    this.xip = null; // the XIP cache model (xip.js), off unless setXip asks
    this.image = new Uint8Array(FLASH_SIZE).fill(0xff); // flash while off
    this.bootrom = null;
    this.rp2040 = null;
    this.stats = { erases: 0, programmed: 0, eraseBySector: {} };
    this.console = [];
    this.i2cLog = []; // write transactions to the OLED, hex, not yet taken
    this.external = {}; // pin -> false when a button pulls it to GND
    this.onFlashWrite = null;
    this.cutNow = false;
    this.cutAt = Infinity; // emulated nanos of an armed cut
    this.base = 0; // emulated nanos before the last reset: time runs on through one
    this.resetNow = false;
    this.resets = 0; // watchdog resets since power-on
  }

  /** Emulated nanos since power-on, across resets. */
  get nanos() {
    return this.rp2040 ? this.base + this.rp2040.clock.nanos : 0;
  }

  loadBootrom(path) {
    const b = fs.readFileSync(path);
    this.bootrom = new Uint32Array(b.buffer, b.byteOffset, b.length / 4);
  }

  loadUF2(path) {
    parseUF2(fs.readFileSync(path), this.image);
  }

  writeFlash(offset, path) {
    this.image.set(fs.readFileSync(path), offset);
  }

  /** The XIP cache model from the next power-on: `penalty` cycles a miss
   * (undefined: xip.js's derived MISS_CYCLES; 0: count only), or null: off,
   * rp2040js's flash reads as they are. Counts add up across power-ons. */
  setXip(on, penalty) {
    this.xip = on ? new XipCache(penalty === undefined || penalty === null ? MISS_CYCLES : penalty) : null;
  }

  get powered() {
    return this.rp2040 !== null;
  }

  /** Power on: a fresh chip (RAM, peripherals) over the same flash. */
  powerOn() {
    this.base = 0;
    this.resets = 0;
    this.start();
  }

  /**
   * The watchdog fired (CircuitPython's microcontroller.reset() triggers
   * it at once): the chip restarts from the boot ROM as at power-on, but
   * the power stayed, so the RAM keeps its bytes as an RP2040's SRAM does
   * (CircuitPython's alarm.sleep_memory relies on it), so do the
   * watchdog's reason and scratch registers, and the clock runs on.
   */
  reset() {
    const sram = this.rp2040.sram.slice();
    const dog = this.rp2040.peripherals[WATCHDOG];
    const t = this.nanos;
    this.powerOff();
    this.start();
    this.rp2040.sram.set(sram);
    this.rp2040.peripherals[WATCHDOG].reason = dog.reason;
    this.rp2040.peripherals[WATCHDOG].scratchData.set(dog.scratchData);
    this.base = t;
    this.resets++;
    this.resetNow = false;
  }

  start() {
    const mcu = new RP2040();
    mcu.logger = { debug() {}, info() {}, warn() {}, error() {} };
    mcu.loadBootrom(this.bootrom); // resets the chip, which blanks rp2040.flash
    mcu.flash.set(this.image);
    // The ROM's own reset path parks this core (rp2040js models one core);
    // start where the ROM would hand over: the second stage at the top of
    // flash, which sets up XIP and jumps to the firmware's vector table.
    mcu.core.PC = 0x10000000;
    this.rp2040 = mcu;
    installFlash(this, mcu);
    installI2C(this, mcu);
    if (this.xip) this.xip.install(mcu);
    this.installUSB(mcu);
    this.installPins(mcu);
    // BOOTSEL: on a Pico the flash's chip select (QSPI_SS) idles high, with
    // its pad's input enabled. CircuitPython 10 reads it as the BOOTSEL
    // button at start-up and waits while it reads low; rp2040js leaves the
    // pad's input off and the level low.
    const ss = mcu.qspi[1];
    ss.padValue |= 0x40;
    ss.setInputValue(true);
    // Only flag it: the trigger comes in the middle of an instruction.
    mcu.peripherals[WATCHDOG].onWatchdogTrigger = () => { this.resetNow = true; };
  }

  /** Power off at this very instruction; the flash keeps what it holds. */
  powerOff() {
    if (!this.rp2040) return;
    this.image.set(this.rp2040.flash.subarray(0, FLASH_SIZE));
    this.rp2040 = null;
  }

  installUSB(mcu) {
    const cdc = new USBCDC(mcu.usbCtrl);
    const decoder = new TextDecoder();
    cdc.onSerialData = (buf) => this.console.push(decoder.decode(buf, { stream: true }));
    this.cdc = cdc;
    this.pendingRead = null;
    // The helper answers every OUT buffer the device arms at once, with
    // nothing when it has nothing: the device re-arms, and the interrupt
    // storm makes the CPU ~3x slower. A real host only sends when it has
    // data: hold the read until then.
    mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
      if (endpoint !== cdc.outEndpoint) return; // as the helper: CDC data only
      this.pendingRead = { endpoint, size };
      this.flushInput();
    };
  }

  /** Type characters on the console (Ctrl-C, REPL lines). */
  typeText(text) {
    for (const ch of Buffer.from(text, 'utf8')) this.cdc.sendSerialByte(ch);
    this.flushInput();
  }

  flushInput() {
    const p = this.pendingRead;
    const fifo = this.cdc.txFIFO;
    if (!p || fifo.empty) return;
    this.pendingRead = null;
    const buf = new Uint8Array(Math.min(p.size, fifo.itemCount));
    for (let i = 0; i < buf.length; i++) buf[i] = fifo.pull();
    this.rp2040.usbCtrl.endpointReadDone(p.endpoint, buf);
  }

  installPins(mcu) {
    for (const pin of mcu.gpio) {
      pin.addListener(() => this.settle(pin));
      this.settle(pin);
    }
  }

  /** The level on a pin's wire: what drives it, else its pull. */
  level(pin) {
    const ext = this.external[pin.index];
    if (ext === false) return false;
    if (this.i2cPins && this.i2cPins.has(pin.index)) return this.i2cLevel(pin);
    if (pin.outputEnable) return pin.outputValue;
    if (pin.pulldownEnabled && !pin.pullupEnabled) return false;
    return true; // buttons and the shake switch idle high (pull-ups)
  }

  settle(pin) {
    const v = this.level(pin);
    if (v !== pin.rawInputValue) pin.setInputValue(v);
  }

  /** A button or the shake switch between `index` and GND. */
  setExternal(index, low) {
    if (low) this.external[index] = false;
    else delete this.external[index];
    if (this.rp2040) this.settle(this.rp2040.gpio[index]);
  }

  /** Run `nanos` of emulated time, or until `stop()` says so. */
  run(nanos, stop) {
    let mcu = this.rp2040;
    let clock = mcu.clock;
    let end = clock.nanos + nanos; // in this chip's time: a reset starts it at 0
    let n = 0;
    while (clock.nanos < end) {
      step(mcu, end);
      if (this.cutNow || this.base + clock.nanos >= this.cutAt) return this.cut();
      if (this.resetNow) {
        end = this.resetKeeping(end);
        mcu = this.rp2040;
        clock = mcu.clock;
      }
      if ((++n & 0xfff) === 0 && stop && stop()) return true;
    }
    return false;
  }

  /** The watchdog's reset in the middle of a run to `end` (this chip's
   * nanos): the new chip's end, with the same time left. */
  resetKeeping(end) {
    const left = end - this.rp2040.clock.nanos;
    this.reset();
    return this.rp2040.clock.nanos + left;
  }

  /** Run exactly `cycles` cycles (for power cuts at a chosen instant). */
  runCycles(cycles) {
    let mcu = this.rp2040;
    let clock = mcu.clock;
    let end = clock.nanos + cycles * CYCLE_NANOS;
    while (clock.nanos < end && this.rp2040) {
      step(mcu, end);
      if (this.cutNow) { this.cut(); return; }
      if (this.resetNow) {
        end = this.resetKeeping(end);
        mcu = this.rp2040;
        clock = mcu.clock;
      }
    }
  }

  /** A cut armed by a flash event (cutAfterFlash) lands here. */
  cut() {
    this.cutNow = false;
    this.cutAt = Infinity;
    this.powerOff();
    return 'cut';
  }

  /** Cut the power right after the n-th flash event of `kind` from now
   * ('erase', 'program' = one programmed byte, or 'any'). */
  cutAfterFlash(kind, n) {
    let left = n;
    this.onFlashWrite = (what) => {
      if (kind !== 'any' && kind !== what) return;
      if (--left === 0) {
        this.cutNow = true;
        this.onFlashWrite = null;
      }
    };
  }

  takeConsole() {
    const s = this.console.join('');
    this.console = [];
    return s;
  }
}

module.exports = { Board, FLASH_SIZE, CYCLE_NANOS, step };
