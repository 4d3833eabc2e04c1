"""A whole Word game at eight seats played by the hint alone: every turn
rolls once and plays the best of choices(). Checks that the finder's
previews are what scoring writes."""

from yahtzee_core import word as W  # first: the big module gets unfragmented heap
from word_dict import dictionary

# Only the rules core and the dictionary: this module is the proof that a
# Word game at its most seats, hints every turn, fits the 64 KB heap, so it
# loads none of the other tests' helpers. It fits with under 1 KB to
# spare: `HEAP=63k tools/mpy_tests.sh test_word_autoplay` fails (stop 20's
# faster walk is about 470 bytes more code), 64k passes.
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
