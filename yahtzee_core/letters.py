"""Word Yahtzee's rule data (RULINGS.md): the letter dice, the letter
values and the boxes of the score sheet.

Seven six-sided dice; exactly one face in all is the wild (◇), written
WILD here, which stands for any letter and is worth 0. The faces were
chosen by simulation (tools/choose_letter_dice.py; figures in
docs/WORD.md). A face is a letter code 0..25 (a..z) or WILD.
"""

WILD = 26
NDICE = 7

# Letter values a..z (RULINGS.md); the wild is worth 0.
VALUES = (1, 4, 4, 3, 1, 4, 4, 3, 2, 6, 5, 2, 3, 2, 1, 4, 8, 2, 2, 2, 3, 4, 4, 8, 4, 10, 0)

# The seven dice, six faces each, as strings ("*" is the wild face).
DICE_TEXT = (
    "aekrsx",
    "cdgost",
    "aeijrs",
    "aeiouy",
    "*behqz",
    "efnprs",
    "elmtvw",
)

_VOWELS = "aeiou"  # y and the wild count as vowel and as consonant


# The sheet's boxes in sheet order (the upper section is the first five):
# keys as the engine names them (Choice.box), and their labels.
BOXES = ("two_letter", "three_letter", "four_letter", "five_letter", "six_letter",
         "one_word", "two_words", "three_words", "all_consonants", "all_vowels",
         "yahtzee", "chance")
BOX_NAMES = ("2-Letter Word", "3-Letter Word", "4-Letter Word", "5-Letter Word",
             "6-Letter Word", "One Word", "Two Words", "Three Words",
             "All Consonants", "All Vowels", "Yahtzee Word", "Chance")
FIXED = 25          # All Consonants / All Vowels
YAHTZEE_SCORE = 50


def _face(ch):
    return WILD if ch == "*" else ord(ch) - 97


FACES = tuple(tuple(_face(ch) for ch in d) for d in DICE_TEXT)


def value(face):
    """Points for one face (a letter code or WILD)."""
    return VALUES[face]


def letter(face):
    """The face as shown: 'A'..'Z', or '*' for the wild."""
    return "*" if face == WILD else chr(65 + face)


def is_vowel(face):
    """A, E, I, O, U; also Y and the wild, which may be either."""
    return face == WILD or face == 24 or chr(97 + face) in _VOWELS


def is_consonant(face):
    """Not A, E, I, O, U; Y and the wild may be either."""
    return face == WILD or chr(97 + face) not in _VOWELS
