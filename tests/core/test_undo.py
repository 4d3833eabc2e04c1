"""Taking a turn back (``game.undo()``) in classic and Power: the
game is again exactly as it was after the last roll, until the next roll;
a save between scoring and the next roll keeps the undo (a power cut
there), and a save whose steps are not legal is refused. Jackpot and
Word: test_jackpot_undo.py, test_word_undo.py. Portable."""
# mpy-heap: 70k  (a Power save loaded back with its steps to take back: the loader,
# undo.py and the save checks)

from support import raises
from turns import turn

from yahtzee_core import load_game, new_game, savefmt
from yahtzee_core.errors import CorruptSave, IllegalMove
from yahtzee_core.power import BOXES, DOUBLE


def classic(n=2):
    return new_game("classic", ["ANN", "BOB", "CY"][:n], seed=3, first=0)


def test_undo_puts_back_the_box_the_dice_and_the_seat():
    g = classic()
    turn(g, (2, 2, 5, 5, 5), ((0, 1), (5, 5, 1)))
    after_roll = g.save()
    assert not g.can_undo
    g.score("full_house")
    assert g.seat == 1 and not g.rolled and g.can_undo
    g.undo()
    assert g.save() == after_roll and not g.can_undo
    assert g.seat == 0 and g.dice == (2, 2, 5, 5, 1) and g.rolls_left == 1
    assert g.box(0, 8) is None
    g.roll(keep=(0, 1, 2, 3), faces=(5,))  # the turn goes on as before
    g.score("full_house")
    assert g.box(0, 8) == 25


def test_no_undo_before_a_score_nor_after_the_next_roll():
    g = classic()
    with raises(IllegalMove, "nothing to take back"):
        g.undo()
    turn(g, (1, 2, 3, 4, 6))
    with raises(IllegalMove):
        g.undo()
    g.score("chance")
    g.roll()  # the next player rolled: too late
    assert not g.can_undo
    before = g.save()
    with raises(IllegalMove, "until the next roll"):
        g.undo()
    assert g.save() == before


def test_a_refused_score_keeps_the_undo_as_it_was():
    g = classic()
    turn(g, (1, 2, 3, 4, 6))
    with raises(IllegalMove):
        g.score("nothing")
    assert not g.can_undo
    g.score("chance")
    data = g.save()
    with raises(IllegalMove):
        g.score("sixes")  # BOB has not rolled
    assert g.save() == data and g.can_undo


def test_a_scratch_and_a_yahtzee_bonus_are_taken_back():
    g = classic(1)
    turn(g, (4, 4, 4, 4, 4))
    g.score("yahtzee")
    turn(g, (4, 4, 4, 4, 4))
    g.score("fours")
    assert g.yahtzee_bonus(0) == 100
    g.undo()
    assert g.yahtzee_bonus(0) == 0 and g.box(0, 3) is None
    with raises(IllegalMove, "Joker rule"):
        g.scratch("sixes")  # the same roll, the same rules: Fours first
    g.score("fours")
    assert g.yahtzee_bonus(0) == 100


def test_a_scratch_is_taken_back():
    g = classic(1)
    turn(g, (1, 2, 3, 4, 6))
    g.scratch("sixes")
    assert g.box(0, 5) == 0
    g.undo()
    assert g.box(0, 5) is None
    g.score("sixes")
    assert g.box(0, 5) == 6


def test_a_save_between_scoring_and_the_next_roll_keeps_the_undo():
    g = classic(3)
    turn(g, (6, 6, 6, 1, 2))
    after_roll = g.save()
    g.score("sixes")
    data = g.save()       # the board saves here; then the power goes off
    h = load_game(data)   # the next boot resumes the save
    assert h.save() == data and h.can_undo and h.seat == 1
    assert h.box(0, 5) == 18 and h.total(0) == 18
    h.undo()
    assert h.save() == after_roll
    assert len(data) <= len(after_roll) + 3  # the step, not a second copy


def test_a_save_with_an_illegal_step_is_refused():
    g = classic()
    turn(g, (6, 6, 6, 1, 2))
    g.score("sixes")
    code, payload = savefmt.unpack(g.save())
    # the trailer: number of steps, then (box, zero flag)
    assert payload[-3:] == bytes((1, 5, 0))
    for tail in ((0,), (5, 5, 0, 5, 0, 5, 0, 5, 0, 5, 0), (1, 13, 0), (1, 5, 2),
                 (2, 5, 0, 4, 0), (1, 5), (1, 11, 0)):
        bad = savefmt.pack(code, payload[:-3] + bytes(tail))
        with raises(CorruptSave):
            load_game(bad)
    # a zero flag on a box that scores: a scratch, which is legal
    h = load_game(savefmt.pack(code, payload[:-3] + bytes((1, 5, 1))))
    assert h.box(0, 5) == 0 and h.can_undo


def test_steps_before_any_roll_are_refused():
    g = classic()
    turn(g, (6, 6, 6, 1, 2))
    g.score("sixes")
    code, payload = savefmt.unpack(g.save())
    h = classic()  # nobody rolled: no step is legal
    start = savefmt.unpack(h.save())[1]
    with raises(CorruptSave):
        load_game(savefmt.pack(code, start + bytes((1, 0, 1))))


def test_power_double_takes_back_both_slots():
    g = new_game("power", ["ANN", "BOB"], seed=2, first=0)
    turn(g, (4, 4, 4, 4, 6, DOUBLE))
    after_roll = g.save()
    g.score("fours")
    half = load_game(g.save())  # saved with one slot of two filled
    assert half.placed == 1 and half.can_undo
    g.score("four_kind")
    assert g.seat == 1 and g.can_undo
    h = load_game(g.save())
    for game in (g, h, half):
        game.undo()
        assert game.save() == after_roll and game.placed == 0
    g.scratch("yahtzee")   # another choice: an X, then the second slot
    g.score("choice", 4)
    assert g.slot(0, 6)[2] == 4 and g.seat == 1
    code, payload = savefmt.unpack(g.save())
    box = BOXES.index
    assert payload[-5:] == bytes((2, box("yahtzee"), 7, box("choice"), 4))  # X = 7, Choice's number


def test_undo_seat_names_whose_turn_comes_back():
    g = classic(3)
    assert g.undo_seat is None
    turn(g, (1, 2, 3, 4, 6))
    g.score("chance")
    assert g.seat == 1 and g.undo_seat == 0
    assert load_game(g.save()).undo_seat == 0  # kept in the save
    g.roll()
    assert g.undo_seat is None


def test_the_games_last_box_is_not_taken_back():
    """A finished game is final: the handheld counts it (statistics, high
    scores) the moment its last box is scored."""
    g = new_game("classic", ["ANN"], seed=4)
    while True:
        g.roll()
        c = g.choices()[0]
        g.play(c)
        if g.over:
            break
        assert g.can_undo and g.undo_seat == 0
    over = g.save()
    assert not g.can_undo and g.undo_seat is None
    with raises(IllegalMove, "game is over"):
        g.undo()
    assert g.save() == over and g.over
    h = load_game(over)
    assert not h.can_undo
    with raises(IllegalMove, "game is over"):
        h.undo()
