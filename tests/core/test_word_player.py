# mpy-heap: 86k  (the player, the word finder and the rules on the 64-bit unix port; it runs on the board at 64 KB: docs/PLAYERS.md)
"""The Word Yahtzee computer player under MicroPython: whole games at
every level are legal, and the expert outscores greedy."""

from yahtzee_core import word as W
from word_dict import dictionary

W.use_dictionary(dictionary())

from yahtzee_core.players import LEVELS  # noqa: E402
from yahtzee_core.players.word import WordPlayer  # noqa: E402
from player_games import play as _play  # noqa: E402


def test_every_level_plays_a_whole_game_legally():
    for level in LEVELS:
        game = W.Word(["A", "B"], seed=2, first=0)
        _play(game, [WordPlayer(level), WordPlayer("expert")])
        assert game.over, level


def test_the_expert_beats_greedy_over_a_few_games():
    t = [0, 0]
    for seed in range(2):
        game = W.Word(["A", "B"], seed=seed, first=seed % 2)
        _play(game, [WordPlayer("expert"), WordPlayer("easy")])
        tt = game.totals()
        t[0] += tt[0]
        t[1] += tt[1]
    assert t[0] > t[1], t


def _same(a, b):
    return (a.kind, a.keep, a.box) == (b.kind, b.keep, b.box)


def test_hard_plays_as_expert_but_slips_to_greedy_one_move_in_four():
    from yahtzee_core.players.word import _slips
    game = W.Word(["A"], seed=5, first=0)
    hard, expert, easy = WordPlayer("hard"), WordPlayer("expert"), WordPlayer("easy")
    slipped = kept = 0
    while not game.over:
        m = hard.next_move(game)
        if game.rolled:
            other = easy if _slips(game, 4) else expert
            assert _same(m, other.next_move(game)), (m, game.dice)
            if _slips(game, 4):
                slipped += 1
            else:
                kept += 1
        m.apply(game)
    assert 0 < slipped < kept, (slipped, kept)
