"""Reading a Jackpot save's racks and checking them (docs/SAVE_FORMAT.md),
for yahtzee_core/loader.py: apart from jackpot.py because only a load
needs them, so a game that is not resumed does not hold their code."""

from yahtzee_core import OVER, rack as R
from yahtzee_core.jackpot import FOUR, ROUNDS
from yahtzee_core.rack import EMPTY, WINDOWS
from yahtzee_core.rack_rounds import possible as round_possible  # every score a full rack makes


def read_sheets(g, r):
    """The round, the first seat, the tiles placed this turn, then each
    seat's rack, Chance Space and past rounds' scores."""
    n = len(g.players)
    g._new_sheets()
    g.round = r.byte()
    r.check(g.round <= ROUNDS, "round")
    g.first_seat = r.byte()
    r.check(g.first_seat < n, "first seat")
    g.placed = r.byte()
    r.check(g.placed <= 1, "tiles placed")
    for s in range(n):
        rack = g.racks[s]
        for i in range(0, WINDOWS + 1, 2):
            b = r.byte()
            lo, hi = b & 15, b >> 4
            r.check(lo <= EMPTY and hi <= EMPTY, "rack")
            rack[i] = lo
            if i + 1 < WINDOWS:
                rack[i + 1] = hi
            else:
                g.chance[s] = hi
        for w in range(WINDOWS):
            if rack[w] != EMPTY:
                for b in R.BELOW[w]:
                    r.check(rack[b] != EMPTY, "rack (a tile over a gap)")
        for k in range(g.round):
            g.lines[s][k] = r.u16()
            g.bonus[s][k] = r.byte()
            r.check(round_possible(g.lines[s][k], g.bonus[s][k]), "round score")
    r.check(g._recount(), "tile count")


def check(g, r, check_turn):
    """The game as a whole: a finished game's racks empty, the turn's
    rack and tiles as its roll allows.
    The loader's ``check_turn`` first."""
    check_turn(g, r)
    over = g.round == ROUNDS
    r.check(over == (g.phase == OVER), "game phase")
    if over:
        r.check(not g.rolls_used and not g.dice and not g.placed, "finished game")
        for s in range(len(g.players)):
            r.check(R.filled(g.racks[s]) == 0 and g.chance[s] == EMPTY, "finished game")
        return
    if not g.rolled:
        r.check(not g.rack_full(g.seat), "turn (a full rack does not roll)")
    elif g.rack_full(g.seat):
        r.check(g.chance[g.seat] == EMPTY, "turn (no room for the tile due)")
    if g.placed:
        r.check(g.rolled and g.kind == FOUR, "tiles placed")
