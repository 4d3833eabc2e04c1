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


def test_a_face_out_of_byte_range_is_refused():
    """Issue #26: -1 or 256 for a letter die raised a bytes operation's
    ValueError, not IllegalMove."""
    g = game()
    for bad in (-1, 256, 1 << 40):
        before = g.save()
        with raises(IllegalMove, "has no face"):
            g.roll(faces=(23, 19, 18, bad, 1, 18, 22))
        assert g.save() == before


def test_a_hint_wants_dice_and_a_game_on():
    """Issue #26: hint() before a roll (or once the game is over) raised
    the word finder's plain ValueError."""
    g = game()
    with raises(IllegalMove, "roll the dice first"):
        g.hint()
    for b in g.BOXES:
        g.roll()
        g.scratch(b)
    assert g.over
    with raises(IllegalMove, "game is over"):
        g.hint()


def test_play_takes_only_a_choice():
    """Issue #26: play() with anything but a Choice raised AttributeError."""
    g = game()
    g.roll(faces=arrange("mice", avoid="aeiou"))
    before = g.save()
    for bad in ("four_letter", None, ("four_letter", 8, ("mice",))):
        with raises(IllegalMove, "one of choices()"):
            g.play(bad)
        assert g.save() == before
