"""Head-to-head: each variant's computer player against the greedy one.

    python bench/players_bench.py [--games 2000] [--level expert] [power word jackpot classic]
    python bench/players_bench.py --rounds [--games 2000]    (Jackpot's mean round per level)

Two seats, one player each; the seats swap every game (so neither sits
first more often), and game i is dealt from seed i (the game's own RNG
draws the dice and who starts). Prints, per variant, each player's mean
total with its 95% confidence interval, the ratio of the means, the mean
difference (paired by game) with its interval, and the wins. The target:
the level beats greedy by 10% or more in mean score.
"""
import argparse
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.chdir(ROOT)  # the players and Word open assets/ by relative path

from yahtzee_core import new_game  # noqa: E402
from yahtzee_core import players  # noqa: E402


def duel(variant, level, games, seed0=0):
    """Totals (level's, greedy's) per game."""
    a_tot, b_tot = [], []
    for i in range(games):
        g = new_game(variant, ["CPU", "GREEDY"] if i % 2 == 0 else ["GREEDY", "CPU"], seed=seed0 + i)
        me = 0 if i % 2 == 0 else 1
        seats = [None, None]
        seats[me] = players.for_game(g, me, level)
        seats[1 - me] = players.for_game(g, 1 - me, "easy")
        while not g.over:
            if g.phase == 0:  # the roll-off: just roll
                g.roll()
                continue
            seats[g.seat].next_move(g).apply(g)
        t = g.totals()
        a_tot.append(t[me])
        b_tot.append(t[1 - me])
    return a_tot, b_tot


def rounds(level, games, seed0=0):
    """Jackpot: every round's subtotal (lines + rack bonus) of ``level``
    playing itself at two seats, game i dealt from seed seed0 + i. Their
    mean is the round a Jackpot player counts on for each round to come
    (the third figure of its _LEVELS)."""
    subs = []
    for i in range(games):
        g = new_game("jackpot", ["A", "B"], seed=seed0 + i)
        seats = [players.for_game(g, s, level) for s in range(2)]
        while not g.over:
            seats[g.seat].next_move(g).apply(g)
        for s in range(2):
            for r in range(3):
                subs.append(g.subtotal(s, r))
    return subs


def ci(xs):
    m = sum(xs) / len(xs)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))
    return m, 1.96 * sd / math.sqrt(len(xs))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("variants", nargs="*", default=["power", "word", "jackpot"])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--rounds", action="store_true",
                    help="Jackpot only: the mean round subtotal of each level playing itself")
    a = ap.parse_args()
    if a.rounds:
        for level in players.LEVELS[1:]:  # Easy counts no round to come
            m, c = ci(rounds(level, a.games))
            print("%s: mean round subtotal %.1f ± %.1f over %d rounds" % (level, m, c, 6 * a.games))
        return
    print("%d games a variant, 2 seats, %s against easy (greedy), seats swapped each game"
          % (a.games, a.level))
    print("| variant | %s mean (95%% CI) | greedy mean (95%% CI) | ratio | difference (95%% CI) | %s wins / ties | time |"
          % (a.level, a.level))
    print("|---|---|---|---|---|---|---|")
    for v in a.variants:
        t = time.time()
        mine, greedy = duel(v, a.level, a.games)
        m1, c1 = ci(mine)
        m2, c2 = ci(greedy)
        md, cd = ci([x - y for x, y in zip(mine, greedy)])
        wins = sum(1 for x, y in zip(mine, greedy) if x > y)
        ties = sum(1 for x, y in zip(mine, greedy) if x == y)
        print("| %s | %.1f ± %.1f | %.1f ± %.1f | %.3f | %+.1f ± %.1f | %d / %d | %.0f s |"
              % (v, m1, c1, m2, c2, m1 / m2, md, cd, wins, ties, time.time() - t), flush=True)


if __name__ == "__main__":
    main()
