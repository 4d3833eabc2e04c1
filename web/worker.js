/**
 * The board in a Web Worker: board_emu's model (the same modules the Node
 * harness runs) over the release's one-file UF2, run against the clock.
 *
 * Emulated time never runs ahead of real time: each slice may add as much
 * emulated time as real time passed since the last one, so a chip asleep
 * in WFI (a screen waiting for a press) keeps real time at little cost.
 * A busy chip (booting, a CPU's turn) needs more real time than it
 * emulates: the slice ends after SLICE_MS of real time and the lag is let
 * go beyond MAX_LAG_MS, so the chip is slower than a Pico, never faster.
 *
 * A slice can end anywhere, in the middle of the firmware's redraw too:
 * the page gets the panel's picture only once it is whole (frames.js).
 *
 * Messages in: start ({debug, trace}), down/up/press (a button), shake,
 * power, erase. Out: frame (the panel's pixels, a whole picture), console
 * (serial text), status (clocks, saves), note, error; with trace, trace
 * (the panel's writes, the power going on and off: the browser test's).
 */
import { Board } from '../board_emu/board.js';
import { Frames } from './frames.js';
import { applySettings, DRIVE_OFFSET } from './drive.js';
import * as store from './store.js';

/* global PAGE */
const NVM_OFFSET = 0xff000;
const SECTOR = 0x1000;
const MIN_HOLD = 100e6; // a press lasts 100 ms emulated at least (board.py's PRESS_MS): a
// quick tap while the chip runs slower than real time still reaches keypad's scan
const SHAKE_CHANGES = 12; // a shake: the switch's contacts change 12 times, 30 ms apart
const SHAKE_EVERY = 30e6; // (as the simulator's and board.py's)
const SLICE_MS = 15;
const MAX_LAG_MS = 50;
const SAVE_QUIET_MS = 250; // keep written sectors once the flash is quiet this long
const SAVE_LATEST_MS = 2000; // or at the latest this long after the first write

let board = null;
let frames = null; // the panel, and which of its pictures are whole (frames.js)
let tracing = false; // ?trace: every panel write and power change to the page (the test)
let files = null; // {uf2, bootrom} bytes
let settings = null;
let events = []; // pin changes due at emulated nanos: {at, pin, low}
const pressedAt = {}; // button -> emulated nanos it went down
let emulated = 0; // emulated nanos since the page started, across power cycles
// the slices that ran out of real time before the emulated time they were
// owed (a busy chip): their real ms and emulated nanos, the emulator's own speed
let busyWall = 0;
let busyEmulated = 0;
let lastWall = 0;
let budget = 0;
let running = false;
const history = []; // [wall ms, emulated ns] of recent slices, for the speed readout
let lastPixels = null;
let lastContrast = -1;
const dirty = new Set();
let firstDirty = 0;
let lastWrite = 0;
let saving = 0; // sectors in a save under way
let saves = 0;
let persist = true; // IndexedDB is there to keep the sectors in
// whether the NVM sector kept in IndexedDB holds a save (a game, scores,
// statistics, settings): what the page's save line says
let keptSave = false;
let savingNvm = false; // the NVM sector is among the sectors being kept now

const post = (m, transfer) => self.postMessage(m, transfer || []);

async function fetchBytes(name) {
  const r = await fetch(name);
  if (!r.ok) throw new Error(name + ': HTTP ' + r.status);
  let bytes = new Uint8Array(await r.arrayBuffer());
  // the UF2 is served gzipped (a third the size on any host); a host that
  // already undid the gzip (Content-Encoding) hands over the UF2 itself
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const s = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    bytes = new Uint8Array(await new Response(s).arrayBuffer());
  }
  return bytes;
}

/** Whether the NVM sector's `bytes` hold anything the player saved. A
 * fresh board's firmware writes the sector's 4-byte header (docs/
 * SAVE_LAYOUT.md: "YZ", the layout, the image mask) and nothing else;
 * every save appends records after it. */
function holdsSave(bytes) {
  for (let i = 4; i < bytes.length; i++) if (bytes[i] !== 0xff) return true;
  return false;
}

/** A fresh board's flash: the UF2 as one drag lays it, the sectors kept
 * from earlier visits over it (the drive's only from the same release:
 * a new release's drive replaces it, as dragging its UF2 would), and the
 * page's settings in the drive's settings.toml. */
async function buildBoard() {
  let kept = { meta: null, sectors: new Map() };
  try {
    kept = await store.load();
  } catch (err) { // no IndexedDB here (some private windows): play on, keep nothing
    persist = false;
    post({ type: 'note', message: 'This browser keeps no saves for this page (' + err + ').' });
  }
  const b = new Board();
  b.loadBootrom(files.bootrom);
  b.loadUF2(files.uf2);
  let restored = 0;
  const sameRelease = kept.meta && kept.meta.version === PAGE.version;
  const stale = [];
  for (const [offset, bytes] of kept.sectors) {
    if (offset === NVM_OFFSET || (offset >= DRIVE_OFFSET && sameRelease)) {
      b.writeFlash(offset, bytes);
      restored++;
    } else {
      stale.push(offset);
    }
  }
  if (stale.length) await store.remove(stale); // an older release's drive: gone for good
  keptSave = kept.sectors.has(NVM_OFFSET) && holdsSave(kept.sectors.get(NVM_OFFSET));
  applySettings(b.image, settings);
  board = b;
  frames = new Frames();
  return restored;
}

function powerOn() {
  events = [];
  for (const k of Object.keys(pressedAt)) delete pressedAt[k];
  board.external = {};
  frames = new Frames(); // the panel loses its RAM with the power
  if (tracing) post({ type: 'trace', power: true });
  board.powerOn();
  board.written.clear();
}

function powerOff() {
  takeWritten();
  board.powerOff();
  events = [];
  frames = new Frames();
  if (tracing) post({ type: 'trace', power: false });
  lastPixels = null;
  postFrame(frames.glass());
}

// ---- buttons ----------------------------------------------------------------
function schedule(at, pin, low) {
  events.push({ at, pin, low });
  events.sort((a, b) => a.at - b.at);
}

function down(name) {
  if (!board.powered || !(name in PAGE.pins)) return;
  const pin = PAGE.pins[name];
  events = events.filter((e) => e.pin !== pin);
  pressedAt[name] = board.now();
  board.setExternal(pin, true);
}

function up(name) {
  if (!board.powered || pressedAt[name] === undefined) return;
  schedule(Math.max(board.now(), pressedAt[name] + MIN_HOLD), PAGE.pins[name], false);
  delete pressedAt[name];
}

function shake() {
  if (!board.powered) return;
  const pin = PAGE.pins.SHAKE;
  const t = board.now();
  events = events.filter((e) => e.pin !== pin);
  for (let i = 0; i < SHAKE_CHANGES; i++) schedule(t + i * SHAKE_EVERY, pin, i % 2 === 0);
  schedule(t + SHAKE_CHANGES * SHAKE_EVERY, pin, false);
}

function applyDue() {
  while (events.length && events[0].at <= board.now()) {
    const e = events.shift();
    board.setExternal(e.pin, e.low);
  }
}

// ---- the clock ----------------------------------------------------------------
function slice() {
  const t0 = performance.now();
  budget = Math.min(budget + (t0 - lastWall) * 1e6, MAX_LAG_MS * 1e6);
  lastWall = t0;
  const deadline = t0 + SLICE_MS;
  const stop = () => performance.now() >= deadline;
  const before = emulated;
  if (board.powered) {
    while (budget > 0) {
      applyDue();
      const start = board.now();
      const span = events.length ? Math.min(budget, Math.max(events[0].at - start, 0)) : budget;
      if (span > 0) board.run(span, stop);
      const ran = board.now() - start;
      budget -= ran;
      emulated += ran;
      if (!board.powered || performance.now() >= deadline || (ran === 0 && !events.length)) break;
    }
    applyDue();
    const txs = board.i2cLog;
    board.i2cLog = [];
    if (tracing && txs.length) post({ type: 'trace', txs: txs.map(traced) });
    const whole = frames.take(txs, board.now(), board.waitNanos());
    const text = board.takeConsole();
    if (text) post({ type: 'console', text });
    if (whole) postFrame(whole);
    takeWritten();
    if (budget > 0 && board.powered) {
      busyWall += performance.now() - t0;
      busyEmulated += emulated - before;
    }
  } else {
    budget = 0;
  }
  history.push([performance.now(), emulated]);
  while (history.length > 2 && history[0][0] < performance.now() - 2000) history.shift();
  maybeSave();
  postStatus();
  // behind the clock: go on at once (a message in between still gets in);
  // caught up: wait for the next few ms of real time
  if (budget > 0 && board.powered) channel.port2.postMessage(0);
  else setTimeout(slice, 4);
}

const channel = new MessageChannel();
channel.port1.onmessage = slice;

function ratio(ms) {
  const now = history[history.length - 1];
  let then = history[0];
  for (const h of history) {
    if (h[0] >= now[0] - ms) { then = h; break; }
  }
  const wall = now[0] - then[0];
  return wall > 0 ? (now[1] - then[1]) / 1e6 / wall : 1;
}

/** Send the page a whole picture ({pixels, contrast}: frames.js), if it
 * differs from the last one sent. */
function postFrame(glass) {
  const px = glass.pixels;
  const same = lastPixels && glass.contrast === lastContrast && px.every((v, i) => v === lastPixels[i]);
  if (same) return;
  lastPixels = px;
  lastContrast = glass.contrast;
  post({ type: 'frame', pixels: px.slice(), contrast: glass.contrast, emulated });
}

/** A panel write for the page's trace: [start, end, wait, hex bytes]. */
function traced(tx) {
  let hex = '';
  for (const b of tx) hex += (b < 16 ? '0' : '') + b.toString(16);
  return [tx.start, tx.end, tx.wait, hex];
}

function postStatus() {
  post({
    type: 'status', emulated, wall: performance.now(), powered: board.powered,
    ratio: ratio(1000), recent: ratio(300), dataBytes: frames.panel.dataBytes,
    saves, unsaved: dirty.size + saving, busyWall, busyEmulated, persist,
    // the save line: what IndexedDB holds, and whether a save is on its way there
    kept: keptSave, keeping: persist && (savingNvm || dirty.has(NVM_OFFSET))
      && holdsSave(board.flash().subarray(NVM_OFFSET, NVM_OFFSET + SECTOR)),
  });
}

// ---- keeping the flash ----------------------------------------------------------
function takeWritten() {
  if (!board.written.size) return;
  for (const s of board.written) {
    if (s === NVM_OFFSET || s >= DRIVE_OFFSET) {
      if (!dirty.size) firstDirty = performance.now();
      dirty.add(s);
    }
  }
  board.written.clear();
  lastWrite = performance.now();
}

function maybeSave() {
  if (!persist) dirty.clear();
  if (saving || !dirty.size) return;
  const now = performance.now();
  if (now - lastWrite < SAVE_QUIET_MS && now - firstDirty < SAVE_LATEST_MS) return;
  const flash = board.flash();
  const sectors = [...dirty].map((s) => [s, flash.slice(s, s + SECTOR)]);
  dirty.clear();
  saving = sectors.length;
  const nvm = sectors.find(([s]) => s === NVM_OFFSET);
  savingNvm = !!nvm;
  store.save({ version: PAGE.version }, sectors).then(() => {
    saves++;
    saving = 0;
    savingNvm = false;
    if (nvm) keptSave = holdsSave(nvm[1]);
  }, (err) => {
    saving = 0;
    savingNvm = false;
    post({ type: 'error', message: 'could not keep the save in this browser: ' + err });
  });
}

async function erase() {
  board.powerOff();
  dirty.clear();
  if (persist) await store.clear();
  keptSave = false;
  await buildBoard();
  powerOn();
  lastPixels = null;
}

// ---- messages ---------------------------------------------------------------------
async function start(m) {
  const [uf2, bootrom] = await Promise.all([fetchBytes(PAGE.uf2), fetchBytes(PAGE.bootrom)]);
  files = { uf2, bootrom };
  settings = Object.assign({}, PAGE.settings, m.debug ? { YZ_DEBUG_MEM: 1 } : {});
  tracing = !!m.trace;
  const restored = await buildBoard();
  post({ type: 'started', restored, settings });
  powerOn();
  lastWall = performance.now();
  running = true;
  slice();
}

self.onmessage = (e) => {
  const m = e.data;
  const act = {
    start: () => start(m),
    down: () => down(m.button),
    up: () => up(m.button),
    press: () => { down(m.button); up(m.button); },
    shake,
    power: () => (m.on ? (board.powered || powerOn()) : (board.powered && powerOff())),
    erase,
  }[m.cmd];
  if (!act || (m.cmd !== 'start' && !running)) return;
  Promise.resolve().then(act).catch((err) => post({ type: 'error', message: String(err && err.stack || err) }));
};
