"""A FAT12 image of a folder, as the CIRCUITPY drive CircuitPython mounts
from flash offset 0x100000 (512-byte sectors, no partition table, long
file names). Written here so the harness needs no mtools/dosfstools.

    build_image(folder, size=1024 * 1024, label="CIRCUITPY") -> bytes
    usage(folder) -> (bytes the folder takes on the drive, bytes the drive holds)
"""

import os
import struct

SECTOR = 512
ROOT_ENTRIES = 512
_ATTR_DIR = 0x10
_ATTR_ARCHIVE = 0x20
_ATTR_LFN = 0x0F
_FAT_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1   # 2025-01-01, fixed: images are reproducible


def _short_names(names):
    """Distinct 8.3 names (11 bytes) for a directory's long names."""
    used = set()
    out = {}
    for name in names:
        base, _, ext = name.upper().rpartition(".") if "." in name else (name.upper(), "", "")
        base = "".join(c for c in base if c.isalnum() or c == "_") or "X"
        ext = "".join(c for c in ext if c.isalnum() or c == "_")[:3]
        fits = (name.upper() == (base + ("." + ext if ext else ""))
                and len(base) <= 8 and name == name.upper())
        if fits:
            short = base.ljust(8) + ext.ljust(3)
        else:
            n = 1
            while True:
                tail = "~%d" % n
                short = (base[:8 - len(tail)] + tail).ljust(8) + ext.ljust(3)
                if short not in used:
                    break
                n += 1
        used.add(short)
        out[name] = (short.encode("ascii"), not fits)
    return out


def _lfn_entries(name, short):
    checksum = 0
    for b in short:
        checksum = (((checksum & 1) << 7) + (checksum >> 1) + b) & 0xFF
    chars = [ord(c) for c in name] + [0]
    while len(chars) % 13:
        chars.append(0xFFFF)
    if len(name) % 13 == 0:
        chars = chars[:len(name)]  # exactly full: no terminator
    parts = [chars[i:i + 13] for i in range(0, len(chars), 13)]
    entries = []
    for seq, part in enumerate(parts, 1):
        order = seq | (0x40 if seq == len(parts) else 0)
        u = b"".join(struct.pack("<H", c) for c in part)
        entries.append(struct.pack("<B10sBBB12sH4s", order, u[0:10], _ATTR_LFN, 0, checksum,
                                   u[10:22], 0, u[22:26]))
    return list(reversed(entries))


def _entry(short, attr, cluster, size):
    return struct.pack("<11sBBBHHHHHHHI", short, attr, 0, 0, 0, _FAT_DATE, _FAT_DATE, 0,
                       0, _FAT_DATE, cluster, size)


class _Builder:
    def __init__(self, size):
        self.sectors = size // SECTOR
        self.fat_sectors = (self.sectors * 3 // 2 + SECTOR - 1) // SECTOR + 1
        self.root_sectors = ROOT_ENTRIES * 32 // SECTOR
        self.data_start = 1 + 2 * self.fat_sectors + self.root_sectors
        self.clusters = self.sectors - self.data_start
        self.img = bytearray(b"\xff" * size)  # erased flash beyond what we write
        self.img[:self.data_start * SECTOR] = bytes(self.data_start * SECTOR)
        self.fat = [0] * (self.clusters + 2)
        self.fat[0], self.fat[1] = 0xFF8, 0xFFF
        self.next = 2

    def alloc(self, data):
        """Store ``data`` in a cluster chain; returns its first cluster."""
        if not data:
            return 0
        n = (len(data) + SECTOR - 1) // SECTOR
        first = self.next
        if first + n > self.clusters + 2:
            raise ValueError("CIRCUITPY image full")
        for i in range(n):
            c = first + i
            self.fat[c] = c + 1 if i < n - 1 else 0xFFF
            off = (self.data_start + c - 2) * SECTOR
            chunk = data[i * SECTOR:(i + 1) * SECTOR]
            self.img[off:off + SECTOR] = chunk.ljust(SECTOR, b"\0")
        self.next += n
        return first

    def directory(self, path, cluster_self, cluster_parent):
        """The entries of folder ``path`` (its files and folders, recursively)."""
        names = sorted(os.listdir(path))
        shorts = _short_names(names)
        entries = []
        if cluster_self is not None:
            entries.append(_entry(b".          ", _ATTR_DIR, cluster_self, 0))
            entries.append(_entry(b"..         ", _ATTR_DIR, cluster_parent, 0))
        for name in names:
            full = os.path.join(path, name)
            short, long = shorts[name]
            if long:
                entries.extend(_lfn_entries(name, short))
            if os.path.isdir(full):
                entries.append(self.subdir(full, short, cluster_self or 0))
            else:
                with open(full, "rb") as f:
                    data = f.read()
                entries.append(_entry(short, _ATTR_ARCHIVE, self.alloc(data), len(data)))
        return entries

    def subdir(self, full, short, parent):
        # Reserve the folder's clusters first (its size from a dry count).
        names = os.listdir(full)  # an upper bound: every name with long entries
        count = 2 + sum(1 + len(_lfn_entries(n, b"X" * 11)) for n in names)
        n = (count * 32 + SECTOR - 1) // SECTOR + 1
        first = self.alloc(bytes(n * SECTOR))
        body = b"".join(self.directory(full, first, parent))
        for i in range(n):
            off = (self.data_start + first + i - 2) * SECTOR
            self.img[off:off + SECTOR] = body[i * SECTOR:(i + 1) * SECTOR].ljust(SECTOR, b"\0")
        return _entry(short, _ATTR_DIR, first, 0)

    def finish(self, root_entries, label):
        name = label.upper().encode("ascii").ljust(11)[:11]
        root = _entry(name, 0x08, 0, 0) + b"".join(root_entries)
        if len(root) > ROOT_ENTRIES * 32:
            raise ValueError("too many files in the root folder")
        off = (1 + 2 * self.fat_sectors) * SECTOR
        self.img[off:off + len(root)] = root
        fat = bytearray(self.fat_sectors * SECTOR)
        for i in range(0, len(self.fat), 2):
            a = self.fat[i]
            b = self.fat[i + 1] if i + 1 < len(self.fat) else 0
            j = i * 3 // 2
            fat[j:j + 3] = bytes((a & 0xFF, ((a >> 8) & 0x0F) | ((b & 0x0F) << 4), b >> 4))
        for k in range(2):
            o = (1 + k * self.fat_sectors) * SECTOR
            self.img[o:o + len(fat)] = fat
        boot = struct.pack("<3s8sHBHBHHBHHHII", b"\xEB\x3C\x90", b"MSDOS5.0", SECTOR, 1, 1, 2,
                           ROOT_ENTRIES, self.sectors, 0xF8, self.fat_sectors, 63, 255, 0, 0)
        boot += struct.pack("<BBBI11s8s", 0x80, 0, 0x29, 0x50590001, name, b"FAT12   ")
        self.img[:len(boot)] = boot
        self.img[510:512] = b"\x55\xAA"
        return bytes(self.img)


def build_image(folder, size=1024 * 1024, label="CIRCUITPY"):
    b = _Builder(size)
    return b.finish(b.directory(folder, None, 0), label)


def usage(folder, size=1024 * 1024):
    """(bytes of clusters the folder's files and folders take, bytes of
    clusters the drive has): one 512-byte cluster per sector, as
    CircuitPython formats a 1 MB CIRCUITPY."""
    b = _Builder(size)
    b.finish(b.directory(folder, None, 0), "CIRCUITPY")
    return (b.next - 2) * SECTOR, b.clusters * SECTOR
