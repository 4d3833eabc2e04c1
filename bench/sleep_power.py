"""Battery life with sleep: standby and play time on 3xAA and on a 1,000
mAh LiPo, from datasheet currents and the share of time the CPU is awake
on a turn screen (measured on the emulated firmware by
``python -m tests.firmware.sleep``, which prints it). ESTIMATES until
measured on a board: docs/HARDWARE_BUILD.md, "Sleep and battery life".

    python bench/sleep_power.py [--awake 0.05]

The currents, and where they come from:
  DORMANT_MA   0.8   a whole Pico in DORMANT (Raspberry Pi Pico datasheet,
                     "Power consumption", typical at 25 C): the RP2040's
                     own (~0.18 mA), the flash in standby and the RT6150
                     buck-boost's quiescent current (PFM mode) are inside it
  OLED_OFF_MA  0.01  an SSD1306 after its display-off command (datasheet:
                     sleep mode, under 10 uA); a module's own regulator
                     adds a few uA
  ACTIVE_MA    25    the Pico running CircuitPython at 125 MHz
                     (docs/HARDWARE_BUILD.md's figure before sleep existed)
  WFI_MA       12    the Pico with its core in WFI between ticks, the PLLs
                     and clk_sys still running: NOT a datasheet figure, an
                     assumption (about half of running) to be measured
  OLED_MA      15    the panel lit at the default contrast, a screen of
                     text and dice (10-20 mA, as HARDWARE_BUILD.md)
  OLED_DIM_MA  2     the panel at DIM_LEVEL 8 of 255 (its segment current
                     scales with contrast; the charge pump's own draw stays)
"""

import argparse

DORMANT_MA = 0.8
OLED_OFF_MA = 0.01
ACTIVE_MA = 25.0
WFI_MA = 12.0
OLED_MA = 15.0
OLED_DIM_MA = 2.0
BATTERIES = (("3xAA alkaline", 2000), ("LiPo 1,000 mAh", 1000))


def figures(awake):
    pico = WFI_MA + (ACTIVE_MA - WFI_MA) * awake
    return {
        "standby": DORMANT_MA + OLED_OFF_MA,
        "play": pico + OLED_MA,
        "dimmed": pico + OLED_DIM_MA,
        "blank": pico + OLED_OFF_MA,  # Sleep "never": the screen blanked, the Pico awake
        "never_sleeps": ACTIVE_MA + OLED_MA,  # the estimate before sleep: left on
    }


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--awake", type=float, default=0.05,
                    help="share of time the CPU is out of WFI on a turn screen (tests.firmware.sleep)")
    a = ap.parse_args(argv)
    f = figures(a.awake)
    print("currents (estimates, see the module): asleep %.2f mA; playing %.1f mA (the CPU awake %.1f %%); "
          "dimmed %.1f mA; blanked (Sleep: never) %.1f mA; before sleep existed, left on %.0f mA"
          % (f["standby"], f["play"], 100 * a.awake, f["dimmed"], f["blank"], f["never_sleeps"]))
    print("| Battery | Asleep (standby) | Playing | Left on, Sleep \"never\" (blanked) | Left on, before sleep "
          "| An hour's play a day, asleep the rest |")
    print("|---|---|---|---|---|---|")
    for name, mah in BATTERIES:
        standby_days = mah / f["standby"] / 24
        play_h = mah / f["play"]
        left_h = mah / f["never_sleeps"]
        daily = f["play"] * 1 + f["standby"] * 23
        print("| %s (%d mAh) | %.0f days | %.0f h | %.1f days | %.0f h | %.0f days |"
              % (name, mah, standby_days, play_h, mah / f["blank"] / 24, left_h, mah / daily))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
