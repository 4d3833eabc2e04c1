"""The web page's own JavaScript against the Python it stands in for, in
Node (CI installs it; these fail without it):

- board_emu/ssd1306.js must decode any stream of SSD1306 writes into the
  same glass as host_sim/oled.py, the simulator's panel;
- web/drive.js must rewrite the drive's settings.toml as
  board_emu/stage.py's settings_text writes it, in a FAT12 image that an
  independent reader (below) still reads whole, every other file as it was.
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
