"""Reading a Power save's sheets and checking them (docs/SAVE_FORMAT.md),
for yahtzee_core/loader.py: apart from power.py because only a load
needs them, so a game that is not resumed does not hold their code."""

from yahtzee_core import OVER, PLAYING, ROLL_OFF
from yahtzee_core.power import DOUBLE, EMPTY, POWER, SLOTS

# Bit mask per slot of every base score it can hold (bit v: v points):
# what base_points gives for the slot over all 252 rolls (Choice's: over
# its numbers, checked apart), and 0 (no fit, or an X). Written out, not
# worked out at a load: that took about 0.7 s on the board at every
# resume, wake and take-back; tests/test_save_masks.py works them out again.
REACHABLE = (0x3f, 0x555, 0x9249, 0x111111, 0x2108421, 0x41041041, 0x4315977f,
             0x1fffff81, 0x7fffffe1, 0x7fffffe1, 0x7fffffe1, 0x7fffffe1, 0x2000001,
             0x40000001, 0x40000001, 0x10000000001, 0x10000000001, 0x7fffffe1,
             0x4000000000001, 0x10000000000000000000000001,
             0x40000000000000000000000000000000000001)


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
                r.check(base <= 150 and (REACHABLE[i] >> base) & 1 and (m or base == 0), "slot score")
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
