"""The rule book's "Scoring zero": B-V-C-R-S-P-O, then U, then U."""

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
    # U is a vowel, B a consonant, and no seven-letter word: zeros only
    # (tests/test_word_choices.py checks choices() says so too)
    with raises(IllegalMove, "takes no words"):
        g.score("all_vowels", ("bvcrspu",))
    with raises(IllegalMove, "7 letters"):
        g.score("yahtzee", ("cups",))
    assert g.score("all_consonants").points == 0
    assert g.box(0, W.BOXES.index("all_consonants")) == 0
