"""The boot ROM's RPI-RP2 drive, as a computer sees it, on the emulated
Pico: the USB host of board_emu/msc_host.js enumerates the chip once it
restarts into the ROM's USB boot, and this reads its FAT16 volume and
copies a file onto it sector by sector (SCSI WRITE(10) over USB), as an
operating system does when a UF2 file is dragged on. The ROM programs
each UF2 block it finds among the written sectors into flash and, once
it has every block of the file, restarts the chip (1 s later).

    drive = RomDrive(board)            # waits for the enumeration
    drive.info                         # VID, PID, strings, INQUIRY, capacity
    drive.label, drive.files()         # "RPI-RP2", {"INDEX.HTM": ..., "INFO_UF2.TXT": ...}
    drive.read_file("INFO_UF2.TXT")
    drive.copy("dist/pocket-yahtzee-pico-firmware-1.4.0.dev.uf2")
"""

import os
import struct

SECTOR = 512


class RomDrive:
    def __init__(self, board, wait_ms=5000):
        self.board = board
        self.info = board._call("msc", op="info", ms=wait_ms)["info"]
        mbr = self.read(0)
        if mbr[510:512] != b"\x55\xaa":
            raise AssertionError("sector 0 of the drive is no master boot record")
        self.start = struct.unpack_from("<I", mbr, 0x1be + 8)[0]  # the first partition's first sector
        boot = self.read(self.start)
        (self.sector, self.per_cluster, reserved, self.fats, root_entries, _small, _media,
         self.per_fat) = struct.unpack_from("<HBHBHHBH", boot, 0x0b)
        if self.sector != SECTOR or boot[0x36:0x3e] != b"FAT16   ":
            raise AssertionError("the drive's volume is not FAT16 in 512-byte sectors")
        self.label = boot[0x2b:0x36].decode("ascii").strip()
        self.fat = self.start + reserved
        self.root = self.fat + self.fats * self.per_fat
        self.root_sectors = root_entries * 32 // SECTOR
        self.data = self.root + self.root_sectors

    # --- sectors -----------------------------------------------------------------
    def read(self, lba, count=1):
        r = self.board._call("msc", op="read", lba=lba, count=count, ms=5000 + 50 * count)
        return bytes.fromhex(r["hex"])

    def write(self, lba, data):
        self.board._call("msc", op="write", lba=lba, hex=bytes(data).hex(), ms=5000)

    def cluster_sector(self, cluster):
        return self.data + (cluster - 2) * self.per_cluster

    # --- the file system ---------------------------------------------------------
    def _entries(self):
        root = self.read(self.root)
        for k in range(0, SECTOR, 32):
            e = root[k:k + 32]
            if e[0] == 0:
                return
            if e[0] != 0xe5 and not e[11] & 0x08:  # not deleted, not the volume label
                name, ext = e[0:8].decode("ascii").strip(), e[8:11].decode("ascii").strip()
                cluster, size = struct.unpack_from("<H", e, 26)[0], struct.unpack_from("<I", e, 28)[0]
                yield (name + "." + ext if ext else name), cluster, size, k

    def files(self):
        """{name: size} in the root directory."""
        return {name: size for name, _c, size, _k in self._entries()}

    def read_file(self, name):
        for n, cluster, size, _k in self._entries():
            if n == name:
                sectors = (size + SECTOR - 1) // SECTOR
                return self.read(self.cluster_sector(cluster), sectors)[:size]
        raise KeyError(name)

    def copy(self, path, name="UPDATE.UF2"):
        """Copy the file at ``path`` onto the drive as ``name`` (8.3): its
        directory entry and FAT chain first (the ROM ignores sectors that
        are not UF2 blocks), then its data, cluster after cluster from the
        first free one, in WRITE(10) commands of 32 KB. Returns the
        sectors written."""
        size = os.path.getsize(path)
        cluster_bytes = self.per_cluster * SECTOR
        clusters = (size + cluster_bytes - 1) // cluster_bytes
        first = self._free_cluster()
        self._chain(first, clusters)
        self._enter(name, first, size)
        r = self.board._call("msc", op="write", lba=self.cluster_sector(first), path=os.path.abspath(path),
                             offset=0, length=size, ms=120000)
        return r["sectors"]

    def _free_cluster(self):
        fat = self.read(self.fat)
        for c in range(2, SECTOR // 2):
            if struct.unpack_from("<H", fat, 2 * c)[0] == 0:
                return c
        raise AssertionError("no free cluster in the first FAT sector")

    def _chain(self, first, count):
        """FAT entries first..first+count-1, each pointing at the next, the
        last 0xFFFF; every FAT copy."""
        for copy in range(self.fats):
            base = self.fat + copy * self.per_fat
            lo, hi = (2 * first) // SECTOR, (2 * (first + count - 1)) // SECTOR
            sectors = bytearray(self.read(base + lo, hi - lo + 1))
            for c in range(first, first + count):
                struct.pack_into("<H", sectors, 2 * c - lo * SECTOR, 0xFFFF if c == first + count - 1 else c + 1)
            self.write(base + lo, sectors)

    def _enter(self, name, cluster, size):
        base, _, ext = name.partition(".")
        entry = (base.upper().ljust(8)[:8] + ext.upper().ljust(3)[:3]).encode("ascii")
        entry += bytes([0x20]) + bytes(14) + struct.pack("<HI", cluster, size)
        root = bytearray(self.read(self.root))
        for k in range(0, SECTOR, 32):
            if root[k] in (0, 0xe5):
                root[k:k + 32] = entry
                self.write(self.root, root)
                return
        raise AssertionError("the root directory's first sector is full")
