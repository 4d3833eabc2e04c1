# mpy-heap: 70k  (two Jackpot games at once and the loader with the save checks,
# yahtzee_core/jackpot_check.py)
"""Jackpot saves in the middle of a turn and across rounds, loaded and
played on (a module of their own: each portable test module runs in a
fresh heap, and loading a save with steps to take back needs the
loader, the save checks and yahtzee_core/undo.py on top of the rules).
Portable."""

from yahtzee_core import load_game, new_game
from yahtzee_core.jackpot import CHANCE_SPACE, OPTION
from yahtzee_core.rack import BELL as B, CHERRY as C, DOLLAR as D, EMPTY, ORANGE as O, from_text

# As in test_jackpot_rounds.py (importing it would cost the heap this
# module exists to save): full racks with known scores.
A = "CCCCC OOOO BBB DD C"   # 120 + 80 + 50 = 250, no rack bonus
A14 = "CCCCC OOOO BBB DD ."  # A but for window 14: a wild cherry completes it
BB = "DDDDD BBBB OOO CC C"  # 400 + 100 + 40 = 540
BONUS = "CCBCC BCBB BBC CB B"  # 7 cherries, 8 bells: no runs, rack bonus 120


def game(n, first, seed):
    return new_game("jackpot", ["P%d" % i for i in range(n)], seed=seed, first=first)


def setup(g, seat, text, chance=EMPTY):
    g.racks[seat][:] = from_text(text)
    g.chance[seat] = chance
    assert g._recount()


def finish_round(g, others):
    """The seat to play completes A (250); every other seat holds its text
    from others, a full rack."""
    for s in range(len(g.players)):
        if s != g.seat:
            setup(g, s, others[s])
    setup(g, g.seat, A14)
    g.roll(faces=(C, O, B, D))
    g.score(14, C)


def test_save_in_the_middle_of_a_jackpot_turn_and_go_on():
    g = game(3, 0, 5)
    setup(g, 0, "CCOO. .... ... .. .", chance=D)
    g.roll(faces=(B, B, B, B))
    g.score(4, OPTION)
    g.score(5, C)
    data = g.save()
    h = load_game(data)
    assert h.save() == data
    assert h.tiles_due == 1 and h.seat == 0 and h.racks[0][4] == D
    assert h.supply[C] == g.supply[C] and h.supply[D] == 28 - 1
    h.score(6, O)
    assert h.seat == 1


def test_rounds_save_and_load_across_rounds_and_after_the_game():
    g = game(4, 1, 9)
    finish_round(g, [BB, None, A, BONUS])
    g.roll(faces=(O, O, O, O))
    g.score(CHANCE_SPACE, D)
    data = g.save()
    h = load_game(data)
    assert h.save() == data
    assert h.round_sheet(0, 0) == g.round_sheet(0, 0) and h.seat == g.seat
    assert h.tiles_due == 1 and h.chance[2] == D and h.supply[D] == 27
    g.score(0, B)
    while not g.over:
        finish_round(g, [BB] * 4)
    data = g.save()
    h = load_game(data)
    assert h.over and h.save() == data and h.totals() == g.totals()
