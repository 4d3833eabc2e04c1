"""Jackpot Yahtzee: the Chance Space and Chance Option, the shared supply
running out, full racks and tiles with no room. Portable."""

from support import raises

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
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


def test_chance_option_moves_the_chance_tile_into_the_rack():
    g = game()
    setup(g, 0, "CCOO. .... ... .. .", chance=C)
    g.roll(faces=(B, B, B, O))  # three alike grants the option
    assert g.option_open
    opts = [c for c in g.choices() if c.detail == OPTION]
    assert sorted(c.box for c in opts) == [4, 5, 6, 7, SUPPLY]
    # moving the cherry to window 5 (on cherries 0, 1) scores nothing yet
    g.score(5, OPTION)
    assert g.racks[0][5] == C and g.chance[0] == EMPTY
    assert g.seat == 0 and g.tiles_due == 1  # then the roll's bell is due
    g.score(CHANCE_SPACE, B)  # the now empty Chance Space may take it
    assert g.chance[0] == B and g.seat == 1
    assert g.supply[C] == 28 - 3 and g.supply[B] == 27


def test_chance_option_returns_the_chance_tile_to_the_supply():
    g = game()
    setup(g, 0, "..... .... ... .. .", chance=D)
    assert g.supply[D] == 27
    g.roll(faces=(C, C, C, C))
    g.score(SUPPLY, OPTION)
    assert g.chance[0] == EMPTY and g.supply[D] == 28
    g.score(0, D)
    g.score(1, D)
    assert g.supply[D] == 26 and g.seat == 1


def test_chance_option_may_be_declined():
    g = game()
    setup(g, 0, "..... .... ... .. .", chance=D)
    g.roll(faces=(B, B, B, O))
    g.score(0, B)
    assert g.chance[0] == D and g.racks[0][0] == B


def test_chance_option_scores_what_the_moved_tile_makes():
    g = game()
    setup(g, 0, "DD... .... ... .. .", chance=D)
    g.roll(faces=(O, O, O, C))
    pts = dict((c.box, c.points) for c in g.choices() if c.detail == OPTION)
    assert pts[2] == 100 and pts[SUPPLY] == 0 and pts[3] == 0


def test_the_chance_option_only_on_three_or_four_alike_and_before_the_tiles():
    g = game()
    setup(g, 0, "..... .... ... .. .", chance=D)
    g.roll(faces=(B, B, C, O))  # a pair: no option
    assert not g.option_open
    assert [c for c in g.choices() if c.detail == OPTION] == []
    before = g.save()
    with raises(IllegalMove, "three or four alike"):
        g.score(0, OPTION)
    assert g.save() == before
    g.score(0, B)
    g.roll(faces=(C, C, C, C))  # seat 1 has no Chance tile
    with raises(IllegalMove, "empty"):
        g.score(SUPPLY, OPTION)
    g.score(0, C)
    g.score(1, C)
    g.roll(faces=(C, C, C, C))  # seat 0 again, Chance tile still there
    g.score(1, O)
    with raises(IllegalMove, "before"):
        g.score(2, OPTION)


def test_the_chance_space_holds_one_tile_at_a_time():
    g = game()
    setup(g, 0, "..... .... ... .. .", chance=O)
    g.roll(faces=(C, O, B, D))
    assert CHANCE_SPACE not in [c.box for c in g.choices()]
    before = g.save()
    with raises(IllegalMove, "chance space already"):
        g.score(CHANCE_SPACE, C)
    assert g.save() == before


def test_a_used_up_symbol_lets_the_player_take_any_other():
    g = game()
    # seat 1 has used up all 28 bells? 15 in a rack at most: share them out
    setup(g, 1, "BBBBB BBBB BBB BB B", chance=B)  # 16 bells
    g.racks[0][:] = from_text("BBBBB BBBB BB. .. .")  # 11 more
    g.chance[0] = B  # the 28th
    assert g._recount() and g.supply[B] == 0
    g.roll(faces=(B, B, C, O))  # a pair of bells
    assert {c.detail for c in g.choices()} == {C, O, D}
    with raises(IllegalMove, "no bell tiles"):
        g.score(11, B)
    g.score(11, D)
    assert g.racks[0][11] == D and g.supply[D] == 27


def test_a_full_rack_no_longer_rolls():
    g = game(3)
    setup(g, 1, "CCCCC OOOO BBB DD C")
    g.roll(faces=(C, O, B, D))
    g.score(0, C)
    assert g.seat == 2  # seat 1 is skipped
    g.roll(faces=(C, O, B, D))
    g.score(0, C)
    assert g.seat == 0


def test_a_second_tile_with_no_room_goes_to_the_empty_chance_space():
    g = game()
    setup(g, 0, "CCCCC OOOO BBB DD .")
    g.roll(faces=(D, D, D, D))
    g.score(14, D)
    cs = g.choices()
    assert cs and {c.box for c in cs} == {CHANCE_SPACE}
    g.score(CHANCE_SPACE, O)
    assert g.chance[0] == O and g.seat == 1


def test_a_second_tile_with_no_room_and_the_chance_space_taken_goes_back():
    g = game()
    setup(g, 0, "CCCCC OOOO BBB DD .", chance=B)
    left = g.supply[D]
    g.roll(faces=(D, D, D, D))
    g.score(14, D)  # the rack is full: the second tile stays in the supply
    assert g.seat == 1 and not g.rolled
    assert g.supply[D] == left - 1 and g.chance[0] == B
