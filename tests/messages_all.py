"""Every message the handheld can show, each made by the code that shows
it (tests/test_messages_whole.py lays them out and checks the layout
rule of handheld/text_layout.py). ``every()`` gives ``(where, source,
text)``: ``where`` is "check" (a CHECK page at boot, or the crash screen:
5 lines a page), "message" (the message screen: 4 lines a page) or
"notice" (a turn screen's two lines, no pages).

- the boot checks: settings.toml, every key with values of every kind
  on both firmwares' os.getenv (host_sim/toml.py), the lines it never
  reads, pin clashes; the parts (no pull-ups, no OLED, no LIS3DH, a
  missing library, a part that will not start); the data files;
- the save checks: the save memory's scan (every record damaged or
  lost), a save the rules refuse, a journal read back short;
- the rules' refusals (messages_rules.py) and the app's own messages;
- the crash screen, for the exceptions a board raises.
"""

import os
import sys
import tempfile
import types

from host_sim import toml
from handheld import settings

PINS = {"GP%d" % n for n in range(29)}
# Values a maker may write, one per kind of mistake (and some right ones)
VALUES = (b'"GP40"', b"GP3", b"4", b'"tilt"', b"tilt", b'"familyfriendly x"', b"99999999", b"-5",
          b'"sixty"', b"sixty", b"true", b'"maybe"', b'"none', b'"x" y', b'"\\uZZZZ"', b"\xff\xfe",
          b"", b"0x99", b'"lis3dh"', b"lis3dh", b"full", b'"GP10"', b"5 min", b'"fast"', b"0x3D")
# Whole files: the lines os.getenv never reads, clashes, several problems at once
FILES = (b"YZ_SLEEP_MINUTS = 5\n", b"YZ_WIFI = 1\n", b"yz_shake = 1\n", b"junk line\n",
         b"[table]\nYZ_SDA = 1\n", b'YZ_WORD_DICTIONARY = "full"\nYZ_WORD_DICTIONARY = "full"\n',
         b"a\nb\nc\nd\ne\n", b'YZ_SHAKE_PIN = "GP18"\n', b'YZ_BTN_A = "GP10"\n',
         b'YZ_BTN_UP = "GP14"\nYZ_BTN_A = "GP14"\nYZ_BUZZER_PIN = "GP4"\n',
         b'YZ_SHAKE_PIN = "GP4"\nYZ_BUZZER_PIN = "GP16"\n', b"\n" * 120 + b"YZ_OLED_ADRES = 1\n")
# The four problems of issue 48: an unquoted word, a pin the board does
# not have, a number out of range, a misspelled key
FOUR = b'YZ_SHAKE = lis3dh\nYZ_BUZZER_PIN = "GP30"\nYZ_SLEEP_MINUTES = 99\nYZ_SLEEP_MINUTS = 5\n'


def settings_problems(data, firmware):
    """What settings.load says of a settings.toml holding ``data``, read
    as ``firmware``'s os.getenv reads it."""
    d = tempfile.mkdtemp(prefix="msg-")
    path = os.path.join(d, "settings.toml")
    with open(path, "wb") as f:
        f.write(data)
    st = settings.load(getenv=lambda k: toml.getenv(data, k, None, firmware), pin_ok=PINS.__contains__,
                       path=path)
    return st.problems


def settings_messages():
    out = set()
    for firmware in toml.FIRMWARES:
        for spec in settings.KEYS:
            for v in VALUES:
                out.update(settings_problems(spec[1].encode() + b" = " + v + b"\n", firmware))
        for data in FILES + (FOUR,):
            out.update(settings_problems(data, firmware))
    # values given to load with no file to look in (the simulator's own)
    for spec in settings.KEYS:
        def broken(key, why="invalid syntax for integer with base 10"):
            raise ValueError(why)
        out.update(settings.load(getenv=broken, pin_ok=PINS.__contains__, path="").problems)
    return sorted(out)


class _Modules:
    """sys.modules entries put in for a block, as a board without them
    (None: an ImportError) or with a part that fails would have them."""

    def __init__(self, **mods):
        self.mods = mods

    def __enter__(self):
        self.old = {k: sys.modules.get(k) for k in self.mods}
        sys.modules.update(self.mods)

    def __exit__(self, *exc):
        for k, v in self.old.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v


def _raises(e):
    def f(*a, **k):
        raise e
    return f


def _mod(**attrs):
    return types.SimpleNamespace(**attrs)


def hardware_messages():
    """Each part's failure, as hw_parts / hw_power report it, with the
    errors CircuitPython raises (the simulator's fakes raise the same)."""
    from handheld.hardware import parts as hw_parts
    from handheld.hardware import power as hw_power
    out = []

    def hw(**given):
        st = settings.load(getenv=given.get, pin_ok=PINS.__contains__, path="")
        return types.SimpleNamespace(settings=st, problems=[], sound=types.SimpleNamespace(enabled=True))

    board = _mod(GP4=1, GP5=2, GP10=3, GP11=4, GP12=5, GP13=6, GP14=7, GP15=8, GP16=9, GP18=10,
                 VOLTAGE_MONITOR=11, VBUS_SENSE=12)
    display = _mod(release_displays=lambda: None)

    class I2C:
        def __init__(self, found):
            self.found = found

        def try_lock(self):
            return True

        def unlock(self):
            pass

        def scan(self):
            return self.found

    with _Modules(board=board, displayio=display):
        for e in (RuntimeError("No pull up found on SDA or SCL; check your wiring"), ValueError("Invalid pins")):
            h = hw()
            with _Modules(busio=_mod(I2C=_raises(e))):
                hw_parts._make_i2c(h)
            out += h.problems
        for found, given in (([], {}), ([0x3D], {}), ([0x3C, 0x18], {"YZ_OLED_ADDRESS": "0x3D"}),
                             ([0x18, 0x19, 0x3D, 0x48, 0x68], {})):
            h = hw(**given)
            hw_parts._make_display(h, I2C(found))
            out += h.problems
        h = hw()
        with _Modules(adafruit_displayio_ssd1306=None):
            hw_parts._make_display(h, I2C([0x3C]))
        h2 = hw()
        with _Modules(adafruit_displayio_ssd1306=_mod(SSD1306=_raises(OSError(19, "No such device"))),
                      i2cdisplaybus=_mod(I2CDisplayBus=lambda *a, **k: None)):
            hw_parts._make_display(h2, I2C([0x3C]))
        out += h.problems + h2.problems
        h = hw()
        with _Modules(keypad=_mod(Keys=_raises(ValueError("GP16 in use")))):
            hw_parts._make_shake(h, None)
            hw_power.make_buttons(h)
        out += h.problems
        for mods, i2c in (({}, None), ({"adafruit_lis3dh": None}, I2C([])),
                          ({"adafruit_lis3dh": _mod(LIS3DH_I2C=_raises(ValueError("No I2C device at address: 0x18")))},
                           I2C([]))):
            h = hw(YZ_SHAKE="lis3dh")
            with _Modules(**mods):
                hw_parts._make_shake(h, i2c)
            out += h.problems
        for e in (ValueError("GP18 in use"), RuntimeError("All timers for this pin are in use")):
            h = hw()
            with _Modules(pwmio=_mod(PWMOut=_raises(e))):
                hw_parts._make_buzzer(h)
            out += h.problems
        h = hw()
        with _Modules(analogio=_mod(AnalogIn=_raises(ValueError("Pin does not have ADC capabilities")))):
            hw_power.make_battery(h)
        out += h.problems
        h = hw()
        with _Modules(microcontroller=_mod(nvm=None)):
            hw_parts._make_storage(h)
        out += h.problems
    return out


class _unreadable:
    def __init__(self, *a):
        pass

    def read(self, *a):
        raise OSError(5, "Input/output error")

    def close(self):
        pass


def asset_messages():
    """Word's dictionary and classic's value table: missing, short,
    foreign, damaged, unreadable (handheld/assets.py), at the paths the
    board opens them by."""
    from handheld import assets
    here = os.getcwd()
    os.chdir(tempfile.mkdtemp(prefix="assets-"))
    out = []
    try:
        os.mkdir("assets")
        for check, paths, (magic, size, _crc) in ((assets.check_dictionary, assets.DICTIONARY_PATHS, assets.DICTIONARY),
                                                  (assets.check_table, assets.TABLE_PATHS, assets.TABLE)):
            path = paths[0]
            out.append(check(paths=(path,)))  # missing
            for data in (magic + b"\0" * 10, b"XXXX" + b"\0" * (size - 4), magic + b"\1" * (size - 4)):
                with open(path, "wb") as f:
                    f.write(data)
                out.append(check(paths=(path,)))
            assets.open = _unreadable  # opened, but the read fails, as on a damaged filesystem
            out.append(check(paths=(path,)))
            del assets.open
    finally:
        os.chdir(here)
    out += [assets.WORD_OFF, assets.CPU_OFF, assets.CPU_SEATS_OFF]
    return [m for m in out if m]


def storage_messages():
    """The save memory's scan (handheld/storage/scan.py): too small,
    someone else's, every kind of record lost or its newest copy damaged."""
    from handheld.storage import layout as L
    from handheld.storage import scan as S
    out = []
    for nvm in (bytearray(b"\xff" * 512), bytearray(b"junk" * (L.NEEDED // 4 + 1))):
        st = types.SimpleNamespace(_erased=lambda a, b: True)
        S.open_store(st, nvm)
        out += st.problems
    real = S.walk
    try:
        for newest in (None, 1):
            def walk(st, careful):
                st._newest = {} if newest is None else {r[0]: (newest, 0, 0) for r in L._TYPES}
                return {r[0]: 2 for r in L._TYPES}
            S.walk = walk
            st = types.SimpleNamespace(problems=[])
            S.scan(st, 0xFF)
            out += st.problems
    finally:
        S.walk = real
    return out


def crash_messages():
    """The crash screen's lines (handheld/startup.py, ``crash_lines``)
    for the exceptions a board raises, a long message among them."""
    from handheld import startup
    out = []
    for e in (MemoryError("memory allocation failed, allocating 4096 bytes"), RuntimeError("pystack exhausted"),
              OSError(28, "No space left on device"), KeyError("sleep"), IndexError("list index out of range"),
              TypeError("unsupported types for __add__: 'int', 'str'"),
              AttributeError("'NoneType' object has no attribute 'rolled'"),
              ValueError("a message much longer than any screen could hold, as an exception from a "
                         "library might carry, with a path /lib/adafruit_displayio_ssd1306.mpy in it")):
        out += startup.crash_lines(e)
    return out


def every():
    """Every message: ``(where, source, text)``."""
    import messages_app
    import messages_rules
    out = []
    for source, texts in (("settings", settings_messages()), ("hardware", hardware_messages()),
                          ("assets", asset_messages()), ("storage", storage_messages()),
                          ("crash", crash_messages())):
        out += [("check", source, t) for t in texts]
    out += messages_app.every()
    said = messages_rules.refusals()
    out += [("message", "rules", t) for t in sorted(said["score"] | said["preview"])]
    out += [("notice", "rules", t) for t in sorted(said["roll"])]
    # the data files' reasons are also the menus' and the box list's (HINT IS OFF)
    out += [("message", "assets", t) for t in asset_messages()]
    return out
