"""Power Yahtzee's rules as the solver sees them, every figure taken from
the rules core (desktop only): the points of each roll in each box
(`yahtzee_core.power.base_points`), the multipliers, where a score and an
X land among the Yahtzee slots (played on a core game), the upper bonus.

The solver's state between turns (docs/PLAYERS.md, "Power: the optimum"):

* a **config**: which of the seven upper slots (Aces..Sixes, Choice) are
  filled (7 bits), how many slots of each other lower box are filled (2
  Pairs, Full House, Chance: 0-1; 3 and 4 of a Kind, Small and Large
  Straight: 0-2, their two slots score alike), and the Yahtzee slots'
  state (which of 1st/2nd/3rd are filled: 7 reachable sets, since a score
  takes the first open slot and an X the last);
* the upper total after multipliers, capped at 300 (the last bonus tier).

config = U + 128 * (sum of count[g] * STRIDE[g]) + 128 * 648 * y.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from yahtzee_core.dice import counts, every_roll  # noqa: E402
from yahtzee_core.players import dice5  # noqa: E402
from yahtzee_core.power import (EMPTY, GROUPS, MULTIPLIER, UPPER_BONUS, UPPER_SLOTS,  # noqa: E402
                                X, Power, base_points)

ROLLS = list(every_roll())
NR = len(ROLLS)
LOWER = list(range(UPPER_SLOTS, len(GROUPS) - 1))   # 2 Pairs .. Chance (core group numbers)
YAHTZEE = len(GROUPS) - 1
LO_SLOTS = [GROUPS[g][2] for g in LOWER]
STRIDE = []
_s = 1
for _n in LO_SLOTS:
    STRIDE.append(_s)
    _s *= _n + 1
YSTRIDE = _s
UCAP = max(at for at, _ in UPPER_BONUS)   # above the last tier the total no longer matters
Y_SLOTS = [GROUPS[YAHTZEE][1] + k for k in range(GROUPS[YAHTZEE][2])]


def _check_rolls():
    for i, r in enumerate(ROLLS):
        assert dice5.keep_index(r) == dice5.KEEPS + i, "dice5 numbers the rolls as every_roll"


_check_rolls()


def _points():
    up, ch, lo, yp = [], [], [], []
    for r in ROLLS:
        c = counts(r)
        up.append([base_points(g, r, c) for g in range(6)])
        ch.append([base_points(6, r, c, 0, n) for n in range(1, 7)])
        row = []
        for g in LOWER:
            p = base_points(g, r, c, 0)
            for k in range(GROUPS[g][2]):   # the solver counts a repeated box's slots
                assert base_points(g, r, c, k) == p, "slots of %s score alike" % GROUPS[g][0]
            row.append(p)
        lo.append(row)
        yp.append([base_points(YAHTZEE, r, c, k) for k in range(len(Y_SLOTS))])
    return up, ch, lo, yp


UP_PTS, CH_PTS, LO_PTS, Y_PTS = _points()


def _prob():
    fact = [1, 1, 2, 6, 24, 120]
    out = []
    for r in ROLLS:
        w = 120
        for n in counts(r):
            w //= fact[n]
        out.append(w / 6 ** 5)
    return out


PROB = _prob()


def _children():
    out = []
    for k in range(dice5.KEEPS):
        n = 0
        while dice5.FIRST[n + 1] <= k:
            n += 1
        out.append([dice5.FIRST[n + 1] + dice5.children[6 * k + f] for f in range(6)])
    return out


CHILD = _children()

# the most upper points one slot can take: the best roll there at the best multiplier
UPMAX = [max(row[i] for row in UP_PTS) * max(MULTIPLIER) for i in range(6)]
UPMAX.append(max(max(row) for row in CH_PTS) * max(MULTIPLIER))


# ----- the Yahtzee slots, played on a core game ---------------------------------
def core_game(sheet=None, dice=(1, 1, 1, 1, 1), face=1, placed=0):
    """A one-seat core game with this sheet, just rolled: ``dice`` and the
    Power die's ``face`` (``placed``: DOUBLE's first slot filled)."""
    g = Power(["A"], first=0)
    if sheet is not None:
        g.sheets[0][:] = sheet
    g.dice = tuple(dice) + (face,)
    g.rolls_used = 1
    g.placed = placed
    return g


_game = core_game


def _ymask(sheet):
    return sum(1 << k for k, s in enumerate(Y_SLOTS) if sheet[2 * s] != EMPTY)


def _yahtzee_states():
    """(masks in order, score_next, x_next, first_slot, open) by y index,
    from scoring and X-ing the Yahtzee box of core games."""
    masks = [0]
    nxt_s, nxt_x, first = {}, {}, {}
    i = 0
    while i < len(masks):
        m = masks[i]
        i += 1
        if m == (1 << len(Y_SLOTS)) - 1:
            nxt_s[m] = nxt_x[m] = m
            first[m] = 0
            continue
        sheet = bytearray([EMPTY, 0] * 21)
        sheet[0] = 0  # not the only open slot: no game over
        for k, s in enumerate(Y_SLOTS):
            if m >> k & 1:
                sheet[2 * s] = 0
        g = _game(sheet, (6,) * 5)
        c = g.score("yahtzee")
        nxt_s[m] = _ymask(g.sheets[0])
        first[m] = YAHTZEE_POINTS.index(c.points)
        g = _game(sheet, (6,) * 5)
        g.score("yahtzee", X)
        nxt_x[m] = _ymask(g.sheets[0])
        for n in (nxt_s[m], nxt_x[m]):
            if n not in masks:
                masks.append(n)
    index = {m: j for j, m in enumerate(masks)}
    return (masks, [index[nxt_s[m]] for m in masks], [index[nxt_x[m]] for m in masks],
            [first[m] for m in masks], [len(Y_SLOTS) - bin(m).count("1") for m in masks])


YAHTZEE_POINTS = [base_points(YAHTZEE, (6,) * 5, counts((6,) * 5), k) for k in range(len(Y_SLOTS))]
Y_MASKS, Y_SCORE, Y_X, Y_FIRST, Y_OPEN = _yahtzee_states()
NCFG = 128 * YSTRIDE * len(Y_MASKS)


def _check_yahtzee_pairs():
    # DOUBLE fills two slots one after the other; the solver takes a score
    # and an X in either order as one move: check they end alike
    for y in range(len(Y_MASKS)):
        if Y_OPEN[y] >= 2:
            assert Y_X[Y_SCORE[y]] == Y_SCORE[Y_X[y]] and Y_FIRST[Y_X[y]] == Y_FIRST[y]


_check_yahtzee_pairs()


# ----- configs and core sheets ---------------------------------------------------
def config_of(sheet):
    """The config of a core sheet (bytearray of 2 x 21)."""
    U = sum(1 << i for i in range(UPPER_SLOTS) if sheet[2 * i] != EMPTY)
    c = U
    for j, g in enumerate(LOWER):
        _, first, n = GROUPS[g]
        filled = sum(1 for s in range(first, first + n) if sheet[2 * s] != EMPTY)
        c += 128 * STRIDE[j] * filled
    return c + 128 * YSTRIDE * Y_MASKS.index(_ymask(sheet))


def decode(c):
    """(upper bits, lower counts, y) of a config."""
    rest = c >> 7
    return c & 127, [rest // STRIDE[j] % (n + 1) for j, n in enumerate(LO_SLOTS)], rest // YSTRIDE


def sheet_of(c):
    """A core sheet in config c: its filled slots X-ed (so its upper total is 0;
    a caller sets points where it needs them). The repeated boxes' first slots
    filled first, the Yahtzee slots as the mask says."""
    U, cnt, y = decode(c)
    sheet = bytearray([EMPTY, 0] * 21)
    for i in range(UPPER_SLOTS):
        if U >> i & 1:
            sheet[2 * i] = 0
    for j, g in enumerate(LOWER):
        for k in range(cnt[j]):
            sheet[2 * (GROUPS[g][1] + k)] = 0
    for k, s in enumerate(Y_SLOTS):
        if Y_MASKS[y] >> k & 1:
            sheet[2 * s] = 0
    return sheet


def open_slots(c):
    U, cnt, y = decode(c)
    return (UPPER_SLOTS - bin(U).count("1") + sum(n - k for n, k in zip(LO_SLOTS, cnt)) + Y_OPEN[y])


def bonus(u):
    """The core's upper bonus at upper total u."""
    class _Upper:
        def upper_score(self, seat):
            return u
    return Power.upper_bonus(_Upper(), 0)


FULL = config_of(bytearray([0, 0] * 21))
