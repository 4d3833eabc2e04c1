"""Jackpot dice: the five kinds of roll and what each allows, with the rule
book's examples; the shared supply running out. Portable."""

from yahtzee_core import jackpot as J
from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR
from yahtzee_core import new_game

FULL = (28, 28, 28, 28)


def test_a_die_has_two_cherries_two_oranges_a_bell_and_a_dollar():
    assert sorted(J.DIE_FACES) == [CHERRY, CHERRY, ORANGE, ORANGE, BELL, DOLLAR]


def test_rolled_faces_are_four_symbols_each_face_turning_up():
    g = new_game("jackpot", ["A", "B"], seed=12345)
    seen = [0, 0, 0, 0]
    while not g.over:
        faces = g.roll()
        assert len(faces) == 4
        for f in faces:
            seen[f] += 1
        while g.rolled:
            g.play(g.choices()[0])
    # some 400 dice: cherries and oranges about twice as often as bells, dollars
    assert sum(seen) > 300
    assert seen[CHERRY] > 1.4 * seen[BELL] and seen[ORANGE] > 1.4 * seen[DOLLAR]
    assert min(seen) > 0


def test_four_different_is_a_wild_roll_any_one_tile():
    # rule book 3A: cherry, orange, bell, dollar -> any of the four
    kind, called = J.classify((CHERRY, ORANGE, BELL, DOLLAR))
    assert kind == J.WILD and J.KIND_TILES[kind] == 1
    assert sorted(J.allowed(called, FULL)) == [CHERRY, ORANGE, BELL, DOLLAR]
    assert not J.KIND_CHANCE_OPTION[kind]


def test_a_pair_and_two_unlike_plays_the_pair():
    # rule book 3B: 2 bells, 1 cherry, 1 orange -> one bell tile
    kind, called = J.classify((BELL, CHERRY, BELL, ORANGE))
    assert kind == J.PAIR and J.KIND_TILES[kind] == 1
    assert J.allowed(called, FULL) == (BELL,)
    assert not J.KIND_CHANCE_OPTION[kind]


def test_two_pairs_plays_either_pair():
    # rule book 3C: 2 cherries, 2 oranges -> a cherry or an orange
    kind, called = J.classify((ORANGE, CHERRY, CHERRY, ORANGE))
    assert kind == J.TWO_PAIRS and J.KIND_TILES[kind] == 1
    assert sorted(J.allowed(called, FULL)) == [CHERRY, ORANGE]
    assert not J.KIND_CHANCE_OPTION[kind]


def test_three_alike_grants_the_chance_option_then_that_symbol():
    # rule book 3D: 3 dollars and a bell -> a dollar tile
    kind, called = J.classify((DOLLAR, BELL, DOLLAR, DOLLAR))
    assert kind == J.THREE and J.KIND_TILES[kind] == 1
    assert J.allowed(called, FULL) == (DOLLAR,)
    assert J.KIND_CHANCE_OPTION[kind]


def test_four_alike_is_a_jackpot_any_two_tiles():
    # rule book 3E: 4 cherries -> any two tiles, e.g. a bell and an orange
    kind, called = J.classify((CHERRY, CHERRY, CHERRY, CHERRY))
    assert kind == J.FOUR and J.KIND_TILES[kind] == 2
    assert sorted(J.allowed(called, FULL)) == [CHERRY, ORANGE, BELL, DOLLAR]
    assert J.KIND_CHANCE_OPTION[kind]


def test_every_possible_roll_is_exactly_one_kind():
    tally = [0, 0, 0, 0, 0]
    for a in range(4):
        for b in range(4):
            for c in range(4):
                for d in range(4):
                    kind, called = J.classify((a, b, c, d))
                    tally[kind] += 1
                    assert called
    assert tally == [24, 144, 36, 48, 4]


def test_a_used_up_symbol_lets_the_player_take_any_other_still_in_supply():
    no_bells = (28, 28, 0, 28)
    _, called = J.classify((BELL, CHERRY, BELL, ORANGE))
    assert sorted(J.allowed(called, no_bells)) == [CHERRY, ORANGE, DOLLAR]
    only_dollars_and_cherries = (5, 0, 0, 1)
    assert sorted(J.allowed(called, only_dollars_and_cherries)) == [CHERRY, DOLLAR]


def test_two_pairs_with_one_symbol_used_up_plays_the_other_pair():
    _, called = J.classify((CHERRY, CHERRY, ORANGE, ORANGE))
    assert J.allowed(called, (0, 3, 28, 28)) == (ORANGE,)
    assert sorted(J.allowed(called, (0, 0, 28, 1))) == [BELL, DOLLAR]


def test_wild_rolls_offer_only_symbols_still_in_supply():
    _, called = J.classify((CHERRY, ORANGE, BELL, DOLLAR))
    assert J.allowed(called, (0, 1, 0, 2)) == (ORANGE, DOLLAR)
