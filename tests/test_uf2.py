"""tools/uf2.py: the UF2 files a maker drags keep the NVM sector untouched
and lay the drive's FAT image whole where CircuitPython mounts it."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import uf2  # noqa: E402


def test_blocks_read_back_as_written():
    pages = {0: bytes(range(256)), 0x1000: b"\x01" * 256, uf2.DRIVE_OFFSET: b"\x02" * 256}
    data = uf2.write(pages)
    assert len(data) == 512 * 3
    assert uf2.read_blocks(data) == pages


def test_every_block_names_the_rp2040_and_the_count():
    import struct
    data = uf2.write({0: bytes(256), 256: bytes(256)})
    for i in range(2):
        _, _, flags, addr, size, number, count, family = struct.unpack_from("<8I", data, 512 * i)
        assert (flags, addr, size, number, count, family) == (
            uf2.FLAG_FAMILY, uf2.XIP_BASE + 256 * i, 256, i, 2, uf2.RP2040_FAMILY)


def test_nvm_sector_is_refused():
    for off in (uf2.NVM_OFFSET, uf2.NVM_OFFSET + 0xF00):
        with pytest.raises(ValueError, match="NVM"):
            uf2.write({off: bytes(256)})


def test_outside_flash_is_refused():
    with pytest.raises(ValueError, match="outside"):
        uf2.write({uf2.FLASH_SIZE: bytes(256)})


def test_drive_pages_keep_zeros_and_stop_after_the_last_used_sector():
    image = bytearray(64 * 1024)
    image[0] = 0xEB                   # a boot sector
    image[5000] = 7                   # the last used byte, in the second 4 KB sector
    pages = uf2.drive_pages(bytes(image))
    assert sorted(pages) == [uf2.DRIVE_OFFSET + o for o in range(0, 8192, 256)]
    assert pages[uf2.DRIVE_OFFSET + 256] == bytes(256)   # a FAT's zeros mean free clusters
    assert pages[uf2.DRIVE_OFFSET + 4864][5000 - 4864] == 7


def test_layout_names_the_regions():
    pages = {0: bytes(256), 256: bytes(256), uf2.DRIVE_OFFSET: bytes(256)}
    assert uf2.layout(pages) == [(0, 512, "firmware"), (uf2.DRIVE_OFFSET, uf2.DRIVE_OFFSET + 256, "drive")]
    assert "NVM sector 0xff000 untouched: yes" in uf2.describe(pages)


def test_a_foreign_family_is_refused():
    data = bytearray(uf2.write({0: bytes(256)}))
    data[28:32] = (0x12345678).to_bytes(4, "little")
    with pytest.raises(ValueError, match="family"):
        uf2.read_blocks(bytes(data))
