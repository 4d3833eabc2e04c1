'use strict';
/**
 * Checks the emulator's boot-ROM USB boot (usb_boot.js, msc_host.js) with
 * no firmware at all, in a few seconds: a chip whose watchdog scratch
 * registers hold reset_usb_boot's magic is reset; the ROM's reset path
 * must come up as its USB device (2e8a:0003, a mass-storage interface),
 * take a small UF2 written onto its drive, program every block into
 * flash and restart the chip by itself, and the emulated clock must stay
 * on whole nanoseconds. Each piece rp2040js 1.4.1 lacks fails it:
 * CHIP_RESET (the ROM halts at once), the double-buffered endpoints (no
 * status after the first data packet), the XIP cache's SRAM (no block
 * programmed, no restart), the watchdog's countdown (its end fired for
 * ever: run it under `timeout`). Exit status 0 when all hold, 1 when not.
 *
 *   node board_emu/check_usb_boot.js [bootrom_b1.bin]   (scripts/firmware_test.sh runs it)
 */
const fs = require('fs');
const path = require('path');
const { Board } = require('./board.js');

const MAGIC = 0xb007c0d3;
const USB_BOOT_ENTRY = 0x1b99; // the B1 ROM's _usb_boot_reboot_wrapper (what reset_usb_boot writes)
const BLOCKS = 20;
const TARGET = 0x10010000;

function uf2(count) {
  const out = new Uint8Array(512 * count);
  const v = new DataView(out.buffer);
  for (let i = 0; i < count; i++) {
    const at = 512 * i;
    v.setUint32(at, 0x0a324655, true);
    v.setUint32(at + 4, 0x9e5d5157, true);
    v.setUint32(at + 8, 0x2000, true); // family id present
    v.setUint32(at + 12, TARGET + 256 * i, true);
    v.setUint32(at + 16, 256, true);
    v.setUint32(at + 20, i, true);
    v.setUint32(at + 24, count, true);
    v.setUint32(at + 28, 0xe48bff56, true); // RP2040
    for (let k = 0; k < 256; k++) out[at + 32 + k] = (i * 7 + k) & 0xff;
    v.setUint32(at + 508, 0x0ab16f30, true);
  }
  return out;
}

function fail(why) {
  console.log('FAIL ' + why);
  process.exit(1);
}

const rom = process.argv[2] || path.join(process.env.BOARD_FIRMWARE_DIR
  || path.join(__dirname, '..', '..', 'shared', 'board'), 'bootrom_b1.bin');
const b = new Board();
b.loadBootrom(fs.readFileSync(rom));
b.powerOn();
const s = b.rp2040.peripherals[0x40058].scratchData; // as the ROM's reset_usb_boot leaves them
s[4] = MAGIC;
s[5] = (USB_BOOT_ENTRY ^ (-MAGIC >>> 0)) >>> 0;
s[6] = 0x20042000;
s[7] = USB_BOOT_ENTRY;
b.warmReset();
const host = b.msc;
if (!host) fail('no USB host: the reset did not take the ROM\'s path');
const until = (done, ms) => {
  const end = b.now() + ms * 1e6;
  while (!done() && b.now() < end) b.run(1e6, done);
  return done();
};
if (!until(() => host.info !== null || host.error !== null, 200) || host.error) {
  fail('the ROM\'s USB device did not enumerate: ' + (host.error || 'no answer in 200 ms'));
}
const { vid, pid, interfaces } = host.info;
if (vid !== 0x2e8a || pid !== 3 || !interfaces.some((f) => f.class === 8)) fail('not the ROM\'s device: ' + JSON.stringify(host.info));
const file = uf2(BLOCKS);
const job = host.write(100, file);
if (!until(() => job.done || host.error !== null, 2000) || host.error) fail('the UF2 was not taken: ' + host.error);
const resets = b.resets;
if (!until(() => b.resets > resets, 1500)) fail('the ROM did not restart the chip after the last block');
const flash = b.flash();
for (let i = 0; i < BLOCKS; i++) {
  const at = TARGET - 0x10000000 + 256 * i;
  for (let k = 0; k < 256; k++) {
    if (flash[at + k] !== file[512 * i + 32 + k]) fail('block ' + i + ' is not in flash');
  }
}
if (!Number.isInteger(b.now())) fail('the clock left whole nanoseconds: ' + b.now());
console.log('PASS the boot ROM\'s USB boot: ' + host.info.product + ' ' + vid.toString(16) + ':' + pid.toString(16).padStart(4, '0')
  + ', ' + BLOCKS + ' UF2 blocks programmed, the chip restarted');
