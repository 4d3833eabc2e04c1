"""The Word player's figures per level (1/8 point): each box's worth left
open (12 boxes, sheet order), the spread of the five upper boxes' scores,
``grow``: the mean gain of a box's best play when the dice it leaves free
are rerolled, index (box * 8 + free dice) * 2 + rolls left - 1; ``p7``:
the chance (1/256) of a seven-letter word keeping the longest word, index
free dice * 2 + rolls left - 1; bonus words a turn with 50 in the Yahtzee
box (1/1000); their share while it is open (1/256); then the mode (0
greedy, 1 scores by worth, 2 also rolls by plan), and for Medium and Hard
how often a move slips to greedy's (one in that many). Written by
tools/fit_word.py; do not edit by hand."""

_W = (50, 85, 99, 106, 114, 108, 152, 133, 147, 153, 378, 144)
_S = (17, 29, 22, 35, 32)
_G = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 10, 0, 0, 39, 48, 0, 0, 0, 0, 0, 0, 0, 0, 10, 17, 0, 0, 0, 0, 71, 80, 0, 0, 0, 0, 0, 0, 9, 15, 0, 0, 0, 0, 0, 0, 83, 96, 0, 0, 0, 0, 6, 11, 0, 0, 0, 0, 0, 0, 0, 0, 70, 95, 0, 0, 3, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 58, 0, 0, 5, 10, 10, 17, 17, 26, 21, 31, 59, 63, 0, 0, 96, 112, 0, 0, 12, 16, 27, 36, 69, 72, 76, 76, 0, 0, 0, 0, 110, 135, 0, 0, 12, 14, 33, 41, 60, 63, 0, 0, 0, 0, 0, 0, 51, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 33, 81, 0, 0, 14, 17, 28, 36, 40, 50, 53, 67, 80, 95, 0, 0, 96, 96)
_P7 = (0, 0, 50, 78, 18, 40, 13, 34, 10, 21, 0, 0, 0, 0, 0, 43)


# Medium and Hard play as Expert but slip: one move in 2 (Medium) or 4
# (Hard) is greedy's (docs/PLAYERS.md has each level's strength).
LEVELS = {
    "easy": (_W, _S, _G, _P7, 242, 128, 0),
    "medium": (_W, _S, _G, _P7, 242, 128, 2, 2),
    "hard": (_W, _S, _G, _P7, 242, 128, 2, 4),
    "expert": (_W, _S, _G, _P7, 242, 128, 2),
}
