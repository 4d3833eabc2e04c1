/**
 * The drive's settings.toml, read and rewritten in the flash image before
 * power-on, as a maker editing the file on the YAHTZEE drive would: the
 * page's own settings (a CPU's pace, the debug lines its test reads) go
 * into the file the firmware's os.getenv reads.
 *
 * The drive is FAT12 from flash offset 0x100000 (board_emu/fatimage.py
 * makes the release's; CircuitPython's FatFs then writes it the same
 * way): a file's old clusters are freed, the new text takes the first
 * free ones, and both FAT copies and its directory entry are updated.
 * Only a file in the root folder, found by its long name.
 */
export const DRIVE_OFFSET = 0x100000;
const ATTR_LFN = 0x0f;
const EOC = 0xfff;

function u16(b, o) { return b[o] | (b[o + 1] << 8); }
function u32(b, o) { return (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0; }
function put16(b, o, v) { b[o] = v & 0xff; b[o + 1] = (v >> 8) & 0xff; }
function put32(b, o, v) { put16(b, o, v & 0xffff); put16(b, o + 2, (v >>> 16) & 0xffff); }

/** The FAT12 volume's geometry from its boot sector, or an Error. */
function geometry(d) {
  const sector = u16(d, 11);
  const perCluster = d[13];
  const reserved = u16(d, 14);
  const fats = d[16];
  const rootEntries = u16(d, 17);
  const total = u16(d, 19) || u32(d, 32);
  const fatSectors = u16(d, 22);
  if (d[510] !== 0x55 || d[511] !== 0xaa || sector !== 512 || !perCluster || !fats || !fatSectors) {
    throw new Error('the drive holds no FAT volume');
  }
  const root = (reserved + fats * fatSectors) * sector;
  const data = root + rootEntries * 32;
  const clusters = Math.floor((total * sector - data) / (perCluster * sector));
  if (clusters >= 4085) throw new Error('the drive is not FAT12');
  return { sector, cluster: perCluster * sector, reserved, fats, fatSectors, root, rootEntries, data, clusters };
}

function fatGet(d, g, n) {
  const o = g.reserved * g.sector + ((n * 3) >> 1);
  const v = u16(d, o);
  return n & 1 ? v >> 4 : v & 0xfff;
}

function fatSet(d, g, n, value) {
  for (let k = 0; k < g.fats; k++) {
    const o = (g.reserved + k * g.fatSectors) * g.sector + ((n * 3) >> 1);
    const v = u16(d, o);
    put16(d, o, n & 1 ? (v & 0x000f) | (value << 4) : (v & 0xf000) | value);
  }
}

/** The root folder's entry offset of the file whose long (or 8.3) name
 * is `name`, case aside; -1 if none. */
function findEntry(d, g, name) {
  const want = name.toLowerCase();
  let long = [];
  for (let i = 0; i < g.rootEntries; i++) {
    const o = g.root + i * 32;
    const first = d[o];
    if (first === 0) break;
    if (first === 0xe5) { long = []; continue; }
    if (d[o + 11] === ATTR_LFN) {
      let part = '';
      for (const [a, n] of [[1, 5], [14, 6], [28, 2]]) {
        for (let k = 0; k < n; k++) {
          const c = u16(d, o + a + 2 * k);
          if (c === 0 || c === 0xffff) break;
          part += String.fromCharCode(c);
        }
      }
      long.unshift(part); // the entries come last part first
      continue;
    }
    const base = String.fromCharCode(...d.subarray(o, o + 8)).trimEnd();
    const ext = String.fromCharCode(...d.subarray(o + 8, o + 11)).trimEnd();
    const short = (ext ? base + '.' + ext : base).toLowerCase();
    const full = long.join('').toLowerCase();
    long = [];
    if ((d[o + 11] & 0x18) === 0 && (full === want || short === want)) return o;
  }
  return -1;
}

/** The bytes of root-folder file `name` on the drive `d` (the drive's
 * bytes: the flash image from DRIVE_OFFSET on), or null. */
export function readFile(d, name) {
  const g = geometry(d);
  const e = findEntry(d, g, name);
  if (e < 0) return null;
  const size = u32(d, e + 28);
  const out = new Uint8Array(size);
  let c = u16(d, e + 26);
  for (let at = 0; at < size; at += g.cluster) {
    if (c < 2 || c >= 0xff8) throw new Error(name + "'s cluster chain ends early");
    const o = g.data + (c - 2) * g.cluster;
    out.set(d.subarray(o, o + Math.min(g.cluster, size - at)), at);
    c = fatGet(d, g, c);
  }
  return out;
}

/** Rewrite root-folder file `name` (it must exist) with `bytes`. */
export function writeFile(d, name, bytes) {
  const g = geometry(d);
  const e = findEntry(d, g, name);
  if (e < 0) throw new Error('the drive has no ' + name);
  let c = u16(d, e + 26);
  for (let guard = 0; c >= 2 && c < 0xff8 && guard <= g.clusters; guard++) {
    const next = fatGet(d, g, c);
    fatSet(d, g, c, 0);
    c = next;
  }
  const need = Math.ceil(bytes.length / g.cluster);
  const chain = [];
  for (let n = 2; n < g.clusters + 2 && chain.length < need; n++) {
    if (fatGet(d, g, n) === 0) chain.push(n);
  }
  if (chain.length < need) throw new Error('the drive is full');
  chain.forEach((n, i) => {
    fatSet(d, g, n, i + 1 < chain.length ? chain[i + 1] : EOC);
    const o = g.data + (n - 2) * g.cluster;
    d.fill(0, o, o + g.cluster);
    d.set(bytes.subarray(i * g.cluster, (i + 1) * g.cluster), o);
  });
  put16(d, e + 26, chain.length ? chain[0] : 0);
  put32(d, e + 28, bytes.length);
}

/** `text` (a settings.toml) with each key of `settings` set: its line
 * replaced, or added at the end (as board_emu/stage.py's settings_text). */
export function withSettings(text, settings) {
  for (const [key, value] of Object.entries(settings)) {
    const line = key + ' = ' + (typeof value === 'string' ? '"' + value + '"' : String(value | 0));
    const re = new RegExp('^' + key + '\\s*=.*$', 'm');
    if (re.test(text)) text = text.replace(re, line);
    else text += (text.endsWith('\n') || !text ? '' : '\n') + line + '\n';
  }
  return text;
}

/** Set `settings` in the settings.toml of the drive in flash image `image`. */
export function applySettings(image, settings) {
  const d = image.subarray(DRIVE_OFFSET);
  const old = readFile(d, 'settings.toml');
  if (old === null) throw new Error('the drive has no settings.toml');
  const text = withSettings(new TextDecoder().decode(old), settings);
  writeFile(d, 'settings.toml', new TextEncoder().encode(text));
}
