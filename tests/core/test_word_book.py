"""The rule book's scoring examples: MICE, A-I-HIM-ON, SCAMPER."""

from yahtzee_core.errors import IllegalMove
from support import raises
from word_helpers import game, arrange

from yahtzee_core import word as W


def test_mice_is_ten_in_four_letter_word_one_word_or_chance():
    for box in ("four_letter", "one_word", "chance"):
        g = game()
        g.roll(faces=arrange("mice"))
        c = g.score(box, ("mice",))
        assert c.points == 10
        assert g.box(0, W.BOXES.index(box)) == 10



def test_aihimon_is_fourteen_in_chance_as_a_i_him_on():
    g = game()
    g.roll(faces=arrange("aihimon"))
    c = g.score("chance", ("a", "i", "him", "on"))
    assert c.points == 14
    assert g.total(0) == 14



def test_scamper_is_fifty_as_yahtzee_word():
    g = game()
    g.roll(faces=arrange("scamper"))
    assert g.score("yahtzee", ("scamper",)).points == 50
    assert g.total(0) == 50


def test_a_zero_box_takes_no_other_value():
    g = game()
    g.roll(faces=arrange("scamper"))
    g.scratch("yahtzee")
    g.roll(faces=arrange("scamper"))
    with raises(IllegalMove, "already filled"):
        g.score("yahtzee", ("scamper",))
    # no 50, and a later seven-letter word earns no bonus
    c = g.score("one_word", ("scamper",))
    assert c.points == 17 and g.yahtzee_bonus(0) == 0
