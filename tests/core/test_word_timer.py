"""The optional 60-second turn timer: the core is told time is up."""

from support import raises
from word_helpers import game, arrange

from yahtzee_core.errors import IllegalMove


def test_without_the_timer_time_up_is_refused():
    g = game()
    with raises(IllegalMove, "without the timer"):
        g.time_up()


def test_time_up_stops_rolling_and_the_player_scores_now():
    g = game(("ANN", "BOB"), timer=True)
    g.roll(faces=arrange("mice"))
    g.time_up()
    assert g.rolls_left == 0 and not g.can_roll
    with raises(IllegalMove, "time is up"):
        g.roll((0,))
    assert g.score("four_letter", ("mice",)).points == 10
    assert g.seat == 1 and g.rolls_left == 3  # the next turn is normal
    g.roll()


def test_time_up_before_rolling_means_a_zero():
    g = game(timer=True)
    g.time_up()
    assert [c.points for c in g.choices()] == [0] * 12
    with raises(IllegalMove, "before a roll"):
        g.score("chance", ("a",))
    assert g.score("chance").points == 0
    assert g.box(0, 11) == 0
