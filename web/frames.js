/**
 * Whole frames from the OLED's I2C stream: the page shows the glass only
 * when the firmware's redraw is complete, never part-way through one.
 *
 * How CircuitPython (busdisplay, over i2cdisplaybus) redraws the SSD1306:
 * display.refresh() takes each dirty area of the picture and cuts it into
 * rectangles of at most 512 bytes (a full screen is two: pages 0-3, then
 * 4-7); for each it sends the column address (0x21 start end) and the
 * page address (0x22 start end), each one I2C write, then renders the
 * rectangle and sends its bytes in one data write (0x40 ...), which fills
 * the window the two addresses opened. Rendering takes milliseconds of
 * emulated time, so the page's worker often stops the chip between the
 * addresses and their data, or between the top and the bottom half; the
 * panel's RAM then holds half of the new picture.
 *
 * Neither the simulator nor the Node harness has to tell: host_sim
 * refreshes the display itself after the app's step (Blinka's displayio,
 * its background thread stopped) and reads the glass only then, and
 * board_emu/mirror.py compares the board's glass with the simulator's
 * again and again until they agree, so a half-sent refresh is only a
 * compare that waits for the next. The page shows the glass as the chip
 * runs, so it must tell. A redraw is whole when
 *
 * - the chip has slept (WFI) since the last write to the panel: a refresh
 *   never sleeps (its I2C writes and rendering busy-wait), so none is
 *   under way; or
 * - no window is open (every address window got all its data) and
 *   SETTLE_NS of emulated time passed after the last write: within one
 *   refresh the next rectangle's addresses follow its last data within
 *   a millisecond (USB's background work runs between rectangles), while
 *   the app's next step takes tens of milliseconds before its own
 *   (tests/firmware/web.py prints the gaps it saw, and fails when those
 *   within a redraw come near SETTLE_NS).
 *
 * A redraw that follows the last one by less than SETTLE_NS, with the
 * chip awake between them, is shown only with the next whole one: a
 * frame skipped, never a frame torn.
 */
import { SSD1306 } from '../board_emu/ssd1306.js';

export const SETTLE_NS = 5e6; // tests/firmware/web_frames.py reads it

/** The page's panel: board_emu/ssd1306.js's decoder, unchanged (it stays
 * host_sim/oled.py's, command for command), that also notes the last
 * address window and how much of it the data has filled. */
export class Panel extends SSD1306 {
  constructor() {
    super();
    this.windowAt = 0; // dataBytes when the window opened
    this.windowSize = 0; // its bytes (0: none open)
  }

  command(c) {
    super.command(c);
    if (c[0] === 0x21 || c[0] === 0x22) {
      this.windowAt = this.dataBytes;
      this.windowSize = (this.colEnd - this.colStart + 1) * (this.pageEnd - this.pageStart + 1);
    }
  }

  /** A window opened by the address commands still waits for data. In
   * page addressing (mode 2) 0x21/0x22 set no window, so none is open. */
  get open() {
    return this.mode !== 2 && this.dataBytes - this.windowAt < this.windowSize;
  }
}

export class Frames {
  constructor() {
    this.panel = new Panel();
    this.last = null; // the last transaction fed: {start, end, wait} (board_emu/i2c.js)
    this.given = false; // the panel's picture as it is now was returned whole already
  }

  /** Whether the panel's picture is whole at emulated `now`, with the
   * chip's WFI time `wait` (board.waitNanos()) then. */
  whole(now, wait) {
    const l = this.last;
    if (!l || wait > l.wait) return true;
    return !this.panel.open && now - l.end >= SETTLE_NS;
  }

  glass() {
    return { pixels: this.panel.pixels(), contrast: this.panel.contrast };
  }

  /** Feed a slice's transactions (board.i2cLog); `now` and `wait` are the
   * board's clocks at the slice's end. Returns the newest whole glass
   * ({pixels, contrast}) seen in them or at the end, or null if none. */
  take(txs, now, wait) {
    if (!txs.length && this.given) return null; // nothing new on the panel
    let whole = null;
    for (const tx of txs) {
      if (this.last && this.whole(tx.start, tx.wait)) whole = this.glass();
      this.panel.write(tx);
      this.last = tx;
      this.given = false;
    }
    if (this.whole(now, wait)) {
      whole = this.glass();
      this.given = true;
    }
    return whole;
  }
}
