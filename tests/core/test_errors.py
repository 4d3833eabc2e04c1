"""Every illegal action raises a ValueError subclass with a message a player
understands, and leaves the game exactly as it was (its saved bytes)."""

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.power import FREEZE
from support import raises
from turns import turn


def check(game, action, text):
    before = game.save()
    with raises(IllegalMove, text) as r:
        action()
    assert isinstance(r.value, ValueError)
    assert game.save() == before, "an illegal action changed the game"


def test_classic_illegal_actions():
    g = new_game("classic", ["ANN", "BOB"], seed=3, first=0)
    check(g, lambda: g.score("chance"), "roll the dice first")
    check(g, lambda: g.roll(keep=(0,)), "roll first")
    turn(g, (1, 2, 3, 4, 5))
    check(g, lambda: g.roll(keep=(5,)), "no die 5")
    check(g, lambda: g.roll(keep=(-1,)), "no die -1")
    check(g, lambda: g.roll(keep=(1, 1)), "kept twice")
    check(g, lambda: g.roll(keep=(0, 1, 2, 3, 4)), "every die is kept")
    check(g, lambda: g.roll(keep=(0,), faces=(1, 2)), "4 dice are rolled but 2 faces")
    check(g, lambda: g.roll(keep=(0,), faces=(1, 2, 3, 7)), "no face 7")
    check(g, lambda: g.score("bingo"), "no box 'bingo'")
    check(g, lambda: g.score("chance", 3), "takes no extra choice")
    g.score("chance")
    turn(g, (1, 1, 1, 1, 1))
    g.score("yahtzee")
    turn(g, (2, 2, 3, 3, 3))
    check(g, lambda: g.score("chance"), "already filled")
    g.roll(keep=(0, 1))
    g.roll(keep=(0, 1))
    check(g, lambda: g.roll(), "no rolls left")


def test_joker_rule_violations():
    g = new_game("classic", ["ANN"], seed=3)
    turn(g, (5, 5, 5, 5, 5))
    g.score("yahtzee")
    turn(g, (5, 5, 5, 5, 5))
    check(g, lambda: g.score("chance"), "must go in Fives")
    g.score("fives")
    turn(g, (5, 5, 5, 5, 5))
    check(g, lambda: g.score("ones"), "open lower box")


def test_power_illegal_actions():
    g = new_game("power", ["ANN"], seed=3)
    turn(g, (1, 1, 3, 5, 6, FREEZE))
    check(g, lambda: g.roll(keep=(0,)), "FREEZE")
    check(g, lambda: g.score("choice"), "Choice needs a number")
    check(g, lambda: g.score("choice", 0), "1 to 6")
    check(g, lambda: g.score("ones", 1), "takes no number")
    check(g, lambda: g.score("full_house"), "X it out")
    check(g, lambda: g.roll(keep=(6,)), "no die 6")
    g.score("ones")
    turn(g, (1, 2, 3, 4, 6, 2), ((5,), (1, 1, 1, 1, 1)), ((5,), (1, 1, 1, 1, 1)))
    check(g, lambda: g.roll(keep=(5,)), "no rolls left")


def test_nothing_is_allowed_after_the_game_is_over():
    g = new_game("classic", ["ANN"], seed=3)
    for _ in range(13):
        g.roll()
        g.play(g.choices()[0])
    assert g.over
    check(g, lambda: g.roll(), "game is over")
    check(g, lambda: g.score("chance"), "game is over")
    assert g.choices() == []


def test_bad_game_setups_are_refused():
    with raises(IllegalMove, "1 to 6 players"):
        new_game("classic", ["A"] * 7)
    with raises(IllegalMove, "1 to 6 players"):
        new_game("power", [])
    with raises(IllegalMove, "no game"):
        new_game("chess", ["A"])
    with raises(IllegalMove, "name"):
        new_game("classic", ["A VERY LONG NAME"])
    with raises(IllegalMove, "first player"):
        new_game("classic", ["A", "B"], first=2)


def test_play_takes_only_a_choice():
    """Issue #26: play() with anything but a Choice raised AttributeError.
    Every game refuses it as an illegal move; score() takes a box by name."""
    from yahtzee_core.engine import Choice
    for variant in ("classic", "power"):  # Word and Jackpot: their own tests (the heap)
        g = new_game(variant, ["A"], seed=1, first=0)
        g.roll()
        c = g.choices()[0]
        for bad in ("ones", None, 3, (c.box, c.points, c.detail), [c]):
            check(g, lambda: g.play(bad), "one of choices()")
        assert g.play(Choice(c.box, c.points, c.detail)) == c  # a Choice made by hand plays


def test_the_power_die_during_the_roll_off():
    """Issue #26: power_face and multiplier raised IndexError in the
    roll-off (each player rolls one die there, no Power die): no face, no
    multiplier, not frozen."""
    g = new_game("power", ["P0", "P1"], seed=1)
    g.roll()
    assert g.phase == 0 and len(g.dice) == 1
    assert g.power_face == 0 and g.multiplier == 0 and not g.frozen
