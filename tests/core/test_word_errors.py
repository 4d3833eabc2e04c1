"""Word Yahtzee's illegal moves: each error names the problem."""

from support import raises
from word_helpers import game, arrange

from yahtzee_core.errors import IllegalMove


def test_errors_name_the_problem():
    g = game()
    g.roll(faces=arrange("mice", avoid="aeiou"))
    with raises(IllegalMove, "not in the dictionary"):
        g.score("four_letter", ("imce",))
    with raises(IllegalMove, "not on the dice"):
        g.score("four_letter", ("mile",))
    with raises(IllegalMove, "M die would be used twice"):
        g.score("two_words", ("me", "mi"))
    with raises(IllegalMove, "used twice"):
        g.score("four_letter", ("mime",))
    with raises(IllegalMove, "declare the words"):
        g.score("four_letter", ())
    with raises(IllegalMove, "declare the words"):
        g.score("four_letter", (5,))
    with raises(IllegalMove, "exactly 3 words"):
        g.score("three_words", ("mice",))
    with raises(IllegalMove, "4 letters"):
        g.score("four_letter", ("ice",))
    with raises(IllegalMove, "no box"):
        g.score("five_words", ("mice",))
    with raises(IllegalMove, "takes no words"):
        g.score("all_vowels", ("mice",))
    assert g.total(0) == 0 and g.rolled  # nothing changed


def test_must_roll_before_scoring():
    g = game()
    with raises(IllegalMove, "roll"):
        g.score("chance", ("a",))
