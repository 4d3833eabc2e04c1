"""Reading a classic save's sheets and checking them (docs/SAVE_FORMAT.md),
for yahtzee_core/loader.py: apart from classic.py because only a load
needs them, so a game that is not resumed does not hold their code."""

from yahtzee_core import OVER, ROLL_OFF
from yahtzee_core.classic import BOXES, YAHTZEE
from yahtzee_core.engine import EMPTY

# Bit mask per box of every score it can hold (bit v: v points): what any
# five dice give by the ordinary rules or a Joker, and 0 (a scratch).
# Written out, not worked out at a load: scoring all 252 rolls into them
# took about 0.3 s on the board at every resume, wake and take-back;
# tests/test_save_masks.py works them out from the scoring rules again.
REACHABLE = (0x3f, 0x555, 0x9249, 0x111111, 0x2108421, 0x41041041, 0x7fffffe1,
             0x7fffffe1, 0x2000001, 0x40000001, 0x10000000001, 0x4000000000001,
             0x7fffffe1)


def sheet_possible(sheet, bonus_count):
    """Could legal play fill ``sheet`` so, with ``bonus_count`` Yahtzee
    bonuses? Each box holds a score it can take; a bonus needs 50 in the
    Yahtzee box and another filled box per bonus."""
    filled = 0
    for b in range(len(BOXES)):
        v = sheet[b]
        if v != EMPTY:
            if v > 50 or not (REACHABLE[b] >> v) & 1:
                return False
            filled += 1
    if bonus_count:
        return sheet[YAHTZEE] == 50 and bonus_count <= filled - 1
    return True


def read_sheets(g, r):
    """Each seat's 13 boxes and its Yahtzee bonuses."""
    n = len(g.players)
    g.sheets = []
    g.bonus_count = bytearray(n)
    for s in range(n):
        sheet = bytearray(r.bytes(len(BOXES)))
        g.sheets.append(sheet)
        g.bonus_count[s] = r.byte()
        r.check(sheet_possible(sheet, g.bonus_count[s]), "box score or Yahtzee bonus")


def check(g, r, check_turn):
    """The game as a whole, after the loader's ``check_turn``."""
    check_turn(g, r, None, True)  # a box a turn
    r.check((g.phase == OVER) == g._is_over(), "game phase")
    if g.phase == ROLL_OFF:
        for sheet in g.sheets:
            for v in sheet:
                r.check(v == EMPTY, "roll-off (a box filled)")
