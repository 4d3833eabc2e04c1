"""Pictures of the simulated screen: half-block text and PNG files."""


def halfblocks(pixels, on="\u2588", top="\u2580", bottom="\u2584", off=" "):
    """The screen as text, two pixel rows per character row."""
    lines = []
    for y in range(0, len(pixels), 2):
        a = pixels[y]
        b = pixels[y + 1] if y + 1 < len(pixels) else [0] * len(a)
        lines.append("".join(on if p and q else top if p else bottom if q else off for p, q in zip(a, b)))
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
