"""The envelope around every saved game: magic, format version, variant
code, payload length, payload, CRC-16. A save is accepted whole or not at
all: any damage raises CorruptSave before a single field is used."""

from yahtzee_core.errors import CorruptSave

MAGIC = b"YZ"
VERSION = 1
_HEADER = 6  # magic(2) version(1) variant(1) length(2)


# CRC-16/CCITT-FALSE (poly 0x1021) a nibble at a time: a 16-entry table is
# six times faster than bit by bit and costs 32 bytes, where a byte table
# would cost 512. Saves run after every roll on the board.
_NIBBLE = (0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
           0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF)


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of ``data`` (check value 0x29B1 for b"123456789")."""
    t = _NIBBLE
    for b in data:
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b & 0x0F)]
    return crc


def pack(variant_code, payload):
    """Wrap a variant's payload bytes into a complete save."""
    n = len(payload)
    if n > 0xFFFF:
        raise ValueError("save payload too large")
    out = bytearray(MAGIC)
    out.append(VERSION)
    out.append(variant_code)
    out.append(n & 0xFF)
    out.append(n >> 8)
    out.extend(payload)
    c = crc16(out)
    out.append(c & 0xFF)
    out.append(c >> 8)
    return bytes(out)


def unpack(data):
    """Check a save and return (variant_code, payload)."""
    data = bytes(data)
    if len(data) < _HEADER + 2:
        raise CorruptSave("save is truncated")
    if data[:2] != MAGIC:
        raise CorruptSave("not a saved game")
    if data[2] != VERSION:
        raise CorruptSave("save is format version %d; this build reads %d" % (data[2], VERSION))
    n = data[4] | (data[5] << 8)
    if len(data) != _HEADER + n + 2:
        raise CorruptSave("save is truncated" if len(data) < _HEADER + n + 2 else "save has trailing bytes")
    body = data[:_HEADER + n]
    if crc16(body) != data[-2] | (data[-1] << 8):
        raise CorruptSave("save checksum does not match")
    return data[3], body[_HEADER:]


class Reader:
    """Reads fields from a payload; running off the end is a CorruptSave."""

    def __init__(self, payload):
        self.data = payload
        self.pos = 0

    def byte(self):
        if self.pos >= len(self.data):
            raise CorruptSave("save payload is short")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def bytes(self, n):
        if self.pos + n > len(self.data):
            raise CorruptSave("save payload is short")
        b = self.data[self.pos:self.pos + n]
        self.pos += n
        return b

    def u16(self):
        return self.byte() | (self.byte() << 8)

    def u32(self):
        return self.u16() | (self.u16() << 16)

    def check(self, ok, what):
        if not ok:
            raise CorruptSave("save has a bad " + what)

    def done(self):
        if self.pos != len(self.data):
            raise CorruptSave("save payload has extra bytes")


class Writer:
    """Builds a payload."""

    def __init__(self):
        self.data = bytearray()

    def byte(self, b):
        self.data.append(b)

    def bytes(self, b):
        self.data.extend(b)

    def u16(self, v):
        self.data.append(v & 0xFF)
        self.data.append((v >> 8) & 0xFF)

    def u32(self, v):
        self.u16(v & 0xFFFF)
        self.u16((v >> 16) & 0xFFFF)
