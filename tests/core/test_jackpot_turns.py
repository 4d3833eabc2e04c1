# mpy-heap: 66k  (the Jackpot rules, a game and every roll's choices: 64k leaves less than
# the 4 KB margin)
"""Jackpot Yahtzee turns: one roll, the tiles each kind of roll gives (the
rule book's examples), choices with their points, and clear errors that
change nothing. Chance Space and supply: test_jackpot_chance.py. Portable."""

from support import raises

from yahtzee_core import new_game, load_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core import jackpot as J
from yahtzee_core.jackpot import CHANCE_SPACE, SUPPLY, OPTION
from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR, EMPTY, from_text

C, O, B, D = CHERRY, ORANGE, BELL, DOLLAR


def game(n=2, first=0):
    return new_game("jackpot", ["P%d" % i for i in range(n)], seed=5, first=first)


def setup(g, seat, text, chance=EMPTY):
    """Put a position in seat's rack and Chance Space; the supply follows."""
    g.racks[seat][:] = from_text(text)
    g.chance[seat] = chance
    assert g._recount()


def test_two_to_four_players():
    for n in (2, 3, 4):
        assert len(game(n).players) == n
    for n in (1, 5):
        with raises(IllegalMove, "2 to 4"):
            game(n)


class Draws:
    """An RNG stand-in that returns the given numbers in turn."""

    def __init__(self, *values):
        self.values = list(values)
        self.asked = []

    def randrange(self, n):
        self.asked.append(n)
        return self.values.pop(0)


def test_a_random_seat_starts_unless_given():
    for k in range(3):
        rng = Draws(k)
        g = new_game("jackpot", ["A", "B", "C"], rng=rng)
        assert g.seat == k and rng.asked == [3]
    assert game(4, first=3).seat == 3
    rng = Draws()
    assert new_game("jackpot", ["A", "B"], rng=rng, first=1).seat == 1
    assert rng.asked == []  # no draw when the first seat is given


def test_one_roll_of_four_symbol_dice_a_turn():
    g = game()
    assert g.roll(faces=(C, O, B, D)) == (C, O, B, D)
    assert not g.can_roll
    before = g.save()
    with raises(IllegalMove, "one roll"):
        g.roll()
    with raises(IllegalMove):
        g.roll(keep=(0,))
    assert g.save() == before


def test_rolled_faces_are_symbols_and_bad_faces_are_refused():
    g = game()
    faces = g.roll()
    assert len(faces) == 4 and all(0 <= f <= 3 for f in faces)
    g2 = game()
    with raises(IllegalMove, "no face"):
        g2.roll(faces=(0, 1, 2, 6))
    with raises(IllegalMove):
        g2.roll(faces=(0, 1, 2))
    assert not g2.rolled


def test_placing_before_rolling_is_refused():
    g = game()
    with raises(IllegalMove, "roll"):
        g.score(0, C)


def test_wild_roll_any_one_tile_into_an_open_window_or_the_chance_space():
    # 3A: cherry, orange, bell, dollar
    g = game()
    g.roll(faces=(C, O, B, D))
    cs = g.choices()
    assert len(cs) == 4 * 6  # 4 symbols x (5 bottom windows + Chance Space)
    assert {c.detail for c in cs} == {C, O, B, D}
    assert {c.box for c in cs} == {0, 1, 2, 3, 4, CHANCE_SPACE}
    g.score(2, D)
    assert g.racks[0][2] == D and g.supply[D] == 27
    assert g.seat == 1 and not g.rolled  # one tile, turn over


def test_pair_plays_the_pair_tile():
    # 3B: 2 bells, 1 cherry, 1 orange -> one bell
    g = game()
    g.roll(faces=(B, C, B, O))
    assert {c.detail for c in g.choices()} == {B}
    with raises(IllegalMove, "bell"):
        g.score(0, C)
    g.score(3)  # the roll names the tile
    assert g.racks[0][3] == B


def test_two_pairs_plays_either_pair():
    # 3C: 2 cherries, 2 oranges -> a cherry or an orange
    g = game()
    g.roll(faces=(C, C, O, O))
    assert {c.detail for c in g.choices()} == {C, O}
    with raises(IllegalMove, "choose your tile"):
        g.score(0)
    with raises(IllegalMove, "cherry or orange"):
        g.score(0, B)
    g.score(0, O)
    assert g.racks[0][0] == O


def test_three_alike_plays_that_symbol_into_a_window_or_the_chance_space():
    # 3D: 3 dollars and a bell -> one dollar
    g = game()
    g.roll(faces=(D, B, D, D))
    assert {c.detail for c in g.choices()} == {D}  # no Chance tile: no option
    g.score(CHANCE_SPACE, D)
    assert g.chance[0] == D and g.supply[D] == 27


def test_jackpot_plays_any_two_tiles():
    # 3E: 4 cherries -> e.g. a bell and an orange
    g = game()
    g.roll(faces=(C, C, C, C))
    assert g.tiles_due == 2
    assert {c.detail for c in g.choices()} == {C, O, B, D}
    g.score(0, B)
    assert g.seat == 0 and g.tiles_due == 1  # same turn, second tile
    g.score(1, O)
    assert g.racks[0][0] == B and g.racks[0][1] == O and g.seat == 1


def test_jackpot_one_tile_to_the_chance_space_the_other_to_the_rack():
    g = game()
    g.roll(faces=(O, O, O, O))
    g.place([(D, CHANCE_SPACE), (B, 4)])
    assert g.chance[0] == D and g.racks[0][4] == B and g.seat == 1


def test_a_window_that_is_not_open_is_refused():
    g = game()
    setup(g, 0, "C.... .... ... .. .")
    g.roll(faces=(C, O, B, D))
    before = g.save()
    with raises(IllegalMove, "not open"):
        g.score(5, C)  # window 1 under it is empty
    with raises(IllegalMove, "already holds"):
        g.score(0, C)
    with raises(IllegalMove, "no window"):
        g.score(15 + 7, C)
    assert g.save() == before


def test_a_second_tile_when_only_one_is_due_changes_nothing():
    g = game()
    g.roll(faces=(B, C, B, O))
    before = g.save()
    with raises(IllegalMove, "only one tile"):
        g.place([(B, 0), (B, 1)])
    assert g.save() == before
    with raises(IllegalMove, "place both"):
        g2 = game()
        g2.roll(faces=(C, C, C, C))
        b2 = g2.save()
        g2.place([(B, 0)])
    assert g2.save() == b2
    g.place([(B, 0)])
    assert g.racks[0][0] == B and g.seat == 1


def test_choices_show_what_the_rack_would_score_if_the_round_ended_now():
    g = game()
    setup(g, 0, "CC... .... ... .. .")
    g.roll(faces=(C, O, B, D))
    pts = dict(((c.box, c.detail), c.points) for c in g.choices())
    assert pts[(2, C)] == 30 and pts[(2, O)] == 0 and pts[(CHANCE_SPACE, C)] == 0
    c = g.score(2, C)
    assert c.points == 30 and g.rack_score(0) == 30


