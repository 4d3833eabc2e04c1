'use strict';
/**
 * Checks the XIP cache model (xip.js) on a bare emulated RP2040, no
 * firmware: first through the hooked read methods (what every instruction
 * fetch and load calls), then with hand-assembled Thumb programs run by
 * board.js's `step`, to show the miss penalty reaches the guest's clock.
 * Exit status 0 when every check passes.
 *
 *   node board_emu/check_xip.js
 */
const { RP2040 } = require('rp2040js');
const { step } = require('./board.js');
const { XipCache, MISS_CYCLES } = require('./xip.js');

const KB = 1024;
let failed = 0;

function check(name, ok, detail) {
  console.log((ok ? 'PASS ' : 'FAIL ') + name + (detail ? ' (' + detail + ')' : ''));
  if (!ok) failed++;
}

function chip(penalty) {
  const mcu = new RP2040();
  mcu.logger = { debug() {}, info() {}, warn() {}, error() {} };
  for (let i = 0; i < 64 * KB; i++) mcu.flash[i] = (i * 7 + (i >> 8)) & 0xff;
  let cache = null;
  if (penalty !== null) {
    cache = new XipCache(penalty);
    cache.install(mcu);
  }
  return { mcu, cache };
}

/** Hits and misses that `reads` (addresses, read as words) cause. */
function tally(mcu, cache, reads) {
  const h = cache.hits, m = cache.misses;
  for (const a of reads) mcu.readUint32(a);
  return [cache.hits - h, cache.misses - m];
}

const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));

function modelChecks() {
  const { mcu, cache } = chip(0);
  const plain = chip(null).mcu; // rp2040js untouched: the same bytes must come back
  const addrs = [0x10000000, 0x10000102, 0x10003ffd, 0x11000010, 0x12000abc, 0x13001234];
  let equal = true;
  for (const a of addrs) {
    if (mcu.readUint8(a) !== plain.readUint8(a)) equal = false;
    if (mcu.readUint16(a & ~1) !== plain.readUint16(a & ~1)) equal = false;
    if (mcu.readUint32(a & ~3) !== plain.readUint32(a & ~3)) equal = false;
  }
  check('hooked reads return what rp2040js returns (8/16/32 bits, every alias)', equal);

  const A = 0x10000100, B = A + 16 * KB, C = A + 32 * KB; // one set, three tags
  mcu.writeUint32(0x14000004, 1); // FLUSH
  let t = tally(mcu, cache, range(100, () => A));
  check('a repeated line: 1 miss, then hits', same(t, [99, 1]), t.join(' hits, ') + ' misses');
  t = tally(mcu, cache, [A, A + 4, A + 8]);
  check("A's other word hits, the next line (A+8) misses", same(t, [2, 1]), String(t));

  mcu.writeUint32(0x14000004, 1);
  t = tally(mcu, cache, [A, B, A, B]);
  check('two lines of one set fit (2 ways): A B A B = 2 misses, 2 hits', same(t, [2, 2]), String(t));
  t = tally(mcu, cache, [C]);
  check('a third line of the set misses', same(t, [0, 1]));
  t = tally(mcu, cache, [B]);
  check('... and evicted the least recently used (A), not B', same(t, [1, 0]));
  t = tally(mcu, cache, [A, C]);
  check('A misses again, evicting C (LRU), so C misses', same(t, [0, 2]), String(t));

  mcu.writeUint32(0x14000004, 1);
  t = tally(mcu, cache, [A, B, A + 0x1000000, B, C, B]);
  check('a 0x11-alias hit counts as a use: A B A(0x11) B C evicts A, B still hits', same(t, [3, 3]), String(t));

  const sweep = (bytes) => range(bytes / 8, (i) => 0x10000000 + 8 * i);
  mcu.writeUint32(0x14000004, 1);
  t = tally(mcu, cache, sweep(16 * KB).concat(sweep(16 * KB)));
  check('16 KB read twice: the second pass all hits', same(t, [2048, 2048]), String(t));
  mcu.writeUint32(0x14000004, 1);
  t = tally(mcu, cache, sweep(32 * KB).concat(sweep(32 * KB)));
  check('32 KB (a stride past the cache) read twice: every read misses', same(t, [0, 8192]), String(t));

  mcu.writeUint32(0x14000004, 1);
  t = tally(mcu, cache, [0x11000200, 0x10000200]);
  check('0x11 alias: a miss does not allocate', same(t, [0, 2]), String(t));
  t = tally(mcu, cache, [0x11000200, 0x13000200, 0x12000200]);
  check('0x11 hits a cached line; 0x13 and 0x12 always go to flash', same(t, [1, 2]), String(t));
  t = tally(mcu, cache, [0x12000300, 0x10000300]);
  check('0x12 alias allocates: the 0x10 read after it hits', same(t, [1, 1]), String(t));

  mcu.writeUint32(0x14003000, 1); // CTRL, atomic clear of EN
  t = tally(mcu, cache, [0x10000300, 0x10000300]);
  check('CTRL.EN cleared: every read goes to flash', same(t, [0, 2]), String(t));
  mcu.writeUint32(0x14002000, 1); // atomic set of EN, as the boot ROM's flash_flush_cache
  t = tally(mcu, cache, [0x10000300]);
  check('CTRL.EN set again: the line cached before is still there', same(t, [1, 0]), String(t));

  mcu.writeUint32(0x1400000c, 0); // clear CTR_HIT and CTR_ACC
  mcu.writeUint32(0x14000010, 0);
  tally(mcu, cache, [0x10000300, 0x10000300, 0x10005000]);
  const hit = mcu.readUint32(0x1400000c), acc = mcu.readUint32(0x14000010);
  check('the guest reads CTR_HIT / CTR_ACC', hit === 2 && acc === 3, 'hit ' + hit + ', acc ' + acc);
}

// Thumb, run from SRAM: N word loads from flash `stride` bytes apart, timed
// by the guest itself with TIMERAWL (1 us ticks); the microseconds go to MARK.
const CODE = 0x20000000;
const MARK = 0x20001000;
const LOADS = [
  0x4807, //  0: ldr r0, =0x10000000
  0x4908, //  2: ldr r1, =count
  0x4a08, //  4: ldr r2, =stride
  0x4d09, //  6: ldr r5, =0x40054000  TIMER
  0x4f09, //  8: ldr r7, =MARK
  0x6aae, // 10: ldr r6, [r5, #0x28]  TIMERAWL, start
  0x6803, // 12: ldr r3, [r0]         the load from flash
  0x1880, // 14: adds r0, r0, r2
  0x3901, // 16: subs r1, #1
  0xd1fb, // 18: bne 12
  0x6aac, // 20: ldr r4, [r5, #0x28]  TIMERAWL, end
  0x1ba4, // 22: subs r4, r4, r6
  0x603c, // 24: str r4, [r7]
  0xe7fe, // 26: b .
];

/** Run the load loop; returns [guest microseconds, emulated cycles, cache]. */
function timedLoads(penalty, count, stride) {
  const { mcu, cache } = chip(penalty);
  LOADS.forEach((op, i) => mcu.writeUint16(CODE + 2 * i, op));
  [0x10000000, count, stride, 0x40054000, MARK].forEach((v, i) => mcu.writeUint32(CODE + 32 + 4 * i, v));
  mcu.writeUint32(MARK, 0xffffffff);
  mcu.core.PC = CODE;
  mcu.core.SP = 0x20041000;
  const end = mcu.clock.nanos + 1e9;
  while (mcu.clock.nanos < end && mcu.readUint32(MARK) === 0xffffffff) step(mcu, end);
  return [mcu.readUint32(MARK), mcu.clock.nanos / 8, cache];
}

function clockChecks() {
  const n = 4096;
  const [usOff] = timedLoads(null, n, 8);
  const [usOn, , cache] = timedLoads(MISS_CYCLES, n, 8); // 32 KB: a miss per load
  const extra = (usOn - usOff) * 125; // cycles the guest saw added
  const want = cache.misses * MISS_CYCLES;
  check('the misses stall the guest: TIMERAWL shows misses x ' + MISS_CYCLES + ' cycles more',
    cache.misses === n && Math.abs(extra - want) <= 2 * 125 && cache.added === want,
    usOff + ' us without the model, ' + usOn + ' us with it, ' + cache.misses + ' misses');
  const [usCount, , counted] = timedLoads(0, n, 8);
  check('penalty 0 counts misses and adds no time', usCount === usOff && counted.misses === n,
    usCount + ' us, ' + counted.misses + ' misses');

  // The same loop copied into flash and run from there, loading one word
  // 1000 times (stride 0): its 14 instructions span 4 lines, its literal
  // pool 3, the loaded word 1; after those 8 misses every fetch hits.
  const { mcu, cache: c2 } = chip(MISS_CYCLES);
  const at = 0x8000;
  LOADS.forEach((op, i) => { mcu.flash[at + 2 * i] = op & 0xff; mcu.flash[at + 2 * i + 1] = op >> 8; });
  const lits = [0x10000000, 1000, 0, 0x40054000, MARK];
  lits.forEach((v, i) => new DataView(mcu.flash.buffer).setUint32(at + 32 + 4 * i, v, true));
  mcu.writeUint32(MARK, 0xffffffff);
  mcu.core.PC = 0x10000000 + at;
  mcu.core.SP = 0x20041000;
  const end = mcu.clock.nanos + 1e9;
  while (mcu.clock.nanos < end && mcu.readUint32(MARK) === 0xffffffff) step(mcu, end);
  check('code run from flash misses once per line, then hits', c2.misses === 8 && c2.hits > 4000,
    c2.misses + ' misses, ' + c2.hits + ' hits');
}

modelChecks();
clockChecks();
console.log(failed ? failed + ' check(s) failed' : 'all XIP cache checks passed');
process.exit(failed ? 1 : 0);
