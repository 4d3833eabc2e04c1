"""Word saves with a good CRC but a box value no dice give (the sums of
letter values over the box's dice; the dictionary is not consulted)."""

# mpy-heap: 74k  (the game, the loader and the test's names: the interned-name pool
# doubles as names are added, so a few names move the need by KBs; on the board the code
# and its names are frozen in flash, tests.firmware.portable)

from word_helpers import game
from yahtzee_core import load_game, savefmt
from yahtzee_core.errors import CorruptSave
from support import raises


def _with_box(data, box, value):
    """The save with seat 0's box set, found as the only change that a
    scratch into that box makes."""
    code, p = savefmt.unpack(data)
    p = bytearray(p)
    p[_BOX0 + box] = value
    return savefmt.pack(code, bytes(p))


def _first_box_offset(g):
    """Payload offset of seat 0's first box: scratch it and diff."""
    before = savefmt.unpack(g.save())[1]
    g2 = load_game(g.save())
    g2.roll()
    g2.scratch("two_letter")
    after = g2._payload()  # the state now (a save holds the roll and the step to take back)
    return [i for i in range(len(before)) if before[i] == 255 and after[i] == 0][0]


g0 = game(("ANN",))
_BOX0 = _first_box_offset(g0)


def test_word_boxes_no_dice_give_are_refused():
    data = g0.save()
    for box, value in ((0, 19), (4, 4), (8, 24), (10, 49), (11, 41)):
        with raises(CorruptSave):
            load_game(_with_box(data, box, value))
    for box, value in ((0, 18), (4, 5), (8, 25), (10, 50), (11, 40)):
        assert load_game(_with_box(data, box, value)).box(0, box) == value
