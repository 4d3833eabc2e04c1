"""A Jackpot computer's turn in words, for its text lines (screens/cpu_turn.py):
its roll by what the four symbol dice show, named as docs/JACKPOT.md
names the kinds of roll (one line of at most 21 columns), and where each
tile goes.

    Wild roll: 1 of each        four different: any one tile
    Pair of cherries            a pair and two unlike: a cherry
    2 bells, 2 dollars          two pairs: a bell or a dollar
    Three oranges               three alike: the Chance tile may move first
    JACKPOT! 4 dollars          four alike: then any two tiles
    Cherry > 5   (window 5 of the rack: bottom row first), Bell > chance,
    Chance > 7, Chance > supply (the Chance Option)

Imported by a Jackpot computer's turn only: a Power or Word computer's
move (their games' thinnest moment) does not hold it."""

from yahtzee_core.jackpot import CHANCE_SPACE, SUPPLY
from yahtzee_core.rack import SYMBOL_NAMES

PLURAL = ("cherries", "oranges", "bells", "dollars")


def dice_text(game, dice=None):
    """The roll (all four dice; ``dice`` as cpu_turn.dice_text takes it)."""
    counts = [0, 0, 0, 0]
    for f in game.dice:
        counts[f] += 1
    many = [s for s in range(4) if counts[s] > 1]
    top = max(counts)
    if top == 4:
        return "JACKPOT! 4 " + PLURAL[many[0]]
    if top == 3:
        return "Three " + PLURAL[many[0]]
    if len(many) == 2:
        return "2 %s, 2 %s" % (PLURAL[many[0]], PLURAL[many[1]])
    if many:
        return "Pair of " + PLURAL[many[0]]
    return "Wild roll: 1 of each"


def box_label(game, box, detail=None):
    """A tile into a window of the rack (numbered from 1, bottom row
    first) or the Chance Space; the Chance tile moved (detail "option")."""
    what = SYMBOL_NAMES[detail] if isinstance(detail, int) else "chance"
    what = what[0].upper() + what[1:]
    where = "chance" if box == CHANCE_SPACE else "supply" if box == SUPPLY else box + 1
    return "%s > %s" % (what, where)
