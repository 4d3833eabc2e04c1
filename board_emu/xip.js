'use strict';
/**
 * The RP2040's XIP flash cache, which rp2040js 1.4.1 does not model: it
 * serves every read of 0x10000000-0x13ffffff straight from `rp2040.flash`
 * (RP2040.readUint32/16/8) at no cost, and has no device at XIP_CTRL
 * (0x14000000: reads give 0xffffffff, writes are dropped, both with a
 * logged warning) nor at the cache-as-SRAM window (0x15000000, the same).
 * On a real Pico every instruction fetch and every load from flash goes
 * through a 16 KB cache, and a miss waits for the QSPI flash.
 *
 * The model (RP2040 datasheet, 2.6.3 "XIP"): 16 KB, two ways, 8-byte
 * lines, so 1024 sets; set = flash offset bits 12..3, tag = bits 23..13.
 * Its cache sections (2.6.3.1-2.6.3.2) name no replacement policy; we keep
 * least recently used, which with two ways is one bit per set. Aliases:
 *   0x10  cacheable, allocating (normal)
 *   0x11  cacheable, non-allocating: a hit is a hit, a miss fills nothing
 *   0x12  non-cacheable, allocating: always goes to flash, then fills
 *   0x13  non-cacheable, non-allocating: always goes to flash
 * CTRL.EN = 0 (or POWER_DOWN) sends every access to flash; a FLUSH write
 * clears every tag and stalls flash accesses ~1024 cycles (16 KB / 8 B /
 * 2 ways tag entries zeroed one a cycle). Not modelled: writes to the 0x10
 * alias (hardware drops the data and deallocates a matching line;
 * rp2040js writes them into the flash array, which we leave as it is),
 * the streaming FIFO, and cache-as-SRAM at 0x15000000 (CircuitPython 9.2.8
 * never touches it on the Pico: checked by logging every access there
 * from power-on to the title).
 *
 * Penalty per miss, derived for CircuitPython 9.2.8's own second stage
 * (ports/raspberrypi/boot_stage2/RP2040.c.jinja rendered for the Pico's
 * W25Q16JVxQ by gen_stage2.py: quad I/O read 0xEB in continuous mode,
 * 4 wait cycles, clock divider 4). The emulated firmware leaves exactly
 * that in the SSI: BAUDR = 4, CTRLR0 = 0x5f0300 (quad, 32-bit frames),
 * SPI_CTRLR0 = 0xa0002022 (no command byte: XIP_CMD 0xa0 goes out as the
 * mode bits after the address; ADDR_L 8 nibbles; WAIT_CYCLES 4). So SCLK =
 * clk_sys / 4 = 31.25 MHz (not / 2 as in the SDK's own boot2_w25q080), and
 * a line fill on the wire is
 *    8 SCLK  24-bit address + 8 mode bits, 4 bits a clock
 *  + 4 SCLK  dummy (wait) cycles
 *  + 16 SCLK 8 bytes of data, 4 bits a clock
 *  = 28 SCLK x 4 = 112 clk_sys: a hard floor for a miss.
 * On top: chip select set up and held around the transfer (about one SCLK,
 * 4 clk_sys), RX_SAMPLE_DLY = 1, and the SSI-to-cache-to-AHB handoff (a
 * few cycles): we add 8, so MISS_CYCLES = 120 (0.96 us at 125 MHz). It
 * may overstate a miss by up to 32 cycles if the hardware hands the
 * requested word on before the line's second word arrives; it ignores
 * contention with the other core and DMA. Uncached reads (0x12/0x13
 * aliases, cache off) are charged the same: one SSI transfer each.
 *
 * Counts are per emulated read: rp2040js fetches Thumb code 16 bits at a
 * time where the M0+ fetches 32, so `hits` runs up to ~2x what the
 * hardware's CTR_HIT would say; misses are per line and match.
 */
const { BasePeripheral } = require('rp2040js');

const SETS = 1024;
const MISS_CYCLES = 120;
const FLUSH_CYCLES = 1024;
const MRU_KEY = 0x10000000 >>> 3;
const FLASH_BYTES = 16 * 1024 * 1024; // rp2040js's flash array: the whole XIP window

class XipCache {
  /** `penalty`: cycles a miss stalls the core (0: count only). */
  constructor(penalty = MISS_CYCLES) {
    this.penalty = penalty;
    this.tags = new Int32Array(2 * SETS); // set*2 + way -> tag + 1; 0 = empty
    this.lru = new Uint8Array(SETS); // per set: the way to fill next
    this.enabled = true; // CTRL.EN and not POWER_DOWN
    // MRU_KEY | line of the last line hit or filled, so still its set's most
    // recently used: a 0x10-alias read of it (address >>> 3 equal) is a hit
    // that changes nothing, the common case of code fetched in sequence
    this.last = -1;
    this.stall = 0; // cycles owed by the accesses since board.js's step took them
    this.hits = 0;
    this.misses = 0; // line fills and uncached reads: each one SSI transfer
    this.uncached = 0; // of which through 0x12/0x13 or with the cache off
    this.flushes = 0;
    this.added = 0; // stall cycles charged to instructions (the guest's clock)
    this.other = 0; // stall cycles of accesses outside an instruction (DMA)
    this.hitBase = 0; // the guest's CTR_HIT / CTR_ACC count from these (a write clears)
    this.accBase = 0;
  }

  /** Power-on: the XIP block's reset flushes the cache and enables it. */
  reset() {
    this.tags.fill(0);
    this.lru.fill(0);
    this.enabled = true;
    this.last = -1;
    this.stall = 0;
  }

  flush() {
    this.tags.fill(0);
    this.lru.fill(0);
    this.last = -1;
    this.flushes++;
    if (this.penalty) this.stall += FLUSH_CYCLES;
  }

  /** One read of the XIP window (address in 0x10000000-0x13ffffff). */
  access(address) {
    if ((address >>> 3) === this.last) {
      this.hits++; // the same line again (sequential fetches): a hit, LRU unchanged
      return;
    }
    const line = (address & 0xffffff) >>> 3;
    const alias = (address >>> 24) & 3;
    if (!this.enabled || alias === 3) return this.fetch(true);
    const set = line & (SETS - 1);
    const i = set << 1;
    const tag = (line >>> 10) + 1;
    const tags = this.tags;
    let way = tags[i] === tag ? 0 : tags[i + 1] === tag ? 1 : -1;
    if (alias !== 2 && way >= 0) {
      this.hits++;
      this.lru[set] = way ^ 1;
      this.last = MRU_KEY | line; // now its set's MRU, whichever alias hit it
      return;
    }
    this.fetch(alias === 2);
    if (alias === 1) return; // non-allocating
    if (way < 0) {
      way = this.lru[set];
      tags[i + way] = tag;
    }
    this.lru[set] = way ^ 1;
    this.last = MRU_KEY | line;
  }

  fetch(uncached) {
    this.misses++;
    if (uncached) this.uncached++;
    this.stall += this.penalty;
  }

  /** What `stats` reports. */
  report() {
    const reads = this.hits + this.misses;
    return {
      penalty: this.penalty,
      hits: this.hits,
      misses: this.misses,
      uncached: this.uncached,
      flushes: this.flushes,
      hit_rate: reads ? this.hits / reads : 0,
      added_cycles: this.added,
      added_ms: this.added / 125e3, // board.js counts cycles at 125 MHz
      other_cycles: this.other,
    };
  }

  /**
   * Hook `mcu`'s flash reads and map XIP_CTRL. The CPU's instruction
   * fetches (readUint16), loads (readUint32/16/8, also LDM/POP, literal
   * pools and vector fetches) and DMA all come through these three
   * methods; the wrappers return the same bytes as rp2040js for every
   * aligned access (a misaligned halfword load faults on a real M0+).
   */
  install(mcu) {
    this.reset();
    const cache = this;
    const flash = mcu.flash;
    const view = mcu.flashView;
    const read32 = mcu.readUint32;
    const read16 = mcu.readUint16;
    const read8 = mcu.readUint8;
    if (flash.length !== FLASH_BYTES) throw new Error('rp2040js flash is not 16 MB: check the pinned version');
    const sram = mcu.sramView;
    const SRAM_END = 0x20000000 + mcu.sram.length;
    mcu.readUint32 = function (address) {
      if ((address >>> 26) === 4) {
        cache.access(address);
        if ((address & 3) === 0) return view.getUint32(address & 0xffffff, true);
      } else if (address >= 0x20000000 && address + 3 < SRAM_END) {
        return sram.getUint32(address - 0x20000000, true);
      }
      return read32.call(this, address);
    };
    mcu.readUint16 = function (address) {
      if ((address >>> 26) === 4) {
        // access()'s first test inlined: most fetches are of the line before
        if ((address >>> 3) === cache.last) cache.hits++;
        else cache.access(address);
        return view.getUint16(address & 0xfffffe, true);
      }
      if (address >= 0x20000000 && address + 1 < SRAM_END) return sram.getUint16(address - 0x20000000, true);
      return read16.call(this, address);
    };
    mcu.readUint8 = function (address) {
      if ((address >>> 26) === 4) {
        cache.access(address);
        return flash[address & 0xffffff];
      }
      return read8.call(this, address);
    };
    mcu.peripherals[0x14000] = new XipCtrl(mcu, this);
    mcu.xip = this;
  }
}

const CTRL = 0x00, FLUSH = 0x04, STAT = 0x08, CTR_HIT = 0x0c, CTR_ACC = 0x10;
const CTRL_EN = 1, CTRL_POWER_DOWN = 8;
const STAT_FLUSH_READY = 1, STAT_FIFO_EMPTY = 2;

/** XIP_CTRL at 0x14000000: the registers the boot ROM's flash_flush_cache
 * and a cache-measuring program use (the ROM flushes after every flash
 * command and sets CTRL.EN again). */
class XipCtrl extends BasePeripheral {
  constructor(mcu, cache) {
    super(mcu, 'XIP_CTRL');
    this.cache = cache;
    this.ctrl = 3; // reset: EN, ERR_BADWRITE
    this.regs = new Map();
  }

  readUint32(offset) {
    const c = this.cache;
    switch (offset) {
      case CTRL: return this.ctrl;
      case FLUSH: return 0; // a read waits for the flush: ours is done at once
      case STAT: return STAT_FLUSH_READY | STAT_FIFO_EMPTY;
      case CTR_HIT: return Math.min(c.hits - c.hitBase, 0xffffffff); // saturating counters
      case CTR_ACC: return Math.min(c.hits + c.misses - c.accBase, 0xffffffff);
    }
    return this.regs.get(offset) || 0;
  }

  writeUint32(offset, value) {
    const c = this.cache;
    switch (offset) {
      case CTRL:
        if (value & CTRL_POWER_DOWN) value &= ~CTRL_EN;
        this.ctrl = value & 0xb;
        c.enabled = (this.ctrl & CTRL_EN) !== 0;
        c.last = -1;
        return;
      case FLUSH: if (value & 1) c.flush(); return;
      case CTR_HIT: c.hitBase = c.hits; return;
      case CTR_ACC: c.accBase = c.hits + c.misses; return;
    }
    this.regs.set(offset, value >>> 0);
  }
}

module.exports = { XipCache, MISS_CYCLES, FLUSH_CYCLES };
