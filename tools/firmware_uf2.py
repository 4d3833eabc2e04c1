"""The UF2 files a maker drags onto a Pico, from the firmware the build
made (scripts/build_firmware.sh runs this):

    dist/pocket-yahtzee-pico-VERSION.uf2           firmware + the drive's files
    dist/pocket-yahtzee-pico-firmware-VERSION.uf2  firmware alone: a maker's
                                                   edited drive and every
                                                   save are kept

    python tools/firmware_uf2.py FIRMWARE.uf2 DIST [--release]

The drive (code.py, assets/, settings.toml with the reference wiring, an
empty lib/) is a FAT image laid from flash offset 0x100000, where
CircuitPython mounts CIRCUITPY. No block touches the NVM sector at
0xFF000, so a reflash keeps saves, high scores and statistics. With
--release both are also copied to releases/, under the same names.
"""

import hashlib
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tools")]

import uf2  # noqa: E402
from board_emu import stage  # noqa: E402

ONE_FILE, FIRMWARE_ONLY = stage.ONE_FILE, stage.FIRMWARE_ONLY  # named by the version


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
    if len(argv) == 3 and stage.version().endswith(".dev"):  # before a file is written
        raise SystemExit("--release: VERSION %s is in development; drop the .dev to cut its release "
                         "(docs/FIRMWARE_BUILD.md, \"A release\")" % stage.version())
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
        for name in (ONE_FILE, FIRMWARE_ONLY):
            release = os.path.join(ROOT, "releases", name)
            shutil.copy(os.path.join(dist, name), release)
            print("sha256 %s  %s" % (sha256(release), name))


if __name__ == "__main__":
    main(sys.argv[1:])
