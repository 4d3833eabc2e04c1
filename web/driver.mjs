/**
 * Drives the web page in Debian's Chromium (headless, through
 * playwright-core) for the browser test and the speed bench: JSON lines
 * on stdin, one reply a line on stdout, as board_emu/server.js does for
 * the Node harness. board_emu/page.py is the client.
 *
 *   node web/driver.mjs DIR      # DIR: a built page (scripts/build_web.sh)
 *
 * Every reply carries the page's clocks and the console text printed
 * since the last reply. CHROMIUM names the browser (default
 * /usr/bin/chromium); without it every command fails, it never skips.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import readline from 'readline';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// The flags that run Debian's Chromium here: no sandbox as root, and none
// of its own network traffic (this machine reaches no outside host).
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const POLL_MS = 10;
const WALL_CAP_MS = 90000; // a wait whose emulated time never comes: the page is stuck

const dir = path.resolve(process.argv[2] || 'dist/web');
let server = null;
let context = null;
let page = null;
let url = null;
let profile = null;
let seen = 0; // console characters already sent
const errors = [];
const responses = []; // every response's url, status and Content-Encoding, since the last `responses`

function note(kind, text) {
  errors.push(kind + ': ' + text);
}

async function open(a) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)`);
  }
  if (!server) {
    server = await serve(dir, 0);
    url = `http://127.0.0.1:${server.address().port}/`;
  }
  if (!context) {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pocket-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: FLAGS,
      viewport: { width: a.width || 520, height: a.height || 900 }, deviceScaleFactor: a.scale || 1,
    });
    context.on('weberror', (e) => note('page error', e.error().message));
    page = context.pages()[0] || await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') note('console error', m.text()); });
    page.on('pageerror', (e) => note('page error', e.message));
    page.on('requestfailed', (r) => note('request failed', r.url() + ' ' + (r.failure() || {}).errorText));
    context.on('response', (r) => {
      responses.push({ url: r.url(), status: r.status(), encoding: r.headers()['content-encoding'] || null });
    });
    page.on('worker', (w) => w.on('console', (m) => { if (m.type() === 'error') note('worker console error', m.text()); }));
  }
  seen = 0;
  const query = [a.debug ? 'debug=1' : '', a.trace ? 'trace=1' : ''].filter(Boolean).join('&');
  const where = a.file ? 'file://' + path.join(dir, 'index.html') : url + (query ? '?' + query : '');
  await page.goto(where);
  await page.waitForFunction(() => window.pocket !== undefined);
  return { url: where };
}

async function state() {
  const s = await page.evaluate((from) => {
    const st = window.pocket.state();
    st.text = window.pocket.console(from);
    return st;
  }, seen);
  seen += s.text.length;
  return s;
}

/** Wait until `done(state)`, or `emulatedMs` of emulated time have passed, polling. */
async function waitFor(emulatedMs, done) {
  let s = await state();
  let text = s.text;
  const start = s.emulated;
  const t0 = Date.now();
  while (!(done && done(s, text)) && s.emulated - start < emulatedMs * 1e6) {
    if (s.started && !s.powered) break; // power off: no time runs
    if (Date.now() - t0 > WALL_CAP_MS) {
      throw new Error(`the page's emulated clock moved ${((s.emulated - start) / 1e6).toFixed(0)} of ` +
        `${emulatedMs} ms in ${WALL_CAP_MS / 1000} s of real time`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
    s = await state();
    text += s.text;
  }
  return [s, text];
}

const handlers = {
  open,
  async state() { const s = await state(); return { s, text: s.text }; },
  /** the text of the page's element a.id, as a person reads it */
  async text(a) { return { value: await page.evaluate((id) => document.getElementById(id).textContent, a.id) }; },
  /** the responses since the last call (see `responses` above) */
  async responses() { return { responses: responses.splice(0) }; },
  /** a.from on: the panel's writes and the pictures drawn (the page's ?trace) */
  async trace(a) { return { value: await page.evaluate((from) => window.pocket.trace(from), a.from || 0) }; },
  async glass() { return { rows: await page.evaluate(() => window.pocket.glass()) }; },
  async press(a) { await page.evaluate((b) => window.pocket.press(b), a.button); return {}; },
  async down(a) { await page.evaluate((b) => window.pocket.down(b), a.button); return {}; },
  async up(a) { await page.evaluate((b) => window.pocket.up(b), a.button); return {}; },
  async shake() { await page.evaluate(() => window.pocket.shake()); return {}; },
  async power(a) { await page.evaluate((on) => window.pocket.power(on), a.on); return {}; },
  async erase() { await page.evaluate(() => window.pocket.erase()); return {}; },
  /** a.ms of emulated time */
  async wait(a) { const [s, text] = await waitFor(a.ms); return { s, text }; },
  /** until a.text is printed (after a.since characters of a.before), at most a.ms emulated */
  async wait_console(a) {
    let all = a.before || '';
    const [s, text] = await waitFor(a.ms, (st, t) => (all + t).indexOf(a.text, a.since || 0) >= 0);
    all += text;
    return { s, text, found: all.indexOf(a.text, a.since || 0) >= 0 };
  },
  /** until the kept sectors are all saved (none waiting), at most a.ms real time */
  async wait_saved(a) {
    const t0 = Date.now();
    let s = await state();
    let text = s.text;
    while ((s.unsaved > 0 || s.saves < (a.saves || 0)) && Date.now() - t0 < a.ms) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      s = await state();
      text += s.text;
    }
    return { s, text };
  },
  async reload() {
    await page.reload();
    await page.waitForFunction(() => window.pocket !== undefined);
    seen = 0;
    return {};
  },
  async screenshot(a) {
    await page.screenshot({ path: a.path, fullPage: !!a.full });
    return {};
  },
  /** JavaScript run in the page (the bench's own measures) */
  async evaluate(a) { return { value: await page.evaluate(a.code) }; },
  async quit() {
    if (context) await context.close();
    if (server) server.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
    process.exit(0);
  },
};

const rl = readline.createInterface({ input: process.stdin });
const queue = [];
let busy = false;

async function handle(line) {
  let out;
  try {
    const a = JSON.parse(line);
    const h = handlers[a.cmd];
    if (!h) throw new Error('unknown command ' + a.cmd);
    if (a.cmd !== 'open' && a.cmd !== 'quit' && !page) throw new Error('open the page first');
    const r = await h(a);
    if (page && !r.s && a.cmd !== 'quit') {
      const s = await state();
      r.s = s;
      r.text = (r.text || '') + s.text;
    }
    out = r;
    out.errors = errors.splice(0);
    if (out.s) delete out.s.text;
  } catch (e) {
    out = { error: String(e && e.stack || e), errors: errors.splice(0) };
  }
  process.stdout.write(JSON.stringify(out) + '\n');
}

rl.on('line', (line) => {
  queue.push(line);
  if (busy) return;
  busy = true;
  (async () => {
    while (queue.length) await handle(queue.shift());
    busy = false;
  })();
});
rl.on('close', () => handlers.quit());
