"""Wiring and options from settings.toml, read with ``os.getenv`` as
CircuitPython does; every key has a default here, so an empty file (or
none) gives the reference build of docs/HARDWARE_BUILD.md.

A bad value never stops the boot: it is replaced by the default and a
message saying so, and what to type instead, is added to ``problems``,
which boot shows (one CHECK page each: docs/HARDWARE_BUILD.md lists
them). So are the lines os.getenv never reads (``scan``): a line with no
``=``, a key given twice (the first counts), anything below a
``[table]`` line, and a ``YZ_`` key that is no setting here (a
misspelling: the setting it is nearest to is named). Values are shown as
a maker writes them: ``"GP4"``, ``60``, ``0x3C``, ``0`` / ``1``.

What os.getenv returns on CircuitPython 9.2.8 (its reader is
shared-module/os/getenv.c): a quoted value is a str; anything else must
be an integer as Python writes one (``61``, ``0x3D``, ``-5``), or
os.getenv raises ValueError (``GP20``, ``true`` unquoted): the value is
then read from the line itself by ``scan``, and the message says to put
it in quotes, or what to type. CircuitPython 10 returns every value as a
str (``"61"``, which _parse takes as 61) and the default for a value it
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
    """A value that is readable but wrong; the message says how (or "")."""


class Settings:
    """The parsed settings (``load``): one attribute per key (pins as names
    such as "GP4"; ``buzzer_pin`` None when there is no buzzer),
    ``button_pins`` (the pin names of UP, DOWN, LEFT, RIGHT, A, B, in that
    order) and ``problems``. It has no methods on purpose: the hardware
    keeps it all along, and a method would keep this whole module (its
    functions' globals) in the heap on stock firmware, where the boot lets
    the module go once the file is read (handheld/startup.py)."""

    problems = ()
    button_pins = ()


def _parse(raw, spec, pin_ok):
    """The value of one key, or raise ValueError with the reason."""
    kind = spec[2]
    if kind == "int":
        if isinstance(raw, str):
            s = raw.strip().lower()
            try:
                v = int(s, 16) if s.startswith("0x") else int(s)
            except ValueError:
                raise _Bad(" is not a number")
        elif isinstance(raw, bool):
            raise _Bad(" is not a number")
        else:
            v = int(raw)
        if not spec[4] <= v <= spec[5]:
            raise _Bad(" is out of range")
        return v
    if kind == "bool":
        s = str(raw).strip().lower()
        if s in _TRUE:
            return True
        if s in _FALSE:
            return False
        raise _Bad("")
    s = str(raw).strip()
    if kind == "choice":
        if not isinstance(raw, str) or s.lower() not in spec[4]:
            raise _Bad("")
        return s.lower()
    if kind == "optpin" and isinstance(raw, str) and s.lower() in ("", "none"):
        return None
    if not isinstance(raw, str) or not pin_ok(s):
        raise _Bad(" is not a pin")
    return s


def written(v, spec=None):
    """A value as a maker writes it in settings.toml: a str in quotes (a
    long one cut: "family..."), 0 / 1, an address (``spec``'s highest
    is 0x77) in hex."""
    if v is None:
        return '""'
    if v is True or v is False:
        return "1" if v else "0"
    if isinstance(v, str):
        return '"%s"' % (v if len(v) < 10 else v[:6] + "...")
    if spec is not None and spec[2] == "int" and spec[5] == 0x77 and 0 <= v < 256:
        return "0x%02X" % v
    return str(v)


def what(spec):
    """What to type for this key, in a player's words, the default (the
    value used until then) named: 'type 0 to 60, like 2 (used now)'."""
    kind, default = spec[2], spec[3]
    if kind == "int":
        return "type %s to %s, like %s (used now)" % (written(spec[4], spec), written(spec[5], spec),
                                                       written(default, spec))
    if kind == "bool":
        return "type 1 for on or 0 for off (%s is used now)" % written(default)
    if kind == "choice":
        ways = [written(c) + (" (used now)" if c == default else "") for c in spec[4]]
        return "type %s or %s" % (", ".join(ways[:-1]), ways[-1])
    return "type its pin, like %s (used now)%s" % (written(default), ', or "" for none' if kind == "optpin" else "")


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
    st.problems = []
    found = []
    given = {}  # key -> the value its first line holds, as written
    if path:
        scan(path, found, given)
    for spec in KEYS:
        attr, key, default = spec[0], spec[1], spec[3]
        value = default
        try:
            raw = getenv(key)
        except Exception as e:  # os.getenv could not read its line (9.2.8 raises)
            why = str(e)
            raw = given.get(key)  # (None: no file was scanned)
            if why.startswith("invalid syntax for integer") and raw is not None:
                # a word in no quotes, which 9.2.8 reads as a number: is it right in quotes?
                try:
                    _parse(raw, spec, pin_ok)
                    why = "" if spec[2] == "int" or spec[2] == "bool" else None
                except ValueError as bad:
                    why = str(bad)
                if why is None:
                    why = "Put it in quotes: %s = %s (%s is used until then)." % (key, written(raw), written(default))
                elif raw:
                    why = "%s = %s%s: %s." % (key, raw if len(raw) < 10 else raw[:6] + "...", why, what(spec))
                else:
                    why = "%s has no value: %s." % (key, what(spec))
            else:  # an open quote, text after the closing one, bytes that are not UTF-8
                why = "%s %s: write it like %s = %s (used now)." % (
                    key, "has no closing quote" if why in ("Invalid byte 'EOF'", "Invalid byte '\\n'") else "cannot be read",
                    key, written(default, spec))
            st.problems.append(why)
            raw = None
        if raw is not None:
            try:
                value = _parse(raw, spec, pin_ok)
            except ValueError as e:
                value = default
                st.problems.append("%s = %s%s: %s." % (key, written(raw, spec), e, what(spec)))
        setattr(st, attr, value)
    _check_clashes(st)
    st.problems.extend(found)
    st.button_pins = tuple(getattr(st, a) for a in BUTTON_ATTRS)
    return st


def scan(path, problems, raw=None):
    """Say what in the file os.getenv never reads: a line with no "=", a
    key given again (the first counts), what follows a [table] line, a
    YZ_ key that is no setting here (misspelled: the setting it is
    nearest to named). At power-up only, a line at a time: nothing of
    the file is kept but ``raw``, each key's first value as written
    (what to say of one os.getenv cannot read)."""
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
                why = "line %d is a [table]: no setting below it is read; put the YZ_ lines above it." % n
            elif eq < 0:
                why = 'line %d has no "=", so the board skips it: write it as KEY = value.' % n
            else:
                try:
                    key = s[:eq].strip().decode()
                except ValueError:
                    key = ""
                if key in seen:
                    why = "line %d repeats %s: delete one (the first counts)." % (n, key)
                elif key.upper().startswith("YZ_") and key not in [k[1] for k in KEYS]:
                    why = "line %d: %s is no setting, so it is skipped: check its spelling." % (n, key)
                    a = key.upper()
                    for spec in KEYS:  # a setting at most two letters off (any case): name it
                        b = spec[1]
                        d = list(range(len(b) + 1))  # edit distance, a row at a time
                        for i in range(len(a)):
                            prev, d[0] = d[0], i + 1
                            for j in range(len(b)):
                                prev, d[j + 1] = d[j + 1], min(d[j + 1] + 1, d[j] + 1, prev + (a[i] != b[j]))
                        if d[-1] <= 2:
                            why = "line %d: %s is no setting; did you mean %s?" % (n, key, b)
                            break
                elif raw is not None:
                    try:
                        raw[key] = s[eq + 1:].split(b"#")[0].strip().decode()
                    except ValueError:
                        pass
                seen.append(key)
            if why is not None:
                if more < MAX_LINES:
                    problems.append("settings.toml " + why)
                more += 1
            if s[0] == 91:
                break
    finally:
        f.close()
    if more > MAX_LINES:
        problems.append("settings.toml: %d more such lines." % (more - MAX_LINES))


def _jobs(st):
    """(key, attribute) of every part that needs a pin of its own, in
    order of importance: on a clash the later one gives way."""
    jobs = []
    for spec in KEYS:
        kind = spec[2]
        if kind == "pin" and (spec[0] != "shake_pin" or st.shake == "switch") or (
                kind == "optpin" and st.buzzer_pin is not None):
            jobs.append((spec[1], spec[0]))
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
        said = "%s and %s are both %s. " % (used[pin], job, written(pin))
        if default in used:
            st.problems.append(said + "Give each its own pin: until then every pin is as in the reference wiring.")
            for job2, attr2 in _jobs(st):
                setattr(st, attr2, _default(attr2))
            return
        st.problems.append(said + "Type another pin for %s (%s is used now)." % (job, written(default)))
        setattr(st, attr, default)
        used[default] = job


def _board_has(name):
    try:
        import board
    except ImportError:
        return True
    return hasattr(board, name)
