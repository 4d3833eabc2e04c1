"""The six buttons. Each constant is also the button's key number in the
``keypad.Keys`` that reads them, so the order here is the order of the
pins in settings (YZ_BTN_UP ... YZ_BTN_B)."""

from micropython import const

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)  # select / hold
B = const(5)  # back / scorecard

COUNT = 6
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")


def by_name(name):
    """The constant for "UP", "a", ... (ValueError if there is none)."""
    name = name.upper()
    for i in range(COUNT):
        if NAMES[i] == name:
            return i
    raise ValueError("no button called %r" % (name,))
