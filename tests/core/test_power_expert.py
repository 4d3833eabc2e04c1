# mpy-heap: 112k  (the Expert needs 104k on the 64-bit unix port, the fitted player 88k: docs/PLAYERS.md)
"""The Power Expert (the value table, players/power_expert.py) under
MicroPython: whole games legal with every move valued as a final score,
the table read back as the core's sheets say, and obvious moves."""

from yahtzee_core import new_game
from yahtzee_core.players import Move
from yahtzee_core.players.choose import release_table
from yahtzee_core.players.power_values import power_table
from yahtzee_core.players.power_expert import PowerExpert
from yahtzee_core.power import EMPTY
from player_games import play


def _end(game, seat):
    for i in range(21):
        if game.slot(seat, i) is None:
            return None
    return game.total(seat)


def test_whole_games_are_legal_and_each_move_says_its_final_score():
    t = power_table()
    game = new_game("power", ["A"], seed=11, first=0)
    play(game, [PowerExpert(t)])  # alone: the last move is valued at the total
    game = new_game("power", ["A", "B"], seed=4, first=0)
    play(game, [PowerExpert(t), PowerExpert(t)], _end)
    release_table()


def test_the_config_of_a_sheet():
    t = power_table()
    sheet = bytearray([EMPTY, 0] * 21)
    assert t.config(sheet) == (0, 0)
    sheet[2 * 0] = sheet[2 * 6] = 0          # Aces, Choice
    sheet[2 * 9] = 0                         # the 2nd 3 of a Kind: a count of 1
    sheet[2 * 20] = 0                        # the 3rd Yahtzee (an X's slot)
    L, U = t.config(sheet)
    assert U == 1 | 64
    assert L % 648 == 2 and t.ymasks[L // 648] == 4
    for i in range(21):
        sheet[2 * i] = 0
    assert t.config(sheet) == (t.full, 127)
    release_table()


def test_a_yahtzee_is_scored_and_a_full_sheet_is_its_bonus():
    t = power_table()
    game = new_game("power", ["A"], seed=1, first=0)
    p = PowerExpert(t)
    game.roll(faces=(6, 6, 6, 6, 6, 3))
    while game.rolls_left:  # to the last roll, the Yahtzee kept
        game.roll(keep=(0, 1, 2, 3, 4), faces=(3,))
    m = p.next_move(game)
    assert m.kind == Move.SCORE and m.box == "yahtzee", m
    # one slot open (Chance), the upper total at 199: the value is the
    # points and the bonus exactly, read from no table
    sheet = game.sheets[0]
    for i in range(21):
        sheet[2 * i], sheet[2 * i + 1] = 0, 0
    sheet[2 * 17] = EMPTY
    sheet[0], sheet[1] = 5, 1
    sheet[2], sheet[3] = 10, 1
    sheet[10], sheet[11] = 30, 3   # 5 + 10 + 90
    sheet[12], sheet[13] = 47, 2   # Choice: 94 (no number kept: 0 in bits 2..4)
    game.dice = (1, 2, 3, 4, 6, 1)
    game.rolls_used = 3
    assert game.upper_score(0) == 199
    m = p.next_move(game)
    assert m.box == "chance" and abs(m.value - (game.total(0) + 16)) < 1e-6, (m, m.value, game.total(0))
    release_table()
