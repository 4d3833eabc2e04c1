"""The word finder (hint and computer move) on the rule book's rolls."""

from word_dict import dictionary

from yahtzee_core.letters import WILD, VALUES
from yahtzee_core import wordfinder as WF

_f = None


def finder():
    global _f
    if _f is None:
        _f = WF.Finder(dictionary())
    return _f


def roll(text):
    return [WILD if ch == "*" else ord(ch) - 97 for ch in text]


def check_play(dice, entry):
    used = []
    total = 0
    for word, ds in entry[1]:
        assert dictionary().contains(word), word
        for ch, d in zip(word, ds):
            assert d not in used
            used.append(d)
            assert dice[d] == WILD or dice[d] == ord(ch) - 97
            total += VALUES[dice[d]]
    return total


def test_scamper_is_a_yahtzee_word():
    dice = roll("scamper")
    h = finder().hint(dice)
    assert h[WF.YAHTZEE][0] == 50
    assert len(h[WF.YAHTZEE][1][0][0]) == 7
    # all seven letters: S2 C4 A1 M3 P4 E1 R2
    assert h[WF.ONE][0] == 17
    assert h[WF.CHANCE][0] == 17


def test_aihimon_chance_uses_every_letter():
    dice = roll("aihimon")
    h = finder().hint(dice)
    assert h[WF.CHANCE][0] == 14
    assert check_play(dice, h[WF.CHANCE]) == 14
    assert h[WF.THREE][0] <= 14 and len(h[WF.THREE][1]) == 3
    assert h[WF.TWO][0] <= 14 and len(h[WF.TWO][1]) == 2
    assert h[WF.YAHTZEE] is None


def test_mice_roll_fills_the_four_letter_box_with_at_least_ten():
    dice = roll("micebvz")
    h = finder().hint(dice)
    assert h[WF.W4][0] >= 10
    assert check_play(dice, h[WF.W4]) == h[WF.W4][0]
    assert len(h[WF.W4][1][0][0]) == 4


def test_all_consonants_and_all_vowels():
    h = finder().hint(roll("bvcrspu"))
    assert h[WF.CONSONANTS] is None and h[WF.VOWELS] is None
    h = finder().hint(roll("bvcrspy"))
    assert h[WF.CONSONANTS] == (25, ()) and h[WF.VOWELS] is None
    h = finder().hint(roll("aeiouy*"))
    assert h[WF.VOWELS] == (25, ()) and h[WF.CONSONANTS] is None
    h = finder().hint(roll("bdhtxz*"))
    assert h[WF.CONSONANTS] == (25, ())


def test_the_wild_is_worth_nothing_but_completes_words():
    dice = roll("mic*zzq")   # only the wild makes four letters: FIZZ, 0+2+10+10
    h = finder().hint(dice)
    assert h[WF.W4][0] == 22
    word, ds = h[WF.W4][1][0]
    assert 3 in ds  # the wild die
    assert check_play(dice, h[WF.W4]) == 22
    assert h[WF.YAHTZEE] is None


def test_the_wild_alone_is_a_word():
    assert finder().any_word(roll("*bcdfgh"))
    h = finder().hint(roll("*bcdfgh"))
    assert h[WF.ONE] is not None


def test_no_word_at_all():
    assert not finder().any_word(roll("bcdfghj"))
    h = finder().hint(roll("bcdfghj"))
    for b in range(12):
        if b != WF.CONSONANTS:
            assert h[b] is None, WF.BOX_NAMES[b]
    assert h[WF.CONSONANTS] == (25, ())


def test_only_open_boxes_are_answered():
    h = finder().hint(roll("scamper"), (WF.YAHTZEE, WF.W2))
    assert h[WF.YAHTZEE][0] == 50 and h[WF.W2] is not None
    assert h[WF.ONE] is None and h[WF.CHANCE] is None
