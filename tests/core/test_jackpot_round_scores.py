"""A Jackpot save's round scores must be ones a full rack can make
(yahtzee_core/rack_rounds.py, made by scoring every full rack): a save
holding any other is refused whole. Portable."""

from yahtzee_core import load_game, new_game
from yahtzee_core import rack as R
from yahtzee_core.errors import CorruptSave
from yahtzee_core.rack_rounds import possible
from yahtzee_core.rng import Rng
from support import raises


def test_every_full_rack_tried_scores_a_possible_round():
    rng = Rng(7)
    rack = bytearray(R.WINDOWS)
    for _ in range(300):
        for w in range(R.WINDOWS):
            rack[w] = rng.randrange(4)
        assert possible(R.line_points(rack), R.rack_bonus(rack)), bytes(rack)
    for text, lines, bonus in (("CCCCC OOOO BBB DD C", 250, 0), ("DDDDD BBBB OOO CC C", 540, 0),
                               ("CCBCC BCBB BBC CB B", 0, 120), ("DDDDD DDDD DDD DD D", 2100, 100)):
        rack = R.from_text(text)
        assert (R.line_points(rack), R.rack_bonus(rack)) == (lines, bonus)
        assert possible(lines, bonus)


def test_scores_no_rack_makes_are_impossible():
    assert not possible(10, 0) and not possible(20, 0)    # a run is 30 points at least
    assert not possible(35, 0) and not possible(250, 60)  # tens; no 60 bonus
    assert not possible(2100, 0)   # every line dollars: 15 dollars, bonus 100
    assert not possible(2110, 100) and not possible(-10, 0)


def test_a_save_with_an_impossible_round_score_is_refused():
    g = new_game("jackpot", ["ANN", "BOB"], seed=4, first=0)
    for s in range(2):
        g.racks[s][:] = R.from_text("CCCCC OOOO BBB DD C")
    g._end_round()                     # both racks full: round 1 scored
    assert load_game(g.save()).lines[0][0] == 250
    g.lines[0][0] = 10                 # no rack scores 10 (a run is 30 at least)
    with raises(CorruptSave):
        load_game(g.save())
