"""Reading a Power save's sheets and checking them (docs/SAVE_FORMAT.md),
for yahtzee_core/loader.py: apart from power.py because only a load
needs them, so a game that is not resumed does not hold their code."""

from yahtzee_core import OVER, PLAYING, ROLL_OFF
from yahtzee_core.dice import counts, every_roll
from yahtzee_core.power import DOUBLE, EMPTY, GROUPS, POWER, SLOTS, base_points

_reachable = None


def reachable(slot):
    """Bit mask of every base score ``slot`` can hold (bit v: v points),
    derived once from base_points over all 252 rolls, plus 0 (no fit, or
    an X). Choice's is the union over its numbers; its number is checked
    apart."""
    global _reachable
    if _reachable is None:
        masks = [1] * len(SLOTS)
        for dice in every_roll():
            cnt = counts(dice)
            for g in range(len(GROUPS)):
                first, n = GROUPS[g][1], GROUPS[g][2]
                for k in range(n):
                    for num in (range(1, 7) if g == 6 else (None,)):
                        masks[first + k] |= 1 << base_points(g, dice, cnt, k, num)
        _reachable = tuple(masks)
    return _reachable[slot]


def read_sheets(g, r):
    """Each seat's 21 slots (base score, multiplier and Choice's number),
    then whether a DOUBLE's first box is placed."""
    g.sheets = []
    for _ in range(len(g.players)):
        sheet = bytearray(r.bytes(2 * len(SLOTS)))
        for i in range(len(SLOTS)):
            base, info = sheet[2 * i], sheet[2 * i + 1]
            if base == EMPTY:
                r.check(info == 0, "open slot")
            else:
                m, num = info & 3, info >> 2
                r.check(base <= 150 and (reachable(i) >> base) & 1 and (m or base == 0), "slot score")
                if SLOTS[i] == "choice" and m:
                    r.check(1 <= num <= 6 and base % num == 0, "Choice number")
                else:
                    r.check(num == 0, "Choice number")
        g.sheets.append(sheet)
    g.placed = r.byte()
    r.check(g.placed <= 1, "DOUBLE state")


def check(g, r, check_turn):
    """The game as a whole: a fourth roll only after POWER; the first full
    sheet ends the game; the roll-off precedes every turn.
    The loader's ``check_turn`` first."""
    fourth = g.rolls_used == g.ROLLS + 1
    check_turn(g, r, g.ROLLS + 1 if fourth else g.ROLLS)
    r.check(not fourth or g.power_face == POWER, "fourth roll")
    full = 0
    for s in range(len(g.players)):
        if g._sheet_full(s):
            full += 1
        if g.phase == ROLL_OFF:
            for i in range(0, len(g.sheets[s]), 2):
                r.check(g.sheets[s][i] == EMPTY, "roll-off (a slot filled)")
    r.check((full == 1) if g.phase == OVER else (full == 0), "game phase")
    r.check(not g.placed or (g.phase == PLAYING and g.rolled and g.power_face == DOUBLE), "DOUBLE state")
