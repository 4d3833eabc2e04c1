"""Taking a Word turn back: the words and the box go, the dice and the
rolls left come back; a save in between keeps it (the steps are played
again on load without reading the dictionary, as the loader never does),
and (test_word_undo_refused.py) a step whose words the dice cannot
spell is refused. Portable."""

# mpy-heap: 70k  (the game, the loader, undo.py and the test's names; on the board the
# code and its names are frozen in flash, tests.firmware.portable)

from support import raises
from word_helpers import game, arrange

from yahtzee_core import load_game, savefmt
from yahtzee_core import word as W
from yahtzee_core.errors import IllegalMove


def test_the_words_and_the_box_are_taken_back():
    g = game(("ANN", "BOB"))
    g.roll(faces=arrange("dryane*"))
    after_roll = g.save()
    g.score("two_words", ("dry", "sane"))
    assert g.box(0, W.BOXES.index("two_words")) > 0 and g.seat == 1
    data = g.save()
    code, payload = savefmt.unpack(data)
    assert payload[-12:] == bytes((1, W.BOXES.index("two_words"), 2, 3)) + b"dry" + bytes((4,)) + b"sane"
    h = load_game(data)  # a power cut between scoring and passing
    assert h.save() == data and h.can_undo
    for x in (g, h):
        x.undo()
        assert x.save() == after_roll and x.box(0, W.BOXES.index("two_words")) is None
    g.score("one_word", ("sane",))  # another choice on the same roll
    assert g.can_undo


def test_the_bonus_and_a_finished_match_game_are_taken_back():
    g = game(("ANN",), championship=True)
    g.roll(faces=arrange("scamper"))
    g.score("yahtzee", ("scamper",))
    g.roll(faces=arrange("scamper"))
    g.score("one_word", ("scamper",))
    assert g.yahtzee_bonus(0) == 100
    g.undo()
    assert g.yahtzee_bonus(0) == 0 and g.rolled


def test_a_zero_after_time_up_without_a_roll_is_taken_back():
    g = game(("ANN", "BOB"), timer=True)
    g.roll(faces=arrange("mice"))
    g.score("four_letter", ("mice",))
    g.time_up()  # BOB's clock ran out before he rolled: ANN's turn is his now
    assert not g.can_undo
    before = g.save()
    g.scratch("chance")
    h = load_game(g.save())
    h.undo()
    assert h.save() == before and h.time_out
    with raises(IllegalMove):
        h.undo()
