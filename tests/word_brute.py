"""Plain-Python expectimax of solitaire Word Yahtzee from a given sheet,
to check tools/solve_word.c: slow, and written apart from it.

Reduced by rule: only the ``free`` dice roll; every other die always
shows its given face (``fixed``). Every play is the core's own: a Word
game on the sheet, its ``choices()``, then ``score()`` on a fresh game,
and the points are the game's totals (the bonuses included). A keep is
any subset of the free dice. Start-of-turn values are memoised by the
whole sheet (every box's points, so the exact upper total): none of the
solver's merging (the state's three parts, the cap at 46, the bonus paid
on the fifth upper box) is assumed. The upper bonus counts as still to
come until the game ends (``points``).
"""
import itertools

from yahtzee_core import letters as LT
from yahtzee_core import word as W
from yahtzee_core.engine import EMPTY

_YAHTZEE = W.BOXES.index("yahtzee")


def _game(sheet, dice, setting):
    g = W.Word(["A"], first=0, dictionary=setting)
    g.sheets[0][:] = bytes(sheet)
    g.dice = tuple(dice)
    g.rolls_used = 1
    return g


def points(g):
    """A game's points so far, the upper bonus left out until the sheet is full."""
    t = g.total(0)
    return t if all(v != EMPTY for v in g.sheets[0]) else t - g.upper_bonus(0)


class Brute:
    def __init__(self, setting, fixed):
        """``fixed``: {die: face index 0..5} for the dice that never roll."""
        self.setting = setting
        self.fixed = dict(fixed)
        self.free = [d for d in range(LT.NDICE) if d not in self.fixed]
        self.memo = {}
        self.plays = {}
        self.offers = {}

    def dice(self, fs):
        """Letter codes of the seven dice, the free ones showing faces fs."""
        face = dict(self.fixed)
        face.update(zip(self.free, fs))
        return tuple(LT.FACES[d][face[d]] for d in range(LT.NDICE))

    def best(self, sheet, fs):
        """The best of the core's plays: points gained + what follows."""
        dice = self.dice(fs)
        key = (bytes(sheet), dice)
        if key not in self.plays:
            g = _game(sheet, dice, self.setting)
            before = points(g)
            best = -1e300
            # choices() reads only the open boxes and the Yahtzee box: the
            # finder's work is shared by the sheets that agree there
            seen = (dice, bytes(v == EMPTY or 2 * (b == _YAHTZEE and v == 50) for b, v in enumerate(sheet)))
            if seen not in self.offers:
                self.offers[seen] = g.choices()
            for c in self.offers[seen]:
                h = _game(sheet, dice, self.setting)
                h.score(c.box, c.detail)
                best = max(best, points(h) - before + self.future(h.sheets[0]))
            self.plays[key] = best
        return self.plays[key]

    def future(self, sheet):
        """Expected points still to come from the start of a turn."""
        sheet = bytes(sheet)
        if all(v != EMPTY for v in sheet):
            return 0.0
        if sheet in self.memo:
            return self.memo[sheet]
        rolls = list(itertools.product(range(6), repeat=len(self.free)))
        v = {fs: self.best(sheet, fs) for fs in rolls}
        keeps = self._keeps()
        for _ in range(2):  # the keeps before the third, then the second roll
            means = [self._means(v, keep) for keep in keeps]
            v = {fs: max(m[tuple(fs[i] for i in keep)] for m, keep in zip(means, keeps)) for fs in rolls}
        out = sum(v.values()) / len(rolls)
        self.memo[sheet] = out
        return out

    def _keeps(self):
        n = len(self.free)
        return [tuple(i for i in range(n) if k >> i & 1) for k in range(1 << n)]

    def _means(self, v, keep):
        """Mean of v over the dice not kept, for each face of the kept ones."""
        total, count = {}, {}
        for fs, x in v.items():
            k = tuple(fs[i] for i in keep)
            total[k] = total.get(k, 0.0) + x
            count[k] = count.get(k, 0) + 1
        return {k: total[k] / count[k] for k in total}
