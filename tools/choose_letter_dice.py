#!/usr/bin/env python3
"""Choose the seven letter dice's faces by simulation, and report how
playable a set of faces is.

    python3 tools/choose_letter_dice.py [--words family|full]  # figures for letters.py's dice
    python3 tools/choose_letter_dice.py --search   # hill-climb for better faces

A first roll is scored by the longest word it can make (the wild used at
best). The search swaps faces between dice and swaps letters in and out,
keeping a change when the score P(3+) + P(5+) + 4 P(7) over a fixed set of
random rolls improves. It always keeps every letter on some die, a vowel
and a consonant on every die (so All Vowels and All Consonants can be
rolled), and the rule book's examples rollable (each letter on a different
die): MICE, AIHIMON, SCAMPER, and BVCRSPO where the O's die also shows a U.
Deterministic for a given --seed."""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from yahtzee_core import letters as LT  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_dictionary import all_entries  # noqa: E402

EXAMPLES = ("mice", "aihimon", "scamper", "bvcrspo")
# Starting letters for a search: every letter once, plus the commonest
# letters of English again (41), and the wild.
POOL = "abcdefghijklmnopqrstuvwxyz" + "eeeaaiiooonrtsl" + "*"


def load_sets(path, words="full"):
    """Signatures and wild keys of the words a setting accepts ("family":
    the common ones)."""
    sigs = set()
    keys = set()
    for w, common in all_entries(path).items():
        if words == "family" and not common:
            continue
        s = "".join(sorted(w))
        sigs.add(s)
        for i in range(len(s)):
            keys.add(s[:i] + s[i + 1:])
    return sigs, keys


def longest(roll, sigs, keys):
    """Longest word a roll (list of letters, '*' the wild) can make."""
    wild = "*" in roll
    letters = sorted(ch for ch in roll if ch != "*")
    n = len(letters)
    best = 0
    for m in range(1, 1 << n):
        t = "".join(letters[i] for i in range(n) if m >> i & 1)
        if len(t) + wild <= best:
            continue
        if wild and t in keys:
            best = len(t) + 1
        elif t in sigs:
            best = max(best, len(t))
    if wild and best == 0:
        best = 1  # the wild alone is A or I
    return best


def assignable(word, dice, extra=None):
    """Can each letter of ``word`` come from a different die? ``extra``
    (letter, second letter): the die giving the first must also show the
    second (BVCRSPO's O rerolled to U)."""
    dice = [set(d) for d in dice]

    def go(i, used):
        if i == len(word):
            return True
        for k, d in enumerate(dice):
            if k in used or word[i] not in d:
                continue
            if extra and word[i] == extra[0] and extra[1] not in d:
                continue
            if go(i + 1, used | {k}):
                return True
        return False
    return go(0, frozenset())


def examples_ok(dice):
    return (assignable("mice", dice) and assignable("aihimon", dice)
            and assignable("scamper", dice) and assignable("bvcrspo", dice, ("o", "u")))


def balanced(dice):
    """All Vowels and All Consonants stay possible: every die shows a
    vowel (Y and the wild count) and a consonant (likewise)."""
    for d in dice:
        if not any(ch in "aeiouy*" for ch in d) or not any(ch not in "aeiou" for ch in d):
            return False
    return True


def fixed_boxes(dice):
    """Exact chance that one roll of all seven dice is all vowels, and all
    consonants (Y and the wild count as either)."""
    pv = pc = 1.0
    for d in dice:
        pv *= sum(ch in "aeiouy*" for ch in d) / 6.0
        pc *= sum(ch not in "aeiou" for ch in d) / 6.0
    return pv, pc


def stats(dice, rolls, sigs, keys):
    """(P(3+), P(5+), P(7)) over pre-drawn rolls (face indices)."""
    c3 = c5 = c7 = 0
    for r in rolls:
        roll = [dice[k][r[k]] for k in range(7)]
        b = longest(roll, sigs, keys)
        c3 += b >= 3
        c5 += b >= 5
        c7 += b == 7
    n = float(len(rolls))
    return c3 / n, c5 / n, c7 / n


def score(s):
    return s[0] + s[1] + 4 * s[2]


def search(dice, rolls, sigs, keys, rng, steps):
    dice = [list(d) for d in dice]
    best = stats(dice, rolls, sigs, keys)
    for step in range(steps):
        cand = [list(d) for d in dice]
        a, b = rng.randrange(7), rng.randrange(7)
        i, j = rng.randrange(6), rng.randrange(6)
        if rng.random() < 0.7:
            cand[a][i], cand[b][j] = cand[b][j], cand[a][i]
        elif cand[a][i] != "*":
            cand[a][i] = chr(97 + rng.randrange(26))
        if any(len(set(d)) < 6 for d in cand) or not examples_ok(cand):
            continue
        if len(set(ch for d in cand for ch in d)) < 27:  # every letter stays on some die
            continue
        if not balanced(cand):
            continue
        s = stats(cand, rolls, sigs, keys)
        if score(s) > score(best):
            dice, best = cand, s
            print("step %d: %s  3+ %.3f 5+ %.3f 7 %.3f" % (step, " ".join("".join(d) for d in dice), *s))
    return ["".join(sorted(d)) for d in dice], best


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dict", default=os.path.join(here, "..", "assets", "words.bin"))
    ap.add_argument("--rolls", type=int, default=20000)
    ap.add_argument("--search", action="store_true")
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--words", choices=("family", "full"), default="family",
                    help="the dictionary setting whose words count")
    args = ap.parse_args()
    sigs, keys = load_sets(args.dict, args.words)
    print("dictionary setting: %s (%d letter sets)" % (args.words, len(sigs)))
    rng = random.Random(args.seed)
    dice = [d.replace("*", "*") for d in LT.DICE_TEXT]
    if args.search:
        while not examples_ok(dice):  # a random start that keeps the examples
            pool = list(POOL)
            rng.shuffle(pool)
            dice = ["".join(pool[6 * k:6 * k + 6]) for k in range(7)]
            if any(len(set(d)) < 6 for d in dice):
                dice = []
        train = [[rng.randrange(6) for _ in range(7)] for _ in range(2000)]
        dice, _ = search(dice, train, sigs, keys, rng, args.steps)
        print("DICE_TEXT = %r" % (tuple(dice),))
    test = [[rng.randrange(6) for _ in range(7)] for _ in range(args.rolls)]
    print("faces: %s" % " ".join(dice))
    print("rule book examples rollable: %s; every die has a vowel and a consonant: %s"
          % (examples_ok(dice), balanced(dice)))
    pv, pc = fixed_boxes(dice)
    print("one roll of all seven dice: all vowels %.3f%%, all consonants %.2f%%" % (100 * pv, 100 * pc))
    s = stats(dice, test, sigs, keys)
    print("first roll over %d random rolls: word of 3+ letters %.1f%%, 5+ letters %.1f%%, 7 letters %.2f%%"
          % (len(test), 100 * s[0], 100 * s[1], 100 * s[2]))


if __name__ == "__main__":
    main()
