"""Fits the Word player's figures (desktop): yahtzee_core/players/word_data.py.

1. ``grow``: for random first rolls and every box, keep the dice of that
   box's best play, reroll the rest once (and again, for two rolls left,
   keeping the new best play's dice), and average how much the box's best
   play gains, per box and number of dice rerolled.
2. ``worth``: each box's mean final score in solitaire games played with
   those figures, repeated to a fixed point; ``spread``: the five upper
   boxes' standard deviations.

    python tools/fit_word.py [--rolls 2000] [--games 300] [--rounds 3]
"""
import argparse
import math
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from yahtzee_core import letters as LT  # noqa: E402
from yahtzee_core import new_game, word  # noqa: E402
from yahtzee_core.players.word import WordPlayer  # noqa: E402

OUT = os.path.join(ROOT, "yahtzee_core", "players", "word_data.py")
NB = 12
ALL = list(range(NB))


def _dice_of(entry):
    used = set()
    if entry:
        for _, ds in entry[1]:
            used.update(ds)
    return used


def _longest(h):
    for b in (4, 3, 2, 1):
        if h[b]:
            return _dice_of(h[b])
    return set()


def fit_seven(rolls, rng, fd):
    """p7[free * 2 + left - 1]: the chance (1/256) of a seven-letter word
    keeping the longest word's dice (free: the dice it leaves) with one
    or two rerolls."""
    hits = [0] * 16
    tries = [0] * 16
    for _ in range(rolls):
        dice = [rng.choice(LT.FACES[i]) for i in range(7)]
        h = fd.hint(tuple(dice), [4, 3, 2, 1, 10])
        if h[10]:
            continue
        keep = _longest(h)
        free = 7 - len(keep)
        hit = False
        for left in (1, 2):
            for i in range(7):
                if i not in keep:
                    dice[i] = rng.choice(LT.FACES[i])
            h = fd.hint(tuple(dice), [4, 3, 2, 1, 10])
            hit = hit or bool(h[10])
            tries[free * 2 + left - 1] += 1
            hits[free * 2 + left - 1] += hit
            keep = _longest(h) or keep
    return tuple(round(256 * hits[k] / tries[k]) if tries[k] else 0 for k in range(16))


def fit_grow(rolls, rng):
    fd = word.finder()
    fd.setting = "family"
    sums = [0.0] * 192
    counts = [0] * 192
    for _ in range(rolls):
        dice = [rng.choice(LT.FACES[i]) for i in range(7)]
        first = fd.hint(tuple(dice), ALL)
        for b in range(NB):
            e = first[b]
            pts0 = e[0] if e else 0
            cur = list(dice)
            keep = _dice_of(e)
            free = 7 - len(keep)
            if free == 0:
                continue
            for left in (1, 2):  # one reroll, then a second one
                for i in range(7):
                    if i not in keep:
                        cur[i] = rng.choice(LT.FACES[i])
                h = fd.hint(tuple(cur), [b])
                pts = h[b][0] if h[b] else 0
                k = (b * 8 + free) * 2 + left - 1
                sums[k] += pts - pts0
                counts[k] += 1
                keep = _dice_of(h[b]) or keep  # the second roll keeps the new best play
                if len(keep) == 7:
                    # nothing left to reroll: the second reroll gains nothing more
                    k2 = (b * 8 + free) * 2 + 1
                    sums[k2] += pts - pts0
                    counts[k2] += 1
                    break
    # rolls left 2 measures two rerolls; rolls left 1 one
    # plus one, as bytes (the player subtracts it): a mean gain below -1/8
    # point would not fit, and raises here
    return bytes(round(8 * sums[k] / counts[k]) + 1 if counts[k] else 1 for k in range(192))


def play(data, games, seed0):
    """Per box its final scores, the totals, and the bonus words per turn
    begun with 50 in the Yahtzee box."""
    player = WordPlayer("fit", data)
    per_box = [[] for _ in range(NB)]
    totals = []
    turns50 = bonus = 0
    for seed in range(seed0, seed0 + games):
        g = new_game("word", ["CPU"], seed=seed, first=0)
        while not g.over:
            if not g.rolled and g.sheets[0][10] == 50:
                turns50 += 1
            player.next_move(g).apply(g)
        for b in range(NB):
            per_box[b].append(g.box(0, b))
        totals.append(g.total(0))
        bonus += g.bonus_count[0]
    return per_box, totals, bonus / max(1, turns50)


def summary(totals):
    m = sum(totals) / len(totals)
    sd = math.sqrt(sum((x - m) ** 2 for x in totals) / (len(totals) - 1))
    return m, 1.96 * sd / math.sqrt(len(totals))


def fit(rolls, games, rounds):
    rng = random.Random(7)
    t = time.time()
    grow = fit_grow(rolls, rng)
    p7 = fit_seven(2 * rolls, rng, word.finder())
    print("grow and p7: %d rolls, %.0f s" % (rolls, time.time() - t), flush=True)
    print("  p7", p7)
    worth = (0,) * NB
    spread = (0,) * 5
    rho = 200
    for r in range(rounds):
        t = time.time()
        per_box, totals, rate = play((worth, spread, grow, p7, rho, PHI, 2), games, 20_000 + r * games)
        print("round %d: mean %.1f +- %.1f over %d games, %.0f s"
              % ((r,) + summary(totals) + (games, time.time() - t)), flush=True)
        worth = tuple(round(8 * sum(p) / len(p)) for p in per_box)
        spread = tuple(round(8 * math.sqrt(sum((x - sum(p) / len(p)) ** 2 for x in p) / len(p)))
                       for p in per_box[:5])
        rho = round(1000 * rate)
        print("  worth", [w / 8 for w in worth], "rho", rho)
    return worth, spread, grow, p7, rho


PHI = 128  # the share of rho while the Yahtzee box is open (1/256)


def write(worth, spread, grow, p7, rho):
    text = '''"""The Word player's figures per level (1/8 point): each box's worth left
open (12 boxes, sheet order), the spread of the five upper boxes' scores,
``grow``: the mean gain of a box's best play when the dice it leaves free
are rerolled, plus one (bytes: a tuple of 192 ints held 0.6 KB more on
the board), index (box * 8 + free dice) * 2 + rolls left - 1; ``p7``:
the chance (1/256) of a seven-letter word keeping the longest word, index
free dice * 2 + rolls left - 1; bonus words a turn with 50 in the Yahtzee
box (1/1000); their share while it is open (1/256); then the mode (0
greedy, 1 scores by worth, 2 also rolls by plan), and for Medium and Hard
how often a move slips to greedy's (one in that many). Written by
tools/fit_word.py; do not edit by hand."""

_W = %r
_S = %r
_G = %r
_P7 = %r


# Medium and Hard play as Expert but slip: one move in 2 (Medium) or 4
# (Hard) is greedy's (docs/PLAYERS.md has each level's strength).
LEVELS = {
    "easy": (_W, _S, _G, _P7, %d, %d, 0),
    "medium": (_W, _S, _G, _P7, %d, %d, 2, 2),
    "hard": (_W, _S, _G, _P7, %d, %d, 2, 4),
    "expert": (_W, _S, _G, _P7, %d, %d, 2),
}
''' % ((worth, spread, grow, p7) + (rho, PHI) * 4)
    with open(OUT, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rolls", type=int, default=2000)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    write(*fit(a.rolls, a.games, a.rounds))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
