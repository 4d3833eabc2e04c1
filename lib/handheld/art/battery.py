"""The battery gauge drawn on the title and pass screens, loaded to draw
it once. The battery is read as VSYS shows it (``hw.battery()``:
board.VOLTAGE_MONITOR, GP29, reads VSYS/3 on a Pico) and judged for the
cells that settings.toml's YZ_BATTERY names by handheld/sleep.py, with
these thresholds (sleep.KINDS).

They are VSYS volts, i.e. after the Schottky diode in the
battery lead (docs/HARDWARE_BUILD.md; about 0.2 V at this current), at
the current of play (some 20-40 mA): a cell reads higher at rest.

    kind       full   LOW (warn)   CRITICAL (save, sleep)
    alkaline   4.5    3.05         2.80    (3 cells: ~1.08 / 1.0 V a cell)
    nimh       3.95   3.25         3.05    (3 cells: ~1.15 / 1.08 V a cell)
    lipo       4.0    3.45         3.25    (1 cell: ~3.65 / 3.45 V)

An RP2040 and the Pico's buck-boost run down to 1.8 V on VSYS, so
CRITICAL leaves a wide margin before a brown-out: the point is to have
saved and be asleep long before one can cut a flash write. A reading
under 1.6 V is no Pico's VSYS (the pin is wired to nothing, or an
emulated ADC reads 0): the gauge stays off, as with YZ_BATTERY = "none".
With USB power in (board.VBUS_SENSE) the gauge shows USB and nothing is
judged: VSYS then follows VBUS, whatever the cells hold.
"""

import displayio

USB = 5        # the plug's tile, for USB power (0-4: bars; sleep.USB_TILE)
TILE_W = 16
TILE_H = 7


def gauge():
    """A one-tile TileGrid of the gauge at the top right (tiles 0-4: that
    many bars, USB: a plug), black behind it so it masks what it covers."""
    n = USB + 1
    bmp = displayio.Bitmap(TILE_W * n, TILE_H, 2)
    for t in range(n):
        x0 = t * TILE_W
        if t == USB:  # a plug: two pins, the body, the cable
            for x in (2, 3):
                bmp[x0 + x, 1] = bmp[x0 + x, 5] = 1
            for y in range(7):
                for x in range(4, 9):
                    bmp[x0 + x, y] = 1
            for x in range(9, TILE_W):
                bmp[x0 + x, 3] = 1
            continue
        for x in range(15):  # the case, 15 x 7, its nub at the right
            bmp[x0 + x, 0] = bmp[x0 + x, 6] = 1
        for y in range(7):
            bmp[x0, y] = bmp[x0 + 14, y] = 1
        for y in range(2, 5):
            bmp[x0 + 15, y] = 1
            for b in range(t):  # bars two pixels wide, one apart
                bmp[x0 + 2 + 3 * b, y] = bmp[x0 + 3 + 3 * b, y] = 1
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    return displayio.TileGrid(bmp, pixel_shader=pal, tile_width=TILE_W, tile_height=TILE_H,
                              x=128 - TILE_W, y=0)
