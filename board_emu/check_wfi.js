'use strict';
/**
 * Checks board.js's `step` against a Cortex-M0+ rule rp2040js 1.4.1 gets
 * wrong: WFI with an enabled interrupt already pending does not sleep,
 * even with interrupts masked (PRIMASK). CircuitPython's idle is exactly
 * that race (interrupts off, look for work, WFI): when its tick alarm fired
 * in between, the emulated board slept for good and every button was dead.
 *
 * The program below, hand-assembled Thumb run from SRAM, masks interrupts,
 * arms TIMER alarm 0 a few microseconds ahead, spins until the alarm's
 * interrupt is pending, executes WFI, then writes a marker. Exit status 0
 * when the marker is written within 1 ms of emulated time, 1 when not.
 *
 *   node board_emu/check_wfi.js          (scripts/firmware_test.sh runs it)
 */
const { RP2040 } = require('rp2040js');
const { step } = require('./board.js');

const CODE = 0x20000000;
const MARK = 0x20001000;
const program = [
  0x4807, //  0: ldr r0, =0x40054000   TIMER
  0x4b08, //  2: ldr r3, =0xe000e100   NVIC ISER
  0x2101, //  4: movs r1, #1
  0x6019, //  6: str r1, [r3]          enable TIMER_IRQ_0
  0x6381, //  8: str r1, [r0, #0x38]   INTE = alarm 0
  0xb672, // 10: cpsid i               interrupts masked from here on
  0x6a82, // 12: ldr r2, [r0, #0x28]   TIMERAWL
  0x320a, // 14: adds r2, #10
  0x6102, // 16: str r2, [r0, #0x10]   ALARM0 = now + 10 us
  0x6b42, // 18: ldr r2, [r0, #0x34]   INTR
  0x400a, // 20: ands r2, r1
  0xd0fc, // 22: beq 18                until the alarm's interrupt is pending
  0xbf30, // 24: wfi                   must not sleep: an interrupt is pending
  0x4b03, // 26: ldr r3, =0x20001000
  0x6019, // 28: str r1, [r3]          the marker
  0xe7fe, // 30: b .
];
const literals = [0x40054000, 0xe000e100, MARK];

const mcu = new RP2040();
mcu.logger = { debug() {}, info() {}, warn() {}, error() {} };
program.forEach((op, i) => mcu.writeUint16(CODE + 2 * i, op));
literals.forEach((v, i) => mcu.writeUint32(CODE + 32 + 4 * i, v));
mcu.core.PC = CODE;
mcu.core.SP = 0x20041000;

const end = mcu.clock.nanos + 1e6;
while (mcu.clock.nanos < end && mcu.readUint32(MARK) !== 1) step(mcu, end);
if (mcu.readUint32(MARK) === 1) {
  console.log('PASS WFI with an interrupt pending (PRIMASK set) does not sleep');
  process.exit(0);
}
console.log('FAIL WFI slept with an interrupt pending: the core is '
  + (mcu.core.waiting ? 'still waiting' : 'running at PC 0x' + mcu.core.PC.toString(16)));
process.exit(1);
