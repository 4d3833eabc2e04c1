"""Each Power level priced against the optimum (desktop; needs the solved
values of `python tools/solve_power.py`).

    python bench/power_pricing.py [--games 10000] [--jobs 2] [LEVEL ...]

LEVEL: easy, medium, hard, expert (by its value table), fitted (the
Expert by its fitted slot worths, as it played before the table: what
it plays without assets/power_values.bin), optimal.

Plays solitaire games (game i dealt from seed i) with each level's player
and prices every decision it makes with the optimal values: a hold (the
dice kept, the Power die held or rerolled), stopping to score, the box,
DOUBLE's first and second slot. A decision's loss is the best choice's
expected points to come minus the chosen one's, both played on optimally
from there. Summed over a game they telescope: the mean loss per game is
exactly what the level loses against the optimum in expectation, so

    implied expected score = optimum - mean loss per game

with the standard error of that mean (far smaller than that of the
scores themselves, which spread by some 200 points a game). Prints per
level the implied score, the share of its decisions that lose anything
(more than 1e-6 points), and the played mean beside it.
"""
import argparse
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))
os.chdir(ROOT)  # a player may open assets/ by relative path

import power_rules as R  # noqa: E402
import solve_power as S  # noqa: E402
from yahtzee_core import new_game, players  # noqa: E402
from yahtzee_core.players import LEVELS, Move, dice5  # noqa: E402
from yahtzee_core.power import DOUBLE, FREEZE, POWER, POWER_DIE  # noqa: E402

LOSES = 1e-6
SCORE_ROW = {1: 0, 2: 1, 3: 2, DOUBLE: 3, FREEZE: 0, POWER: 2}  # Detail's S rows by face
HELD = {1: 0, 2: 1, 3: 2, DOUBLE: 3, POWER: 4}                  # Detail's K rows by face


class Pricer:
    """Optimal values of a solitaire game's choices (kernel: the solved
    layers loaded, tools/solve_power.py load_all)."""

    def __init__(self, kernel):
        self.k = kernel
        self.key = self.d = None

    def after(self, g, before):
        """Points the play added to g's sheet, plus the optimal value after it."""
        return (g.total(0) - g.upper_bonus(0) - before
                + self.k.value(R.config_of(g.sheets[0]), min(R.UCAP, g.upper_score(0))))

    def score_value(self, sheet, dice, face, box, detail, placed=0):
        """Scoring (box, detail) now, DOUBLE's second slot then chosen best."""
        g = R.core_game(sheet, dice, face, placed)
        before = g.total(0) - g.upper_bonus(0)
        g.score(box, detail)
        if g.over or not g.placed:
            return self.after(g, before)
        best = None
        for c in g.choices():
            g2 = R.core_game(g.sheets[0], dice, face, 1)
            g2.score(c.box, c.detail)
            v = self.after(g2, before)
            best = v if best is None or v > best else best
        return best

    def price(self, g, move):
        """(best value, the move's value) of the seat-0 decision ``move`` in
        ``g``, or None when there is nothing to decide (the first roll)."""
        if not g.rolled:
            return None
        sheet, dice, face = bytes(g.sheets[0]), g.dice[:POWER_DIE], g.power_face
        if g.placed:  # DOUBLE's second slot
            vals = [self.score_value(sheet, dice, face, c.box, c.detail, 1) for c in g.choices()]
            return max(vals), self.score_value(sheet, dice, face, move.box, move.detail, 1)
        key = (R.config_of(sheet), min(R.UCAP, g.upper_score(0)))
        if key != self.key:
            self.d, self.key = self.k.detail(*key), key
        d = self.d
        r = dice5.keep_index(dice) - dice5.KEEPS
        n = g.rolls_used
        if g.rolls_left == 0:
            best = d["S"][SCORE_ROW[face]][r]
        else:
            best = (d["w1"], d["w2"])[n - 1][face - 1][r] if n < 3 else d["w3p"][r]
        if move.kind == Move.SCORE:
            return best, self.score_value(sheet, dice, face, move.box, move.detail)
        k = dice5.keep_index([g.dice[i] for i in move.keep if i != POWER_DIE])
        if n == 3:  # POWER's fourth roll
            return best, d["K4"][k]
        if POWER_DIE in move.keep:
            return best, d["K%d" % n][HELD[face]][k]
        return best, d["R%d" % n][k]


class Optimal:
    """Plays by the optimal values (level "optimal"): its games' mean is a
    check of the optimum by play, each roll dealt by the core."""

    def __init__(self, pricer):
        self.pr = pricer

    def next_move(self, g):
        if not g.rolled:
            return Move(Move.ROLL)
        moves = [Move(Move.SCORE, box=c.box, detail=c.detail) for c in g.choices()]
        if g.rolls_left:
            for sel in range(32):
                keep = tuple(i for i in range(POWER_DIE) if sel >> i & 1)
                if g.rolls_used < 3 and sel != 31:
                    moves.append(Move(Move.ROLL, keep=keep + (POWER_DIE,)))
                if g.rolls_used < 3 or sel != 31:
                    moves.append(Move(Move.ROLL, keep=keep + ((POWER_DIE,) if g.rolls_used == 3 else ())))
        return max(moves, key=lambda m: self.pr.price(g, m)[1])


def play(level, seeds, values):
    """Per game: (sum of losses, decisions, losing decisions, final total)."""
    pr = Pricer(S.load_all(values))
    out = []
    for seed in seeds:
        g = new_game("power", ["CPU"], seed=seed, first=0)
        if level == "optimal":
            cpu = Optimal(pr)
        elif level == "fitted":  # the Expert without its table: main's Expert before the table
            from yahtzee_core.players.power import PowerPlayer
            cpu = PowerPlayer("expert")
        else:
            cpu = players.for_game(g, 0, level)
        loss, n, bad = 0.0, 0, 0
        while not g.over:
            m = cpu.next_move(g)
            p = pr.price(g, m)
            if p is not None:
                best, mine = p
                assert mine <= best + 1e-9, (seed, m, best, mine)  # the optimum is the best
                n += 1
                loss += best - mine
                bad += best - mine > LOSES
            m.apply(g)
        out.append((loss, n, bad, g.total(0)))
    return out


def _job(args):
    return play(*args)


def mean_se(xs):
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("levels", nargs="*", default=list(LEVELS[::-1]) + ["fitted"],
                    help="levels (default: every level, then 'fitted': the Expert by its fitted worths, "
                         "as it played before its value table; 'optimal': by the optimal values)")
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--values", default=S.OUT, help="the solved layers (default %(default)s)")
    a = ap.parse_args(argv)
    optimum = S.load_all(a.values).value(0, 0)
    print("optimum %.4f; %d solitaire games a level, seeds 0-%d" % (optimum, a.games, a.games - 1))
    print("| level | implied expected score | ± SE | decisions | losing decisions | played mean ± SE | time |")
    print("|---|---|---|---|---|---|---|")
    for level in a.levels:
        t = time.time()
        chunks = [(level, range(i, a.games, a.jobs), a.values) for i in range(a.jobs)]
        if a.jobs > 1:
            from multiprocessing import Pool
            with Pool(a.jobs) as pool:
                games = [x for part in pool.map(_job, chunks) for x in part]
        else:
            games = _job(chunks[0])
        loss, se = mean_se([x[0] for x in games])
        n = sum(x[1] for x in games)
        bad = sum(x[2] for x in games)
        played, pse = mean_se([x[3] for x in games])
        print("| %s | %.2f | %.2f | %d | %.1f%% | %.1f ± %.1f | %.0f s |"
              % (level.capitalize() if level != "fitted" else "Expert, fitted (before the table)", optimum - loss, se, n, 100.0 * bad / n, played, pse, time.time() - t),
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
