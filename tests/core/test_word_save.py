# mpy-heap: 68k  (a Word game saved and loaded back through the loader and its save
# checks)
"""Saving and loading a Word game: the whole state, compact; damage is a
CorruptSave."""

from support import raises
from word_helpers import game, arrange

from yahtzee_core import load_game, savefmt
from yahtzee_core.errors import CorruptSave


def _midgame():
    g = game(("ANN", "BOB", "CY"), timer=True, championship=True)
    g.roll(faces=arrange("scamper"))
    g.score("yahtzee", ("scamper",))
    g.roll(faces=arrange("mice"))
    g.roll((0, 1), faces=arrange("mice")[2:])
    g.time_up()
    return g


def test_save_load_save_is_identical():
    g = _midgame()
    data = g.save()
    h = load_game(data)
    assert h.save() == data
    assert h.timer and h.championship and h.time_out and h.dice == g.dice
    assert h.totals() == g.totals() and h.seat == g.seat
    assert len(data) < 80


def test_a_loaded_game_plays_on_the_same():
    g = _midgame()
    h = load_game(g.save())
    assert g.score("chance", ("mice",)) == h.score("chance", ("mice",))
    g.roll()
    h.roll()  # the RNG's state was saved too
    assert g.dice == h.dice and g.save() == h.save()


def test_damaged_saves_are_refused():
    data = _midgame().save()
    with raises(CorruptSave):
        load_game(data[:-1])
    bad = bytearray(data)
    bad[12] ^= 0x40
    with raises(CorruptSave):
        load_game(bytes(bad))


def test_impossible_contents_are_refused_even_with_a_good_checksum():
    g = _midgame()
    code, payload = savefmt.unpack(g.save())
    # engine fields: players, names, seat, phase, rolls, dice, RNG, roll-off
    off = 1 + sum(1 + len(p) for p in g.players) + 4 + len(g.dice) + 4 + 1
    for pos, value in ((off, 16),           # unknown option bit
                       (off + 1, 6),        # a seventh championship game
                       (off + 2 + 10, 49),  # Yahtzee box holding 49
                       (off + 2 + 8, 24)):  # All Consonants holding 24
        bad = bytearray(payload)
        bad[pos] = value
        with raises(CorruptSave):
            load_game(savefmt.pack(code, bytes(bad)))


def test_family_refuses_a_rare_word_full_takes_it():
    from yahtzee_core.errors import IllegalMove
    g = game(("ANN",))
    g.roll(faces=arrange("qat"))
    with raises(IllegalMove):
        g.score("three_letter", ("qat",))
    h = game(("ANN",), dictionary="full")
    h.roll(faces=arrange("qat"))
    h.score("three_letter", ("qat",))
    assert h.box(0, 1) == 8 + 1 + 2
