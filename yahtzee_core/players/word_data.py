"""The Word player's figures per level (1/8 point): each box's worth left
open (12 boxes, sheet order), the spread of the five upper boxes' scores,
``grow``: the mean gain of a box's best play when the dice it leaves free
are rerolled, plus one (bytes: a tuple of 192 ints held 0.6 KB more on
the board), index (box * 8 + free dice) * 2 + rolls left - 1; ``p7``:
the chance (1/256) of a seven-letter word keeping the longest word, index
free dice * 2 + rolls left - 1; bonus words a turn with 50 in the Yahtzee
box (1/1000); their share while it is open (1/256); then the mode (0
greedy, 1 scores by worth, 2 also rolls by plan), and for Medium and Hard
how often a move slips to greedy's (one in that many). Written by
tools/fit_word.py; do not edit by hand."""

_W = (50, 85, 99, 106, 114, 108, 152, 133, 147, 153, 378, 144)
_S = (17, 29, 22, 35, 32)
_G = b'\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x07\x0b\x01\x01(1\x01\x01\x01\x01\x01\x01\x01\x01\x0b\x12\x01\x01\x01\x01HQ\x01\x01\x01\x01\x01\x01\n\x10\x01\x01\x01\x01\x01\x01Ta\x01\x01\x01\x01\x07\x0c\x01\x01\x01\x01\x01\x01\x01\x01G`\x01\x01\x04\x07\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01%;\x01\x01\x06\x0b\x0b\x12\x12\x1b\x16 <@\x01\x01aq\x01\x01\r\x11\x1c%FIMM\x01\x01\x01\x01o\x88\x01\x01\r\x0f"*=@\x01\x01\x01\x01\x01\x014[\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"R\x01\x01\x0f\x12\x1d%)36DQ`\x01\x01aa'
_P7 = (0, 0, 50, 78, 18, 40, 13, 34, 10, 21, 0, 0, 0, 0, 0, 43)


# Medium and Hard play as Expert but slip: one move in 2 (Medium) or 4
# (Hard) is greedy's (docs/PLAYERS.md has each level's strength).
LEVELS = {
    "easy": (_W, _S, _G, _P7, 242, 128, 0),
    "medium": (_W, _S, _G, _P7, 242, 128, 2, 2),
    "hard": (_W, _S, _G, _P7, 242, 128, 2, 4),
    "expert": (_W, _S, _G, _P7, 242, 128, 2),
}
