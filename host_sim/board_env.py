"""The board's side of settings.toml in the simulator: ``os.getenv`` as
CircuitPython answers it (a tests' dict of values first, then the file's
bytes as 9.2.8 or 10.2.1 reads them, host_sim/toml.py), and where the maker
wired each part, as the app will find it."""

import os
import sys

from host_sim import device as devmod
from host_sim import toml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = {"YZ_BTN_UP": "GP10", "YZ_BTN_DOWN": "GP11", "YZ_BTN_LEFT": "GP12",
             "YZ_BTN_RIGHT": "GP13", "YZ_BTN_A": "GP14", "YZ_BTN_B": "GP15",
             "YZ_SHAKE_PIN": "GP16", "YZ_SDA": "GP4", "YZ_SCL": "GP5",
             "YZ_OLED_ADDRESS": 0x3C, "YZ_LIS3DH_ADDRESS": 0x18, "YZ_SHAKE": "switch"}

_WIRED = (("YZ_SDA", "sda"), ("YZ_SCL", "scl"), ("YZ_OLED_ADDRESS", "oled_address"),
          ("YZ_BTN_UP", "btn_up"), ("YZ_BTN_DOWN", "btn_down"), ("YZ_BTN_LEFT", "btn_left"),
          ("YZ_BTN_RIGHT", "btn_right"), ("YZ_BTN_A", "btn_a"), ("YZ_BTN_B", "btn_b"),
          ("YZ_SHAKE", "shake"), ("YZ_SHAKE_PIN", "shake_pin"), ("YZ_LIS3DH_ADDRESS", "lis3dh_address"))


def _answer(settings, data, key, default=None, firmware=toml.FIRMWARE):
    """os.getenv(key) on the board: a value given as Python (``settings``,
    the tests' dict) or read from the settings.toml bytes ``data`` as
    CircuitPython ``firmware`` reads them (host_sim/toml.py)."""
    if key in settings:
        value = settings[key]
        if isinstance(value, toml.Unreadable):
            if not firmware.startswith("9."):
                return default  # 10's getenv gives the default for what it cannot read
            raise ValueError(value.reason)  # as 9's getenv does
        return value
    return toml.getenv(data, key, default, firmware)


def wired_as_set(settings, data=None, firmware=toml.FIRMWARE):
    """Where the maker wired each part: where the app, reading these
    settings, will look for it (a bad value or a clash falls back to the
    reference wiring there, so the part is there too)."""
    setup_paths()
    from handheld import settings as settings_mod
    st = settings_mod.load(getenv=lambda key: _answer(settings, data, key, firmware=firmware),
                           pin_ok=devmod.PICO_PINS.__contains__, path="")
    out = dict(REFERENCE)
    for key, attr in _WIRED:
        out[key] = getattr(st, attr)
    return out


given = {}  # values given as Python for YZ_* / CIRCUITPY_* keys
settings_file = [None, toml.FIRMWARE]  # the settings.toml bytes os.getenv reads the rest from, as whose
_real_getenv = os.getenv


def board_getenv(key, default=None):
    """os.getenv as CircuitPython has it: settings.toml keys only."""
    if key.startswith(("YZ_", "CIRCUITPY_")):
        return _answer(given, settings_file[0], key, default, settings_file[1])
    return _real_getenv(key, default)


def setup_paths():
    """Make code.py's imports resolve as on CIRCUITPY: the root and lib/."""
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)
    if ROOT not in sys.path:
        sys.path.append(ROOT)  # after the standard library: nothing here may stand for one of its modules
