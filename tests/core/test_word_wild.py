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
