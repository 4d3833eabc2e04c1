// Pocket Yahtzee on a Raspberry Pi Pico (see mpconfigboard.mk).

#pragma once

#define MICROPY_HW_BOARD_NAME "Pocket Yahtzee (Raspberry Pi Pico)"
#define MICROPY_HW_MCU_NAME "rp2040"

#define MICROPY_HW_LED_STATUS (&pin_GPIO25)

#define CIRCUITPY_BOARD_I2C         (1)
#define CIRCUITPY_BOARD_I2C_PIN     {{.scl = &pin_GPIO5, .sda = &pin_GPIO4}}

// The drive's name when the firmware formats a blank flash (the one-file
// UF2 brings a drive named so already).
#define CIRCUITPY_DRIVE_LABEL "YAHTZEE"
