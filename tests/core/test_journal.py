"""A game's journal: every move noted in a few bytes, and the game made
again from the save it started at plus the journal, byte for byte equal
(docs/SAVE_LAYOUT.md, "The compaction window"); classic here, the other
games in test_journal_*.py (one variant a module: the 64 KB heap). Portable."""

from journal_games import again, random_games
from support import raises

from yahtzee_core import load_game, new_game
from yahtzee_core.errors import CorruptSave
from yahtzee_core.journal import FACES, ROLL, TIME_UP, UNDO, keep
from yahtzee_core.replay import replay


def test_classic_games_come_back_from_their_journal():
    random_games("classic", 3, range(2))


def test_a_roll_is_one_byte_and_given_faces_are_kept():
    g = new_game("classic", ["A", "B"], seed=5)  # the roll-off first
    base = g.save()
    keep(g)
    g.roll(faces=(6, 6, 1, 2, 3))  # A's roll-off dice, given
    g.roll()                       # B's, drawn
    while g.phase == 0:
        g.roll()
    g.roll()
    g.roll(keep=(0, 3))
    assert bytes(g.journal[0:7]) == bytes((FACES, 0, 6, 6, 1, 2, 3))
    assert g.journal[-1] == ROLL | 0b1001 and g.journal[-2] == ROLL
    assert again(base, g.journal) == g.save()


def test_a_damaged_journal_is_refused():
    g = new_game("classic", ["A"], seed=2)
    base = g.save()
    keep(g)
    g.roll()
    g.play(g.choices()[0])
    good = bytes(g.journal)
    for bad in (good + bytes((ROLL,)) * 4,      # a fourth roll
                good[:-1],                       # a step cut short
                bytes((UNDO,)),                  # nothing to take back
                bytes((TIME_UP,)),               # classic has no clock
                bytes((ROLL, 40, 0))):           # no box 40
        with raises(CorruptSave):
            replay(load_game(base), bad)
    h = replay(load_game(base), good)
    assert h.save() == g.save() and getattr(h, "journal", None) is None  # nothing noted


def test_a_note_kept_with_the_moves_changes_nothing_in_the_game():
    """The app's notes in the journal (replay.NOTE, its length, its bytes:
    the coach's, handheld/coach_saved.py) are passed over by the replay;
    one running past the journal's end is damage."""
    from yahtzee_core.replay import NOTE
    g = new_game("classic", ["A"], seed=3)
    base = g.save()
    keep(g)
    g.journal.extend(bytes((NOTE, 1, ord("W"))))
    g.roll()
    g.journal.extend(bytes((NOTE, 3, ord("P"), 0xFF, 0x7F)))
    g.roll(keep=(1,))
    g.play(g.choices()[0])
    assert again(base, g.journal) == g.save()
    with raises(CorruptSave):
        replay(load_game(base), bytes((ROLL, NOTE, 5, 1)))
