"""Every example in the Word Yahtzee rule book."""

from support import raises
from word_helpers import game, arrange, die_of, scratch_all_but

from yahtzee_core.errors import IllegalMove
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


def test_bvcrspo_then_u_then_u_ends_in_a_forced_zero():
    g = game()
    scratch_all_but(g, ("all_consonants", "all_vowels", "yahtzee"))
    g.roll(faces=arrange("bvcrspo"))
    o = die_of(g, "o")
    keep = [d for d in range(7) if d != o]
    g.roll(keep, faces="u")
    g.roll(keep, faces="u")
    assert g.dice.count(ord("u") - 97) == 1 and g.rolls_left == 0 and not g.can_roll
    with raises(IllegalMove, "no rolls left"):
        g.roll(keep)
    assert sorted((c.box, c.points) for c in g.choices()) == [
        ("all_consonants", 0), ("all_vowels", 0), ("yahtzee", 0)]
    with raises(IllegalMove, "7 letters"):
        g.score("yahtzee", ("cups",))
    g.score("yahtzee")
    assert g.box(0, W.BOXES.index("yahtzee")) == 0


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
