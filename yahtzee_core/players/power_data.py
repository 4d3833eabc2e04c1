"""The Power player's estimate of what the rest of a sheet is worth, per
level, in 1/8 point (21 slots, power.SLOTS order): each slot's mean score
(_W) and the spread of the seven upper slots' scores (_S), a fixed point
of the player's own means; and each slot's share of the points the rest
of a game brings, fitted by least squares (_R, the Expert's). Written by
tools/fit_power.py; do not edit by hand."""

_W0 = (0,) * 21
_S0 = (0,) * 7
_W = (15, 72, 124, 253, 337, 430, 351, 490, 443, 321, 274, 111, 492, 662, 495, 749, 390, 460, 492, 299, 36)
_S = (19, 61, 102, 113, 131, 127, 146)
_R = (110, 6, 258, 141, 358, 385, 363, 539, 463, 333, 252, 198, 443, 635, 574, 575, 387, 537, 174, 242, 224)


def _part(t, num, den):
    return tuple(x * num // den for x in t)


# The levels differ in how much of the rest of the game they count: Easy
# none (greedy), Medium a quarter of the slots' mean worth, Hard half,
# both with no spread, Expert each slot's fitted share with the spread
# (docs/PLAYERS.md: each level's strength).
LEVELS = {
    "easy": (_W0, _S0),
    "medium": (_part(_W, 1, 4), _S0),
    "hard": (_part(_W, 1, 2), _S0),
    "expert": (_R, _S),
}
