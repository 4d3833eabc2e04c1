'use strict';
/**
 * The OLED's side of the I2C bus on GP4 (SDA) / GP5 (SCL).
 *
 * - The hardware I2C0 block (what busio.I2C writes through): a target at
 *   0x3C that acknowledges and logs every write transaction; board.py
 *   feeds them to host_sim's SSD1306 decoder, the simulator's own, and
 *   the web page to ssd1306.js.
 * - The same wires as plain GPIO: before using the block, CircuitPython
 *   checks for pull-ups and probes addresses by bit-banging the pins. The
 *   wires here are open-drain with pull-ups, and a bit-level target
 *   acknowledges its address, so the probe finds the display.
 */
const OLED = 0x3c;
const SDA = 4;
const SCL = 5;

// RESETS bit of I2C0. rp2040js records resets but does not reset the
// blocks; the SDK's i2c_deinit relies on it (reset_block), and CircuitPython
// refuses a new busio.I2C while the block still reads enabled ("I2C
// peripheral in use"), so without this a soft reload came up with no display.
const RESET_I2C0 = 1 << 3;

function resetOnReset(mcu, bus) {
  const resets = mcu.peripherals[0x4000c];
  const write = resets.writeUint32.bind(resets);
  resets.writeUint32 = (offset, value) => {
    const before = resets.reset;
    write(offset, value);
    if (offset === 0 && (resets.reset & RESET_I2C0) && !(before & RESET_I2C0)) {
      bus.enable = 0;
      bus.state = 0; // Idle
      bus.busy = false;
      bus.stop = false;
      bus.pendingRestart = false;
      bus.txFIFO.reset();
      bus.rxFIFO.reset();
      bus.abortSource = 0;
      bus.intRaw = 0;
      bus.intEnable = 0;
    }
  };
}

function installI2C(board, mcu) {
  const bus = mcu.i2c[0];
  resetOnReset(mcu, bus);
  let tx = null;
  let start = 0;
  // Each transaction carries when it began and ended (emulated nanos) and
  // the chip's WFI time so far (board.waitNanos()): the web page tells a
  // finished redraw from one part-way by them (web/frames.js).
  const finish = () => {
    if (tx && tx.length) {
      const bytes = Uint8Array.from(tx);
      bytes.start = start;
      bytes.end = board.now();
      bytes.wait = board.waitNanos();
      board.i2cLog.push(bytes);
    }
    tx = null;
  };
  bus.onConnect = (address, mode) => {
    finish();
    const ok = address === OLED;
    start = board.now();
    if (ok && mode === 0) tx = [];
    bus.completeConnect(ok);
  };
  bus.onWriteByte = (value) => {
    if (tx) tx.push(value);
    bus.completeWrite(true);
  };
  bus.onReadByte = () => bus.completeRead(0x00); // status: never busy
  bus.onStop = () => {
    finish();
    bus.completeStop();
  };

  // Bit-level target on the raw wires.
  const t = { sda: true, scl: true, holdSDA: false, bits: 0, byte: 0, n: 0, active: false, read: false };
  board.i2cPins = new Set([SDA, SCL]);
  board.i2cLevel = (pin) => {
    const driveLow = pin.outputEnable && !pin.outputValue;
    if (driveLow) return false;
    if (pin.index === SDA && t.holdSDA) return false;
    return true; // external pull-ups
  };
  const onWire = () => {
    const sdaPin = mcu.gpio[SDA];
    const sclPin = mcu.gpio[SCL];
    const sda = board.i2cLevel(sdaPin);
    const scl = board.i2cLevel(sclPin);
    if (scl && t.scl && sda !== t.sda) {
      // SDA moved while SCL high: START or STOP
      t.active = !sda;
      t.bits = 0; t.byte = 0; t.n = 0; t.holdSDA = false;
    } else if (t.active && scl && !t.scl) {
      // rising SCL: sample
      if (t.bits < 8) { t.byte = ((t.byte << 1) | (sda ? 1 : 0)) & 0xff; t.bits++; }
      else t.bits++; // the ACK clock
    } else if (t.active && !scl && t.scl) {
      // falling SCL: drive the ACK slot or release it
      if (t.bits === 8) {
        const first = t.n === 0;
        const ack = first ? (t.byte >> 1) === OLED : true;
        if (first) t.read = !!(t.byte & 1);
        t.holdSDA = ack && !(t.read && !first);
      } else if (t.bits === 9) {
        t.holdSDA = false; t.bits = 0; t.byte = 0; t.n++;
      }
    }
    t.sda = board.i2cLevel(sdaPin);
    t.scl = scl;
    for (const p of [sdaPin, sclPin]) {
      const v = board.i2cLevel(p);
      if (v !== p.rawInputValue) p.setInputValue(v);
    }
  };
  mcu.gpio[SDA].addListener(onWire);
  mcu.gpio[SCL].addListener(onWire);
}

module.exports = { installI2C, OLED };
