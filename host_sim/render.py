"""Pictures of the simulated screen: block or Braille text, and PNG files."""


def halfblocks(pixels, on="\u2588", top="\u2580", bottom="\u2584", off=" "):
    """The screen as text, two pixel rows per character row."""
    lines = []
    for y in range(0, len(pixels), 2):
        a = pixels[y]
        b = pixels[y + 1] if y + 1 < len(pixels) else [0] * len(a)
        lines.append("".join(on if p and q else top if p else bottom if q else off for p, q in zip(a, b)))
    return lines


# 2x2 pixels per character: top-left 1, top-right 2, bottom-left 4, bottom-right 8
QUADRANTS = " \u2598\u259d\u2580\u2596\u258c\u259e\u259b\u2597\u259a\u2590\u259c\u2584\u2599\u259f\u2588"


def quadrants(pixels):
    """The screen as text in half the width: 2x2 pixels per character,
    for terminals narrower than 128 columns."""
    lines = []
    h, w = len(pixels), len(pixels[0])
    for y in range(0, h, 2):
        a = pixels[y]
        b = pixels[y + 1] if y + 1 < h else [0] * w
        lines.append("".join(QUADRANTS[a[x] | (a[x + 1] << 1 if x + 1 < w else 0) | (b[x] << 2)
                                       | (b[x + 1] << 3 if x + 1 < w else 0)] for x in range(0, w, 2)))
    return lines


# 2x4 pixels per character as Braille dots: bits by (x, y) in the cell
_BRAILLE = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))


def braille(pixels):
    """The screen as Braille dots, 2x4 pixels a character: 64 columns and
    16 rows, for a standard 80x24 terminal (the blocks need 33 rows)."""
    lines = []
    h, w = len(pixels), len(pixels[0])
    for y in range(0, h, 4):
        rows = [pixels[y + k] if y + k < h else [0] * w for k in range(4)]
        line = []
        for x in range(0, w, 2):
            bits = 0
            for k in range(4):
                for j in range(2):
                    if x + j < w and rows[k][x + j]:
                        bits |= _BRAILLE[k][j]
            line.append(chr(0x2800 + bits))
        lines.append("".join(line))
    return lines


def save_png(pixels, path, scale=4, lit=(120, 220, 255), dark=(8, 10, 16)):
    """Write the screen to ``path`` as a PNG, each pixel ``scale`` wide."""
    from PIL import Image
    h, w = len(pixels), len(pixels[0])
    img = Image.new("RGB", (w, h))
    img.putdata([lit if p else dark for row in pixels for p in row])
    if scale != 1:
        img = img.resize((w * scale, h * scale), Image.NEAREST)
    img.save(path)
    return path
