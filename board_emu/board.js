'use strict';
/**
 * An emulated Pocket Yahtzee board: an RP2040 (rp2040js) running the real
 * CircuitPython firmware from a 2 MB flash image, with the USB console
 * captured, an SSD1306 at 0x3C on I2C0 (GP4/GP5), six buttons and a shake
 * switch on GPIO, and power that can be cut at any cycle.
 *
 * One model for two hosts, so it touches nothing of Node's (no fs, no
 * Buffer: files come in as bytes): Node, driven by board_emu/board.py
 * through JSON lines on stdin/stdout (server.js), and the web page's
 * Worker (web/worker.js, bundled by esbuild). Only the flash array
 * survives a power cut; a reset (the watchdog: microcontroller.reset())
 * keeps the flash and the RAM.
 */
const { RP2040, USBCDC } = require('rp2040js');
const { installFlash, FLASH_SIZE } = require('./flash.js');
const { installI2C } = require('./i2c.js');
const { XipCache, MISS_CYCLES } = require('./xip.js');
const { installSleep, wakes: dormantWakes, carryOver } = require('./sleep.js');
const { romEntry, romReset } = require('./usb_boot.js');
const { MscHost } = require('./msc_host.js');

const CYCLE_NANOS = 1e9 / 125e6; // rp2040js counts cycles at 125 MHz

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
    const dt = next > 0 ? next : CYCLE_NANOS;
    clock.tick(dt);
    mcu.waitNanos = (mcu.waitNanos || 0) + dt; // asleep in WFI: the share awake (stats)
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
    this.i2cLog = []; // write transactions to the OLED (Uint8Array each), not yet taken
    this.written = new Set(); // 4 KB sectors the firmware erased or programmed, not yet taken
    this.external = {}; // pin -> false when a button pulls it to GND
    this.onFlashWrite = null;
    this.cutNow = false;
    this.cutAt = Infinity; // emulated nanos of an armed cut
    // The deepest sleep (sleep.js): the chip DORMANT, a warm reset due,
    // emulated time spent outside the chip's own clock (dormant, or
    // before a warm reset started the clock again), what happened when.
    this.usbHost = true; // a USB host enumerates the board (the console)
    this.vsys = 4.7;     // volts on VSYS, read on GP29 as VSYS/3 (ADC channel 3)
    this.dormant = false;
    this.resetDue = false;
    this.offNanos = 0;
    this.waitBase = 0;   // WFI nanos of the chips before a warm reset
    this.events = [];
    this.wakeStatus = null;
    this.resets = 0;     // watchdog resets since power-on
  }

  /** Emulated nanos since power-on, across dormant spells and warm resets. */
  now() {
    return (this.rp2040 ? this.rp2040.clock.nanos : 0) + this.offNanos;
  }

  /** The boot ROM's bytes (16 KB). */
  loadBootrom(bytes) {
    const b = Uint8Array.from(bytes); // a copy: aligned for the word view
    this.bootrom = new Uint32Array(b.buffer, 0, b.length / 4);
  }

  /** A UF2 file's bytes, dragged on with the power off. */
  loadUF2(bytes) {
    parseUF2(bytes, this.image);
  }

  /** Lay `bytes` over the flash at `offset`, powered off. */
  writeFlash(offset, bytes) {
    this.image.set(bytes, offset);
  }

  /** The flash as it is now: the chip's while powered, else the image. */
  flash() {
    return this.rp2040 ? this.rp2040.flash.subarray(0, FLASH_SIZE) : this.image;
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

  /** Power on: a fresh chip (RAM, peripherals) over the same flash.
   * ``warm``: a watchdog reset's chip (warmReset), the board's own state
   * (clock offset, events) kept. ``rom``: the chip runs the boot ROM's
   * reset path from its vector (usb_boot.js), with a USB host for the
   * ROM's mass-storage device (msc_host.js) in place of the console's. */
  powerOn(warm, rom) {
    if (!warm) {
      this.offNanos = 0;
      this.waitBase = 0;
      this.events = [];
      this.resets = 0; // watchdog resets since power-on
      this.dormant = this.resetDue = false;
    }
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
    this.msc = null;
    if (rom) romReset(mcu, this.bootrom);
    if (this.usbHost && rom) {
      this.cdc = null;
      this.msc = new MscHost(mcu, (line) => this.console.push('[usb host] ' + line + '\r\n'));
    } else if (this.usbHost) this.installUSB(mcu);
    else this.cdc = null; // on batteries: no host, so CircuitPython's real deep sleep
    installSleep(this, mcu);
    mcu.adc.channelValues[3] = Math.round((this.vsys / 3 / 3.3) * 4095);
    if (!this.usbHost) this.external[24] = false; // VBUS_SENSE (GP24): no USB power
    else delete this.external[24];
    this.installPins(mcu);
    // BOOTSEL: on a Pico the flash's chip select (QSPI_SS) idles high, with
    // its pad's input enabled. CircuitPython 10 reads it as the BOOTSEL
    // button at start-up and waits while it reads low; rp2040js leaves the
    // pad's input off and the level low.
    const ss = mcu.qspi[1];
    ss.padValue |= 0x40;
    ss.setInputValue(true);
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

  /** A watchdog reset (sleep.js): a fresh chip, SRAM and scratch kept.
   * Scratch registers holding the ROM's boot magic (reset_usb_boot's)
   * send it through the ROM's reset path (usb_boot.js); any other reset
   * starts the flash's second stage, where that path leads without it. */
  warmReset() {
    const old = this.rp2040;
    this.offNanos += old.clock.nanos;
    this.waitBase += old.waitNanos || 0;
    this.image.set(old.flash.subarray(0, FLASH_SIZE));
    this.resetDue = this.dormant = false;
    this.resets++;
    const entry = romEntry(old);
    this.powerOn(true, entry !== null);
    carryOver(old, this.rp2040);
    this.events.push(entry === null ? { what: 'reset', nanos: this.now() }
      : { what: 'rom reset', nanos: this.now(), entry });
    if (entry !== null) {
      this.console.push('[board] watchdog reset, scratch 4 = 0xb007c0d3: the boot ROM\'s reset path, entry 0x'
        + entry.toString(16) + '\r\n');
    }
  }

  /** VSYS in volts, as GP29 reads it (a third, on the ADC's 3.3 V scale). */
  setVsys(volts) {
    this.vsys = volts;
    if (this.rp2040) this.rp2040.adc.channelValues[3] = Math.round((volts / 3 / 3.3) * 4095);
  }

  /** Nanos the core spent in WFI since power-on. */
  waitNanos() {
    return this.waitBase + ((this.rp2040 && this.rp2040.waitNanos) || 0);
  }

  /** Type characters on the console (Ctrl-C, REPL lines). */
  typeText(text) {
    if (!this.cdc) return;
    for (const ch of new TextEncoder().encode(text)) this.cdc.sendSerialByte(ch);
    this.flushInput();
  }

  flushInput() {
    if (!this.cdc) return;
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
    if (dormantWakes(this)) { // a dormant-wake condition: the crystal runs again
      const xosc = this.rp2040.peripherals[0x40024];
      xosc.isDormant = false;
      xosc.stable = xosc.enabled;
      this.dormant = false;
      this.events.push({ what: 'wake', nanos: this.now(), pin: index });
    }
  }

  /** Run `nanos` of emulated time, or until `stop()` says so. DORMANT,
   * the time passes with the chip stopped (a pin wakes it: setExternal);
   * a watchdog reset swaps in a fresh chip and goes on. */
  run(nanos, stop) {
    const end = this.now() + nanos;
    let n = 0;
    while (this.now() < end) {
      if (this.dormant) {
        this.offNanos += end - this.now();
        return false;
      }
      step(this.rp2040, end - this.offNanos);
      if (this.resetDue) this.warmReset();
      if (this.cutNow || this.now() >= this.cutAt) return this.cut();
      if ((++n & 0xfff) === 0 && stop && stop()) return true;
    }
    return false;
  }

  /** Run exactly `cycles` cycles (for power cuts at a chosen instant). */
  runCycles(cycles) {
    const end = this.now() + cycles * CYCLE_NANOS;
    while (this.now() < end && this.rp2040 && !this.dormant) {
      step(this.rp2040, end - this.offNanos);
      if (this.resetDue) this.warmReset();
      if (this.cutNow) { this.cut(); return; }
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

module.exports = { Board, FLASH_SIZE, CYCLE_NANOS, step, parseUF2 };
