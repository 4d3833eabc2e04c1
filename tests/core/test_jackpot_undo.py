"""Taking a Jackpot turn back: the Chance Option and every tile since the
roll, also across the end of a round and a save. Portable."""

from support import raises

from yahtzee_core import load_game, new_game, savefmt
from yahtzee_core.errors import IllegalMove
from yahtzee_core.jackpot import CHANCE_SPACE, OPTION, SUPPLY
from yahtzee_core.rack import BELL, CHERRY, DOLLAR, ORANGE, from_text


def test_jackpot_takes_back_the_option_and_the_tiles():
    g = new_game("jackpot", ["P0", "P1"], seed=5, first=0)
    g.racks[0][:] = from_text("..... .... ... .. .")
    g.chance[0] = DOLLAR
    assert g._recount()
    g.roll(faces=(CHERRY, CHERRY, CHERRY, CHERRY))
    after_roll = g.save()
    g.score(SUPPLY, OPTION)
    g.score(0, CHERRY)
    g.score(CHANCE_SPACE, CHERRY)
    assert g.seat == 1 and g.can_undo
    h = load_game(g.save())
    code, payload = savefmt.unpack(g.save())
    assert payload[-7:] == bytes((3, SUPPLY, 4, 0, CHERRY, CHANCE_SPACE, CHERRY))
    for game in (g, h):
        game.undo()
        assert game.save() == after_roll and game.option_open
    g.place([(CHERRY, 0), (CHERRY, 1)])  # the whole turn at once
    assert g.can_undo
    g.undo()
    assert g.save() == after_roll


def test_jackpot_a_refused_place_leaves_no_step_behind():
    g = new_game("jackpot", ["P0", "P1"], seed=5, first=0)
    g.roll(faces=(CHERRY, ORANGE, BELL, BELL))
    with raises(IllegalMove):
        g.place([(BELL, 0), (BELL, 1)])
    assert not g.can_undo
    g.score(0, BELL)
    g.roll(faces=(CHERRY, ORANGE, BELL, DOLLAR))
    assert not g.can_undo


def test_jackpot_the_end_of_a_round_is_taken_back():
    g = new_game("jackpot", ["P0", "P1"], seed=5, first=0)
    full = "CCCCC OOOO BBB DD ."
    for s in (0, 1):
        g.racks[s][:] = from_text(full)
    assert g._recount()
    g.roll(faces=(DOLLAR, DOLLAR, CHERRY, ORANGE))
    after_roll = g.save()
    g.score(14, DOLLAR)  # P0's rack is full; P1's turn
    g.roll(faces=(DOLLAR, DOLLAR, CHERRY, ORANGE))
    assert not g.can_undo
    g.score(14, DOLLAR)  # the round ends
    assert g.round == 1 and g.can_undo
    h = load_game(g.save())
    h.undo()
    assert h.round == 0 and h.seat == 1 and h.rolled
    g.undo()
    assert g.save() == h.save()
    assert after_roll != g.save()
