"""Plain-Python expectimax of solitaire Power Yahtzee from a given sheet,
to check tools/solve_power.c: slow, and written apart from it.

Every score is played on a core game (``Power.choices()``, then
``score()``; DOUBLE's second slot is the game's own next choice), so the
rules are the core's. A roll is every multiset of the dice rerolled with
its multinomial chance, the Power die's six faces apart; a keep is every
subset of the dice by position. Start-of-turn values are memoised by the
filled slots (all 21, by position) and the exact upper total: none of the
solver's merging (counts of repeated boxes, the Yahtzee slots' states, the
cap at 300) is assumed."""

from yahtzee_core.dice import counts
from yahtzee_core.power import DOUBLE, EMPTY, FREEZE, POWER, Power

FACES = range(1, 7)


def _multisets(n, lo=1):
    if n == 0:
        yield ()
        return
    for f in range(lo, 7):
        for rest in _multisets(n - 1, f):
            yield (f,) + rest


def _outcomes():
    fact = [1, 1, 2, 6, 24, 120]
    out = {}
    for n in range(6):
        row = []
        for m in _multisets(n):
            w = fact[n]
            for c in counts(m):
                w //= fact[c]
            row.append((m, w / 6 ** n))
        out[n] = row
    return out


OUTCOMES = _outcomes()


def _game(sheet, dice, face):
    g = Power(["A"], first=0)
    g.sheets[0][:] = sheet
    g.dice = tuple(dice) + (face,)
    g.rolls_used = 1
    return g


def _filled(sheet):
    return tuple(sheet[i] != EMPTY for i in range(0, len(sheet), 2))


class Brute:
    """Expected points still to come (the upper bonus included) from the
    start of a turn, by plain expectimax."""

    def __init__(self):
        self.memo = {}

    def future(self, sheet):
        """From the start of a turn with core sheet ``sheet`` (bytearray)."""
        g = _game(sheet, (1,) * 5, 1)
        key = (_filled(sheet), g.upper_score(0))
        if key not in self.memo:
            self.memo[key] = self._turn(bytearray(sheet))
        return self.memo[key]

    def _turn(self, sheet):
        base = _game(sheet, (1,) * 5, 1)
        before = base.total(0) - base.upper_bonus(0)
        if all(_filled(sheet)):
            return base.upper_bonus(0)
        scored, kept, after = {}, {}, {}

        def score(dice, face):
            k = (dice, face)
            if k not in scored:
                scored[k] = self._score(sheet, dice, face) - before
            return scored[k]

        def roll_value(keep, held, n):
            """Rolling every die but ``keep`` (and the Power die unless held),
            for roll n + 1."""
            k = (keep, held, n)
            if k not in kept:
                v = 0.0
                for new, p in OUTCOMES[5 - len(keep)]:
                    dice = tuple(sorted(keep + new))
                    if held:
                        v += p * state(dice, held, n + 1)
                    else:
                        v += p * sum(state(dice, f, n + 1) for f in FACES) / 6
                kept[k] = v
            return kept[k]

        def state(dice, face, n):
            """After roll n, dice (sorted) and the Power die's face."""
            k = (dice, face, n)
            if k in after:
                return after[k]
            best = score(dice, face)
            can = face != FREEZE and (n < 3 or (n == 3 and face == POWER))
            if can:
                for sel in range(32):
                    keep = tuple(dice[i] for i in range(5) if sel >> i & 1)
                    if n == 3:  # POWER's fourth roll: the Power die stays
                        options = ((True,) if sel != 31 else ())
                    else:
                        options = (True, False) if sel != 31 else (False,)
                    for hold in options:
                        v = roll_value(keep, face if hold else 0, n)
                        if v > best:
                            best = v
            after[k] = best
            return best

        total = 0.0
        for dice, p in OUTCOMES[5]:
            total += p * sum(state(dice, f, 1) for f in FACES) / 6
        return total

    def _score(self, sheet, dice, face):
        """The best final-total expectation over the core's choices of this
        roll (DOUBLE: both slots, one after the other)."""
        best = None
        g = _game(sheet, dice, face)
        for c in g.choices():
            g2 = _game(sheet, dice, face)
            g2.score(c.box, c.detail)
            if not g2.over and g2.placed:  # DOUBLE: the second slot
                for c2 in g2.choices():
                    g3 = _game(g2.sheets[0], dice, DOUBLE)
                    g3.placed = 1
                    g3.score(c2.box, c2.detail)
                    v = self._after(g3)
                    best = v if best is None or v > best else best
            else:
                v = self._after(g2)
                best = v if best is None or v > best else best
        return best

    def _after(self, g):
        sheet = g.sheets[0]
        return g.total(0) - g.upper_bonus(0) + self.future(sheet)

