"""Python side of the emulated board: real CircuitPython firmware (the
game's own, frozen in, or stock 9.2.8 / 10.2.1 with the game on the drive)
on an emulated RP2040 (rp2040js, driven by board_emu/server.js in Node).

    b = Board(settings={"YZ_DEBUG_MEM": 1})   # stages CIRCUITPY, loads flash
    Board(firmware="10.2.1", mpy=True)        # stock firmware, .mpy drive
    b.power_on()
    b.run_until("mem title", 60_000)          # emulated ms at most
    b.press("A"); b.shake()
    b.pixels(); b.screenshot("x.png")         # the SSD1306's glass, decoded
    b.cut_power()                             # at this very cycle
    b.power_on()                              # same flash: NVM and CIRCUITPY

The stock firmware files are not in the repository: ``../shared/board/``
beside the clone, or BOARD_FIRMWARE_DIR, must hold them (see FIRMWARE_HELP);
the game's own is built into dist/ by scripts/build_firmware.sh.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile

from board_emu import stage
from host_sim import render
from host_sim.oled import SSD1306

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BOOTROM = "bootrom_b1.bin"
# Official CircuitPython for the Pico, by version: the file and its sha256.
STOCK = {
    "9.2.8": ("adafruit-circuitpython-raspberry_pi_pico-en_US-9.2.8.uf2",
              "d4962d583603631faec871071d4e01ddc3934069a3bfc8dd4a7c70fd1177f920"),
    "10.2.1": ("adafruit-circuitpython-raspberry_pi_pico-en_US-10.2.1.uf2",
               "4568ecbf69a4623ec5bfcbf9efc983e9d264c7b0d4ab56f14fe336543c708318"),
}
BOOTROM_SHA256 = "90b31e108faedfa6bbcfcc33ba05dac61e645108cfbbdc385f8dafc71fde44ae"
# The game's own firmware (scripts/build_firmware.sh): "frozen" in the
# harness's options; the default unless YZ_FIRMWARE names a stock version.
FROZEN = "frozen"
DIST = os.path.join(ROOT, "dist")
ONE_FILE = os.path.join(DIST, stage.ONE_FILE)
FIRMWARE_ONLY = os.path.join(DIST, stage.FIRMWARE_ONLY)
CIRCUITPY_OFFSET = 0x100000
# YZ_DEBUG_MEM's console line (lib/handheld/hardware/__init__.py): screen, bytes
# free and bytes in use
_MEM_LINE = re.compile(r"mem ([^:\r\n]+): (\d+) bytes free(?:, (\d+) in use)?")
NVM_OFFSET = 0xFF000
FIRMWARE_HELP = """The board emulation needs files that are not in the repository,
in %(dir)s (or the folder named by BOARD_FIRMWARE_DIR):
  %(uf2)s
      CircuitPython %(version)s for the Raspberry Pi Pico: download it from
      circuitpython.org (board "Raspberry Pi Pico", version %(version)s, en_US, .UF2).
      sha256 %(uf2_sha)s
  %(rom)s
      the RP2040 B1 boot ROM (16,384 bytes), built from the raspberrypi/pico-bootrom
      sources (the rp2040js repository's demo carries the same bytes).
      sha256 %(rom_sha)s
and Node.js with `npm ci` run in board_emu/ (installs rp2040js, pinned)."""
FROZEN_HELP = """The game's own firmware is not built: run `bash scripts/build_firmware.sh`
(or set YZ_FIRMWARE=9.2.8 or 10.2.1 for stock CircuitPython with the game on the drive)."""


class FirmwareMissing(Exception):
    pass


def firmware_dir():
    return os.environ.get("BOARD_FIRMWARE_DIR") or os.path.join(os.path.dirname(ROOT), "shared", "board")


def default_firmware():
    return os.environ.get("YZ_FIRMWARE") or FROZEN


def firmware_option(parser):
    """--firmware on a harness command: frozen (the default), 9.2.8 or
    10.2.1; use_firmware(args) then makes it every Board's default."""
    parser.add_argument("--firmware", default=default_firmware(), choices=[FROZEN] + list(STOCK),
                        help="the game's own firmware (frozen, the default) or a stock one "
                             "with the game on the drive (also YZ_FIRMWARE)")


def use_firmware(args):
    os.environ["YZ_FIRMWARE"] = args.firmware


def _checked(path, sha256, help_text):
    if not os.path.exists(path):
        raise FirmwareMissing("%s is missing.\n%s" % (path, help_text))
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest != sha256:
        raise FirmwareMissing("%s has sha256 %s, not %s.\n%s" % (path, digest, sha256, help_text))
    return path


def _built(path):
    """A UF2 of the game's own firmware, refused when older than the code
    it freezes (a stale image would test old code). FIRMWARE_ONLY, for a
    reflash, is checked the same way by its user."""
    if not os.path.exists(path):
        raise FirmwareMissing("%s is missing.\n%s" % (path, FROZEN_HELP))
    newest = max(os.path.getmtime(os.path.join(d, n))
                 for top in ("lib/handheld", "yahtzee_core")
                 for d, _, names in os.walk(os.path.join(ROOT, top)) for n in names if n.endswith(".py"))
    if os.path.getmtime(path) < newest:
        raise FirmwareMissing("%s is older than the game's code.\n%s" % (path, FROZEN_HELP))
    return path


def check_firmware(firmware=None):
    """The paths of the UF2 for ``firmware`` (a stock version, or FROZEN:
    the game's one-file UF2) and of the boot ROM, checked."""
    firmware = firmware or default_firmware()
    d = firmware_dir()
    if firmware == FROZEN:
        uf2 = _built(ONE_FILE)
        version = "9.2.8"
    elif firmware in STOCK:
        version = firmware
        uf2 = None
    else:
        raise FirmwareMissing("unknown firmware %r: %s, %s" % (firmware, FROZEN, ", ".join(STOCK)))
    name, sha = STOCK[version]
    help_text = FIRMWARE_HELP % {"dir": d, "uf2": name, "version": version, "rom": BOOTROM,
                                 "uf2_sha": sha, "rom_sha": BOOTROM_SHA256}
    rom = _checked(os.path.join(d, BOOTROM), BOOTROM_SHA256, help_text)
    if uf2 is None:
        uf2 = _checked(os.path.join(d, name), sha, help_text)
    if shutil.which("node") is None:
        raise FirmwareMissing("node is not installed.\n" + help_text)
    if not os.path.isdir(os.path.join(HERE, "node_modules", "rp2040js")):
        raise FirmwareMissing("rp2040js is not installed: run `npm ci` in board_emu/.\n" + help_text)
    return uf2, rom


def _pins():
    """Button/shake GPIO numbers from settings.toml.example (the defaults)."""
    text = stage.settings_text({})
    pins = {}
    for key, button in (("YZ_BTN_UP", "UP"), ("YZ_BTN_DOWN", "DOWN"), ("YZ_BTN_LEFT", "LEFT"),
                        ("YZ_BTN_RIGHT", "RIGHT"), ("YZ_BTN_A", "A"), ("YZ_BTN_B", "B"),
                        ("YZ_SHAKE_PIN", "SHAKE")):
        m = re.search(r'(?m)^%s\s*=\s*"GP(\d+)"' % key, text)
        pins[button] = int(m.group(1))
    return pins


PINS = _pins()


class Board:
    PRESS_MS = 100  # how long a press holds its button (games.py --press-ms)

    def __init__(self, mpy=False, settings=None, keep_drive=None, extra=None, firmware=None,
                 xip_cache=None, xip_penalty=None):
        """``firmware``: FROZEN, the game's own (dist/pocket-yahtzee-pico-VERSION.uf2,
        as one drag lays it: the firmware and its drive; with ``settings``
        or ``extra`` the drive is staged again with them, as a maker editing
        settings.toml would), or a stock version with the game's code
        staged on the drive (.py, or with ``mpy`` the bundle a maker copies:
        board_emu/stage.py).

        ``xip_cache``: model the RP2040's XIP flash cache (board_emu/xip.js),
        each miss stalling the core ``xip_penalty`` cycles (None: the 120
        derived there; 0: count hits and misses only). None (the default)
        takes BOARD_XIP_CACHE from the environment ("1" on), so any test or
        bench can be run with the model without editing it."""
        if xip_cache is None:
            xip_cache = os.environ.get("BOARD_XIP_CACHE", "0") not in ("", "0")
        self.firmware = firmware or default_firmware()
        self.frozen = self.firmware == FROZEN
        # how the game's code is held, for reports: "frozen", ".py", ".mpy"
        self.code = "frozen" if self.frozen else ".mpy" if mpy else ".py"
        self.mpy = mpy
        if self.frozen and mpy:
            raise ValueError("the game's own firmware has its code frozen in: no .mpy on its drive")
        uf2, rom = check_firmware(self.firmware)
        self.workdir = tempfile.mkdtemp(prefix="board-emu-")
        images = []
        if not self.frozen or settings or extra or keep_drive:
            img = os.path.join(self.workdir, "circuitpy.img")
            with open(img, "wb") as f:
                f.write(stage.image(mpy=mpy, settings=settings, keep=keep_drive, extra=extra,
                                    frozen=self.frozen))
            images.append({"offset": CIRCUITPY_OFFSET, "path": img})
        self.proc = subprocess.Popen(["node", os.path.join(HERE, "server.js")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.oled = SSD1306()
        self.console = ""        # everything the console printed since power-on
        self.nanos = 0
        self.powered = False
        self._call("init", bootrom=rom, uf2=uf2, images=images, xip_cache=bool(xip_cache),
                   xip_penalty=xip_penalty)

    def to_repl(self, reload=False):
        """Power on, let code.py reach the title, stop it (Ctrl-C) and wait
        at the REPL's prompt, where CircuitPython starts a fresh VM; with
        ``reload``, first a soft reload (Ctrl-D, what saving a file over USB
        does) back to the title. Needs YZ_DEBUG_MEM on (its "mem title")."""
        self.power_on()
        self.run_until("mem title", 60000)
        if reload:
            self.restart_to_repl()
            return
        self._stop_to_repl()

    def restart_to_repl(self):
        """From the REPL (or a running code.py): a soft reload, code.py to
        the title again, and back to a fresh REPL."""
        self.type("\x03")
        self.run(500)
        pos = len(self.console)
        self.type("\x04")
        self.run_until("mem title", 60000, since=pos)
        self._stop_to_repl()

    def _stop_to_repl(self):
        self.type("\x03")
        self.run(500)
        self.type("\r")
        self.run_until(">>> ", 5000)

    # --- the wire to Node ----------------------------------------------------
    def _call(self, cmd, **args):
        args["cmd"] = cmd
        self.proc.stdin.write(json.dumps(args) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the emulator process died")
        r = json.loads(line)
        if "error" in r:
            raise RuntimeError("emulator: " + r["error"])
        for hexbytes in r.get("i2c", ()):
            self.oled.write(bytes.fromhex(hexbytes))
        self.console += r.get("console", "")
        self.nanos = r.get("nanos", self.nanos)
        self.powered = r.get("powered", self.powered)
        return r

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- power -----------------------------------------------------------------
    def power_on(self, usb=True):
        """``usb`` False: on batteries, no USB host, so no console, and
        CircuitPython's deep sleep is the real one (DORMANT, then a
        watchdog reset: board_emu/sleep.js); with a host it pretends."""
        self.oled = SSD1306()  # the panel loses its RAM with the power
        self.console = ""
        self._call("power_on", usb=usb)

    def set_vsys(self, volts):
        """VSYS as the battery gives it (GP29 reads a third; 4.7 V on USB)."""
        self._call("set_vsys", volts=volts)

    def take_events(self):
        """[{"what": "dormant" | "wake" | "reset", "nanos": ...}] since the
        last call (board_emu/sleep.js), and whether the chip is DORMANT now."""
        r = self._call("take_events")
        return r["events"], r["dormant"]

    def cut_power(self):
        self._call("power_off")

    def flash_uf2(self, path):
        """Drag a UF2 onto the board (powered off, as in BOOTSEL mode): each
        4 KB sector a block lands in is erased, then programmed, as the
        boot ROM does; every other sector keeps what it held."""
        if self.powered:
            raise RuntimeError("flash a UF2 with the power off (the boot ROM's mode)")
        self._call("load_uf2", path=path)

    def write_drive(self, settings=None, extra=None):
        """Lay a freshly staged drive over CIRCUITPY (powered off), as a
        maker copying files would; the NVM is left as it is."""
        if self.powered:
            raise RuntimeError("write the drive with the power off")
        img = os.path.join(self.workdir, "circuitpy-2.img")
        with open(img, "wb") as f:
            f.write(stage.image(mpy=self.mpy, settings=settings, extra=extra, frozen=self.frozen))
        self._call("write_flash", offset=CIRCUITPY_OFFSET, path=img)

    def run_cycles(self, cycles):
        """Run exactly ``cycles`` CPU cycles (a power cut's instant)."""
        return self._call("run_cycles", cycles=int(cycles))

    def cut_after_flash(self, n, kind="any"):
        """Arm a cut right after the n-th flash event from now: 'erase' (a
        sector blanked), 'program' (one byte programmed) or 'any'."""
        self._call("cut_after_flash", n=n, kind=kind)

    def cut_after_ms(self, ms):
        """Arm a cut ``ms`` (fractional) of emulated time from now."""
        self._call("cut_after_nanos", nanos=int(ms * 1e6))

    def disarm(self):
        self._call("disarm")

    # --- time --------------------------------------------------------------------
    @property
    def ms(self):
        return self.nanos / 1e6

    def run(self, ms):
        if not self.powered:
            return ""  # a cut came first: time passes, nothing runs
        return self._call("run", ms=ms)["console"]

    def run_until(self, text, max_ms, since=None):
        """Run until ``text`` is on the console after position ``since`` (a
        len(self.console) taken earlier; default: now). Returns the text after it."""
        start = len(self.console) if since is None else since
        if text in self.console[start:]:
            return self.console[start:]
        self._call("mark")
        # what printed between `since` and now must count too
        done = 0
        while done < max_ms and text not in self.console[start:]:
            step = min(2000, max_ms - done)
            self._call("run", ms=step, until=text)
            done += step
            if not self.powered:
                break
        if text not in self.console[start:]:
            raise TimeoutError("%r not seen in %d ms; console tail:\n%s" % (text, max_ms, self.console[-1500:]))
        return self.console[start:]

    # --- buttons ------------------------------------------------------------------
    def hold(self, button, low=True):
        self._call("set_pin", pin=PINS[button], low=low)

    def press(self, button, ms=None, settle=60):
        """Press and release a button (or pulse the shake switch), held
        ``ms`` (PRESS_MS unless given)."""
        self.hold(button, True)
        self.run(self.PRESS_MS if ms is None else ms)
        self.hold(button, False)
        if settle:
            self.run(settle)

    def shake(self, changes=12, every=30, settle=60):
        """Rattle the vibration switch: ``changes`` contact changes, ``every``
        ms apart (as the simulator's shake does)."""
        low = False
        for _ in range(changes):
            low = not low
            self.hold("SHAKE", low)
            self.run(every)
        self.hold("SHAKE", False)
        if settle:
            self.run(settle)

    # --- the screen -----------------------------------------------------------------
    def pixels(self):
        return self.oled.pixels()

    def screenshot(self, path, scale=4):
        render.save_png(self.pixels(), path, scale=scale)

    def frames(self):
        return self.oled.data_bytes

    # --- what the firmware printed ------------------------------------------------------
    def mem_lines(self):
        """[(screen, bytes free)] from YZ_DEBUG_MEM's console lines."""
        return [(m.group(1), int(m.group(2))) for m in _MEM_LINE.finditer(self.console)]

    def mem_use(self):
        """[(screen, bytes free, bytes in use or None)]: the same lines with
        the heap in use, where the app printed it."""
        return [(m.group(1), int(m.group(2)), int(m.group(3)) if m.group(3) else None)
                for m in _MEM_LINE.finditer(self.console)]

    def type(self, text):
        """Type on the USB console (Ctrl-C is "\x03")."""
        self._call("type", text=text)

    def read_flash(self, offset, length):
        return bytes.fromhex(self._call("read_flash", offset=offset, length=length)["hex"])

    def nvm(self):
        return self.read_flash(NVM_OFFSET, 4096)

    def write_nvm(self, data):
        """Lay 4 KB over the NVM sector (powered off): a save the simulator
        made, say (the two share the byte layout, docs/SAVE_LAYOUT.md)."""
        if self.powered:
            raise RuntimeError("write the NVM with the power off")
        path = os.path.join(self.workdir, "nvm.bin")
        with open(path, "wb") as f:
            f.write(bytes(data))
        self._call("write_flash", offset=NVM_OFFSET, path=path)

    def stats(self):
        """The emulator's counters: ``stats`` (flash erases, programmed
        bytes), ``cycles`` (emulated, at 125 MHz), ``wait_nanos`` (the core
        in WFI), ``dormant`` and ``xip`` (None with the
        cache model off, else hits, misses, uncached, flushes, hit_rate,
        penalty, added_cycles and added_ms: the time the misses added),
        all counted since the Board was made."""
        return self._call("stats")
