'use strict';
/**
 * The RP2040's deepest sleep as CircuitPython 9.2.8 uses it, which
 * rp2040js 1.4.1 does not model (ports/raspberrypi/common-hal/alarm/
 * __init__.c, common_hal_alarm_enter_deep_sleep):
 *
 * - XOSC DORMANT. The firmware runs the clocks from the crystal, stops the
 *   PLLs and writes "coma" to XOSC_DORMANT (the SDK's xosc_dormant()), then
 *   waits for XOSC_STATUS.STABLE. rp2040js takes the write and clears
 *   STABLE, but nothing ever wakes it: the core would spin on STATUS at
 *   full speed forever. Here the chip stops instead (no instruction, no
 *   clock: in DORMANT every clock is stopped, the timer too) until a GPIO's
 *   dormant-wake condition holds; the crystal is then stable again.
 * - IO_BANK0's DORMANT_WAKE_INTE0-3 / INTF0-3 / INTS0-3 (0x160-0x18c):
 *   unimplemented in rp2040js (reads 0xffffffff, writes dropped): kept
 *   here, 4 bits a pin (level low, level high, edge low, edge high), the
 *   status read from the pin's own interrupt status.
 * - The watchdog reset. rp2040js's watchdog only calls onWatchdogTrigger;
 *   CircuitPython's reset_cpu() (watchdog_reboot with no delay: TRIGGER)
 *   is how every wake goes on, and microcontroller.reset() too; a
 *   countdown's end (the boot ROM's reboots, usb_boot.js) fires it once. Here it is
 *   a warm reset (Board.warmReset): a fresh chip over the same flash, the
 *   SRAM kept (alarm.sleep_memory lives in ".uninitialized"), the
 *   watchdog's scratch registers kept (scratch[0] holds the wake cause)
 *   and its REASON set.
 *
 * Not modelled: the XOSC's ~1 ms start-up after the wake (the firmware's
 * STARTUP delay; rp2040js is stable at once), the clocks' real speed
 * after the PLLs stop (rp2040js counts every cycle at 125 MHz), currents.
 */
const XOSC_BASE = 0x40024;
const IO_BANK0 = 0x40014;
const WATCHDOG = 0x40058;
const XOSC_DORMANT = 0x08;
const DORMANT_VALUE = 0x636f6d61; // "coma"
const WAKE_INTE0 = 0x160;
const WAKE_INTS3 = 0x18c;
const WD_REASON_FORCE = 2;

/** Hook the three pieces into a fresh `mcu` of `board`. */
function installSleep(board, mcu) {
  const xosc = mcu.peripherals[XOSC_BASE];
  const xoscWrite = xosc.writeUint32.bind(xosc);
  xosc.writeUint32 = (offset, value) => {
    xoscWrite(offset, value);
    if (offset === XOSC_DORMANT && value === DORMANT_VALUE) {
      board.dormant = true;
      board.events.push({ what: 'dormant', nanos: board.now() });
    }
  };
  const io = mcu.peripherals[IO_BANK0];
  const inte = new Uint32Array(4);
  const intf = new Uint32Array(4);
  board.wakeEnable = inte;
  const ioRead = io.readUint32.bind(io);
  const ioWrite = io.writeUint32.bind(io);
  io.readUint32 = (offset) => {
    if (offset < WAKE_INTE0 || offset > WAKE_INTS3) return ioRead(offset);
    const k = (offset - WAKE_INTE0) >> 2;
    if (k < 4) return inte[k];
    if (k < 8) return intf[k - 4];
    return wakeStatus(mcu, k - 8, inte, intf);
  };
  io.writeUint32 = (offset, value) => {
    if (offset < WAKE_INTE0 || offset > WAKE_INTS3) return ioWrite(offset, value);
    const k = (offset - WAKE_INTE0) >> 2;
    if (k < 4) inte[k] = value;
    else if (k < 8) intf[k - 4] = value;
    return undefined;
  };
  board.wakeStatus = (k) => wakeStatus(mcu, k, inte, intf);
  const wd = mcu.peripherals[WATCHDOG];
  wd.onWatchdogTrigger = () => {
    board.resetDue = true; // done between two instructions (Board.run)
    // A countdown's end (watchdog_reboot with a delay: the boot ROM's
    // reset_usb_boot, its reboot after a UF2): rp2040js re-arms the alarm
    // 0 ns later, and the clock's tick would fire it for ever.
    wd.alarm.enable = false;
  };
}

/** DORMANT_WAKE_INTS of bank register k (GPIO 8k..8k+7). */
function wakeStatus(mcu, k, inte, intf) {
  let raw = 0;
  for (let i = 0; i < 8; i++) {
    const pin = mcu.gpio[8 * k + i];
    if (pin) raw |= (pin.irqStatus & 0xf) << (4 * i);
  }
  return ((raw & inte[k]) | intf[k]) >>> 0;
}

/** A pin changed while dormant: does the chip wake? */
function wakes(board) {
  if (!board.dormant || !board.wakeStatus) return false;
  for (let k = 0; k < 4; k++) if (board.wakeStatus(k)) return true;
  return false;
}

/** Carry the warm reset's survivors from the old chip to the new one. */
function carryOver(oldMcu, mcu) {
  mcu.sram.set(oldMcu.sram);
  const oldWd = oldMcu.peripherals[WATCHDOG];
  const wd = mcu.peripherals[WATCHDOG];
  wd.scratchData.set(oldWd.scratchData);
  wd.reason = WD_REASON_FORCE;
}

module.exports = { installSleep, wakes, carryOver };
