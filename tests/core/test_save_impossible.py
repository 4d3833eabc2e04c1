# mpy-heap: 68k  (every variant's save checks, yahtzee_core/<variant>_check.py, stay
# loaded here once a load has used them)
"""Saves with a correct checksum but a game no legal play could produce:
each is refused whole as CorruptSave, never loaded to crash later."""

from yahtzee_core import load_game, new_game, savefmt
from yahtzee_core.errors import CorruptSave
from yahtzee_core.power import DOUBLE, POWER
from support import raises
from turns import turn


def _patch(data, offset, value):
    """``data`` with payload byte ``offset`` set to ``value``, CRC recomputed."""
    code, payload = savefmt.unpack(data)
    p = bytearray(payload)
    p[offset] = value
    return savefmt.pack(code, bytes(p))


def _names_end(payload):
    """Offset of the seat byte (just past the names)."""
    pos = 1
    for _ in range(payload[0]):
        pos += 1 + payload[pos]
    return pos


def _refused(data):
    with raises(CorruptSave):
        load_game(data)


def _rolls_used_at(data):
    return _names_end(savefmt.unpack(data)[1]) + 2


def test_roll_off_with_rolls_used_is_refused():
    for variant in ("classic", "power"):
        g = new_game(variant, ["ANN", "BOB"], seed=3)
        g.roll()
        data = g.save()
        _refused(_patch(data, _rolls_used_at(data), 1))


def _sheet_start(data):
    """Offset of the first seat's sheet in a classic save."""
    code, p = savefmt.unpack(data)
    pos = _names_end(p) + 3
    pos += 1 + p[pos] + 4   # dice, RNG
    pos += 1 + (len(p) and (p[pos] and p[0]))
    return pos


def test_classic_boxes_no_roll_can_give_are_refused():
    g = new_game("classic", ["ANN"], seed=3)
    data = g.save()
    start = _sheet_start(data)
    for box, value in ((0, 7), (8, 24), (11, 49), (12, 3), (5, 31), (9, 25)):
        _refused(_patch(data, start + box, value))
    for box, value in ((0, 5), (8, 25), (11, 50), (12, 0), (12, 30), (5, 30)):
        assert load_game(_patch(data, start + box, value)).box(0, box) == value


def test_yahtzee_bonus_with_the_yahtzee_box_open_is_refused():
    g = new_game("classic", ["ANN"], seed=3)
    data = g.save()
    _refused(_patch(data, _sheet_start(data) + 13, 1))


def test_power_roll_off_with_a_half_done_double_is_refused():
    g = new_game("power", ["ANN", "BOB"], seed=3)
    g.roll(faces=(4,))
    data = g.save()
    code, p = savefmt.unpack(data)
    _refused(_patch(data, len(p) - 1, 1))


def test_can_roll_agrees_with_the_power_fourth_roll():
    g = new_game("power", ["ANN"], seed=9)
    turn(g, (6, 6, 1, 2, 3, POWER), ((0, 1, 5), (6, 6, 1)), ((0, 1, 2, 3, 5), (1,)))
    assert g.rolls_left == 1
    assert g.can_roll
    g.roll(keep=(0, 1, 2, 3, 5), faces=(6,))
    assert not g.can_roll


def test_a_seat_to_play_with_a_full_sheet_or_out_of_turn_counts_is_refused():
    # Found by bench/fault_bench.py: a loaded game offering neither a roll
    # nor a box, so it could never end.
    g = new_game("classic", ["ANN", "BOB"], seed=3, first=0)
    data = g.save()
    start = _sheet_start(data)
    for b in range(13):
        data = _patch(data, start + b, 0)
    _refused(data)
    # BOB (seat 1) has filled two boxes, ANN none, and ANN is to play.
    data = g.save()
    _refused(_patch(_patch(data, start + 14, 0), start + 15, 0))
    # ANN has filled one, BOB none, BOB to play: a legal moment.
    g.roll()
    g.scratch("chance")
    assert load_game(g.save()).seat == 1


def _power_sheet_start(data):
    code, p = savefmt.unpack(data)
    pos = _names_end(p) + 3
    return pos + 1 + p[pos] + 4 + 1


def test_power_slots_no_roll_can_give_and_full_sheets_in_play_are_refused():
    g = new_game("power", ["ANN", "BOB"], seed=3, first=0)
    data = g.save()
    start = _power_sheet_start(data)
    for slot, base in ((12, 24), (1, 3), (18, 100), (19, 50)):
        _refused(_patch(_patch(data, start + 2 * slot, base), start + 2 * slot + 1, 1))
    ok = _patch(_patch(data, start + 2 * 19, 100), start + 2 * 19 + 1, 1)
    assert load_game(ok).slot(0, 19) is not None
    for slot in range(21):  # ANN's sheet full but the game still going
        data = _patch(data, start + 2 * slot, 0)
    _refused(data)
