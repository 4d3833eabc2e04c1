"""Word Yahtzee's rule data (RULINGS.md): the letter dice, the letter
values and the boxes of the score sheet.

Seven six-sided dice; exactly one face in all is the wild (◇), written
WILD here, which stands for any letter and is worth 0. The faces were
chosen by simulation (tools/choose_letter_dice.py; figures in
docs/WORD.md). A face is a letter code 0..25 (a..z) or WILD.
"""

WILD = 26
NDICE = 7

# Letter values a..z, then the wild (RULINGS.md): A1 B4 C4 D3 E1 F4 G4 H3
# I2 J6 K5 L2 M3 N2 O1 P4 Q8 R2 S2 T2 U3 V4 W4 X8 Y4 Z10, wild 0.
VALUES = b"\x01\x04\x04\x03\x01\x04\x04\x03\x02\x06\x05\x02\x03\x02\x01\x04\x08\x02\x02\x02\x03\x04\x04\x08\x04\x0a\x00"

# What each face may count as: VOWEL, CONSONANT or both (Y, the wild).
VOWEL = 1
CONSONANT = 2
KIND = b"\x01\x02\x02\x02\x01\x02\x02\x02\x01\x02\x02\x02\x02\x02\x01\x02\x02\x02\x02\x02\x01\x02\x02\x02\x03\x02\x03"

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

# The same as face codes: letter 0..25 (a..z) or WILD, one bytes per die.
FACES = tuple(bytes(WILD if ch == "*" else ord(ch) - 97 for ch in d) for d in DICE_TEXT)

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


def letter(face):
    """The face as shown: 'A'..'Z', or '*' for the wild."""
    return "*" if face == WILD else chr(65 + face)
