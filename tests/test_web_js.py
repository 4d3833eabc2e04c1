"""The web page's own JavaScript against the Python it stands in for, in
Node (CI installs it; these fail without it):

- board_emu/ssd1306.js must decode any stream of SSD1306 writes into the
  same glass as host_sim/oled.py, the simulator's panel;
- web/drive.js must rewrite the drive's settings.toml as
  board_emu/stage.py's settings_text writes it, in a FAT12 image that an
  independent reader (below) still reads whole, every other file as it was;
- web/frames.js, fed the panel's writes in slices cut anywhere, must give
  only pictures that tests/firmware/web_frames.py (the browser test's
  check, on host_sim/oled.py) finds whole, and every whole one in the end;
- web/serve.mjs must send the text files gzipped to a browser that takes
  gzip (the build's NAME.gz, or gzipped on the spot when it is stale or
  missing), as they are to one that does not, and nothing else gzipped.
"""

import json
import os
import random
import shutil
import struct
import subprocess

import pytest

from board_emu import fatimage, stage
from host_sim.oled import SSD1306
from tests.firmware import web_frames

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def node(script, data):
    if shutil.which("node") is None:
        pytest.fail("node is not installed: the web page's JavaScript is tested in it (Debian: apt-get install nodejs)")
    r = subprocess.run(["node", "--input-type=module", "-e", script], input=data, capture_output=True,
                       cwd=ROOT, timeout=60)
    assert r.returncode == 0, r.stderr.decode()
    return r.stdout


# ---- the panel -----------------------------------------------------------------------
PANEL = """
import { createRequire } from 'module';
const { SSD1306 } = createRequire(process.cwd() + '/')('./board_emu/ssd1306.js');
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const oled = new SSD1306();
  const out = [];
  for (const step of JSON.parse(input)) {
    for (const tx of step) oled.write(Uint8Array.from(tx));
    out.push([Array.from(oled.pixels()).join(''), oled.contrast, oled.dataBytes]);
  }
  process.stdout.write(JSON.stringify(out));
});
"""
ARGS = {0x81: 1, 0x20: 1, 0x21: 2, 0x22: 2, 0xA8: 1, 0xD3: 1, 0xD5: 1, 0xD9: 1, 0xDA: 1, 0xDB: 1, 0x8D: 1,
        0xAD: 1, 0x26: 6, 0x27: 6, 0x29: 5, 0x2A: 5, 0xA3: 2}
# (a column's high nibble 0x10-0x17: the panel's 128 columns, as a driver sends it)
SINGLE = [0xAE, 0xAF, 0xA6, 0xA7, 0xA0, 0xA1, 0xC0, 0xC8, 0x2E, 0x2F, 0xA4, 0xA5, 0xE3] + \
    list(range(0xB0, 0xB8)) + list(range(0x00, 0x18)) + list(range(0x40, 0x80, 9))


def command(rng):
    op = rng.choice(list(ARGS) * 2 + SINGLE)
    if op == 0x20:
        return [op, rng.randrange(4)]
    return [op] + [rng.randrange(256) for _ in range(ARGS.get(op, 0))]


def transaction(rng):
    """One I2C write as a driver might send it: commands, data, or
    Co=1 pairs (a control byte before each byte)."""
    kind = rng.randrange(4)
    if kind == 0:
        return [0x00] + [b for _ in range(rng.randrange(1, 4)) for b in command(rng)]
    if kind == 1:
        return [0x40] + [rng.randrange(256) for _ in range(rng.choice((1, 7, 64, 128, 300, 1024)))]
    if kind == 2:
        cmd = command(rng)
        return [b for c in cmd for b in (0x80, c)] + [0x00, 0xAF]
    return [b for _ in range(rng.randrange(1, 5)) for b in (0xC0, rng.randrange(256))] + [0x80]


def test_the_page_decodes_the_panel_as_the_simulator_does():
    rng = random.Random(38)
    init = [0x00, 0xAE, 0x20, 0x00, 0x21, 0, 127, 0x22, 0, 7, 0xA1, 0xC8, 0x81, 0x7F, 0xAF]
    steps = [[init, [0x40] + [rng.randrange(256) for _ in range(1024)]]]
    steps += [[transaction(rng) for _ in range(rng.randrange(1, 6))] for _ in range(300)]
    got = json.loads(node(PANEL, json.dumps(steps).encode()))
    oled = SSD1306()
    lit = 0
    for i, step in enumerate(steps):
        for tx in step:
            oled.write(bytes(tx))
        want = "".join(str(v) for row in oled.pixels() for v in row)
        assert got[i] == [want, oled.contrast, oled.data_bytes], "step %d of the stream: the glass differs" % i
        lit += want.count("1") > 0
    assert lit > 100, "too few steps showed anything to compare"


# ---- the drive's settings.toml ----------------------------------------------------------
DRIVE = """
import { readFile, writeFile, withSettings } from './web/drive.js';
const chunks = [];
process.stdin.on('data', (d) => chunks.push(d));
process.stdin.on('end', () => {
  const all = Buffer.concat(chunks);
  const n = all.readUInt32LE(0);
  const settings = JSON.parse(all.subarray(4, 4 + n).toString());
  const drive = new Uint8Array(all.subarray(4 + n));
  const text = withSettings(new TextDecoder().decode(readFile(drive, 'settings.toml')), settings);
  writeFile(drive, 'settings.toml', new TextEncoder().encode(text));
  process.stdout.write(drive);
});
"""


def read_fat12(img):
    """{path: bytes} of every file on a FAT12 image, read independently of
    web/drive.js (8.3 names, lower-cased; long names are not needed here)."""
    sector, per, reserved, fats, root_entries, total, _, fat_sectors = struct.unpack_from("<HBHBHHBH", img, 11)
    fat = img[reserved * sector:(reserved + fat_sectors) * sector]
    assert fat == img[(reserved + fat_sectors) * sector:(reserved + 2 * fat_sectors) * sector], "FAT copies differ"
    root = (reserved + fats * fat_sectors) * sector
    data = root + root_entries * 32
    size = per * sector

    def entry(n):
        v = struct.unpack_from("<H", fat, n * 3 // 2)[0]
        return v >> 4 if n & 1 else v & 0xFFF

    def chain(c):
        out, seen = b"", set()
        while 2 <= c < 0xFF8:
            assert c not in seen, "a loop in the FAT"
            seen.add(c)
            out += img[data + (c - 2) * size:data + (c - 1) * size]
            c = entry(c)
        return out, seen

    files, used = {}, set()

    def walk(raw, prefix):
        for i in range(0, len(raw), 32):
            e = raw[i:i + 32]
            if e[0] == 0:
                break
            if e[0] == 0xE5 or e[11] == 0x0F or e[11] & 0x08 or e[0] == ord("."):
                continue
            name = e[:8].decode().strip().lower() + ("." + e[8:11].decode().strip().lower() if e[8] != 32 else "")
            first, length = struct.unpack_from("<H", e, 26)[0], struct.unpack_from("<I", e, 28)[0]
            body, clusters = chain(first)
            assert not clusters & used, "two files share a cluster"
            used.update(clusters)
            if e[11] & 0x10:
                walk(body, prefix + name + "/")
            else:
                files[prefix + name] = body[:length]

    walk(img[root:data], "")
    return files


def test_the_page_writes_settings_toml_as_a_maker_would(tmp_path):
    stage.stage_drive(str(tmp_path))
    (tmp_path / "big.bin").write_bytes(bytes(range(256)) * 9)  # a file after settings.toml's clusters
    before = fatimage.build_image(str(tmp_path), label="YAHTZEE")
    old = read_fat12(before)
    for settings in ({"YZ_CPU_PACE": "fast", "YZ_DEBUG_MEM": 1},   # one replaced, one added
                     {"YZ_CPU_PACE": "fast", "YZ_NOTE": "x" * 1500},  # grows past its clusters
                     {}):
        blob = json.dumps(settings).encode()
        after = node(DRIVE, struct.pack("<I", len(blob)) + blob + before)
        assert len(after) == len(before)
        new = read_fat12(after)
        assert new.keys() == old.keys()
        want = stage.settings_text(settings).encode()
        assert [k for k in new if new[k] != old[k]] == ([] if want == old["settin~1.tom"] else ["settin~1.tom"])
        assert new["settin~1.tom"] == want


# ---- whole frames --------------------------------------------------------------------
FRAMES = """
import { Frames } from './web/frames.js';
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const { writes, cuts } = JSON.parse(input);
  const frames = new Frames();
  const out = [];
  let i = 0;
  for (const [upTo, now, wait] of cuts) {  // a slice: the writes before upTo, the clocks at its end
    const txs = [];
    for (; i < upTo; i++) {
      const [start, end, w, hex] = writes[i];
      const tx = Uint8Array.from(Buffer.from(hex, 'hex'));
      Object.assign(tx, { start, end, wait: w });
      txs.push(tx);
    }
    const g = frames.take(txs, now, wait);
    if (g) out.push(Array.from(g.pixels).join(''));
  }
  process.stdout.write(JSON.stringify(out));
});
"""


def redraws(rng, n):
    """The panel's writes as busdisplay sends n refreshes (each of one to
    three areas, an area cut into rectangles of at most 512 bytes: the
    column and page addresses, then the data), with the chip's clocks:
    rendering between the addresses and the data, microseconds between
    rectangles, a step of the app or a sleep (WFI) between refreshes."""
    writes, t, wait = [], 0, 0

    def add(hexbytes, took):
        nonlocal t
        writes.append([t, t + took, wait, hexbytes])
        t += took

    add("80ae80208000", 5000)
    add("80af", 2000)
    for _ in range(n):
        t += rng.choice((3e6, 34e6, 120e6))  # the app's step
        if rng.random() < 0.5:
            wait += 10e6  # the chip slept
            t += 10e6
        for _ in range(rng.randrange(1, 4)):
            x1, x2 = sorted(rng.sample(range(128), 2))
            p1 = rng.randrange(8)
            p2 = rng.randrange(p1, 8)
            rows = max(8, 4096 // (x2 - x1 + 1) // 8 * 8) // 8  # pages a rectangle holds
            p = p1
            while p <= p2:
                q = min(p + rows - 1, p2)
                add("8021%s%s" % ("80%02x" % x1, "80%02x" % x2), 6000)
                add("8022%s%s" % ("80%02x" % p, "80%02x" % q), 6000)
                t += rng.choice((0.1e6, 14e6, 28e6))  # rendering the rectangle
                add("40" + "".join("%02x" % rng.randrange(256) for _ in range((x2 - x1 + 1) * (q - p + 1))), 370000)
                t += rng.choice((10000, 24000, 800000))  # USB's background work between rectangles
                p = q + 1
    return writes, t


def test_the_page_shows_only_whole_redraws():
    rng = random.Random(48)
    writes, end = redraws(rng, 60)
    whole, _ = web_frames.complete_frames(writes)
    cuts = []
    i = 0
    while i < len(writes):  # slices ending anywhere: mid-write list, mid-gap, at once after a write
        i = min(len(writes), i + rng.randrange(0, 4))
        last = writes[i - 1] if i else [0, 0, 0]
        nxt = writes[i][0] if i < len(writes) else end
        now = last[1] + rng.random() * (nxt - last[1])
        cuts.append([i, now, last[2]])
    cuts.append([len(writes), end + 5e6, writes[-1][2]])
    got = json.loads(node(FRAMES, json.dumps({"writes": writes, "cuts": cuts}).encode()))
    packed = [web_frames.packed([[int(c) for c in g[y * 128:(y + 1) * 128]] for y in range(64)]) for g in got]
    torn = [k for k, pic in enumerate(packed) if pic not in whole]
    assert not torn, "%d of %d pictures given were part-way through a redraw" % (len(torn), len(packed))
    assert len(set(packed)) > 30, "too few whole redraws given: %d" % len(set(packed))
    assert packed[-1] == web_frames.packed(_glass(writes)), "the last redraw was never given"


def _glass(writes):
    oled = SSD1306()
    for w in writes:
        oled.write(bytes.fromhex(w[3]))
    return oled.pixels()


# ---- the server ------------------------------------------------------------------------
SERVE = """
import http from 'http';
import { serve } from './web/serve.mjs';
const dir = process.argv[1];
const get = (port, name, enc) => new Promise((resolve, reject) => {
  const headers = enc ? { 'Accept-Encoding': enc } : {};
  http.get({ host: '127.0.0.1', port, path: '/' + name, headers }, (r) => {
    const chunks = [];
    r.on('data', (c) => chunks.push(c));
    r.on('end', () => resolve([name, enc, r.headers['content-encoding'] || null, Buffer.concat(chunks).toString('hex')]));
  }).on('error', reject);
});
const server = await serve(dir, 0);
const port = server.address().port;
const out = [];
for (const name of ['', 'worker.js', 'fresh.js', 'stale.js', 'rom.bin', 'fw.uf2.gz']) {
  for (const enc of [null, 'gzip, deflate, br', 'br', 'gzip;q=0']) out.push(await get(port, name, enc));
}
server.close();
process.stdout.write(JSON.stringify(out));
"""


def test_the_server_sends_text_files_gzipped(tmp_path):
    import gzip
    import time
    files = {"index.html": b"<!doctype html>" * 40, "worker.js": b"let a = 1;\n" * 500, "fresh.js": b"x" * 999,
             "stale.js": b"new text\n" * 50, "rom.bin": bytes(range(256)) * 8, "fw.uf2.gz": gzip.compress(b"UF2" * 99)}
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    # the build's copies: worker.js's marked so that it is the one sent; stale.js's from before its file changed
    (tmp_path / "worker.js.gz").write_bytes(gzip.compress(files["worker.js"], mtime=0))
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(files["index.html"]))
    (tmp_path / "stale.js.gz").write_bytes(gzip.compress(b"old text"))
    old = time.time() - 100
    os.utime(tmp_path / "stale.js.gz", (old, old))
    r = subprocess.run(["node", "--input-type=module", "-e", SERVE, str(tmp_path)], capture_output=True,
                       cwd=ROOT, timeout=60)
    assert r.returncode == 0, r.stderr.decode()
    for name, enc, got, body in json.loads(r.stdout):
        body = bytes.fromhex(body)
        text = name == "" or name.endswith(".js")
        want_gzip = text and enc is not None and "gzip," in enc + ","
        assert got == ("gzip" if want_gzip else None), (name, enc, got)
        data = files[name or "index.html"]
        assert (gzip.decompress(body) if want_gzip else body) == data, (name, enc)
        if want_gzip and name in ("", "worker.js"):
            assert body == (tmp_path / ((name or "index.html") + ".gz")).read_bytes(), "the build's .gz not sent"
