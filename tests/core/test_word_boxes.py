"""The word boxes: letter counts and word counts."""

from support import raises
from word_helpers import game, arrange

from yahtzee_core.errors import IllegalMove
from yahtzee_core import word as W


def test_letter_boxes_take_one_word_of_their_length():
    lengths = {"two_letter": "on", "three_letter": "him", "four_letter": "mice",
               "five_letter": "mince", "six_letter": "camper"}
    for box, word in lengths.items():
        g = game()
        g.roll(faces=arrange(word))
        with raises(IllegalMove, "letters"):
            g.score(box, (word + "s",) if len(word) < 6 else ("camp",))
        with raises(IllegalMove, "exactly 1 word"):
            g.score(box, (word, "a"))
        c = g.score(box, (word,))
        assert c.points == sum(W.LT.VALUES[ord(ch) - 97] for ch in word)



def test_two_and_three_words_need_exactly_that_many():
    g = game()
    g.roll(faces=arrange("aihimon"))
    with raises(IllegalMove, "exactly 2 words, not 1"):
        g.score("two_words", ("him",))
    with raises(IllegalMove, "exactly 3 words, not 2"):
        g.score("three_words", ("him", "on"))
    assert g.score("two_words", ("him", "on")).points == 3 + 2 + 3 + 1 + 2
    g.roll(faces=arrange("aihimon"))
    assert g.score("three_words", ("a", "him", "on")).points == 1 + 8 + 3



def test_one_word_takes_any_length_and_unused_dice_score_nothing():
    g = game()
    g.roll(faces=arrange("scamper"))
    assert g.score("one_word", ("cap",)).points == 4 + 1 + 4
