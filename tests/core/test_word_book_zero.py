"""The rule book's "Scoring zero": B-V-C-R-S-P-O, then U, then U."""

from yahtzee_core import wordfinder  # noqa: F401  (choices() needs it: load it first)

from support import raises
from word_helpers import game, arrange, die_of, scratch_all_but

from yahtzee_core.errors import IllegalMove
from yahtzee_core import word as W


def test_bvcrspo_then_u_then_u_ends_in_a_forced_zero():
    g = game()
    scratch_all_but(g, ("all_consonants", "all_vowels", "yahtzee"))
    g.roll(faces=arrange("bvcrspo"))
    o = die_of(g, "o")
    keep = [d for d in range(7) if d != o]
    g.roll(keep, faces=[ord("u") - 97])
    g.roll(keep, faces=[ord("u") - 97])
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
