"""The Power player's estimate of what the rest of a sheet is worth, per
level, in 1/8 point (21 slots, power.SLOTS order): each slot's mean score
(_W) and the spread of the seven upper slots' scores (_S), a fixed point
of the player's own means; and each slot's share of the points the rest
of a game brings, fitted by least squares (_R, the Expert's). Written by
tools/fit_power.py; do not edit by hand."""

_W = (15, 72, 124, 253, 337, 430, 351, 490, 443, 321, 274, 111, 492, 662, 495, 749, 390, 460, 492, 299, 36)
_S = (19, 61, 102, 113, 131, 127, 146)
_R = (110, 6, 258, 141, 358, 385, 363, 539, 463, 333, 252, 198, 443, 635, 574, 575, 387, 537, 174, 242, 224)
_QUARTERS = {"easy": 0, "medium": 1, "hard": 2}


def figures(level):
    """(worth, spread) of a level, made for its player (the module keeps
    only the fitted figures). The levels differ in how much of the rest
    of the game they count: Easy none (greedy), Medium a quarter of the
    slots' mean worth, Hard half, both with no spread, Expert each slot's
    fitted share with the spread (docs/PLAYERS.md: each level's strength)."""
    if level == "expert":
        return _R, _S
    if level not in _QUARTERS:
        raise ValueError("no level %r" % (level,))
    q = _QUARTERS[level]
    return tuple([x * q // 4 for x in _W]), (0,) * 7
