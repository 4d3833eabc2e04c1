"""The web page's board, in headless Chromium, with the harness's Board
interface (board_emu/board.py), so that ``Mirror`` and ``Nav`` drive it
as they drive the Node board: the same presses, console and pixels.

    b = PageBoard(page_dir)          # a built page (node web/build.mjs --out DIR)
    b.power_on()                     # opens the page: the board boots
    b.run_until("mem title", 20000)  # emulated ms at most
    b.press("A"); b.pixels()         # the canvas as drawn, lit or not
    b.reload()                       # the page loaded again: saves kept

Differences from Board: the page's board runs on its own, against the
clock (web/worker.js), so ``run(ms)`` waits until ``ms`` of emulated time
have passed; a press is held 100 ms emulated by the page itself; power
off and on is the page's power switch; ``reload`` loads the page again.
``web/driver.mjs`` (playwright-core) is the other end.
"""

import json
import os
import shutil
import subprocess
import time

from board_emu.board import _MEM_LINE, PINS
from host_sim import render

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WEB = os.path.join(ROOT, "web")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


class PageMissing(Exception):
    pass


def shipped_uf2():
    """The UF2 the page ships (web/build.mjs's choice): the release of
    handheld.version's VERSION, else the firmware build's own."""
    from handheld.version import VERSION
    released = os.path.join(ROOT, "releases", "pocket-yahtzee-pico-%s.uf2" % VERSION)
    return released if os.path.exists(released) else os.path.join(ROOT, "dist", "pocket-yahtzee-pico-%s.uf2" % VERSION)


def check_tools():
    """Chromium, Node and the npm packages, or PageMissing saying what to install."""
    if not os.path.exists(CHROMIUM):
        raise PageMissing("%s is missing: Debian's chromium (apt-get install chromium); "
                          "CHROMIUM names another" % CHROMIUM)
    if shutil.which("node") is None:
        raise PageMissing("node is not installed (Debian: apt-get install nodejs npm)")
    for d, pkg in ((WEB, "playwright-core"), (WEB, "esbuild"), (HERE, "rp2040js")):
        if not os.path.isdir(os.path.join(d, "node_modules", pkg)):
            raise PageMissing("%s is not installed: run `npm ci` in %s (bash scripts/build_web.sh does)"
                              % (pkg, os.path.relpath(d, ROOT)))


def build(out, uf2=None):
    """Build the page into ``out`` (scripts/build_web.sh, which installs
    the npm packages first when they are missing), with the release's
    UF2 or ``uf2``; returns its output."""
    r = subprocess.run(["bash", os.path.join(ROOT, "scripts", "build_web.sh"), "--out", out]
                       + (["--uf2", uf2] if uf2 else []), capture_output=True, text=True)
    if r.returncode:
        raise PageMissing("the page did not build:\n" + r.stdout + r.stderr)
    return r.stdout


class PageBoard:
    PRESS_MS = 100  # the page holds a press this long (web/worker.js MIN_HOLD)
    frozen = True  # the page runs a one-file UF2: the game's own firmware (Mirror)

    def __init__(self, page_dir, debug=True, width=520, height=900, scale=1, trace=False):
        """``debug``: the page's ?debug, which adds YZ_DEBUG_MEM = 1 to its
        settings: the console then names each screen and the game's seed
        (what Mirror and Nav read). ``trace``: the page's ?trace, which
        keeps every write to the panel and every picture drawn (``trace``)."""
        check_tools()
        self.debug = debug
        self.trace_on = trace
        self.view = {"width": width, "height": height, "scale": scale}
        self.proc = subprocess.Popen(["node", os.path.join(WEB, "driver.mjs"), page_dir], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.console = ""
        self.ms = 0.0
        self.powered = False
        self.opened = False
        self.state = {}
        self.errors = []  # console errors, page errors and failed requests, as they came

    # --- the wire to the driver ----------------------------------------------------
    def _call(self, cmd, **args):
        args["cmd"] = cmd
        self.proc.stdin.write(json.dumps(args) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the page's driver died")
        r = json.loads(line)
        self.errors.extend(r.get("errors", ()))
        if "error" in r:
            raise RuntimeError("page: " + r["error"])
        self.console += r.get("text", "")
        s = r.get("s")
        if s:
            self.state = s
            self.ms = s["emulated"] / 1e6
            self.powered = s["powered"]
        return r

    def close(self):
        if self.proc.poll() is None:
            try:
                self._call("quit")
            except (RuntimeError, BrokenPipeError, ValueError):
                pass
            self.proc.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- power -----------------------------------------------------------------------
    def power_on(self, usb=True):
        """The first time, open the page (its board powers on by itself);
        later, the power switch, if it is off."""
        if not self.opened:
            self.opened = True
            self.console = ""
            self._call("open", debug=self.debug, trace=self.trace_on, **self.view)
            self.wait_started()
        elif not self.powered:
            self.console = ""
            self._call("power", on=True)
            self._call("wait", ms=0)

    def open_file(self):
        """Open the built page as a file (file://), as a person opening
        index.html from a folder would; returns its status line."""
        self._call("open", file=True, **self.view)
        return self.text("status")

    def text(self, element_id):
        """The text of the page's element ``element_id`` as shown."""
        return self._call("text", id=element_id)["value"]

    def responses(self):
        """[{url, status, encoding}] of every response since the last call
        (encoding: the Content-Encoding header, or None)."""
        return self._call("responses")["responses"]

    def trace(self, since=0):
        """With ``trace``: {"writes": the panel's writes from ``since`` on,
        each [start, end, wait, hex] (emulated nanos, the chip's WFI nanos
        so far, the bytes) or "on" / "off" (the power), "drawn": [[packed
        picture, times drawn]]} (web/main.js ``packed``), since the page
        was loaded."""
        return self._call("trace", **{"from": since})["value"]

    def wait_started(self, seconds=60):
        """Until the page's board has power (its files fetched and read)."""
        t0 = time.time()
        while time.time() - t0 < seconds:
            self._call("state")
            if self.state.get("powered") or self.errors:
                break
            time.sleep(0.02)
        if not self.state.get("powered"):
            raise RuntimeError("the page's board did not power on in %d s; errors: %s" % (seconds, self.errors))

    def cut_power(self, seconds=30):
        """The power switch off; returns once the page's board is off."""
        self._call("power", on=False)
        t0 = time.time()
        while self.powered and time.time() - t0 < seconds:
            time.sleep(0.02)
            self._call("state")
        if self.powered:
            raise RuntimeError("the page's board stayed on")

    def erase(self):
        """The page's Erase saves: the power off, every kept sector
        forgotten, a fresh board powered on."""
        if self.powered:
            self.cut_power()
        self._call("erase")
        self.console = ""
        self.wait_started()

    def reload(self):
        """Load the page again, as a person pressing reload: the board
        starts over from the flash the page kept."""
        self._call("reload")
        self.console = ""
        self.wait_started()

    # --- time -------------------------------------------------------------------------
    def run(self, ms):
        if not self.powered:
            return ""
        before = len(self.console)
        self._call("wait", ms=ms)
        return self.console[before:]

    def run_until(self, text, max_ms, since=None):
        """As Board.run_until: until ``text`` is on the console after
        position ``since`` (default: now), at most ``max_ms`` emulated."""
        start = len(self.console) if since is None else since
        if text not in self.console[start:]:
            self._call("wait_console", text=text, before=self.console[start:], ms=max_ms)
        if text not in self.console[start:]:
            raise TimeoutError("%r not seen in %d ms; console tail:\n%s" % (text, max_ms, self.console[-1500:]))
        return self.console[start:]

    def wait_saved(self, saves=0, ms=10000):
        """Until the page has kept every sector the firmware wrote (and
        made ``saves`` saves at least), at most ``ms`` of real time."""
        return self._call("wait_saved", saves=saves, ms=ms)["s"]

    # --- buttons -----------------------------------------------------------------------
    def hold(self, button, low=True):
        if button not in PINS:
            raise KeyError(button)
        self._call("down" if low else "up", button=button)

    def press(self, button, ms=None, settle=60):
        if ms not in (None, self.PRESS_MS):
            raise ValueError("the page holds every press %d ms" % self.PRESS_MS)
        self._call("press", button=button)
        self.run(self.PRESS_MS + settle)

    def shake(self, changes=12, every=30, settle=60):
        if (changes, every) != (12, 30):
            raise ValueError("the page's shake is 12 changes, 30 ms apart")
        self._call("shake")
        self.run(changes * every + settle)

    # --- the screen -----------------------------------------------------------------------
    def pixels(self):
        """The page's canvas as drawn: 64 rows of 128, 1 where lit."""
        return [[int(c) for c in row] for row in self._call("glass")["rows"]]

    def screenshot(self, path, scale=4):
        render.save_png(self.pixels(), path, scale=scale)

    def page_screenshot(self, path, full=False):
        """The whole page as a person sees it (PNG)."""
        self._call("screenshot", path=os.path.abspath(path), full=full)

    def frames(self):
        return self.state.get("dataBytes", 0)

    # --- what the firmware printed -------------------------------------------------------
    def mem_lines(self):
        return [(m.group(1), int(m.group(2))) for m in _MEM_LINE.finditer(self.console)]

    def evaluate(self, code):
        """The value of JavaScript ``code`` run in the page."""
        return self._call("evaluate", code=code)["value"]
