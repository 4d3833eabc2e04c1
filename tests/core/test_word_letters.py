# mpy-heap: 66k  (the letter dice's tables and the Word rules they are checked against:
# 64k leaves less than the 4 KB margin)
"""The letter dice and letter values (RULINGS.md, Word Yahtzee)."""

from yahtzee_core.letters import FACES, VALUES, WILD, NDICE, KIND, VOWEL, CONSONANT


def value(face):
    return VALUES[face]


def is_vowel(face):
    return bool(KIND[face] & VOWEL)


def is_consonant(face):
    return bool(KIND[face] & CONSONANT)


def _code(ch):
    return ord(ch) - 97


def test_seven_dice_of_six_faces_with_exactly_one_wild():
    assert NDICE == 7 and len(FACES) == 7
    assert all(len(d) == 6 for d in FACES)
    assert sum(1 for d in FACES for f in d if f == WILD) == 1


def test_every_letter_is_on_some_die():
    on = set(f for d in FACES for f in d)
    for c in range(26):
        assert c in on, chr(97 + c)


def test_letter_values_as_ruled():
    ruled = "A1 B4 C4 D3 E1 F4 G4 H3 I2 J6 K5 L2 M3 N2 O1 P4 Q8 R2 S2 T2 U3 V4 W4 X8 Y4 Z10"
    for item in ruled.split():
        assert value(_code(item[0].lower())) == int(item[1:]), item
    assert value(WILD) == 0


def test_rule_book_values():
    assert sum(VALUES[_code(ch)] for ch in "mice") == 10
    assert sum(VALUES[_code(ch)] for ch in "aihimon") == 14


def _rollable(word, need_also=None):
    """Each letter on a different die (need_also: the die giving that
    letter must also show the second one)."""
    def go(i, used):
        if i == len(word):
            return True
        for k in range(7):
            if k in used or _code(word[i]) not in FACES[k]:
                continue
            if need_also and word[i] == need_also[0] and _code(need_also[1]) not in FACES[k]:
                continue
            if go(i + 1, used + (k,)):
                return True
        return False
    return go(0, ())


def test_rule_book_examples_can_be_rolled():
    assert _rollable("mice")
    assert _rollable("aihimon")
    assert _rollable("scamper")
    # B-V-C-R-S-P-O, then the O's die rerolled shows U
    assert _rollable("bvcrspo", ("o", "u"))


def test_y_and_the_wild_are_vowel_and_consonant():
    y = _code("y")
    assert is_vowel(y) and is_consonant(y)
    assert is_vowel(WILD) and is_consonant(WILD)
    assert is_vowel(_code("u")) and not is_consonant(_code("u"))
    assert is_consonant(_code("b")) and not is_vowel(_code("b"))


def test_box_numbers_follow_the_sheet_order():
    from yahtzee_core.letters import BOXES
    from yahtzee_core import word as W  # first, as the app loads them
    from yahtzee_core import wordfinder as WF
    assert [WF.W2, WF.W3, WF.W4, WF.W5, WF.W6] == [0, 1, 2, 3, 4] and BOXES[4] == "six_letter"
    for name, n in (("one_word", WF.ONE), ("two_words", WF.TWO), ("three_words", WF.THREE),
                    ("all_consonants", WF.CONSONANTS), ("all_vowels", WF.VOWELS),
                    ("yahtzee", WF.YAHTZEE), ("chance", WF.CHANCE)):
        assert BOXES.index(name) == n
    if hasattr(W, "_ONE"):  # MicroPython compiles private consts away
        assert (W._ONE, W._CONSONANTS, W._VOWELS, W._YAHTZEE, W._CHANCE) == (
            WF.ONE, WF.CONSONANTS, WF.VOWELS, WF.YAHTZEE, WF.CHANCE)
    assert W.UPPER == 5 and len(BOXES) == WF.NBOXES == 12
