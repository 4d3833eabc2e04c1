# mpy-heap: 68k  (whole Word games played by the rules' own choices; on the board the
# 8-seat hinted game stays over the 60 KB line: docs/FIGURES.md)
"""A whole Word game at eight seats played by the hint alone: every turn
rolls once and plays the best of choices(). Checks that the finder's
previews are what scoring writes."""

from yahtzee_core import word as W  # first: the big module gets unfragmented heap
from word_dict import dictionary

# Only the rules core and the dictionary: this module is the proof that a
# Word game at its most seats, hints every turn, fits a small heap, so it
# loads none of the other tests' helpers. It needs 66 KB here (65k
# fails): pointers take 8 bytes on this port and 4 on the board, whose
# figure for the same game is the one the budget holds (docs/FIGURES.md,
# "On the firmware").
W.use_dictionary(dictionary())


def game(players):
    return W.Word(players, seed=1, first=0)


def test_eight_hinted_players_finish_a_game():
    g = game(tuple("ABCDEFGH"))
    W.finder()  # at the first hint, after the game, as on the handheld
    turns = 0
    while not g.over:
        g.roll()
        best = None
        for c in g.choices():
            if best is None or c.points > best.points:
                best = c
        seat = g.seat
        before = g.total(seat)
        g.play(best)
        assert g.total(seat) >= before + best.points
        turns += 1
    assert turns == 96
    assert sum(g.totals()) > 8 * 60
