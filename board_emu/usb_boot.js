'use strict';
/**
 * The RP2040 boot ROM's USB boot, reached without the BOOTSEL button:
 * CircuitPython's microcontroller.on_next_reset(RunMode.UF2) and reset()
 * call the pico-sdk's reset_usb_boot(0, 0), which calls the ROM's own
 * reset_usb_boot: it writes the watchdog's scratch registers (4: the
 * magic 0xb007c0d3, 5: the entry XOR -magic, 6: a stack, 7: the entry,
 * the ROM's _usb_boot_reboot_wrapper) and lets the watchdog reset the
 * chip 10 ms later. The ROM's reset path (bootrom_rt0.S, check_wdog)
 * finds the magic, clears it and jumps there: the clocks for USB, the
 * ROM's USB device (mass storage "RPI-RP2" and PICOBOOT, VID 0x2E8A PID
 * 0x0003) and its task loop.
 *
 * What this adds to rp2040js 1.4.1 for it (board.js decides when:
 * Board.warmReset, where the scratch registers hold the magic):
 *
 * - `romReset`: the chip starts at the ROM's reset vector, its real
 *   path, instead of the harness's usual start at the flash's second
 *   stage; VREG_AND_CHIP_RESET's CHIP_RESET, unimplemented in rp2040js
 *   (it reads 0xffffffff, so PSM_RESTART_FLAG looked set and the ROM
 *   halted in _dead at once: the reason the harness starts elsewhere),
 *   reads as after a watchdog reset (0); the XIP cache as SRAM
 *   (`installXipSram`), where the ROM keeps its UF2 bookkeeping.
 * - `Bus`: the USB device controller's endpoint buffers as the hardware
 *   runs them, each double-buffered endpoint's two buffers in turn, with
 *   BUFF_CPU_SHOULD_HANDLE saying which one completed (rp2040js serves
 *   only buffer 0 and reads that register as 0; the ROM's mass-storage
 *   endpoints are double-buffered and write each buffer's half of the
 *   control register apart). Transactions are the host's to start, as on
 *   a real bus; each takes a full-speed packet's time.
 * - `RomHost`: a USB host for that device: it enumerates it (the device
 *   descriptor, address, configuration, strings), then speaks Bulk-Only
 *   mass storage to it (INQUIRY, READ CAPACITY, READ(10), WRITE(10)).
 *   board.js's `msc` queue hands it the commands; board_emu/usb_drive.py
 *   is the Python side (the drive's FAT16 read, a file copied on).
 */
const WATCHDOG = 0x40058;
const VREG_AND_CHIP_RESET = 0x40064;
const CHIP_RESET = 0x08;
const MAGIC = 0xb007c0d3;
const XIP_SRAM = 0x15000000;
const XIP_SRAM_SIZE = 16384;

// USB controller registers and buffer control bits (RP2040 datasheet 4.1)
const BUFF_STATUS = 0x58;
const BUFF_CPU_SHOULD_HANDLE = 0x5c;
const EP_CTRL_DOUBLE = 1 << 30;
const AVAIL = 1 << 10;
const STALL = 1 << 11;
const SEL_RESET = 1 << 12; // "reset the buffer selector to buffer 0"
const FULL = 1 << 15;
const LEN_MASK = 0x3ff;
const EP0_BUFFER = 0x100;
const STRIDE = 64;
const PACKET_OVERHEAD = 13; // bytes on the wire around a packet's data (tokens, CRC, handshake)
const NANOS_PER_BYTE = (8 * 1e9) / 12e6; // full speed, 12 Mbit/s

/** Do the watchdog scratch registers of `mcu` send the ROM's reset path
 * to an entry of its own (check_wdog: scratch4 the magic, scratch5 XOR
 * scratch7 its negation)? Then that entry, else null. */
function romEntry(mcu) {
  const s = mcu.peripherals[WATCHDOG].scratchData;
  if (s[4] !== MAGIC || ((s[4] + (s[5] ^ s[7])) >>> 0) !== 0) return null;
  return s[7];
}

/** The XIP cache's 16 KB as SRAM at 0x15000000, what it is while
 * XIP_CTRL.EN is clear: the ROM's USB boot clears it and keeps its UF2
 * bookkeeping there (which blocks came, which sectors it erased).
 * rp2040js has no such window: its reads gave 0xffffffff, every block
 * looked received already, and a UF2 was taken without one block
 * programmed and without the restart that follows the last. */
function installXipSram(mcu) {
  const ram = new DataView(new ArrayBuffer(XIP_SRAM_SIZE));
  const inside = (a, n) => a >= XIP_SRAM && a + n <= XIP_SRAM + XIP_SRAM_SIZE;
  const r32 = mcu.readUint32.bind(mcu);
  const r16 = mcu.readUint16.bind(mcu);
  const r8 = mcu.readUint8.bind(mcu);
  const w32 = mcu.writeUint32.bind(mcu);
  const w16 = mcu.writeUint16.bind(mcu);
  const w8 = mcu.writeUint8.bind(mcu);
  mcu.readUint32 = (a) => (inside(a >>> 0, 4) ? ram.getUint32((a >>> 0) - XIP_SRAM, true) : r32(a));
  mcu.readUint16 = (a) => (inside(a >>> 0, 2) ? ram.getUint16((a >>> 0) - XIP_SRAM, true) : r16(a));
  mcu.readUint8 = (a) => (inside(a >>> 0, 1) ? ram.getUint8((a >>> 0) - XIP_SRAM) : r8(a));
  mcu.writeUint32 = (a, v) => (inside(a >>> 0, 4) ? ram.setUint32((a >>> 0) - XIP_SRAM, v, true) : w32(a, v));
  mcu.writeUint16 = (a, v) => (inside(a >>> 0, 2) ? ram.setUint16((a >>> 0) - XIP_SRAM, v, true) : w16(a, v));
  mcu.writeUint8 = (a, v) => (inside(a >>> 0, 1) ? ram.setUint8((a >>> 0) - XIP_SRAM, v) : w8(a, v));
}

/** Start `mcu` at the ROM's reset vector, as a reset does. */
function romReset(mcu, bootrom) {
  installXipSram(mcu);
  const vreg = mcu.peripherals[VREG_AND_CHIP_RESET];
  const read = vreg.readUint32.bind(vreg);
  vreg.readUint32 = (offset) => (offset === CHIP_RESET ? 0 : read(offset));
  vreg.writeUint32 = () => {}; // the ROM acknowledges the PSM flag only when it is set
  mcu.core.SP = bootrom[0];
  mcu.core.PC = bootrom[1] & ~1;
}

/** A packet's time on the wire, in whole nanoseconds (the emulated
 * clock stays on whole ones, as every other alarm keeps it). */
function packetNanos(length) {
  return Math.round((length + PACKET_OVERHEAD) * NANOS_PER_BYTE);
}

/** The device's endpoint buffers, served to a host one transaction at a time. */
class Bus {
  constructor(mcu) {
    this.mcu = mcu;
    this.ctrl = mcu.usbCtrl;
    this.view = mcu.usbDPRAMView;
    this.dpram = mcu.usbDPRAM;
    this.next = new Uint8Array(32); // per BUFF_STATUS bit: the buffer the hardware uses next
    this.done = [];                 // completions the CPU has not been told of yet: [bit, which]
    this.handle = 0;                // BUFF_CPU_SHOULD_HANDLE
    this.want = null;               // the host's transaction: {ep, out, data, then}
    this.pending = false;
    this.alarm = mcu.clock.createAlarm(() => this.fire());
    this.later = null;
    this.timer = mcu.clock.createAlarm(() => this.later());
    const ctrl = this.ctrl;
    ctrl.DPRAMUpdated = (offset, value) => {
      if (offset >= 0x80 && offset < 0x100 && (value & SEL_RESET)) this.next[(offset - 0x80) >> 2] = 0;
      this.poke();
    };
    const read = ctrl.readUint32.bind(ctrl);
    ctrl.readUint32 = (offset) => (offset === BUFF_CPU_SHOULD_HANDLE ? this.handle : read(offset));
    const write = ctrl.writeUint32.bind(ctrl);
    ctrl.writeUint32 = (offset, value) => {
      write(offset, value);
      if (offset === BUFF_STATUS) this.deliver();
    };
  }

  /** The host's SETUP packet, after its time on the wire. */
  setup(bytes, then) {
    this.want = { setup: bytes, then };
    this.poke();
  }

  /** An IN transaction on `ep` (then(data) or then(null) on a STALL). */
  take(ep, then) {
    this.want = { ep, out: false, then };
    this.poke();
  }

  /** An OUT transaction of `data` on `ep`, once the device has a buffer. */
  give(ep, data, then) {
    this.want = { ep, out: true, data, then };
    this.poke();
  }

  /** then() after `nanos` of bus time with no transaction (a host's pause). */
  after(nanos, then) {
    this.later = then;
    this.timer.schedule(nanos);
  }

  ctrlWord(ep, out) {
    return this.view.getUint32(0x80 + ep * 8 + (out ? 4 : 0), true);
  }

  /** The buffer the hardware would use now for the wanted transaction:
   * [which, half] when it is available, 'stall', or null (a NAK). */
  ready(w) {
    const word = this.ctrlWord(w.ep, w.out);
    if (word & STALL) return 'stall';
    const bit = w.ep * 2 + (w.out ? 1 : 0);
    const which = this.double(w.ep, w.out) ? this.next[bit] : 0;
    const half = (word >>> (16 * which)) & 0xffff;
    return half & AVAIL ? [which, half] : null;
  }

  double(ep, out) {
    if (ep === 0) return false;
    return (this.view.getUint32(8 + (ep - 1) * 8 + (out ? 4 : 0), true) & EP_CTRL_DOUBLE) !== 0;
  }

  bufferAt(ep, out, which) {
    if (ep === 0) return EP0_BUFFER;
    return (this.view.getUint32(8 + (ep - 1) * 8 + (out ? 4 : 0), true) & 0xffc0) + which * STRIDE;
  }

  /** Schedule the wanted transaction's end, once a buffer is there. */
  poke() {
    const w = this.want;
    if (!w || this.pending) return;
    let length = 0;
    if (w.setup) length = 8;
    else {
      const r = this.ready(w);
      if (r === null) return; // NAK: tried again when the device writes a buffer control
      if (r !== 'stall') length = w.out ? w.data.length : r[1] & LEN_MASK;
    }
    this.pending = true;
    this.alarm.schedule(packetNanos(length));
  }

  fire() {
    this.pending = false;
    const w = this.want;
    if (!w) return;
    if (w.setup) {
      this.want = null;
      this.ctrl.sendSetupPacket(w.setup);
      w.then();
      return;
    }
    const r = this.ready(w);
    if (r === null) return; // the device took the buffer back meanwhile
    this.want = null;
    if (r === 'stall') {
      w.then(null);
      return;
    }
    const [which, half] = r;
    const bit = w.ep * 2 + (w.out ? 1 : 0);
    const at = this.bufferAt(w.ep, w.out, which);
    let data = null;
    let done = half & ~(AVAIL | SEL_RESET); // (the selector's reset is done)
    if (w.out) {
      this.dpram.set(w.data, at);
      done = (done & ~LEN_MASK) | FULL | w.data.length;
    } else {
      data = this.dpram.slice(at, at + (half & LEN_MASK));
      done &= ~FULL;
    }
    const reg = 0x80 + w.ep * 8 + (w.out ? 4 : 0);
    const word = this.view.getUint32(reg, true);
    const shift = 16 * which;
    this.view.setUint32(reg, ((word & ~(0xffff << shift)) | (done << shift)) >>> 0, true);
    if (this.double(w.ep, w.out)) this.next[bit] ^= 1;
    this.done.push([bit, which]);
    this.deliver();
    w.then(data);
  }

  /** Tell the CPU of completed buffers, one at a time per endpoint: the
   * next only once it cleared that endpoint's BUFF_STATUS bit. */
  deliver() {
    const ctrl = this.ctrl;
    let told = false;
    this.done = this.done.filter(([bit, which]) => {
      const mask = 1 << bit;
      if (ctrl.buffStatus & mask) return true;
      this.handle = (this.handle & ~mask) | (which ? mask : 0);
      ctrl.buffStatus |= mask;
      told = true;
      return false;
    });
    if (told) ctrl.buffStatusUpdated();
  }
}

module.exports = { romEntry, romReset, Bus, packetNanos };
