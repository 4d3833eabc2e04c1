"""The board glue on its own: settings.toml parsing, shake detection and
the buzzer's tunes, without the simulated device."""

import sys
import os

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

from handheld import buttons, settings, shake, sound, startup  # noqa: E402

PINS = {"GP%d" % n for n in range(29)}


def load(env):
    return settings.load(getenv=env.get, pin_ok=PINS.__contains__)


def test_no_settings_file_gives_the_reference_build():
    st = load({})
    assert st.problems == []
    assert (st.sda, st.scl, st.oled_address) == ("GP4", "GP5", 0x3C)
    assert st.button_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
    assert (st.shake, st.shake_pin, st.buzzer_pin, st.debug_mem) == ("switch", "GP16", "GP18", False)


def test_values_come_as_circuitpython_gives_them_strings_or_integers():
    st = load({"YZ_OLED_ADDRESS": 61, "YZ_LIS3DH_ADDRESS": "0x19", "YZ_SHAKE": "LIS3DH",
               "YZ_BUZZER_PIN": "", "YZ_DEBUG_MEM": 1, "YZ_BTN_UP": "GP2"})
    assert st.problems == []
    assert (st.oled_address, st.lis3dh_address, st.shake) == (0x3D, 0x19, "lis3dh")
    assert st.buzzer_pin is None and st.debug_mem is True and st.btn_up == "GP2"


def test_every_bad_value_is_named_and_replaced_by_its_default():
    st = load({"YZ_SDA": "GP40", "YZ_OLED_ADDRESS": "sixty", "YZ_SHAKE": "tilt",
               "YZ_I2C_FREQUENCY": 5, "YZ_DEBUG_MEM": "maybe", "YZ_BTN_B": 7})
    assert st.sda == "GP4" and st.oled_address == 0x3C and st.shake == "switch"
    assert st.i2c_frequency == 400000 and st.debug_mem is False and st.btn_b == "GP15"
    text = "\n".join(st.problems)
    for key in ("YZ_SDA", "YZ_OLED_ADDRESS", "YZ_SHAKE", "YZ_I2C_FREQUENCY", "YZ_DEBUG_MEM", "YZ_BTN_B"):
        assert key in text
    assert len(st.problems) == 6


def test_an_unreadable_settings_file_never_stops_the_boot():
    def broken(key):
        raise ValueError("invalid syntax")
    st = settings.load(getenv=broken, pin_ok=PINS.__contains__)
    assert st.sda == "GP4" and len(st.problems) == len(settings.KEYS)


def test_a_pin_given_two_jobs_is_reported():
    st = load({"YZ_SHAKE_PIN": "GP4"})
    assert 'YZ_SDA and YZ_SHAKE_PIN are both "GP4". Type another pin for YZ_SHAKE_PIN ("GP16" is used now).' in st.problems
    assert load({"YZ_SHAKE_PIN": "GP4", "YZ_SHAKE": "none"}).problems == []


def test_a_shake_needs_enough_changes_inside_the_window():
    d = shake.ShakeDetector(needed=4, window_ms=600)
    for t in (0, 300, 700, 1100, 1500):  # too spread out
        d.event(t)
    assert not d.take()
    for t in (2000, 2050, 2100, 2150):
        d.event(t)
    assert d.take() and not d.take()


def test_one_long_shake_rolls_once_then_a_new_shake_rolls_again():
    d = shake.ShakeDetector(needed=3, window_ms=600, rest_ms=800)
    rolls = 0
    for t in range(0, 700, 40):  # 0.7 s of rattling
        d.event(t)
        rolls += d.take()
    assert rolls == 1
    for t in (2000, 2040, 2080):
        d.event(t)
    assert d.take()


def test_shake_timestamps_may_wrap():
    d = shake.ShakeDetector(needed=3)
    top = (1 << 29) - 1
    for t in (top - 40, top - 5, 20):
        d.event(t)
    assert d.take()


def test_sensitivity_five_is_the_lightest_touch():
    d = shake.ShakeDetector()
    d.set_sensitivity(1)
    firm = d.needed
    d.set_sensitivity(5)
    assert d.needed < firm


class FakePWM:
    def __init__(self):
        self.log = []
        self.frequency = 0
        self.duty_cycle = 0

    def __setattr__(self, k, v):
        object.__setattr__(self, k, v)
        if k == "duty_cycle":
            self.log.append((self.frequency, v))


def test_a_tune_plays_note_by_note_without_blocking():
    pwm = FakePWM()
    s = sound.Sound(pwm)
    s.play("fanfare", 0.0)
    t = 0.0
    while s.busy():
        t += 0.01
        s.update(t)
    notes = [f for f, d in pwm.log if d]
    assert notes == [523, 659, 784, 1047]
    assert pwm.duty_cycle == 0
    assert 0.6 < t < 0.8


def test_muting_silences_at_once_and_unknown_sounds_are_refused():
    pwm = FakePWM()
    s = sound.Sound(pwm)
    s.play("roll", 0.0)
    s.set_enabled(False)
    assert pwm.duty_cycle == 0 and not s.busy()
    s.play("click", 1.0)
    assert pwm.duty_cycle == 0
    try:
        s.play("boom", 2.0)
        raise AssertionError("unknown sound accepted")
    except ValueError:
        pass


def test_buttons_are_named_for_scripts():
    assert buttons.by_name("a") == buttons.A
    assert buttons.NAMES[buttons.RIGHT] == "RIGHT"


def test_problem_messages_wrap_to_the_screen_width():
    from handheld.text_layout import wrap
    lines = wrap("Display: no OLED answers at 0x3C on SDA GP4 / SCL GP5 (found 0x3D).")
    assert all(len(x) <= 21 for x in lines)
    assert " ".join(lines).split() == "Display: no OLED answers at 0x3C on SDA GP4 / SCL GP5 (found 0x3D).".split()
