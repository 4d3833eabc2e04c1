"""Fits the Power player's estimate of what a sheet is worth (desktop).

The estimate (yahtzee_core/players/power.py) values each open slot at its
mean score, and the upper bonus by a normal spread of what the open upper
slots still bring. Both are this player's own averages, so the fit is a
fixed point: play GAMES solitaire games with the current figures, set each
slot's worth to its mean final score there and each upper slot's spread
to its standard deviation, and repeat. Writes
yahtzee_core/players/power_data.py.

    python tools/fit_power.py [--games 600] [--rounds 4]
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


def play(worth, spread, games, seed0):
    """Per slot the final points of every game; and the totals."""
    power_data.LEVELS["fit"] = (worth, spread)
    player = PP.PowerPlayer("fit")
    del power_data.LEVELS["fit"]
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
    worth, spread = power_data.LEVELS["expert"]
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


def write(worth, spread):
    text = '''"""The Power player's estimate of what the rest of a sheet is worth, per
level, in 1/8 point: each slot's mean score (21 slots, power.SLOTS order)
and the spread of the seven upper slots' scores. Written by
tools/fit_power.py (its fixed point: the figures are the expert's own
means); do not edit by hand."""

_W0 = (0,) * 21
_S0 = (0,) * 7
_W = %r
_S = %r


def _part(t, num, den):
    return tuple(x * num // den for x in t)


# The levels differ in how much of the rest of the game they count: Easy
# none (greedy), Medium a quarter of the slots' worth, Hard half, both
# with no spread, Expert all of it (docs/PLAYERS.md: each level's strength).
LEVELS = {
    "easy": (_W0, _S0),
    "medium": (_part(_W, 1, 4), _S0),
    "hard": (_part(_W, 1, 2), _S0),
    "expert": (_W, _S),
}
''' % (worth, spread)
    with open(OUT, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--rounds", type=int, default=4)
    a = ap.parse_args()
    worth, spread = fit(a.games, a.rounds)
    write(worth, spread)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
