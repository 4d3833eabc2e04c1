"""The Yahtzee Word bonus: +100 for another seven-letter word while the
Yahtzee box holds 50, and where that roll may be scored."""

from support import raises
from word_helpers import game, arrange, scratch_all_but

from yahtzee_core.errors import IllegalMove


def _second_scamper(g):
    g.roll(faces=arrange("scamper"))
    g.score("yahtzee", ("scamper",))
    g.roll(faces=arrange("scamper"))


def test_second_yahtzee_word_scores_100_more_in_one_word():
    g = game()
    _second_scamper(g)
    assert g.score("one_word", ("scamper",)).points == 17
    assert g.yahtzee_bonus(0) == 100 and g.total(0) == 50 + 17 + 100


def test_bonus_word_takes_25_in_all_vowels_whatever_its_letters():
    g = game()
    _second_scamper(g)
    assert g.score("all_vowels", ("scamper",)).points == 25
    assert g.total(0) == 50 + 25 + 100


def test_bonus_word_must_go_where_it_qualifies():
    g = game()
    _second_scamper(g)
    with raises(IllegalMove, "bonus"):
        g.score("three_letter", ("scamper",))
    assert g.total(0) == 50  # nothing changed
    g.score("three_letter", ("cap",))  # shorter words: no Yahtzee word, no bonus
    assert g.yahtzee_bonus(0) == 0


def test_bonus_word_with_nowhere_to_go_is_a_zero_anywhere():
    g = game()
    scratch_all_but(g, ("yahtzee", "two_letter", "two_words"))
    _second_scamper(g)
    assert g.score("two_letter", ("scamper",)).points == 0
    assert g.yahtzee_bonus(0) == 100 and g.total(0) == 150
