"""Fits the Power player's estimate of what a sheet is worth (desktop).

The estimate (yahtzee_core/players/power.py) values each open slot at a
worth, and the upper bonus by a normal spread of what the open upper
slots still bring. Two fits, both from this player's own play:

1. Means (``fit``): each slot's worth is its mean final score and each
   upper slot's spread its standard deviation, over GAMES solitaire
   games played with the current figures, repeated ROUNDS times (a fixed
   point). Medium and Hard count a part of these.
2. Shares (``regress``, the Expert's): each slot's worth
   is its share of the points the rest of a game brings, fitted by least
   squares over every turn of solitaire games: what the turns from there
   to the end scored (the upper bonus apart), against which slots were
   open. First over 600 games played with the means, then over 2,500
   played with that first fit, steadied towards the means (ridge, as
   strong as 3,000 turns): the first fit alone swung by 30 points a slot
   between rounds. Seeds 50,000 on: none of the bench's.

Writes yahtzee_core/players/power_data.py (needs numpy).

    python tools/fit_power.py [--games 600] [--rounds 4]   # both fits
    python tools/fit_power.py --keep-means                  # shares only, on the committed means
"""
import argparse
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from yahtzee_core import new_game  # noqa: E402
from yahtzee_core.players import power_data  # noqa: E402
from yahtzee_core.players import power as PP  # noqa: E402
from yahtzee_core.power import SLOTS  # noqa: E402

OUT = os.path.join(ROOT, "yahtzee_core", "players", "power_data.py")


def _player(worth, spread):
    """A Power player valuing the sheet with these figures."""
    player = PP.PowerPlayer("expert")
    player.worth, player.spread = tuple(worth), tuple(spread)
    return player


def play(worth, spread, games, seed0):
    """Per slot the final points of every game; and the totals."""
    player = _player(worth, spread)
    points = [[] for _ in SLOTS]
    totals = []
    for seed in range(seed0, seed0 + games):
        g = new_game("power", ["CPU"], seed=seed, first=0)
        while not g.over:
            player.next_move(g).apply(g)
        for i in range(len(SLOTS)):
            points[i].append(g.slot_points(0, i))
        totals.append(g.total(0))
    return points, totals


def fit(games, rounds, seed0=10_000):
    worth, spread = power_data.W, power_data.S
    for r in range(rounds):
        t = time.time()
        points, totals = play(worth, spread, games, seed0 + r * games)
        mean = sum(totals) / len(totals)
        sd = math.sqrt(sum((x - mean) ** 2 for x in totals) / (len(totals) - 1))
        print("round %d: mean %.1f +- %.1f (95%% CI) over %d games, %.0f s"
              % (r, mean, 1.96 * sd / math.sqrt(len(totals)), games, time.time() - t), flush=True)
        worth = tuple(round(8 * sum(p) / len(p)) for p in points)
        spread = tuple(round(8 * math.sqrt(sum((x - sum(p) / len(p)) ** 2 for x in p) / len(p)))
                       for p in points[:7])
        print("  worth", [w / 8 for w in worth])
        print("  spread", [s / 8 for s in spread])
    return worth, spread


def turns(worth, spread, games, seed0):
    """Per turn of GAMES solitaire games: which slots were open (21 0/1
    columns) and the points the turns from there to the end scored, the
    upper bonus apart."""
    import numpy as np
    from yahtzee_core.power import EMPTY
    player = _player(worth, spread)
    rows, rest = [], []
    for seed in range(seed0, seed0 + games):
        g = new_game("power", ["CPU"], seed=seed, first=0)
        got = []
        while not g.over:
            if g.rolls_used == 0:
                sheet = g.sheets[0]
                rows.append([1 if sheet[2 * i] == EMPTY else 0 for i in range(21)])
                got.append(g.total(0) - g.upper_bonus(0))
            player.next_move(g).apply(g)
        end = g.total(0) - g.upper_bonus(0)
        rest.extend(end - p for p in got)
    return np.array(rows, float), np.array(rest, float)


def regress(means, spread, first=600, second=2500, ridge=3000.0, seed0=50_000):
    """The Expert's worths: each slot's share of the rest of a game (see
    the module's docstring), in 1/8 point."""
    import numpy as np
    t = time.time()
    x, y = turns(means, spread, first, seed0)
    share = np.linalg.lstsq(x, y, rcond=None)[0]
    share = [max(0, int(round(8 * c))) for c in share]
    print("shares, first fit (%d games, %.0f s):" % (first, time.time() - t), [c / 8 for c in share], flush=True)
    t = time.time()
    x, y = turns(share, spread, second, seed0 + 10_000)
    prior = np.array(means, float) / 8
    share = np.linalg.solve(x.T @ x + ridge * np.eye(21), x.T @ y + ridge * prior)
    share = tuple(max(0, int(round(8 * c))) for c in share)
    print("shares, steadied (%d games, %.0f s):" % (second, time.time() - t), [c / 8 for c in share], flush=True)
    return share


def write(worth, spread, share):
    text = '''"""The Power player's estimate of what the rest of a sheet is worth, per
level, in 1/8 point (21 slots, power.SLOTS order): each slot's mean score
(W) and the spread of the seven upper slots' scores (S), a fixed point
of the player's own means; and each slot's share of the points the rest
of a game brings, fitted by least squares (R, the Expert's). Each level's
use of them: players/power_work.py, ``figures``. Written by
tools/fit_power.py; do not edit by hand."""

W = %r
S = %r
R = %r
''' % (tuple(worth), tuple(spread), tuple(share))
    with open(OUT, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--keep-means", action="store_true", help="fit the shares on the committed means")
    a = ap.parse_args()
    if a.keep_means:
        worth, spread = power_data.W, power_data.S
    else:
        worth, spread = fit(a.games, a.rounds)
    write(worth, spread, regress(worth, spread))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
