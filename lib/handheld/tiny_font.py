"""A 3x5 pixel font in 4x6 tiles: 32 characters by 10 lines on the 128x64
OLED, for screens that must show a whole scorecard at once (the
overview). Upper case only (lower case is drawn upper case).

Each glyph is five digits, one per row from the top: the row's three
pixels as bits, 4 the left one, 1 the right one ("75557" is a 0). The
sheet is built once per use by ``sheet()``; a grid of tiles then shows
text by tile index, so nothing is allocated while it is shown.
"""

import displayio

W = 4   # a tile: the glyph and one pixel of gap right ...
H = 6   # ... and below

CHARS = " 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-*/+:.x^<>?"
GLYPHS = ("00000",
          "75557", "26227", "71747", "71317", "55711", "74717", "74757", "71122", "75757", "75717",
          "25755", "65656", "34443", "65556", "74647", "74644", "34553", "55755", "72227", "11152",
          "55655", "44447", "57755", "65555", "25552", "65644", "25563", "65655", "34216", "72222",
          "55557", "55552", "55775", "55255", "55222", "71247",
          "00700", "05250", "11244", "02720", "02020", "00002", "00525", "25000", "12421", "42124",
          "71202")


def sheet():
    """(bitmap, palette) of every glyph side by side, white on black."""
    bmp = displayio.Bitmap(W * len(CHARS), H, 2)
    for k in range(len(CHARS)):
        rows = GLYPHS[k]
        for y in range(5):
            bits = ord(rows[y]) - 48
            for x in range(3):
                if bits & (4 >> x):
                    bmp[k * W + x, y] = 1
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    return bmp, pal


def tile(ch):
    """The tile index of ``ch`` ("?" for one the font lacks)."""
    k = CHARS.find(ch.upper() if ch != "x" else ch)
    return k if k >= 0 else len(CHARS) - 1
