"""The upper bonus: 35 for an upper total of 46 or more."""

from word_helpers import game, arrange


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
