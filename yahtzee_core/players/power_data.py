"""The Power player's estimate of what the rest of a sheet is worth, per
level, in 1/8 point: each slot's mean score (21 slots, power.SLOTS order)
and the spread of the seven upper slots' scores. Written by
tools/fit_power.py (its fixed point: the figures are the expert's own
means); do not edit by hand."""

_W0 = (0,) * 21
_S0 = (0,) * 7
_W = (15, 72, 124, 253, 337, 430, 351, 490, 443, 321, 274, 111, 492, 662, 495, 749, 390, 460, 492, 299, 36)
_S = (19, 61, 102, 113, 131, 127, 146)


def _part(t, num, den):
    return tuple(x * num // den for x in t)


# The levels differ in how much of the rest of the game they count: Easy
# none (greedy), Medium a quarter of the slots' worth, Hard half, both
# with no spread, Expert all of it (docs/PLAYERS.md: each level's strength).
LEVELS = {
    "easy": (_W0, _S0),
    "medium": (_part(_W, 1, 4), _S0),
    "hard": (_part(_W, 1, 2), _S0),
    "expert": (_W, _S),
}
