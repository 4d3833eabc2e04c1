# mpy-heap: 68k  (classic and Power games saved and loaded back through the loader and
# both save checks)
"""Saving and loading classic and Power games: exact round trips, compact
bytes, and damaged saves refused whole."""

from yahtzee_core import load_game, new_game, savefmt
from yahtzee_core.errors import CorruptSave
from yahtzee_core.power import DOUBLE, POWER
from support import raises
from turns import turn


def states():
    """Games caught at every kind of moment worth saving."""
    out = []
    g = new_game("classic", ["ANN", "BOB", "CY"], seed=9)
    out.append(g.save())                  # roll-off, nobody rolled
    g.roll(faces=(6, 6, 6, 6, 5))
    out.append(g.save())                  # roll-off under way
    g = new_game("power", ["ANN", "BOB"], seed=9, first=1)
    out.append(g.save())                  # turn start
    turn(g, (1, 2, 3, 4, 4, DOUBLE))
    out.append(g.save())                  # rolled
    g.score("small_straight")
    out.append(g.save())                  # DOUBLE half done
    g.score("chance")
    turn(g, (6, 6, 1, 2, 3, POWER), ((0, 1, 5), (6, 6, 1)), ((0, 1, 2, 3, 5), (1,)))
    g.roll(keep=(0, 1, 2, 3, 5), faces=(6,))
    out.append(g.save())                  # after the fourth roll
    return out


def test_save_load_save_is_byte_identical_at_every_kind_of_moment():
    for data in states():
        g = load_game(data)
        assert g.save() == data


def _step(g):
    """A fixed policy, legal whatever the dice: roll twice, then score."""
    if g.can_roll and g.rolls_used < 2:
        g.roll(keep=(0, 5) if g.rolled else ())
    else:
        g.play(g.choices()[0])


def test_a_loaded_game_plays_on_exactly_like_the_original():
    a = new_game("power", ["ANN", "BOB"], seed=4, first=0)
    for _ in range(5):
        _step(a)
    b = load_game(a.save())
    for _ in range(40):              # the RNG state travels in the save too
        _step(a)
        _step(b)
        assert a.dice == b.dice and a.save() == b.save()


def test_a_six_player_power_save_fits_in_512_bytes():
    g = new_game("power", ["PLAYER%d" % i for i in range(1, 7)], seed=3, first=0)
    while not g.over:
        if not g.placed:       # DOUBLE's second slot uses the same roll
            g.roll()
        g.play(g.choices()[0])
    assert len(g.save()) <= 512


def test_every_flipped_bit_is_refused():
    data = states()[4]
    for i in range(len(data)):
        for bit in (0, 3, 7):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            with raises(CorruptSave):
                load_game(bytes(bad))


def test_every_truncation_and_trailing_byte_is_refused():
    data = states()[3]
    for n in range(len(data)):
        with raises(CorruptSave):
            load_game(data[:n])
    with raises(CorruptSave, "trailing"):
        load_game(data + b"\x00")


def test_a_save_with_a_good_checksum_but_impossible_contents_is_refused():
    data = new_game("classic", ["ANN"], seed=1).save()
    code, payload = savefmt.unpack(data)
    bad = bytearray(payload)
    bad[-2] = 99  # the Chance box holding 99
    with raises(CorruptSave, "box score"):
        load_game(savefmt.pack(code, bytes(bad)))
    with raises(CorruptSave, "unknown game"):
        load_game(savefmt.pack(9, payload))
    with raises(CorruptSave, "version"):
        load_game(b"YZ\x02" + data[3:])
    with raises(CorruptSave, "not a saved game"):
        load_game(b"hello, world")


def test_the_checksum_is_standard_crc16_ccitt_false():
    assert savefmt.crc16(b"123456789") == 0x29B1
    assert savefmt.crc16(b"") == 0xFFFF
