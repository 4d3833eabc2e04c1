"""The screens as big as the real glass shows them: a 0.96" SSD1306 has
128x64 dots on about 21.7 x 10.9 mm (0.17 mm a dot), so on a 100 dpi
monitor (0.254 mm a pixel) the panel's true size is about 86x43 pixels.

    python tools/true_size.py [--screens docs/screens] [--out DIR] [--dpi 100] [NAME ...]
    python tools/true_size.py --before OLD_SCREENS NAME ...   # a change, before over after

For each screenshot NAME given (tools/screenshots.py's PNGs, 4 pixels a
dot) it writes NAME.png in ``--out`` (default docs/true_size): the screen
at its true size (1x: the handheld at arm's length, about 60 cm, seen on
a monitor at the same distance) and twice that (2x: the handheld held at
about 30 cm, where a player holds it), side by side. With ``--before``
(a folder of the same screenshots made before a change) each NAME.png
holds the old pair over the new one, for docs/UI.md. With no NAME it
writes all.png: every screen at 1x on one sheet. Each dot is drawn as a
lit square a little smaller than its pitch (the panel's gaps) and the
picture is averaged down in linear light, as the eye blends dots too
small to tell apart, so what blurs here blurs on the glass.

Why it matters: a glyph of a 3x5 font is 5 dots, 0.85 mm, tall: under 10
minutes of arc at 30 cm, below what can be read at a glance, where the
interface font's capitals (8 dots, 1.4 mm, 16') are read without effort
and a 5x7 font's (1.2 mm, 14') nearly so.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PITCH_MM = 0.17      # the dot pitch of a 0.96" 128x64 panel
FILL = 0.85          # a lit dot's share of its pitch (the rest is gap)
LIT = (120, 220, 255)
DARK = (8, 10, 16)
SUB = 12             # supersampling: sub-pixels a dot is drawn with


def dots(path, scale=4):
    """The 0/1 dots of a screenshot saved at ``scale`` pixels a dot."""
    from PIL import Image
    img = Image.open(path).convert("L")
    w, h = img.size[0] // scale, img.size[1] // scale
    px = img.load()
    return [[1 if px[x * scale + scale // 2, y * scale + scale // 2] > 60 else 0 for x in range(w)]
            for y in range(h)]


def _linear(c):
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(v):
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return max(0, min(255, round(v * 255)))


def render(pixels, dpi=100, zoom=1):
    """The panel at ``zoom`` times its true size on a ``dpi`` monitor."""
    from PIL import Image
    h, w = len(pixels), len(pixels[0])
    per_dot = PITCH_MM / 25.4 * dpi * zoom      # monitor pixels a dot spans
    out_w, out_h = round(w * per_dot), round(h * per_dot)
    lit = round(SUB * FILL)
    pad = (SUB - lit) // 2
    mask = Image.new("L", (w * SUB, h * SUB), 0)
    block = Image.new("L", (lit, lit), 255)
    for y in range(h):
        row = pixels[y]
        for x in range(w):
            if row[x]:
                mask.paste(block, (x * SUB + pad, y * SUB + pad))
    cover = mask.resize((out_w, out_h), Image.BOX)  # how much of each pixel is lit
    lut = [[_srgb(_linear(d) + (_linear(l) - _linear(d)) * a / 255) for a in range(256)]
           for d, l in zip(DARK, LIT)]
    return Image.merge("RGB", [cover.point(t) for t in lut])


def pair(pixels, dpi=100):
    """1x and 2x side by side on a dark strip."""
    from PIL import Image
    a, b = render(pixels, dpi, 1), render(pixels, dpi, 2)
    gap = 12
    sheet = Image.new("RGB", (a.width + b.width + 3 * gap, b.height + 2 * gap), (40, 40, 48))
    sheet.paste(a, (gap, gap + (b.height - a.height) // 2))
    sheet.paste(b, (a.width + 2 * gap, gap))
    return sheet


def before_after(old, new, dpi=100):
    """The pair of ``old`` over the pair of ``new``, each row labelled."""
    from PIL import Image, ImageDraw
    a, b = pair(old, dpi), pair(new, dpi)
    label = 52
    sheet = Image.new("RGB", (a.width + label, a.height + b.height), (40, 40, 48))
    sheet.paste(a, (label, 0))
    sheet.paste(b, (label, a.height))
    draw = ImageDraw.Draw(sheet)
    draw.text((6, a.height // 2 - 5), "before", fill=(200, 200, 200))
    draw.text((6, a.height + b.height // 2 - 5), "after", fill=(200, 200, 200))
    return sheet


def contact(named, dpi=100, columns=6):
    """Every screen at 1x on one sheet, in rows of ``columns``."""
    from PIL import Image
    tiles = [render(p, dpi, 1) for _, p in named]
    if not tiles:
        return None
    gap = 8
    tw, th = tiles[0].size
    rows = (len(tiles) + columns - 1) // columns
    sheet = Image.new("RGB", (columns * (tw + gap) + gap, rows * (th + gap) + gap), (40, 40, 48))
    for k, t in enumerate(tiles):
        sheet.paste(t, (gap + (k % columns) * (tw + gap), gap + (k // columns) * (th + gap)))
    return sheet


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", help="screens (docs/screens/NAME.png); default: all")
    ap.add_argument("--screens", default=os.path.join(ROOT, "docs", "screens"))
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "true_size"))
    ap.add_argument("--dpi", type=float, default=100, help="the monitor's pixels an inch")
    ap.add_argument("--before", help="the same screenshots before a change: NAME.png shows both")
    a = ap.parse_args(argv)
    names = a.names or sorted(n[:-4] for n in os.listdir(a.screens) if n.endswith(".png"))
    os.makedirs(a.out, exist_ok=True)
    named = [(name, dots(os.path.join(a.screens, name + ".png"))) for name in names]
    if not a.names:  # every screen: one sheet at 1x
        path = os.path.join(a.out, "all.png")
        contact(named, a.dpi).save(path)
        print(path)
        return 0
    for name, pixels in named:
        path = os.path.join(a.out, name + ".png")
        if a.before:
            before_after(dots(os.path.join(a.before, name + ".png")), pixels, a.dpi).save(path)
        else:
            pair(pixels, a.dpi).save(path)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
