"""All Consonants and All Vowels: 25 for the dice, Y and the wild either."""

from word_helpers import game, arrange


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
