"""The UF2 files a maker drags onto a Pico, from the firmware the build
made (scripts/build_firmware.sh runs this):

    dist/pocket-yahtzee-pico.uf2           firmware + the drive's files
    dist/pocket-yahtzee-pico-firmware.uf2  firmware alone: a maker's edited
                                           drive and every save are kept

    python tools/firmware_uf2.py FIRMWARE.uf2 DIST [--release]

The drive (code.py, assets/, settings.toml with the reference wiring, an
empty lib/) is a FAT image laid from flash offset 0x100000, where
CircuitPython mounts CIRCUITPY. No block touches the NVM sector at
0xFF000, so a reflash keeps saves, high scores and statistics. With
--release the one-file UF2 is also copied to
releases/pocket-yahtzee-pico-VERSION.uf2.
"""

import hashlib
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tools")]

import uf2  # noqa: E402
from board_emu import stage  # noqa: E402

ONE_FILE = "pocket-yahtzee-pico.uf2"
FIRMWARE_ONLY = "pocket-yahtzee-pico-firmware.uf2"


def version():
    with open(os.path.join(ROOT, "lib", "handheld", "version.py")) as f:
        return re.search(r'VERSION = "([^"]+)"', f.read()).group(1)


def firmware_pages(path):
    with open(path, "rb") as f:
        pages = uf2.read_blocks(f.read())
    beyond = [o for o in pages if o >= uf2.NVM_OFFSET]
    if beyond:
        raise SystemExit("the firmware reaches 0x%x: past its region, into the NVM sector" % max(beyond))
    return pages


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main(argv):
    if len(argv) not in (2, 3) or (len(argv) == 3 and argv[2] != "--release"):
        raise SystemExit(__doc__)
    firmware, dist = argv[0], argv[1]
    pages = firmware_pages(firmware)
    drive = uf2.drive_pages(stage.image(frozen=True))
    everything = dict(pages)
    everything.update(drive)
    outputs = ((FIRMWARE_ONLY, pages), (ONE_FILE, everything))
    for name, content in outputs:
        path = os.path.join(dist, name)
        with open(path, "wb") as f:
            f.write(uf2.write(content))
        print("%s: %s bytes, %d blocks, sha256 %s" % (path, format(os.path.getsize(path), ","),
                                                     len(content), sha256(path)))
    print("layout of %s:" % ONE_FILE)
    print(uf2.describe(everything))
    if len(argv) == 3:
        os.makedirs(os.path.join(ROOT, "releases"), exist_ok=True)
        release = os.path.join(ROOT, "releases", "pocket-yahtzee-pico-%s.uf2" % version())
        shutil.copy(os.path.join(dist, ONE_FILE), release)
        print("%s: sha256 %s" % (os.path.relpath(release, ROOT), sha256(release)))


if __name__ == "__main__":
    main(sys.argv[1:])
