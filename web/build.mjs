/**
 * Builds the web page into dist/web (or --out DIR): a static folder any
 * web server can serve, every path in it relative.
 *
 *   app.js       the page (main.js), bundled
 *   worker.js    the board (worker.js: board_emu's model and rp2040js), bundled
 *   index.html, style.css, LICENSES.txt
 *   pocket-yahtzee-pico-VERSION.uf2.gz   the release's one-file UF2, gzipped
 *   bootrom_b1.bin                       the RP2040 boot ROM (BSD-3-Clause)
 *   NAME.gz beside each text file (app.js, worker.js, index.html, style.css,
 *   LICENSES.txt): the same bytes gzipped, for a host that serves a
 *   file's .gz with Content-Encoding: gzip (web/serve.mjs, nginx's
 *   gzip_static, Caddy's precompressed); a host that does not ignores them
 *
 * The UF2 is the release of lib/handheld/version.py's VERSION from
 * releases/; without one (a VERSION in development, "1.7.0.dev"), the
 * firmware build's own dist/pocket-yahtzee-pico-VERSION.uf2
 * (scripts/build_firmware.sh), said so; without either it stops.
 * --uf2 FILE takes that one instead (the browser test's page of this
 * tree's firmware build).
 * Prints each file's size and gzipped size, and the total (the page's
 * files, not the .gz copies).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { fileURLToPath } from 'url';
import esbuild from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(HERE);
const BOOTROM_SHA256 = '90b31e108faedfa6bbcfcc33ba05dac61e645108cfbbdc385f8dafc71fde44ae'; // board_emu/board.py's
// The page's own settings, written into the drive's settings.toml (web/drive.js)
const SETTINGS = { YZ_CPU_PACE: 'fast' };
// the files served gzipped (web/serve.mjs TEXT): each gets its NAME.gz
const TEXT = new Set(['.html', '.js', '.css', '.txt']);
const BUTTONS = { UP: 'YZ_BTN_UP', DOWN: 'YZ_BTN_DOWN', LEFT: 'YZ_BTN_LEFT', RIGHT: 'YZ_BTN_RIGHT',
  A: 'YZ_BTN_A', B: 'YZ_BTN_B', SHAKE: 'YZ_SHAKE_PIN' };

function fail(message) {
  console.error('FAIL: ' + message);
  process.exit(2);
}

function version() {
  const text = fs.readFileSync(path.join(ROOT, 'lib/handheld/version.py'), 'utf8');
  const m = /^VERSION = "([^"]+)"/m.exec(text);
  if (!m) fail('no VERSION in lib/handheld/version.py');
  return m[1];
}

/** [path, what] of the UF2 to ship. */
function findUF2(v) {
  const given = process.argv.indexOf('--uf2');
  if (given > 0) {
    const p = path.resolve(process.argv[given + 1]);
    if (!fs.existsSync(p)) fail(`${p} is missing`);
    return [p, 'given with --uf2'];
  }
  const released = path.join(ROOT, 'releases', `pocket-yahtzee-pico-${v}.uf2`);
  if (fs.existsSync(released)) return [released, `release ${v}`];
  const built = path.join(ROOT, 'dist', `pocket-yahtzee-pico-${v}.uf2`);
  if (fs.existsSync(built)) return [built, `${v} as built from this tree (not released)`];
  return fail(`no UF2 of ${v} (VERSION in lib/handheld/version.py): releases/ has no ` +
    `pocket-yahtzee-pico-${v}.uf2 and dist/ no build of it: run bash scripts/build_firmware.sh`);
}

function bootrom() {
  const dir = process.env.BOARD_FIRMWARE_DIR || path.join(path.dirname(ROOT), 'shared', 'board');
  const p = path.join(dir, 'bootrom_b1.bin');
  if (!fs.existsSync(p)) {
    fail(`${p} is missing: the RP2040 B1 boot ROM (16,384 bytes, sha256 ${BOOTROM_SHA256}), built from ` +
      'the raspberrypi/pico-bootrom sources (docs/FIRMWARE.md, "What you need")');
  }
  const bytes = fs.readFileSync(p);
  const sha = crypto.createHash('sha256').update(bytes).digest('hex');
  if (sha !== BOOTROM_SHA256) fail(`${p} has sha256 ${sha}, not ${BOOTROM_SHA256}`);
  return bytes;
}

/** The buttons' GPIO numbers from settings.toml.example (the defaults
 * the firmware uses; board_emu/board.py reads them the same way). */
function pins() {
  const text = fs.readFileSync(path.join(ROOT, 'settings.toml.example'), 'utf8');
  const out = {};
  for (const [button, key] of Object.entries(BUTTONS)) {
    const m = new RegExp(`^${key}\\s*=\\s*"GP(\\d+)"`, 'm').exec(text);
    if (!m) fail(`no ${key} in settings.toml.example`);
    out[button] = Number(m[1]);
  }
  return out;
}

async function main() {
  const t0 = Date.now();
  const outArg = process.argv.indexOf('--out');
  const out = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(ROOT, 'dist', 'web');
  const v = version();
  const [uf2Path, what] = findUF2(v);
  const uf2Name = `pocket-yahtzee-pico-${v}.uf2`;
  const page = { version: v, uf2: uf2Name + '.gz', bootrom: 'bootrom_b1.bin', pins: pins(), settings: SETTINGS };
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  await esbuild.build({
    entryPoints: { app: path.join(HERE, 'main.js'), worker: path.join(HERE, 'worker.js') },
    outdir: out,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'firefox113', 'safari16.4'],
    define: { PAGE: JSON.stringify(page) },
    banner: { js: '/* Pocket Yahtzee in your browser. Bundles rp2040js (MIT): see LICENSES.txt */' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const html = fs.readFileSync(path.join(HERE, 'index.html'), 'utf8')
    .replaceAll('@VERSION@', v).replaceAll('@UF2_NAME@', uf2Name);
  fs.writeFileSync(path.join(out, 'index.html'), html);
  for (const name of ['style.css', 'LICENSES.txt']) fs.copyFileSync(path.join(HERE, name), path.join(out, name));
  fs.writeFileSync(path.join(out, 'bootrom_b1.bin'), bootrom());
  fs.writeFileSync(path.join(out, page.uf2), zlib.gzipSync(fs.readFileSync(uf2Path), { level: 9 }));
  const files = fs.readdirSync(out).sort();
  for (const name of files.filter((n) => TEXT.has(path.extname(n)))) {
    fs.writeFileSync(path.join(out, name + '.gz'), zlib.gzipSync(fs.readFileSync(path.join(out, name)), { level: 9 }));
  }
  let total = 0;
  let gzTotal = 0;
  console.log(`the UF2: ${path.relative(ROOT, uf2Path)} (${what})`);
  for (const name of files) {
    const bytes = fs.readFileSync(path.join(out, name));
    const gzName = path.join(out, name + '.gz');
    const gz = name.endsWith('.gz') ? bytes.length
      : fs.existsSync(gzName) ? fs.statSync(gzName).size : zlib.gzipSync(bytes, { level: 9 }).length;
    total += bytes.length;
    gzTotal += gz;
    console.log(`  ${name.padEnd(36)} ${bytes.length.toLocaleString('en').padStart(10)} bytes, ` +
      `gzipped ${gz.toLocaleString('en').padStart(9)}`);
  }
  console.log(`built ${path.relative(ROOT, out) || out} in ${((Date.now() - t0) / 1000).toFixed(1)} s: ` +
    `${total.toLocaleString('en')} bytes, ${gzTotal.toLocaleString('en')} gzipped ` +
    `(${(gzTotal / 1024 / 1024).toFixed(2)} MB)`);
}

main().catch((err) => fail(err && err.stack || err));
