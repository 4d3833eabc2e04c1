# Pocket Yahtzee on a Raspberry Pi Pico: the Pico's own board definition
# (pins.c, board.c come from boards/raspberry_pi_pico) with the game frozen in.
# USB ids are the Pico's: the hardware is a Pico.
USB_VID = 0x239A
USB_PID = 0x80F4
USB_PRODUCT = "Pocket Yahtzee"
USB_MANUFACTURER = "Raspberry Pi"

CHIP_VARIANT = RP2040
CHIP_FAMILY = rp2

EXTERNAL_FLASH_DEVICES = "W25Q16JVxQ"

# ulab (118 KB of flash) is never imported by the game; without it the
# frozen game fits the 1,020 KB firmware region with room to spare.
CIRCUITPY_ULAB = 0

# scripts/build_firmware.sh fills this folder: the game's packages and the
# Adafruit libraries it needs, compiled into flash (no heap for code).
FROZEN_MPY_DIRS += $(TOP)/frozen/pocket_yahtzee

# CircuitPython waits 1 s at every power-on for a second press of a reset
# button (safe mode). A Pico has no reset button, and the game should be on
# screen at once; the firmware still enters safe mode by itself after a
# hard crash.
CIRCUITPY_SKIP_SAFE_MODE_WAIT = 1

# Native code: the Power players' loops over the rolls and keeps
# (firmware/native/power_native.py, frozen below with the game) run as
# Thumb code, several times faster than as bytecode; the Expert's hint
# and its moves are within 300 ms so (docs/PLAYERS.md). mpy-cross
# compiles the frozen modules for the Cortex-M0+: only functions marked
# @micropython.viper become native code, the rest stays bytecode.
CIRCUITPY_ENABLE_MPY_NATIVE = 1
MPY_CROSS_FLAGS += -march=armv6m
