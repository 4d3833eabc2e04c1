"""The wild face: any letter, worth nothing."""

from word_helpers import game, arrange, die_of


def test_the_wild_completes_a_word_for_nothing():
    g = game()
    g.roll(faces=arrange("mic*", avoid="e"))
    w = die_of(g, "*")
    # plain word: the wild stands for the E
    c = g.score("four_letter", ("mice",))
    assert c.points == 3 + 2 + 4
    assert c.detail[0][1][3] == w



def test_the_wild_takes_the_letter_the_dice_lack():
    g = game()
    g.roll(faces=arrange("mice*", avoid="m"))
    w = die_of(g, "*")
    # MIME: one real M, the wild as the other, worth nothing
    c = g.score("four_letter", ("mime",))
    assert c.points == 3 + 2 + 0 + 1
    assert w in c.detail[0][1]


def test_wild_alone_is_a_one_letter_word():
    g = game()
    g.roll(faces=arrange("*", avoid="ai"))
    w = die_of(g, "*")
    c = g.score("one_word", ("a",))
    assert c.points == 0 and c.detail == (("a", (w,)),)
