"""The desktop simulator: runs the board's own code.py and lib/ under
CPython with Blinka's displayio, faking only the hardware modules (board,
microcontroller with its nvm, busio, digitalio, keypad, pwmio) and the
clock. The real adafruit_displayio_ssd1306 driver talks to a fake I2C bus
that decodes the SSD1306 commands into a 128x64 picture.

    python -m host_sim                 window (pygame) or terminal
    python -m host_sim --terminal
    python -m host_sim --headless --script FILE --screenshots DIR

Python API for tests: ``host_sim.sim.Sim`` (see its docstring).
"""
