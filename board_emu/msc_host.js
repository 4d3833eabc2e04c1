'use strict';
/**
 * A USB host for the boot ROM's USB boot device (usb_boot.js has the
 * bus): what a computer does when a Pico appears as RPI-RP2. It
 * enumerates the device as any host would (the device descriptor at
 * address 0, SET_ADDRESS, the descriptors and strings again, the
 * configuration), then speaks USB mass storage's Bulk-Only Transport:
 * a 31-byte command block (CBW) out, the data, a 13-byte status (CSW) in.
 * Everything it learns is the device's own answer, read from the
 * emulated chip's USB buffers: nothing here knows the ROM's descriptors.
 *
 * Jobs (`submit`) run one after another as the emulated chip runs:
 * 'read' (lba, count) and 'write' (lba, bytes) of 512-byte sectors.
 */
const { Bus } = require('./usb_boot.js');

const SECTOR = 512;
const PACKET = 64;
const CBW_SIG = 0x43425355; // "USBC"
const CSW_SIG = 0x53425355; // "USBS"
const CHUNK = 64; // sectors a WRITE(10) or READ(10) asks for at most (32 KB)

function setupPacket(type, request, value, index, length) {
  return Uint8Array.of(type, request, value & 0xff, value >> 8, index & 0xff, index >> 8,
    length & 0xff, length >> 8);
}

function text(bytes, from, to) {
  return String.fromCharCode(...bytes.subarray(from, to)).trim();
}

function hex4(n) {
  return n.toString(16).padStart(4, '0');
}

class MscHost {
  constructor(mcu, log) {
    this.ctrl = mcu.usbCtrl;
    this.bus = new Bus(mcu);
    this.log = log;      // (line) => void: what the host saw, for the console of the test
    this.info = null;    // the device as enumerated, once it is
    this.error = null;   // a failure's message: the host stops
    this.jobs = [];      // [{gen, done, result}], the first one running
    this.co = null;
    this.tag = 0;
    // The device's pull-up seen: a bus reset, 10 ms of it (rp2040js's
    // resetAlarm), then the enumeration, once the device has handled that
    // reset (it clears BUS_RESET; it also clears it, unasked, as it starts).
    this.ctrl.onUSBEnabled = () => this.ctrl.resetDevice();
    const reset = this.ctrl.resetAlarm.callback;
    this.signalled = false;
    this.ctrl.resetAlarm.callback = () => {
      this.signalled = true;
      reset();
    };
    this.ctrl.onResetReceived = () => {
      if (this.signalled && !this.co && !this.info) this.start(this.enumerate());
    };
  }

  /** Queue a job; it runs once the device is enumerated. */
  submit(gen) {
    const job = { gen, done: false, result: null };
    this.jobs.push(job);
    if (this.info && !this.co) this.start(gen);
    return job;
  }

  read(lba, count) {
    return this.submit(this.readSectors(lba, count));
  }

  write(lba, bytes) {
    return this.submit(this.writeSectors(lba, bytes));
  }

  start(gen) {
    this.co = gen;
    this.resume(undefined);
  }

  resume(value) {
    let r;
    try {
      r = this.co.next(value);
    } catch (e) {
      this.error = String((e && e.message) || e);
      this.log('USB host: ' + this.error);
      this.co = null;
      return;
    }
    if (!r.done) {
      const w = r.value;
      if (w.setup) this.bus.setup(w.setup, () => this.resume());
      else if (w.wait) this.bus.after(w.wait, () => this.resume());
      else if (w.give !== undefined) this.bus.give(w.give, w.data, () => this.resume());
      else this.bus.take(w.take, (data) => this.resume(data));
      return;
    }
    const gen = this.co;
    this.co = null;
    const job = this.jobs.find((j) => j.gen === gen);
    if (job) {
      job.done = true;
      job.result = r.value;
      this.jobs.splice(this.jobs.indexOf(job), 1);
    }
    if (this.jobs.length) this.start(this.jobs[0].gen);
  }

  // --- control transfers on endpoint 0 -----------------------------------------
  *controlIn(type, request, value, index, length) {
    yield { setup: setupPacket(type, request, value, index, length) };
    const parts = [];
    let got = 0;
    while (got < length) {
      const p = yield { take: 0 };
      if (p === null) throw new Error('the device stalled request 0x' + request.toString(16));
      parts.push(p);
      got += p.length;
      if (p.length < PACKET) break;
    }
    yield { give: 0, data: new Uint8Array(0) }; // the status stage
    const out = new Uint8Array(got);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }

  *controlOut(type, request, value, index) {
    yield { setup: setupPacket(type, request, value, index, 0) };
    const status = yield { take: 0 };
    if (status === null || status.length) throw new Error('no status stage for request 0x' + request.toString(16));
  }

  *string(index) {
    const d = yield* this.controlIn(0x80, 6, 0x0300 | index, 0x0409, 255);
    let s = '';
    for (let i = 2; i + 1 < d[0] && i + 1 < d.length; i += 2) s += String.fromCharCode(d[i] | (d[i + 1] << 8));
    return s;
  }

  *enumerate() {
    yield { wait: 10e6 }; // reset recovery (USB 2.0, 7.1.7.3)
    yield* this.controlIn(0x80, 6, 0x0100, 0, 64); // as a host first asks, at address 0
    yield* this.controlOut(0x00, 5, 1, 0); // SET_ADDRESS 1
    yield { wait: 2e6 }; // the 2 ms a host leaves a device to take its address (USB 2.0, 9.2.6.3)
    if ((this.ctrl.addrEndp & 0x7f) !== 1) throw new Error('the device did not take address 1');
    const dev = yield* this.controlIn(0x80, 6, 0x0100, 0, 18);
    const head = yield* this.controlIn(0x80, 6, 0x0200, 0, 9);
    const cfg = yield* this.controlIn(0x80, 6, 0x0200, 0, head[2] | (head[3] << 8));
    const interfaces = [];
    for (let i = 0; i + 1 < cfg.length && cfg[i]; i += cfg[i]) {
      if (cfg[i + 1] === 4) {
        interfaces.push({ number: cfg[i + 2], class: cfg[i + 5], subclass: cfg[i + 6], protocol: cfg[i + 7], endpoints: [] });
      } else if (cfg[i + 1] === 5 && interfaces.length) {
        interfaces[interfaces.length - 1].endpoints.push(cfg[i + 2]);
      }
    }
    const info = {
      vid: dev[8] | (dev[9] << 8), pid: dev[10] | (dev[11] << 8), interfaces,
      manufacturer: dev[14] ? yield* this.string(dev[14]) : '',
      product: dev[15] ? yield* this.string(dev[15]) : '',
      serial: dev[16] ? yield* this.string(dev[16]) : '',
    };
    yield* this.controlOut(0x00, 9, cfg[5], 0); // SET_CONFIGURATION
    const msc = interfaces.find((f) => f.class === 8 && f.subclass === 6 && f.protocol === 0x50);
    this.log('USB device ' + hex4(info.vid) + ':' + hex4(info.pid) + ' "' + info.manufacturer + '" "'
      + info.product + '" serial ' + info.serial + ', interfaces ' + interfaces.map((f) => [f.class, f.subclass,
      f.protocol].map((n) => n.toString(16).padStart(2, '0')).join('/')).join(', '));
    if (!msc) throw new Error('no mass storage interface (class 08/06/50)');
    this.inEp = msc.endpoints.find((a) => a & 0x80) & 0x0f;
    this.outEp = msc.endpoints.find((a) => !(a & 0x80));
    const lun = yield* this.controlIn(0xa1, 0xfe, 0, msc.number, 1); // GET_MAX_LUN
    const inq = yield* this.scsi(Uint8Array.of(0x12, 0, 0, 0, 36, 0), 36, null);
    yield* this.scsi(Uint8Array.of(0, 0, 0, 0, 0, 0), 0, null); // TEST UNIT READY
    const cap = yield* this.scsi(Uint8Array.of(0x25, 0, 0, 0, 0, 0, 0, 0, 0, 0), 8, null);
    const cv = new DataView(cap.buffer);
    info.maxLun = lun[0];
    info.inquiry = { vendor: text(inq, 8, 16), product: text(inq, 16, 32), revision: text(inq, 32, 36) };
    info.blocks = cv.getUint32(0) + 1;
    info.blockSize = cv.getUint32(4);
    this.log('SCSI INQUIRY "' + info.inquiry.vendor + '" "' + info.inquiry.product + '" "' + info.inquiry.revision
      + '", READ CAPACITY ' + info.blocks + ' blocks of ' + info.blockSize + ' bytes');
    this.info = info;
    return info;
  }

  // --- Bulk-Only Transport --------------------------------------------------------
  /** One SCSI command: `cb` its command block, `length` bytes of data,
   * `data` the bytes to send (an OUT command) or null (IN, or none). */
  *scsi(cb, length, data) {
    const cbw = new Uint8Array(31);
    const v = new DataView(cbw.buffer);
    const tag = ++this.tag;
    v.setUint32(0, CBW_SIG, true);
    v.setUint32(4, tag, true);
    v.setUint32(8, length, true);
    cbw[12] = data ? 0x00 : 0x80;
    cbw[14] = cb.length;
    cbw.set(cb, 15);
    yield { give: this.outEp, data: cbw };
    let got = null;
    if (length && !data) {
      got = new Uint8Array(length);
      let at = 0;
      while (at < length) {
        const p = yield { take: this.inEp };
        if (p === null) throw new Error('the device stalled SCSI 0x' + cb[0].toString(16));
        got.set(p.subarray(0, length - at), at);
        at += p.length;
        if (p.length < PACKET) break;
      }
    } else if (length) {
      for (let at = 0; at < length; at += PACKET) yield { give: this.outEp, data: data.subarray(at, at + PACKET) };
    }
    const csw = yield { take: this.inEp };
    if (csw === null || csw.length !== 13) throw new Error('no CSW after SCSI 0x' + cb[0].toString(16));
    const c = new DataView(csw.buffer, csw.byteOffset, 13);
    if (c.getUint32(0, true) !== CSW_SIG || c.getUint32(4, true) !== tag) throw new Error('a CSW out of step');
    if (csw[12] !== 0) throw new Error('SCSI 0x' + cb[0].toString(16) + ' failed (CSW status ' + csw[12] + ')');
    return got;
  }

  static rw(op, lba, count) {
    return Uint8Array.of(op, 0, lba >>> 24, (lba >> 16) & 0xff, (lba >> 8) & 0xff, lba & 0xff, 0,
      count >> 8, count & 0xff, 0);
  }

  *readSectors(lba, count) {
    const out = new Uint8Array(count * SECTOR);
    for (let k = 0; k < count; k += CHUNK) {
      const n = Math.min(CHUNK, count - k);
      out.set(yield* this.scsi(MscHost.rw(0x28, lba + k, n), n * SECTOR, null), k * SECTOR);
    }
    return out;
  }

  *writeSectors(lba, bytes) {
    const count = Math.ceil(bytes.length / SECTOR);
    const whole = new Uint8Array(count * SECTOR);
    whole.set(bytes);
    for (let k = 0; k < count; k += CHUNK) {
      const n = Math.min(CHUNK, count - k);
      yield* this.scsi(MscHost.rw(0x2a, lba + k, n), n * SECTOR, whole.subarray(k * SECTOR, (k + n) * SECTOR));
    }
    return count;
  }
}

module.exports = { MscHost, SECTOR };
