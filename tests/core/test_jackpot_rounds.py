# mpy-heap: 72k  (Jackpot games loaded back through the loader and their save checks,
# beside the rules and the test's games)
"""Jackpot Yahtzee rounds and the game: a round ends when every rack is
full and is scored (Chance Space discarded, lines, rack bonus, High Round
Bonus, tied leaders each taking it in full); three rounds; saves. Portable."""

from support import raises

from yahtzee_core import new_game, load_game, savefmt
from yahtzee_core.errors import CorruptSave, IllegalMove
from yahtzee_core.jackpot import CHANCE_SPACE
from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR, EMPTY, from_text

C, O, B, D = CHERRY, ORANGE, BELL, DOLLAR
WILD = (C, O, B, D)
# Full racks with known scores (lines + rack bonus):
A = "CCCCC OOOO BBB DD C"   # 120 + 80 + 50 = 250, no rack bonus
A14 = "CCCCC OOOO BBB DD ."  # A but for window 14: a wild cherry completes it
BB = "DDDDD BBBB OOO CC C"  # 400 + 100 + 40 = 540
BONUS = "CCBCC BCBB BBC CB B"  # 7 cherries, 8 bells: no runs, rack bonus 120


def game(n=2, first=0):
    return new_game("jackpot", ["P%d" % i for i in range(n)], seed=9, first=first)


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
    g.roll(faces=WILD)
    g.score(14, C)


def test_the_round_ends_when_every_rack_holds_15_tiles_and_is_scored():
    g = game(3)
    setup(g, 0, A14)
    setup(g, 1, BB)
    setup(g, 2, BONUS[:-1] + ".")  # 14 tiles
    g.roll(faces=WILD)
    g.score(14, C)
    assert g.round == 0 and g.seat == 2  # seat 1 is full and skipped
    assert g.round_sheet(0, 0) is None
    g.roll(faces=(B, B, C, O))
    g.score(14, B)
    assert g.round == 1
    assert g.round_sheet(0, 0) == (250, 0, 250, 0, 250)
    assert g.round_sheet(1, 0) == (540, 0, 540, 30, 570)
    assert g.round_sheet(2, 0) == (0, 120, 120, 0, 120)
    assert g.totals() == [250, 570, 120]


def test_a_new_round_starts_with_empty_racks_a_full_supply_and_the_next_seat():
    g = game(3, first=2)
    finish_round(g, [BB, BB, None])
    assert g.round == 1 and not g.over
    assert g.seat == 0  # round 2 is started by the seat after round 1's first
    assert all(g.rack_score(s) == 0 and g.chance[s] == EMPTY for s in range(3))
    assert list(g.supply) == [28, 28, 28, 28]
    assert g.racks[1] == from_text("..... .... ... .. .")


def test_the_chance_space_tile_is_discarded_and_never_scores():
    g = game()
    setup(g, 1, "CCCCC OOOO BBB DD O", chance=O)
    setup(g, 0, A14, chance=O)
    g.roll(faces=WILD)
    g.score(14, C)
    assert g.round_sheet(1, 0)[0] == 250
    assert g.chance[0] == EMPTY and g.chance[1] == EMPTY
    assert list(g.supply) == [28, 28, 28, 28]


def test_tied_round_leaders_each_take_the_full_bonus():
    g = game(3)
    finish_round(g, [None, A, "COCOC OCOC OCO CO C"])
    assert g.round_sheet(0, 0)[3] == 30 and g.round_sheet(1, 0)[3] == 30
    assert g.round_sheet(2, 0)[3] == 0
    assert g.totals()[:2] == [280, 280]


def test_three_rounds_with_rising_high_round_bonus_then_the_game_is_over():
    g = game(2)
    # each round the starter completes A (250); the other holds BB (540)
    finish_round(g, [None, BB])   # seat 0 starts round 1
    finish_round(g, [BB, None])   # seat 1 starts round 2
    assert not g.over and g.seat == 0
    finish_round(g, [None, BB])
    assert g.over and g.round == 3
    assert [g.round_sheet(1, r)[3] for r in range(3)] == [30, 0, 120]
    assert [g.round_sheet(0, r)[3] for r in range(3)] == [0, 60, 0]
    assert g.totals() == [250 + 600 + 250, 570 + 250 + 660]
    for s in range(2):
        assert g.total(s) == sum(g.round_sheet(s, r)[4] for r in range(3))
    assert g.winners() == (1,)
    assert g.choices() == []
    with raises(IllegalMove, "over"):
        g.roll()
    with raises(IllegalMove, "over"):
        g.score(0, C)


def test_tied_grand_totals_share_the_win():
    g = game(2)
    for r in range(3):
        others = [A, A]
        others[g.seat] = None
        finish_round(g, others)
    assert g.totals() == [250 + 30 + 250 + 60 + 250 + 120] * 2
    assert g.winners() == (0, 1)


def _payload_parts(g):
    code, payload = savefmt.unpack(g.save())
    n = len(g.players)
    tail = 3 + 8 * n + 3 * n * g.round  # round, first seat, placed, racks, sheets
    return code, bytearray(payload), len(payload) - tail


def test_damaged_saves_are_refused():
    g = game(2)
    g.roll(faces=WILD)
    g.score(0, B)
    data = g.save()
    for i in range(len(data)):
        bad = bytearray(data)
        bad[i] ^= 0x10
        with raises(CorruptSave):
            load_game(bytes(bad))
    with raises(CorruptSave):
        load_game(data[:-3])


def test_a_save_with_a_tile_over_a_gap_or_too_many_tiles_is_refused():
    g = game(4)
    code, payload, at = _payload_parts(g)
    racks = at + 3
    payload[racks + 2] = 4 | (C << 4)  # window 5 holds a cherry, 0 and 1 empty
    with raises(CorruptSave, "rack"):
        load_game(savefmt.pack(code, bytes(payload)))
    code, payload, at = _payload_parts(g)
    for i in range(4 * 8):  # 4 racks of 15 cherries: 60 of 28
        payload[at + 3 + i] = 0
    with raises(CorruptSave, "tile"):
        load_game(savefmt.pack(code, bytes(payload)))
