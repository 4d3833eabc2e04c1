'use strict';
/**
 * JSON-lines front end of the emulated board (board.js): one request per
 * line on stdin, one reply per line on stdout. board_emu/board.py is the
 * client; the commands are listed in `handlers` below.
 */
const fs = require('fs');
const readline = require('readline');
const { Board, CYCLE_NANOS } = require('./board.js');

const board = new Board();
let consoleSeen = ''; // console text since the last `mark`

function nanos() {
  return board.now();
}

function reply(extra) {
  const text = board.takeConsole();
  consoleSeen += text;
  const i2c = board.i2cLog.map((tx) => Buffer.from(tx).toString('hex'));
  const r = { console: text, i2c, nanos: nanos(), powered: board.powered };
  board.i2cLog = [];
  board.written.clear(); // only the web page keeps the sectors written (to save them)
  return Object.assign(r, extra || {});
}

const handlers = {
  init(a) {
    board.loadBootrom(fs.readFileSync(a.bootrom));
    board.loadUF2(fs.readFileSync(a.uf2));
    for (const img of a.images || []) board.writeFlash(img.offset, fs.readFileSync(img.path));
    board.setXip(!!a.xip_cache, a.xip_penalty);
    return {};
  },
  /** a.usb false: on batteries, no USB host (CircuitPython sleeps for real). */
  power_on(a) {
    board.usbHost = a.usb !== false;
    board.powerOn();
    consoleSeen = '';
    return {};
  },
  set_vsys(a) {
    board.setVsys(a.volts);
    return {};
  },
  /** What the sleep model saw since the last call: dormant, wake, reset. */
  take_events() {
    const events = board.events;
    board.events = [];
    return { events, dormant: board.dormant };
  },
  /** Drag a UF2 onto the board, powered off (the boot ROM's mode). */
  load_uf2(a) {
    if (board.powered) return { error: 'power is on' };
    board.loadUF2(fs.readFileSync(a.path));
    return {};
  },
  /** Lay a file's bytes over the flash at a.offset, powered off. */
  write_flash(a) {
    if (board.powered) return { error: 'power is on' };
    board.writeFlash(a.offset, fs.readFileSync(a.path));
    return {};
  },
  power_off() {
    board.powerOff();
    return {};
  },
  mark() {
    consoleSeen = '';
    return {};
  },
  /** Run a.ms emulated ms, or less once a.until appears on the console. */
  run(a) {
    if (!board.powered) return { error: 'power is off' };
    const total = a.ms * 1e6;
    const start = nanos();
    let found = false;
    let text = '';
    const slice = 20e6; // look at the console every 20 ms emulated
    const stop = a.until ? () => (consoleSeen + board.console.join('')).includes(a.until) : null;
    // (to the nanosecond: a remainder below it is lost in the clock's
    // float and would loop here for ever)
    while (board.powered && total - (nanos() - start) >= 1) {
      const r = board.run(Math.min(slice, total - (nanos() - start)), stop);
      const t = board.takeConsole();
      text += t;
      consoleSeen += t;
      if (r === 'cut') break;
      if (a.until && consoleSeen.includes(a.until)) { found = true; break; }
    }
    return { found, console: text };
  },
  run_cycles(a) {
    if (!board.powered) return { error: 'power is off' };
    board.runCycles(a.cycles);
    return {};
  },
  cut_after_flash(a) {
    board.cutAfterFlash(a.kind || 'any', a.n);
    return {};
  },
  /** Cut the power a.nanos of emulated time from now (any instant). */
  cut_after_nanos(a) {
    board.cutAt = nanos() + a.nanos;
    return {};
  },
  disarm() {
    board.onFlashWrite = null;
    board.cutNow = false;
    board.cutAt = Infinity;
    return {};
  },
  set_pin(a) {
    board.setExternal(a.pin, !!a.low);
    return {};
  },
  type(a) {
    board.typeText(a.text);
    return {};
  },
  stats() {
    // cpu_s: the emulator's own CPU seconds, a fairer speed figure than
    // wall time on a machine other runs share
    const cpu = process.cpuUsage();
    return {
      stats: board.stats, cycles: nanos() / CYCLE_NANOS, cpu_s: (cpu.user + cpu.system) / 1e6,
      wait_nanos: board.waitNanos(), dormant: board.dormant,
      xip: board.xip ? board.xip.report() : null, resets: board.resets,
    };
  },
  /** The boot ROM's USB drive, as a computer sees it (msc_host.js): a.op
   * 'info' (the device as enumerated), 'read' (a.count sectors from a.lba,
   * as hex) or 'write' (at a.lba: a.hex, or a.length bytes of the file
   * a.path from a.offset). Runs the chip until that is done, a.ms emulated
   * ms at most. */
  msc(a) {
    const host = board.msc;
    if (!board.powered || !host) return { error: 'no USB drive: the chip is not in the boot ROM\'s USB boot' };
    let job = null;
    if (a.op === 'read') job = host.read(a.lba, a.count);
    else if (a.op === 'write') {
      const bytes = a.hex !== undefined ? Buffer.from(a.hex, 'hex')
        : fs.readFileSync(a.path).subarray(a.offset || 0, (a.offset || 0) + a.length);
      job = host.write(a.lba, new Uint8Array(bytes));
    }
    const done = () => host.error !== null || (job ? job.done : host.info !== null);
    const start = nanos();
    while (!done() && board.powered && board.msc === host && nanos() - start < a.ms * 1e6) board.run(20e6, done);
    if (host.error !== null) return { error: 'USB host: ' + host.error };
    if (!done()) return { error: 'the USB drive did not answer in ' + a.ms + ' ms' };
    if (a.op === 'read') return { hex: Buffer.from(job.result).toString('hex') };
    return a.op === 'write' ? { sectors: job.result } : { info: host.info };
  },
  save_flash(a) {
    fs.writeFileSync(a.path, board.flash());
    return {};
  },
  read_flash(a) {
    return { hex: Buffer.from(board.flash().subarray(a.offset, a.offset + a.length)).toString('hex') };
  },
  quit() {
    process.exit(0);
  },
};

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let out;
  try {
    const a = JSON.parse(line);
    const h = handlers[a.cmd];
    out = h ? reply(h(a)) : { error: 'unknown command ' + a.cmd };
  } catch (e) {
    out = { error: String(e && e.stack || e) };
  }
  process.stdout.write(JSON.stringify(out) + '\n');
});
