"""Each Word Yahtzee box's rule, the wild, and the upper bonus."""

from support import raises
from word_helpers import game, arrange, die_of

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


def test_all_consonants_and_all_vowels_score_25_or_nothing():
    g = game()
    g.roll(faces=arrange("bvcrsky"))  # Y counts as a consonant
    assert g.score("all_consonants").points == 25
    g.roll(faces=arrange("bvcrspo"))
    assert g.score("all_vowels").points == 0
    g = game()
    g.roll(faces=arrange("aoiyeee"))  # Y counts as a vowel
    assert g.score("all_vowels").points == 25


def test_the_wild_counts_as_vowel_or_consonant():
    g = game()
    g.roll(faces=arrange("kcry*sv"))
    assert g.score("all_consonants").points == 25
    g = game()
    g.roll(faces=arrange("aoeu*ee"))
    assert g.score("all_vowels").points == 25


def test_the_wild_completes_a_word_for_nothing():
    g = game()
    g.roll(faces=arrange("mic*", avoid="e"))
    w = die_of(g, "*")
    # plain word: the wild stands for the E
    c = g.score("four_letter", ("mice",))
    assert c.points == 3 + 2 + 4
    assert c.detail[0][1][3] == w


def test_the_player_names_the_dice_and_the_wild_letter():
    g = game()
    g.roll(faces=arrange("mice*"))
    m, i, c, e, w = (die_of(g, ch) for ch in "mice*")
    # MICE with the wild as the M: the real M scores nothing here
    ch = g.score("four_letter", (("mice", (w, i, c, e)),))
    assert ch.points == 2 + 4 + 1


def test_wild_alone_is_a_one_letter_word():
    g = game()
    g.roll(faces=arrange("*"))
    w = die_of(g, "*")
    assert g.score("one_word", (("a", (w,)),)).points == 0


def test_upper_bonus_at_46():
    g = game()
    for box, word in (("six_letter", "camper"), ("five_letter", "cramp"), ("four_letter", "camp"),
                      ("three_letter", "cap")):
        g.roll(faces=arrange(word))
        g.score(box, (word,))
    assert g.upper_score(0) == 15 + 14 + 12 + 9 == 50
    assert g.upper_bonus(0) == 35
    g = game()
    g.roll(faces=arrange("camper"))
    g.score("six_letter", ("camper",))
    assert g.upper_bonus(0) == 0


def test_one_zero_short_of_the_upper_bonus():
    g = game()
    for box, word in (("six_letter", "camper"), ("five_letter", "cramp"), ("four_letter", "camp")):
        g.roll(faces=arrange(word))
        g.score(box, (word,))
    g.roll(faces=arrange("bad"))
    g.score("three_letter", ("bad",))  # 4+1+3: 41 + 8 = 49
    assert g.upper_score(0) == 49 and g.upper_bonus(0) == 35
