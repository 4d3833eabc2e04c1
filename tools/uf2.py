"""UF2 files for the RP2040: read a firmware's blocks, add the CIRCUITPY
drive's blocks, check the layout, write one file a Pico takes by drag.

A UF2 file is 512-byte blocks, each carrying 256 bytes for one flash
address (the RP2040 boot ROM takes 256-byte payloads only). The boot ROM
erases a 4 KB sector the first time a block lands in it, so a sector is
either left alone or wholly rewritten by the blocks the file holds for it.

    python tools/uf2.py info FILE.uf2      # the layout: what lies where
"""

import struct
import sys

MAGIC0, MAGIC1, MAGIC_END = 0x0A324655, 0x9E5D5157, 0x0AB16F30
FLAG_FAMILY = 0x00002000
RP2040_FAMILY = 0xE48BFF56
XIP_BASE = 0x10000000
PAGE = 256
SECTOR = 4096
# CircuitPython's flash layout on the Pico (ports/raspberrypi): the firmware
# from 0, microcontroller.nvm in the 4 KB sector below 1 MB, CIRCUITPY after.
NVM_OFFSET = 0xFF000
DRIVE_OFFSET = 0x100000
FLASH_SIZE = 2 * 1024 * 1024


def read_blocks(data):
    """{flash offset: 256 bytes} from a UF2 file's bytes."""
    pages = {}
    for off in range(0, len(data), 512):
        m0, m1, flags, addr, size, _, _, family = struct.unpack_from("<8I", data, off)
        if (m0, m1) != (MAGIC0, MAGIC1) or struct.unpack_from("<I", data, off + 508)[0] != MAGIC_END:
            raise ValueError("not a UF2 block at byte %d" % off)
        if flags & FLAG_FAMILY and family != RP2040_FAMILY:
            raise ValueError("block at byte %d is for family 0x%08x, not the RP2040" % (off, family))
        if size != PAGE or addr % PAGE:
            raise ValueError("block at byte %d: %d bytes at 0x%x (the RP2040 takes 256-byte pages)"
                             % (off, size, addr))
        pages[addr - XIP_BASE] = bytes(data[off + 32:off + 32 + size])
    return pages


def drive_pages(image):
    """The pages of a FAT image laid at DRIVE_OFFSET, up to its last used
    byte. Every page below that is kept, zeros included: a FAT table's zeros
    mean free clusters, and a sector the boot ROM erases reads 0xFF."""
    end = len(image)
    while end > 0 and image[end - 1] in (0, 0xFF):
        end -= 1
    end = (end + SECTOR - 1) // SECTOR * SECTOR
    return {DRIVE_OFFSET + o: bytes(image[o:o + PAGE]).ljust(PAGE, b"\xff") for o in range(0, end, PAGE)}


def check_layout(pages):
    """Refuse pages outside the flash or in the NVM sector: a reflash must
    keep the saves, high scores and settings there."""
    for off in pages:
        if not 0 <= off < FLASH_SIZE:
            raise ValueError("page at flash offset 0x%x is outside the 2 MB flash" % off)
        if NVM_OFFSET <= off < NVM_OFFSET + SECTOR:
            raise ValueError("page at flash offset 0x%x is in the NVM sector (saves)" % off)


def write(pages):
    """UF2 bytes for {flash offset: 256 bytes}, in address order."""
    check_layout(pages)
    addrs = sorted(pages)
    out = bytearray()
    for i, off in enumerate(addrs):
        head = struct.pack("<8I", MAGIC0, MAGIC1, FLAG_FAMILY, XIP_BASE + off, PAGE, i, len(addrs),
                           RP2040_FAMILY)
        out += head + pages[off] + bytes(476 - PAGE) + struct.pack("<I", MAGIC_END)
    return bytes(out)


def layout(pages):
    """[(first offset, end offset, what)] runs of the pages, for a report."""
    runs = []
    for off in sorted(pages):
        what = ("firmware" if off < NVM_OFFSET else "NVM" if off < DRIVE_OFFSET else "drive")
        if runs and runs[-1][1] == off and runs[-1][2] == what:
            runs[-1][1] = off + PAGE
        else:
            runs.append([off, off + PAGE, what])
    return [tuple(r) for r in runs]


def describe(pages):
    lines = []
    for start, end, what in layout(pages):
        lines.append("  0x%06x-0x%06x  %-8s %9s bytes" % (start, end, what, format(end - start, ",")))
    fw = sum(PAGE for o in pages if o < NVM_OFFSET)
    lines.append("  firmware %s of %s bytes (room left %s); NVM sector 0x%x untouched: %s"
                 % (format(fw, ","), format(NVM_OFFSET, ","), format(NVM_OFFSET - fw, ","),
                    NVM_OFFSET, "yes" if not any(NVM_OFFSET <= o < DRIVE_OFFSET for o in pages) else "NO"))
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "info":
        raise SystemExit(__doc__)
    with open(sys.argv[2], "rb") as f:
        blocks = read_blocks(f.read())
    print("%s: %d blocks" % (sys.argv[2], len(blocks)))
    print(describe(blocks))
