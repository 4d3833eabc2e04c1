"""A 5x7 pixel font in 6x8 tiles: 21 characters by 8 lines on the
128x64 OLED, for the screen that shows a whole scorecard at once (the
overview). Upper case only (lower case is drawn upper case, but "x").

Its capitals are 7 dots (1.2 mm on a 0.96" panel) tall, one less than
the interface font's, and 5 wide: the 3x5 font it replaces (0.85 mm,
three dots across, so K, M, N, W and H were one blur) could not be read
on the glass at arm's length (docs/UI.md, "Legible on the real glass").

Each glyph is seven digits in base 32, one per row from the top: the
row's five pixels as bits, 16 the left one, 1 the right one ("EHJLPHE"
is a 0). The sheet is built once per use by ``sheet()``; a grid of tiles
then shows text by tile index, so nothing is allocated while it is shown.
"""

import displayio

W = 6   # a tile: the glyph and one pixel of gap right ...
H = 8   # ... and below

CHARS = " 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-*/+:.x^<>?"
GLYPHS = ("0000000",
          "EHJLPHE", "4C4444E", "EH1248V", "V2421HE", "26AIV22", "VGU11HE", "68GUHHE", "V124888",
          "EHHEHHE", "EHHF12C",
          "EHHVHHH", "UHHUHHU", "EHGGGHE", "SIHHHIS", "VGGUGGV", "VGGUGGG", "EHGNHHF", "HHHVHHH",
          "E44444E", "72222IC", "HIKOKIH", "GGGGGGV", "HRLLHHH", "HHPLJHH", "EHHHHHE", "UHHUGGG",
          "EHHHLID", "UHHUKIH", "FGGE11U", "V444444", "HHHHHHE", "HHHHHA4", "HHHLLLA", "HHA4AHH",
          "HHHA444", "V1248GV",
          "000V000", "04LEL40", "01248G0", "044V440", "0CC0CC0", "00000CC", "00HA4AH", "4AH0000",
          "248G842", "8421248", "EH12404")


def sheet():
    """(bitmap, palette) of every glyph side by side, white on black."""
    bmp = displayio.Bitmap(W * len(CHARS), H, 2)
    for k in range(len(CHARS)):
        rows = GLYPHS[k]
        for y in range(7):
            bits = int(rows[y], 32)
            for x in range(5):
                if bits & (16 >> x):
                    bmp[k * W + x, y] = 1
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    return bmp, pal


def tile(ch):
    """The tile index of ``ch`` ("?" for one the font lacks)."""
    k = CHARS.find(ch.upper() if ch != "x" else ch)
    return k if k >= 0 else len(CHARS) - 1
