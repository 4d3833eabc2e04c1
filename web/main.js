/**
 * The page: the OLED on a canvas, the buttons (keyboard, pointer, touch),
 * the clocks and the saves, over the board running in worker.js.
 *
 * window.pocket is the page's own interface, the one its buttons use;
 * the browser test and the speed bench (web/driver.mjs) drive it too.
 */
import { WIDTH, HEIGHT } from '../board_emu/ssd1306.js';

/* global PAGE */
const KEYS = {
  ArrowUp: 'UP', ArrowDown: 'DOWN', ArrowLeft: 'LEFT', ArrowRight: 'RIGHT',
  z: 'A', Z: 'A', x: 'B', X: 'B',
};
const LIT = [223, 243, 255]; // the panel's white-blue, at full contrast
const DARK = [4, 8, 12];

const $ = (id) => document.getElementById(id);
const debug = new URLSearchParams(location.search).has('debug');
// ?trace (the browser test): keep every panel write and every picture drawn
const trace = new URLSearchParams(location.search).has('trace');
const traced = { writes: [], drawn: new Map() }; // drawn: packed picture -> times drawn
const canvas = $('oled');
const ctx = canvas.getContext('2d');
const image = ctx.createImageData(WIDTH, HEIGHT);

const state = {
  started: false, powered: false, emulated: 0, wall: 0, ratio: 0, recent: 0, dataBytes: 0,
  saves: 0, unsaved: 0, frames: 0, errors: [], latencies: [], restored: 0, persist: true, kept: false,
  keeping: false,
};
let consoleText = '';
let pixels = new Uint8Array(WIDTH * HEIGHT);
let waiting = null; // a press waiting for the screen to change: {button, at, before}
let pending = null; // the newest frame, drawn at the next animation frame

// Browsers run no Worker from file:// (new Worker throws there): opened
// as a file, the page makes none and says how to serve it (at the end)
const served = location.protocol !== 'file:';
let worker = null;
const send = (m) => { if (worker) worker.postMessage(m); };

function fail(message) {
  state.errors.push(message);
  console.error(message);
  $('status').textContent = message;
  $('status').className = 'error';
}

function onMessage(e) {
  const m = e.data;
  if (m.type === 'frame') {
    pending = m;
    requestAnimationFrame(draw);
  } else if (m.type === 'status') {
    Object.assign(state, {
      powered: m.powered, emulated: m.emulated, wall: m.wall, ratio: m.ratio, recent: m.recent,
      dataBytes: m.dataBytes, saves: m.saves, unsaved: m.unsaved, busyWall: m.busyWall,
      busyEmulated: m.busyEmulated, persist: m.persist, kept: m.kept, keeping: m.keeping,
    });
    showStatus();
  } else if (m.type === 'console') {
    consoleText += m.text;
    const pane = $('console');
    pane.textContent = consoleText.slice(-20000).replace(/\x1b\][^\x1b]*\x1b\\/g, '');
    pane.scrollTop = pane.scrollHeight;
  } else if (m.type === 'started') {
    state.started = true;
    state.restored = m.restored;
    $('status').textContent = m.restored ? 'Booting (your saved game is kept)…' : 'Booting CircuitPython…';
  } else if (m.type === 'trace') {
    if (m.txs) traced.writes.push(...m.txs);
    else traced.writes.push(m.power ? 'on' : 'off');
  } else if (m.type === 'note') {
    $('note').textContent = m.message;
  } else if (m.type === 'error') {
    fail(m.message);
  }
}

function draw() {
  const m = pending;
  if (!m) return;
  pending = null;
  const level = 0.45 + 0.55 * (m.contrast / 255); // the panel dims with its contrast
  const d = image.data;
  for (let i = 0; i < m.pixels.length; i++) {
    const c = m.pixels[i] ? LIT : DARK;
    const k = m.pixels[i] ? level : 1;
    d[4 * i] = c[0] * k;
    d[4 * i + 1] = c[1] * k;
    d[4 * i + 2] = c[2] * k;
    d[4 * i + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  pixels = m.pixels;
  state.frames++;
  if (trace) {
    const key = packed(m.pixels);
    traced.drawn.set(key, (traced.drawn.get(key) || 0) + 1);
  }
  if (waiting && pixels.some((v, i) => v !== waiting.before[i])) {
    state.latencies.push({ button: waiting.button, ms: performance.now() - waiting.at });
    waiting = null;
  }
}

/** What the browser holds of the player's saves (the NVM sector: a game,
 * scores, statistics, settings), from the worker's status. */
function saveLine(s) {
  if (!s.persist) return ''; // the note says this browser keeps nothing
  if (s.keeping) return 'saving…';
  return s.kept ? 'saved in this browser' : 'nothing saved yet';
}

/** 128x64 pixels as 2048 hex digits, row by row, 4 pixels a digit (the
 * browser test packs its own pictures the same way). */
function packed(px) {
  let hex = '';
  for (let i = 0; i < px.length; i += 4) hex += (px[i] * 8 + px[i + 1] * 4 + px[i + 2] * 2 + px[i + 3]).toString(16);
  return hex;
}

function showStatus() {
  const s = $('status');
  if (!state.powered) {
    s.textContent = state.started ? 'Power is off.' : s.textContent;
  } else if (state.emulated > 0) {
    s.className = '';
    s.textContent = 'Emulated time: ' + state.ratio.toFixed(2) + '× real time';
  }
  $('thinking').hidden = !state.powered || state.recent >= 0.8;
  $('saved').textContent = saveLine(state);
  $('power').setAttribute('aria-pressed', String(state.powered));
  $('power').textContent = state.powered ? 'Power: on' : 'Power: off';
}

// ---- the interface the buttons, the test and the bench share -------------------
function mark(button) {
  waiting = { button, at: performance.now(), before: pixels };
}

const pocket = {
  state: () => Object.assign({}, state, { consoleLength: consoleText.length }),
  console: (from) => consoleText.slice(from || 0),
  /** ?trace: the panel's writes from `from` on ([start, end, wait, hex], or
   * 'on' / 'off' for the power) and every picture drawn, with how often. */
  trace: (from) => ({ writes: traced.writes.slice(from || 0), drawn: [...traced.drawn] }),
  /** The canvas as drawn: 64 strings of 128 "0"/"1", lit where bright. */
  glass() {
    draw(); // a frame come in but not yet drawn at an animation frame: now
    const d = ctx.getImageData(0, 0, WIDTH, HEIGHT).data;
    const rows = [];
    for (let y = 0; y < HEIGHT; y++) {
      let r = '';
      for (let x = 0; x < WIDTH; x++) r += d[4 * (y * WIDTH + x)] > 60 ? '1' : '0';
      rows.push(r);
    }
    return rows;
  },
  down(button) { mark(button); send({ cmd: 'down', button }); },
  up(button) { send({ cmd: 'up', button }); },
  press(button) { mark(button); send({ cmd: 'press', button }); },
  shake() { mark('SHAKE'); send({ cmd: 'shake' }); },
  power(on) { send({ cmd: 'power', on }); },
  erase() { send({ cmd: 'erase' }); },
};
window.pocket = pocket;

// ---- controls --------------------------------------------------------------------
for (const el of document.querySelectorAll('[data-button]')) {
  const button = el.dataset.button;
  let held = false;
  const release = () => {
    if (held) pocket.up(button);
    held = false;
    el.classList.remove('down');
  };
  el.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    el.setPointerCapture(e.pointerId);
    held = true;
    el.classList.add('down');
    pocket.down(button);
  });
  el.addEventListener('pointerup', release);
  el.addEventListener('pointercancel', release);
  el.addEventListener('contextmenu', (e) => e.preventDefault());
}
$('shake').addEventListener('click', () => pocket.shake());
$('power').addEventListener('click', () => pocket.power(!state.powered));

let eraseArmed = 0;
$('erase').addEventListener('click', () => {
  const b = $('erase');
  if (performance.now() - eraseArmed < 4000) {
    pocket.erase();
    eraseArmed = 0;
    b.textContent = 'Erase saves';
  } else {
    eraseArmed = performance.now();
    b.textContent = 'Sure? Click again';
    setTimeout(() => { b.textContent = 'Erase saves'; }, 4000);
  }
});

const keysDown = new Set();
window.addEventListener('keydown', (e) => {
  // the page's own controls keep Space and Enter when focused; the
  // handheld's buttons (clicked, so focused) leave the keys to the game
  if (e.target.closest && e.target.closest('#erase, summary, a') && (e.key === ' ' || e.key === 'Enter')) return;
  if (e.key === ' ') {
    e.preventDefault();
    if (!e.repeat) pocket.shake();
    return;
  }
  if (e.key === 'F2') {
    e.preventDefault();
    if (!e.repeat) pocket.power(!state.powered);
    return;
  }
  const button = KEYS[e.key];
  if (!button) return;
  e.preventDefault();
  if (e.repeat || keysDown.has(button)) return;
  keysDown.add(button);
  pocket.down(button);
});
window.addEventListener('keyup', (e) => {
  const button = KEYS[e.key];
  if (button && keysDown.delete(button)) pocket.up(button);
});
window.addEventListener('blur', () => {
  for (const b of keysDown) pocket.up(b);
  keysDown.clear();
});

if (!served) {
  // not an error of the page's: a note, so that the console stays clean
  $('status').textContent = 'Opened as a file, this page cannot start: browsers run its emulator (a Web '
    + 'Worker) only from a web server. Serve it with bash scripts/web.sh (or any static web server) '
    + 'and open the address it prints.';
  $('status').className = 'notice';
} else {
  try {
    worker = new Worker('worker.js');
    worker.onerror = (e) => fail('the emulator stopped: ' + (e.message || e));
    worker.onmessage = onMessage;
    $('status').textContent = 'Loading the firmware…';
    send({ cmd: 'start', debug, trace });
  } catch (err) { // a host's policy can refuse a Worker too: say so, never hang on Loading…
    fail('This browser would not start the emulator (a Web Worker): ' + err);
  }
}
