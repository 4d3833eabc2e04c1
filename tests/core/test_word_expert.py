# mpy-heap: 100k  (the Expert, the word finder and the rules on the 64-bit unix port, as test_word_player's)
"""The Word Expert by its table (players/word_expert.py, word_values.py)
under MicroPython: whole games legal with every move valued as a final
score, each dictionary's table, the table's reading of states and keeps,
and the obvious moves: a seven-letter word taken, a keep that chases one."""

from yahtzee_core import letters as LT
from yahtzee_core import word as W
from word_dict import dictionary

W.use_dictionary(dictionary())

from yahtzee_core.engine import EMPTY  # noqa: E402
from yahtzee_core.players import Move  # noqa: E402
from yahtzee_core.players.word import WordPlayer  # noqa: E402
from yahtzee_core.players.word_expert import WordExpert, _faces, expert  # noqa: E402
from yahtzee_core.players.word_values import release, word_table  # noqa: E402
from player_games import play  # noqa: E402


def _roll_of(dice):
    """A roll's number, each die's face index times 6^d."""
    o = 0
    fs = _faces(dice)
    for d in range(6, -1, -1):
        o = o * 6 + fs[d]
    return o


def test_whole_games_are_legal_and_each_move_says_its_final_score():
    game = W.Word(["A"], seed=3, first=0)
    play(game, [WordExpert(word_table("family"))])  # alone: the last move is valued at the total
    game = W.Word(["A", "B"], seed=8, first=0, dictionary="full")
    play(game, [WordExpert(word_table("full")), WordPlayer("expert")], lambda g, s: None)
    release()


def test_each_dictionary_has_its_own_table():
    t = word_table("family")
    assert t.setting == "family" and word_table("family") is t
    u = word_table("full")  # the other setting closes the first
    assert u.setting == "full" and t.f is None
    release()


def test_the_table_reads_the_rolls_that_spell_seven_letters():
    t = word_table("family")
    sevens = ("abiders", "mastery")  # on the dice, each letter on its own die
    for w in sevens:
        g = W.Word(["A"], seed=1, first=0)
        g.roll()
        g.dice = _dice_for(w)
        assert g.hint()[10] is not None, w
        assert t.seven(_roll_of(g.dice)), w
    g = W.Word(["A"], seed=1, first=0)
    g.roll()
    assert bool(t.seven(_roll_of(g.dice))) == (g.hint()[10] is not None)
    release()


def _dice_for(word):
    """Dice showing the letters of ``word`` (one a die), found by search."""
    letters = [ord(c) - 97 for c in word]
    out = [None] * 7

    def place(i):
        if i == 7:
            return True
        for d in range(7):
            if out[d] is None and letters[i] in LT.FACES[d]:
                out[d] = letters[i]
                if place(i + 1):
                    return True
                out[d] = None
        return False
    assert place(0), word
    return tuple(out)


def test_a_seven_letter_word_is_taken_in_the_yahtzee_box():
    g = W.Word(["A"], seed=1, first=0)
    g.roll()
    g.dice = _dice_for("abiders")
    m = WordExpert(word_table("family")).next_move(g)
    assert m.kind == Move.SCORE and m.box == "yahtzee", m
    release()


def test_a_keep_chases_a_seven_letter_word():
    """Six letters of a seven-letter word kept: the Expert keeps at least
    those and rolls, the value a chance-weighted worth below 50 more."""
    g = W.Word(["A"], seed=1, first=0)
    g.roll()
    dice = list(_dice_for("abiders"))
    for d in range(7):  # one die turned to another face: no word of seven now
        for f in LT.FACES[d]:
            dice2 = dice[:d] + [f] + dice[d + 1:]
            g.dice = tuple(dice2)
            if f != dice[d] and g.hint()[10] is None:
                break
        else:
            continue
        break
    p = WordExpert(word_table("family"))
    m = p.next_move(g)
    assert m.kind == Move.ROLL and len(m.keep) >= 5, (m, g.dice)
    assert g.total(0) < m.value, m.value
    release()


def test_the_table_holds_a_full_sheet_at_nothing():
    """A state with one box open is worth about its last turn; the empty
    sheet about the optimum (797.09 for Family: docs/PLAYERS.md)."""
    t = word_table("family")
    assert abs(t.value(0, 0, 0) / 8 - 797.09) < 1.0, t.value(0, 0, 0)
    release()


def test_without_its_table_the_expert_is_the_fitted_one():
    assert expert("no such setting") is None


def test_the_sheet_after_a_score():
    p = WordExpert(word_table("family"))
    g = W.Word(["A"], seed=2, first=0)
    g.roll()
    s = g.sheets[0]
    for b in range(12):
        s[b] = 0
    s[3] = EMPTY  # the 5-Letter Word box open, the upper total 0
    p._state(g)
    assert p.mask == 2047 - 8 and p.y == 2 and p.up == 0
    assert p._after(3, 12) == 12 * 8  # the last box: its points, nothing to come
    release()


def test_a_turn_with_only_the_yahtzee_box_open_is_played():
    """The last box open is the Yahtzee box: scoring now is worth what a
    zero there leaves (tests/test_api_fuzz.py found it refused with a
    TypeError)."""
    g = W.Word(["A"], seed=1, first=0)
    yz = list(g.BOXES).index("yahtzee")
    for b in range(len(g.BOXES)):
        if b != yz:
            g.sheets[0][b] = 0
    g.roll()
    m = WordExpert(word_table("family")).next_move(g)
    assert m.kind == Move.ROLL or m.box == "yahtzee", m
    release()
