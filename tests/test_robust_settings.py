"""Issue #10, settings: no settings.toml a maker can write leaves the
handheld dead. Every bad value or pin clash falls back to a default with
the reason listed, every problem is shown (paged, turning by itself when
no button works), and the simulator's settings reader takes any bytes."""

import os
import sys

from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from host_sim import toml
from host_sim.sim import Sim
from handheld import settings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
from fault_device import reaches_a_working_title  # noqa: E402  (one definition of "a device someone can play")

PINS = {"GP%d" % n for n in range(29)}
APP = "sim_standin_app:App"


def load(env):
    return settings.load(getenv=env.get, pin_ok=PINS.__contains__)


def pages_until_app(sim, seconds=120):
    """Every problems page shown before the app starts, pressing nothing."""
    seen = []
    for _ in range(seconds):
        if sim.problems_screen is None:
            return seen
        text = sim.screen_text()
        if not seen or seen[-1] != text:
            seen.append(text)
        sim.wait(1)
    raise AssertionError("the problems screen never let the app start: %r" % seen)


def test_a_button_on_another_buttons_pin_takes_its_default_and_every_button_works():
    st_ = load({"YZ_BTN_A": "GP10"})
    assert st_.button_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
    assert st_.problems == ['YZ_BTN_UP and YZ_BTN_A are both "GP10". Type another pin for YZ_BTN_A ("GP14" is used now).']
    sim = Sim(app=APP, settings={"YZ_BTN_A": "GP10"}).boot()
    assert not any(p.startswith("Buttons:") for p in sim.hw.problems), sim.hw.problems
    sim.press("A")  # past the one problems page
    sim.run_until_idle()
    for _ in range(3):
        sim.press("A")
        sim.run_until_idle()
    assert "COUNT 3" in sim.screen_text()
    sim.press("B")
    sim.run_until_idle()
    assert "COUNT 0" in sim.screen_text()


def test_a_clash_whose_default_is_taken_too_puts_back_the_reference_wiring():
    st_ = load({"YZ_BTN_UP": "GP14", "YZ_BTN_A": "GP14", "YZ_BUZZER_PIN": "GP4"})
    assert st_.button_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
    assert (st_.sda, st_.buzzer_pin) == ("GP4", "GP18")
    assert "reference wiring" in st_.problems[0]


def test_no_pins_are_ever_shared_after_the_clash_check():
    @given(st.dictionaries(st.sampled_from([k[1] for k in settings.KEYS]),
                           st.sampled_from(sorted(PINS) + ["", "none"]), max_size=12))
    @hsettings(max_examples=300, deadline=None)
    def check(env):
        s = load(env)
        pins = [getattr(s, attr) for _job, attr in settings._jobs(s)]
        assert len(pins) == len(set(pins)), (env, pins)
    check()


def test_every_problem_is_shown_a_page_at_a_time_even_with_no_press():
    bad = {"YZ_SDA": "GP40", "YZ_OLED_ADDRESS": "sixty", "YZ_SHAKE": "tilt",
           "YZ_I2C_FREQUENCY": 5, "YZ_DEBUG_MEM": "maybe", "YZ_BTN_B": "GP10"}
    sim = Sim(app=APP, settings=bad).boot()
    assert len(sim.hw.problems) == 6
    pages = pages_until_app(sim)
    assert len(pages) > 2 and pages[0].startswith("CHECK 1/")
    shown = " ".join(" ".join(p.split("\n")[1:]) for p in pages)
    for key in ("YZ_SDA", "YZ_OLED_ADDRESS", "YZ_SHAKE", "YZ_I2C_FREQUENCY", "YZ_DEBUG_MEM", "YZ_BTN_B"):
        assert key in shown.replace("  ", " "), (key, pages)
    assert "STAND-IN" in sim.screen_text()


def test_a_malformed_settings_file_boots_and_says_what_it_could_not_read(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b'YZ_BTN_A = "GP\xff14"\nthis line has no equals sign\nYZ_SHAKE = "none\n\xfe\xff\n')
    data = path.read_bytes()
    for key in ("YZ_BTN_A", "YZ_SHAKE"):
        try:
            toml.getenv(data, key)
            raise AssertionError(key + " was read")
        except ValueError:
            pass
    sim = Sim(app=APP, settings_path=str(path)).boot()
    text = "\n".join(sim.hw.problems)
    assert "YZ_BTN_A cannot be read: write it like YZ_BTN_A" in text, text  # (not UTF-8)
    assert 'YZ_SHAKE has no closing quote: write it like YZ_SHAKE = "switch" (used now).' in text, text
    pages_until_app(sim)
    sim.press("A")
    sim.run_until_idle()
    assert "COUNT 1" in sim.screen_text()


def test_a_missing_or_unreadable_settings_file_is_an_empty_one(tmp_path):
    assert toml.read(str(tmp_path / "nothing.toml")) is None
    assert toml.read(str(tmp_path)) is None  # a directory
    assert toml.getenv(None, "YZ_SDA", "x") == "x"


LINE = st.one_of(
    st.binary(max_size=40),
    st.tuples(st.sampled_from([k[1] for k in settings.KEYS]), st.sampled_from([" = ", "=", " "]),
              st.one_of(st.sampled_from(['"GP10"', '"GP4"', '"GP14"', "0x3D", "61", '""', '"none"',
                                         '"lis3dh"', '"switch"', "1", '"GP99', "-5", '"\\u00e9"']),
                        st.text(max_size=8).map(repr))).map(lambda t: "".join(t).encode("utf-8", "replace")),
)


@given(st.lists(LINE, max_size=12))
@hsettings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_settings_file_boots_to_a_working_title_screen(lines):
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "settings.toml")
        with open(path, "wb") as f:
            f.write(b"\n".join(lines))
        sim = Sim(settings_path=path, nvm_path=None).boot()
        assert reaches_a_working_title(sim), (lines, sim.hw.problems if sim.hw else None, sim.console[-3:])


@given(st.binary(max_size=300))
@hsettings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_bytes_as_settings_toml_boot_to_a_working_title_screen(data):
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "settings.toml")
        with open(path, "wb") as f:
            f.write(data)
        sim = Sim(settings_path=path, nvm_path=None).boot()
        assert reaches_a_working_title(sim), (data, sim.hw.problems if sim.hw else None)


@given(st.lists(LINE, max_size=12), st.sampled_from(toml.FIRMWARES))
@hsettings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_settings_file_boots_as_either_firmware_reads_it(lines, firmware):
    """10.2.1 hands the app a str where 9.2.8 gave an int, and a default
    where 9.2.8 raised: the app must take both."""
    import tempfile
    data = b"\n".join(lines)
    for key in [k[1] for k in settings.KEYS]:
        try:
            v = toml.getenv(data, key, None, firmware)
        except ValueError as e:  # on 10 only UnicodeError is left
            assert firmware.startswith("9.") or type(e) is UnicodeError, (key, e)
            continue
        assert v is None or isinstance(v, str) or (firmware.startswith("9.") and isinstance(v, int))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "settings.toml")
        with open(path, "wb") as f:
            f.write(data)
        sim = Sim(settings_path=path, nvm_path=None, firmware=firmware).boot()
        assert reaches_a_working_title(sim), (lines, firmware, sim.hw.problems if sim.hw else None)


def test_the_settings_the_hardware_keeps_hold_no_function_of_their_module():
    """hw.settings lives as long as the hardware, and the boot lets
    handheld.settings go (startup.py): on stock firmware a function in
    the Settings class (a method) would keep the module's globals, so
    all of its code, in the heap through every game (about 4.5 KB)."""
    from handheld.settings import Settings
    st_ = load({})
    held = [k for k, v in list(vars(Settings).items()) + list(vars(st_).items()) if callable(v)]
    assert not held, "Settings holds %s: the whole settings module stays in the heap" % held
