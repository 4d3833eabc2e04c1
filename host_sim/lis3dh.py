"""A fake LIS3DH accelerometer on the simulated I2C bus: a register file
answering the Adafruit driver, lying flat (1 g on z) unless shaken."""

import struct

_DIVIDERS = (16380, 8190, 4096, 1365)  # by CTRL_REG4 range bits, as the driver divides


class FakeLIS3DH:
    def __init__(self, clock):
        self.clock = clock
        self.regs = bytearray(256)
        self.regs[0x0F] = 0x33  # WHO_AM_I
        self.ptr = 0
        self.shake_until = 0.0

    def shake(self, seconds=0.4):
        self.shake_until = self.clock.now() + seconds

    def acceleration_g(self):
        if self.clock.now() < self.shake_until:
            s = 1 if int(self.clock.now() * 50) % 2 else -1
            return (2.5 * s, -1.5 * s, 1.0)
        return (0.0, 0.0, 1.0)

    def write(self, buf):
        if not buf:
            return  # the bus device's probe
        self.ptr = buf[0] & 0x7F
        for b in buf[1:]:
            self.regs[self.ptr] = b
            self.ptr = (self.ptr + 1) & 0x7F

    def read(self, n):
        divider = _DIVIDERS[(self.regs[0x23] >> 4) & 3]
        raw = [max(-32768, min(32767, int(g * divider))) for g in self.acceleration_g()]
        self.regs[0x28:0x2E] = struct.pack("<hhh", *raw)
        out = bytes(self.regs[self.ptr:self.ptr + n])
        self.ptr = (self.ptr + n) & 0x7F
        return out
