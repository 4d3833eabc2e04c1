"""Seats, the first player, the end of a game, and the six-game
championship."""

from support import raises
from word_helpers import game, arrange

from yahtzee_core.errors import IllegalMove
from yahtzee_core import word as W


def test_one_to_eight_players():
    game(("A",))
    game(tuple("ABCDEFGH"))
    with raises(IllegalMove, "1 to 8"):
        game(tuple("ABCDEFGHI"))


def test_a_random_seat_starts_or_the_one_given():
    seats = set()
    for seed in range(40):
        seats.add(W.Word(tuple("ABCDEFGH"), seed=seed).seat)
    assert len(seats) > 4  # chance decides
    assert W.Word(("A", "B", "C"), seed=3, first=2).seat == 2


def test_the_game_ends_when_every_sheet_is_full():
    g = game(("A", "B"))
    for _ in range(12):
        for _ in range(2):
            g.roll()
            g.scratch(W.BOXES[[b for b in range(12) if g.box(g.seat, b) is None][0]])
    assert g.over and g.totals() == [0, 0] and g.winners() == (0, 1)
    with raises(IllegalMove, "over"):
        g.roll()


def test_championship_sums_six_games():
    g = game(("A",), championship=True)
    for n in range(6):
        assert g.game == n and not g.over
        g.roll(faces=arrange("mice"))
        g.score("chance", ("mice",))
        for b in W.BOXES[:11]:
            g.roll()
            g.scratch(b)
    assert g.over
    assert g.game_totals(0) == (10,) * 5 and g.total(0) == 10
    assert g.totals() == [60]
