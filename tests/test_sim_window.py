"""The simulator's window under a real X server (Xvfb): it opens as the
handheld (docs/sim-window.png is the reference picture), a button clicked
with the pointer is held while the mouse button is down, F12 saves a
screenshot into the folder given and says its name, and the terminal it
was started from hears nothing of pygame or the sound card.

Xvfb, xdotool and xwininfo (Debian's xvfb, xdotool, x11-utils) are
needed: .ci/run installs them, and these tests fail without them.

The comparison with the reference (``differences``): the glass must be
equal pixel for pixel (it is the OLED's picture, ours alone); elsewhere
a pixel counts as different when a channel is more than TOLERANCE off,
and at most ALLOWED of them may be (room for another FreeType's
smoothing of the labels' edges; the window under Xvfb and the same
state drawn off screen differ in none). What that catches is measured in
test_the_comparison_catches_a_change_of_the_drawing: the UP button drawn
held is 0.42% of the pixels, the status line one space to the right
0.38%, the case's red 192 -> 160 (at its top; less towards its darker
bottom) 4.0%: each more than four times ALLOWED.

    python tests/test_sim_window.py --write    # draws docs/sim-window.png again
"""

import os
import shutil
import subprocess
import sys
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REFERENCE = os.path.join(ROOT, "docs", "sim-window.png")
TITLE = "Pocket Yahtzee (simulator)"
SCALE = 3
TOLERANCE = 16
ALLOWED = 0.0005  # of the window's pixels, outside the glass
TOOLS = ("Xvfb", "xdotool", "xwininfo")


def test_the_x_tools_are_installed():
    """Not a skip: without them the window goes untested (.ci/run installs them)."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    assert not missing, "missing %s: apt-get install xvfb xdotool x11-utils" % " ".join(missing)


class XServer:
    """An Xvfb of our own on a free display (-displayfd), 1024x768."""

    def __init__(self, home):
        self.home = home  # a home with a Pictures folder: the legend says "F12 saves into ~/Pictures"
        os.makedirs(os.path.join(home, "Pictures"), exist_ok=True)
        r, w = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1024x768x24",
                                      "-nolisten", "tcp"], pass_fds=(w,),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            self.display = ":" + f.readline().strip()
        assert self.display != ":", "Xvfb did not start"

    def env(self):
        env = {k: v for k, v in os.environ.items()
               if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT", "WAYLAND_DISPLAY",
                            "XDG_PICTURES_DIR", "XDG_CONFIG_HOME")}
        env["DISPLAY"] = self.display
        env["HOME"] = self.home
        env["PYTHONPATH"] = ROOT  # python -m host_sim from another folder, as play.sh starts it
        return env

    def run(self, *args):
        return subprocess.run(list(args), env=self.env(), capture_output=True, text=True, timeout=30)

    def close(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)


@pytest.fixture
def xserver(tmp_path):
    assert shutil.which("Xvfb"), "Xvfb is missing: apt-get install xvfb"
    x = XServer(str(tmp_path / "home"))
    try:
        yield x
    finally:
        x.close()


class Window:
    """The simulator's window, started from ``cwd`` with ``args``."""

    def __init__(self, x, cwd, *args):
        self.x = x
        cmd = [sys.executable, "-P", "-m", "host_sim", "--window", "--nvm", "none", "--seed", "1",
               "--scale", str(SCALE)] + list(args)
        self.proc = subprocess.Popen(cmd, cwd=cwd, env=x.env(), stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.box = None
        end = time.time() + 90
        while time.time() < end and self.box is None:
            r = x.run("xwininfo", "-name", TITLE)
            if r.returncode == 0 and "IsViewable" in r.stdout:
                info = dict(line.strip().split(":", 1) for line in r.stdout.splitlines() if ":" in line)
                self.box = tuple(int(info[k]) for k in ("Absolute upper-left X", "Absolute upper-left Y",
                                                        "Width", "Height"))
            elif self.proc.poll() is not None:
                break
            else:
                time.sleep(0.3)
        assert self.box is not None, "no window: %s" % (self.proc.communicate(timeout=10),)

    def grab(self):
        from PIL import ImageGrab
        x, y, w, h = self.box
        return ImageGrab.grab(xdisplay=self.x.display).crop((x, y, x + w, y + h)).convert("RGB")

    def point(self, name, *actions):
        """Move the pointer onto button ``name`` and do ``actions``
        (xdotool's mousedown 1, mouseup 1, click 1)."""
        from host_sim.body import Layout
        cx, cy = Layout(SCALE).centre(name)
        r = self.x.run("xdotool", "mousemove", str(self.box[0] + cx), str(self.box[1] + cy), *actions)
        assert r.returncode == 0, r.stderr

    def key(self, name):
        r = self.x.run("xdotool", "key", name)
        assert r.returncode == 0, r.stderr

    def wait_for(self, test, seconds=60):
        """Grab until ``test(picture)`` holds; the last picture."""
        end = time.time() + seconds
        while True:
            img = self.grab()
            if test(img) or time.time() > end:
                return img
            time.sleep(0.25)

    def close(self):
        """Esc, as a player quits; (status, stdout, stderr)."""
        if self.proc.poll() is None:
            self.key("Escape")
        try:
            out, err = self.proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        return self.proc.returncode, out, err


def glass_box():
    from host_sim.body import Layout
    x, y, w, h = Layout(SCALE).glass
    return (x, y, x + w, y + h)


def differences(img, ref):
    """(glass pixels that differ, fraction of the other pixels more than
    TOLERANCE off in a channel)."""
    from PIL import ImageChops
    assert img.size == ref.size, (img.size, ref.size)
    r, g, b = ImageChops.difference(img.convert("RGB"), ref.convert("RGB")).split()
    most = ImageChops.lighter(ImageChops.lighter(r, g), b)  # each pixel's largest channel difference
    glass = most.crop(glass_box())
    glass_off = glass.size[0] * glass.size[1] - glass.histogram()[0]
    far = most.point(lambda v: 255 if v > TOLERANCE else 0)
    far.paste(0, glass_box())
    return glass_off, far.histogram()[255] / (img.size[0] * img.size[1])


def matches(img, ref):
    glass_off, share = differences(img, ref)
    return glass_off == 0 and share <= ALLOWED


def _menu_after_a_click(x, cwd):
    """Start the window, click A on the title (held: drawn down), let go;
    the window once the menu shows and the boot message is gone, and the
    picture while A was held."""
    from PIL import Image
    from host_sim.body import Layout
    w = Window(x, cwd)
    title = w.wait_for(lambda img: img.crop(glass_box()).getcolors(1 << 16) and
                       len(img.crop(glass_box()).getcolors(1 << 16)) > 1)  # something lit: the title
    w.point("A", "mousedown", "1")
    held = w.wait_for(lambda img: img.getpixel(_ring("A")) != title.getpixel(_ring("A")), 30)
    w.point("A", "mouseup", "1")
    ref = Image.open(REFERENCE) if os.path.exists(REFERENCE) else None
    status = Layout(SCALE).status
    quiet = title.crop((status[0], status[1], status[0] + status[2], status[1] + status[3]))

    def settled(img):  # the menu is up and the boot's message has had its moment
        if ref is not None:
            return matches(img, ref)
        strip = img.crop((status[0], status[1], status[0] + status[2], status[1] + status[3]))
        return img.crop(glass_box()) != title.crop(glass_box()) and strip != quiet
    return w, w.wait_for(settled, 60), held, title


def _ring(name):
    """A point on button ``name`` away from its letter: its colour says up or down."""
    from host_sim.body import Layout
    lay = Layout(SCALE)
    cx, cy, r = lay.circles[name]
    return (cx, cy - r + 2 * SCALE)


def test_the_window_is_the_handheld_and_a_click_holds_a_button(xserver, tmp_path):
    from PIL import Image
    from host_sim import body
    w, menu, held, title = _menu_after_a_click(xserver, str(tmp_path))
    status, out, err = w.close()
    assert held.getpixel(_ring("A")) == body.KEY_DOWN and title.getpixel(_ring("A")) == body.KEY
    assert menu.getpixel(_ring("A")) == body.KEY  # let go with the mouse button
    assert menu.getpixel(_ring("B")) == body.KEY
    ref = Image.open(REFERENCE)
    glass_off, share = differences(menu, ref)
    if glass_off or share > ALLOWED:
        menu.save(str(tmp_path / "sim-window.png"))
    assert glass_off == 0 and share <= ALLOWED, (
        "the window differs from docs/sim-window.png: %d glass pixels, %.3f%% of the rest; this run's "
        "picture: %s" % (glass_off, 100 * share, tmp_path / "sim-window.png"))
    assert status == 0, err
    # no pygame banner, no ALSA lines: nothing at all
    assert out == "" and err == "", (out, err)


def test_keys_hold_buttons_h_lists_them_and_f12_saves_into_the_folder_given(xserver, tmp_path):
    """F12's folder is given relative to where the command was typed."""
    from PIL import Image
    from host_sim import body
    lay = body.Layout(SCALE)
    s = lay.status
    strip = (s[0], s[1], s[0] + s[2], s[1] + s[3])
    w = Window(xserver, str(tmp_path), "--screenshots", "shots")
    boot = w.wait_for(lambda img: len(img.crop(glass_box()).getcolors(1 << 16) or ()) > 1).crop(strip)
    w.point("B")  # the pointer over the window: X gives it the keys
    edge = (lay.rects["LEFT"][0] + SCALE, lay.rects["LEFT"][1] + lay.rects["LEFT"][3] // 2)
    assert xserver.run("xdotool", "keydown", "Left").returncode == 0
    down = w.wait_for(lambda img: img.getpixel(edge) == body.KEY_DOWN, 30).getpixel(edge)
    assert xserver.run("xdotool", "keyup", "Left").returncode == 0
    up = w.wait_for(lambda img: img.getpixel(edge) == body.KEY, 30).getpixel(edge)
    assert (down, up) == (body.KEY_DOWN, body.KEY)  # held as long as the key is
    w.key("h")
    listed = w.wait_for(lambda img: img.getpixel(edge) != body.KEY, 30)
    w.key("h")
    back = w.wait_for(lambda img: img.getpixel(edge) == body.KEY, 30)
    assert listed.getpixel(edge) != body.KEY and back.getpixel(edge) == body.KEY  # the key list came and went
    quiet = w.wait_for(lambda img: img.crop(strip) != boot, 60).crop(strip)  # the boot message's moment is over
    assert quiet != boot
    w.key("F12")
    shot = tmp_path / "shots" / "pocket-yahtzee-001.png"
    said = w.wait_for(lambda img: img.crop(strip) != quiet, 30)
    status, out, err = w.close()
    assert status == 0, err
    assert out == "screenshot saved: %s\n" % shot, out
    assert said.crop(strip) != quiet  # and on screen
    png = Image.open(shot)
    assert png.size == (512, 256)  # the screen at 4x, as the headless screenshots
    glass = said.crop(glass_box()).resize((128, 64), Image.NEAREST)
    assert png.resize((128, 64), Image.NEAREST).convert("L").point(lambda v: 255 * (v > 60)).tobytes() == \
        glass.convert("L").point(lambda v: 255 * (v > 60)).tobytes()
    assert not os.path.exists(os.path.join(ROOT, "sim-001.png"))


def _offscreen(monkeypatch, change=None):
    """The reference's state drawn off screen (the dummy video driver):
    the menu after A, the idle status line; ``change(painter, kwargs)``
    alters the drawing."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from host_sim import body, window  # (before pygame: no banner)
    import pygame
    from PIL import Image
    from host_sim.sim import Sim
    from host_sim.status import wrap
    sim = Sim(seed=1).boot()
    sim.run_until_idle()
    sim.press("A")
    sim.run_until_idle()
    pygame.display.init()
    pygame.font.init()
    lay = body.Layout(SCALE)
    surf = pygame.Surface(lay.size)
    painter = body.Painter(lay, window._short(__import__("host_sim.shots").shots.where(None)))
    kw = {"held": (), "contrast": sim.device.oled.contrast,
          "status": wrap(window.IDLE, lay.status[2], lambda t: painter.font.size(t)[0])}
    if change:
        change(painter, kw)
    painter.draw(surf, sim.pixels(), **kw)
    return Image.frombytes("RGB", lay.size, pygame.image.tobytes(surf, "RGB"))


def test_the_comparison_catches_a_change_of_the_drawing(monkeypatch, tmp_path):
    """The reference, drawn off screen, matches; a button drawn down, a
    label moved, one OLED pixel, the case's colour each fail it. (F12's
    folder is part of the legend: the reference's home has a Pictures
    folder, "~/Pictures".)"""
    from PIL import Image
    from host_sim import body
    (tmp_path / "Pictures").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_PICTURES_DIR", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    ref = Image.open(REFERENCE).convert("RGB")
    same = _offscreen(monkeypatch)
    assert differences(same, ref) == (0, 0.0)

    def held(p, kw):
        kw["held"] = ("UP",)

    def moved(p, kw):
        kw["status"] = [" " + kw["status"][0]]

    def case(p, kw):
        monkeypatch.setattr(body, "CASE", (160, 57, 43))
        p.still = p._background()

    shares = {}
    for change in (held, moved, case):
        glass_off, shares[change.__name__] = differences(_offscreen(monkeypatch, change), ref)
        assert glass_off == 0
        assert shares[change.__name__] > 4 * ALLOWED, shares  # fails, with a margin
    pixel = same.copy()
    x0, y0 = glass_box()[:2]
    pixel.putpixel((x0 + 1, y0 + 1), (255, 255, 255))
    assert differences(pixel, ref)[0] == 1


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    import tempfile
    sys.path.insert(0, ROOT)
    if os.path.exists(REFERENCE):
        os.remove(REFERENCE)
    with tempfile.TemporaryDirectory() as d:
        x = XServer(os.path.join(d, "home"))
        try:
            win, menu, _, _ = _menu_after_a_click(x, d)
            time.sleep(1)
            menu = win.grab()
            win.close()
        finally:
            x.close()
    menu.save(REFERENCE)
    print("wrote", REFERENCE, menu.size)
