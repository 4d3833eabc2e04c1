"""The buttons' keypad: made at boot (handheld/hw_parts.py), and made
again after a deep sleep that let the buttons go could not arm their
pins as alarms (``Hardware.rebuild_buttons``, handheld/hw_power.py)."""


def make_buttons(hw):
    """The keypad of the settings' six button pins, or a problem saying
    why there is none."""
    s = hw.settings
    try:
        import board
        import keypad
        pins = tuple(getattr(board, n) for n in s.button_pins())
        hw._keys = keypad.Keys(pins, value_when_pressed=False, pull=True, interval=0.02, max_events=16)
        hw._ev = keypad.Event()
    except Exception as e:
        hw.problems.append("Buttons: could not read pins %s (%s). Check YZ_BTN_* in settings.toml."
                           % (" ".join(s.button_pins()), e))
