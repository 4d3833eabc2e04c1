"""Wiring and options from settings.toml, read with ``os.getenv`` as
CircuitPython does; every key has a default here, so an empty file (or
none) gives the reference build of docs/HARDWARE_BUILD.md.

A bad value never stops the boot: it is replaced by the default and a
message saying so is added to ``problems``, which boot shows. So are the
lines os.getenv never reads (``scan``): a line with no ``=``, a key
given twice (the first counts), anything below a ``[table]`` line, and
a ``YZ_`` key that is no setting here (a misspelling). Values are shown
as a maker writes them: ``"GP4"``, ``60``, ``0`` / ``1``.

What os.getenv returns on CircuitPython 9.2.8 (its reader is
shared-module/os/getenv.c): a quoted value is a str; anything else must
be an integer as Python writes one (``61``, ``0x3D``, ``-5``), or
os.getenv raises ValueError (``GP20``, ``true`` unquoted): that key is
then "unreadable". CircuitPython 10 returns every value as a str
(``"61"``, which _parse takes as 61) and the default for a value it
cannot read. The case-by-case table: docs/SIMULATOR.md.

Keys (all optional):
    YZ_SDA, YZ_SCL          I2C pins of the OLED (and LIS3DH)   "GP4", "GP5"
    YZ_I2C_FREQUENCY        I2C clock in Hz                      400000
    YZ_OLED_ADDRESS         SSD1306 I2C address                  0x3C (60)
    YZ_BTN_UP ... YZ_BTN_B  button pins (to GND)                 "GP10".."GP15"
    YZ_SHAKE                "switch", "lis3dh" or "none"         "switch"
    YZ_SHAKE_PIN            vibration switch pin (to GND)        "GP16"
    YZ_LIS3DH_ADDRESS       LIS3DH I2C address                   0x18 (24)
    YZ_BUZZER_PIN           piezo pin, "" for no buzzer          "GP18"
    YZ_DEBUG_MEM            1 prints gc.mem_free() at boot       0
    YZ_WORD_DICTIONARY      Word's words: "family" or "full"     "family"
                            (the new-game screen starts there)
    YZ_CPU_PACE             a CPU seat's moves: "slow", "normal"  "normal"
                            or "fast" (1.6, 0.9, 0.35 s apart)
    YZ_SLEEP_MINUTES        idle minutes before sleeping, 0 never 2
                            (the default of Settings' "Sleep after")
    YZ_BATTERY              what feeds VSYS: "alkaline" (3xAA/AAA), "alkaline"
                            "nimh" (3 cells), "lipo" (1 cell), or
                            "none" (no gauge: USB only, or a board
                            without board.VOLTAGE_MONITOR)
"""

import os

PATH = "/settings.toml"  # the file os.getenv reads (the simulator points this at its own)
MAX_LINES = 3  # lines reported one by one; past them, how many more

# (attribute, key, kind, default)
KEYS = (
    ("sda", "YZ_SDA", "pin", "GP4"),
    ("scl", "YZ_SCL", "pin", "GP5"),
    ("i2c_frequency", "YZ_I2C_FREQUENCY", "int", 400000, 10000, 1000000),
    ("oled_address", "YZ_OLED_ADDRESS", "int", 0x3C, 0x03, 0x77),
    ("btn_up", "YZ_BTN_UP", "pin", "GP10"),
    ("btn_down", "YZ_BTN_DOWN", "pin", "GP11"),
    ("btn_left", "YZ_BTN_LEFT", "pin", "GP12"),
    ("btn_right", "YZ_BTN_RIGHT", "pin", "GP13"),
    ("btn_a", "YZ_BTN_A", "pin", "GP14"),
    ("btn_b", "YZ_BTN_B", "pin", "GP15"),
    ("shake", "YZ_SHAKE", "choice", "switch", ("switch", "lis3dh", "none")),
    ("shake_pin", "YZ_SHAKE_PIN", "pin", "GP16"),
    ("lis3dh_address", "YZ_LIS3DH_ADDRESS", "int", 0x18, 0x03, 0x77),
    ("buzzer_pin", "YZ_BUZZER_PIN", "optpin", "GP18"),
    ("debug_mem", "YZ_DEBUG_MEM", "bool", False),
    ("word_dictionary", "YZ_WORD_DICTIONARY", "choice", "family", ("family", "full")),
    ("cpu_pace", "YZ_CPU_PACE", "choice", "normal", ("slow", "normal", "fast")),
    ("sleep_minutes", "YZ_SLEEP_MINUTES", "int", 2, 0, 60),
    ("battery", "YZ_BATTERY", "choice", "alkaline", ("alkaline", "nimh", "lipo", "none")),
)

BUTTON_ATTRS = ("btn_up", "btn_down", "btn_left", "btn_right", "btn_a", "btn_b")
_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off", "")


class _Bad(ValueError):
    """A value that is readable but wrong; the message says how."""


class Settings:
    """The parsed settings: one attribute per key (pins as names such as
    "GP4"; ``buzzer_pin`` None when there is no buzzer), and ``problems``."""

    def __init__(self):
        self.problems = []

    def button_pins(self):
        """Pin names of UP, DOWN, LEFT, RIGHT, A, B, in that order."""
        return tuple(getattr(self, a) for a in BUTTON_ATTRS)


def _parse(raw, spec, pin_ok):
    """The value of one key, or raise ValueError with the reason."""
    kind = spec[2]
    if kind == "int":
        if isinstance(raw, str):
            s = raw.strip().lower()
            v = int(s, 16) if s.startswith("0x") else int(s)
        elif isinstance(raw, bool):
            raise _Bad("is not a number")
        else:
            v = int(raw)
        if not spec[4] <= v <= spec[5]:
            raise _Bad("is outside %d..%d" % (spec[4], spec[5]))
        return v
    if kind == "bool":
        s = str(raw).strip().lower()
        if s in _TRUE:
            return True
        if s in _FALSE:
            return False
        raise _Bad("is not 0 or 1")
    if not isinstance(raw, str):
        raise _Bad("should be a quoted string")
    s = raw.strip()
    if kind == "choice":
        if s.lower() not in spec[4]:
            raise _Bad("is not one of " + ", ".join(spec[4]))
        return s.lower()
    if kind == "optpin" and s.lower() in ("", "none"):
        return None
    if not pin_ok(s):
        raise _Bad("is not a pin on this board")
    return s


def written(v):
    """A value as a maker writes it in settings.toml."""
    if v is None:
        return '""'
    if v is True or v is False:
        return "1" if v else "0"
    if isinstance(v, str):
        return '"%s"' % v
    return str(v)


def load(getenv=None, pin_ok=None, path=None):
    """Read every key. ``getenv`` defaults to os.getenv; ``pin_ok(name)``
    says whether the board has that pin (default: ``board`` has it);
    ``path``: the file to ``scan`` (default PATH, "": none)."""
    if getenv is None:
        getenv = os.getenv
    if path is None:
        path = PATH
    if pin_ok is None:
        pin_ok = _board_has
    st = Settings()
    for spec in KEYS:
        attr, key, default = spec[0], spec[1], spec[3]
        try:
            raw = getenv(key)
        except Exception as e:  # os.getenv could not read its line
            why = str(e) or e.__class__.__name__
            st.problems.append("settings.toml: %s unreadable (%s); using %s" % (key, why, written(default)))
            raw = None
        value = default
        msg = None
        if raw is not None:
            try:
                value = _parse(raw, spec, pin_ok)
            except _Bad as e:
                msg = str(e)
            except ValueError:
                msg = "is not a number"
            if msg:
                st.problems.append("settings.toml: %s = %s %s; using %s" % (key, written(raw), msg, written(default)))
        setattr(st, attr, value)
    _check_clashes(st)
    if path:
        scan(path, st.problems)
    return st


def scan(path, problems):
    """Say what in the file os.getenv never reads: a line with no "=", a
    key given again (the first counts), what follows a [table] line, a
    YZ_ key that is no setting here (misspelled). At power-up only, a
    line at a time: nothing of the file is kept."""
    try:
        f = open(path, "rb")
    except OSError:
        return
    seen = []
    more = 0
    n = 0
    try:
        while True:
            line = f.readline()
            if not line:
                break
            n += 1
            s = line.strip()
            if not s or s[0] == 35:  # blank, or a "#" comment
                continue
            eq = s.find(b"=")
            why = None
            if s[0] == 91:  # "[": os.getenv stops reading at a table
                why = "line %d is a [table]: the board reads no setting below it" % n
            elif eq < 0:
                why = "line %d has no '=': the board ignores it" % n
            else:
                try:
                    key = s[:eq].strip().decode()
                except ValueError:
                    key = ""
                if key in seen:
                    why = "line %d sets %s again: the board reads the first" % (n, key)
                elif key.upper().startswith("YZ_") and key not in [k[1] for k in KEYS]:
                    why = "%s (line %d) is not a setting (misspelled?): ignored" % (key, n)
                seen.append(key)
            if why is not None:
                if more < MAX_LINES:
                    problems.append("settings.toml: " + why)
                more += 1
            if s[0] == 91:
                break
    finally:
        f.close()
    if more > MAX_LINES:
        problems.append("settings.toml: %d more such lines" % (more - MAX_LINES))


def _jobs(st):
    """(job name, attribute) of every part that needs a pin of its own, in
    order of importance: on a clash the later one gives way."""
    jobs = [("SDA", "sda"), ("SCL", "scl")]
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
    for i in range(len(names)):
        jobs.append(("button " + names[i], BUTTON_ATTRS[i]))
    if st.shake == "switch":
        jobs.append(("shake switch", "shake_pin"))
    if st.buzzer_pin is not None:
        jobs.append(("buzzer", "buzzer_pin"))
    return jobs


def _default(attr):
    for spec in KEYS:
        if spec[0] == attr:
            return spec[3]
    return None


def _check_clashes(st):
    """Two jobs given the same pin: the later one takes its default pin
    (one clash must not leave every button dead: keypad refuses a pin
    twice). If its default is taken too, every pin goes back to the
    reference wiring, whose pins are all different."""
    used = {}
    for job, attr in _jobs(st):
        pin = getattr(st, attr)
        if pin not in used:
            used[pin] = job
            continue
        default = _default(attr)
        if default in used:
            st.problems.append("settings.toml: %s and %s are both on %s; every pin goes back to the reference wiring" % (used[pin], job, pin))
            for job2, attr2 in _jobs(st):
                setattr(st, attr2, _default(attr2))
            return
        st.problems.append("settings.toml: %s and %s are both on %s; %s uses %s" % (used[pin], job, pin, job, default))
        setattr(st, attr, default)
        used[default] = job


def _board_has(name):
    try:
        import board
    except ImportError:
        return True
    return hasattr(board, name)
