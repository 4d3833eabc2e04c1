"""Brute-force Word Yahtzee scoring for tests (CPython only): the whole word
list in memory, every subset of the dice tried, no cleverness."""

import importlib.util
import os

from soak import examples
from yahtzee_core import letters as LT
from yahtzee_core import wordfinder as WF
from yahtzee_core.words import Dictionary

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DICT_PATH = os.path.join(ROOT, "assets", "words.bin")
_WORDS = None


def _build_module():
    path = os.path.join(ROOT, "tools", "build_dictionary.py")
    spec = importlib.util.spec_from_file_location("build_dictionary", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def word_list(setting="full"):
    """Every word in the shipped dictionary the setting accepts, decoded
    edge by edge."""
    global _WORDS
    if _WORDS is None:
        _WORDS = _build_module().all_entries(DICT_PATH)
    return [w for w, common in _WORDS.items() if common or setting == "full"]


def signatures(setting="full"):
    return {"".join(sorted(w)) for w in word_list(setting)}


def word_masks(dice, sigs):
    """{die mask: value} for every subset of the dice that spells a word."""
    out = {}
    for m in range(1, 128):
        idx = [i for i in range(7) if m >> i & 1]
        letters = [chr(97 + dice[i]) for i in idx if dice[i] != LT.WILD]
        wild = len(letters) < len(idx)
        if wild:
            ok = any("".join(sorted(letters + [x])) in sigs for x in "abcdefghijklmnopqrstuvwxyz")
        else:
            ok = "".join(sorted(letters)) in sigs
        if ok:
            out[m] = sum(LT.VALUES[dice[i]] for i in idx)
    return out


def best_boxes(dice, sigs):
    """The best score per box (None where the dice cannot fill it)."""
    wm = word_masks(dice, sigs)
    items = list(wm.items())
    res = [None] * 12
    for L in range(2, 7):
        vals = [v for m, v in items if bin(m).count("1") == L]
        res[WF.W2 + L - 2] = max(vals) if vals else None
    if any(bin(m).count("1") == 7 for m in wm):
        res[WF.YAHTZEE] = 50
    res[WF.ONE] = max(wm.values()) if wm else None
    two = [v1 + v2 for m1, v1 in items for m2, v2 in items if m1 < m2 and not m1 & m2]
    res[WF.TWO] = max(two) if two else None
    # best word inside each set of dice, by trying every word
    inside = {c: max([v for m, v in items if m & c == m], default=None) for c in range(128)}
    three = [v1 + v2 + inside[127 ^ m1 ^ m2] for m1, v1 in items for m2, v2 in items
             if m1 < m2 and not m1 & m2 and inside[127 ^ m1 ^ m2] is not None]
    res[WF.THREE] = max(three) if three else None
    memo = {}

    def chance(m):  # best total of one or more disjoint words within m; None if none
        if m in memo:
            return memo[m]
        best = None
        for w, v in items:
            if w & m == w:
                rest = chance(m ^ w)
                t = v + (rest or 0)
                if best is None or t > best:
                    best = t
        memo[m] = best
        return best
    res[WF.CHANCE] = chance(127)
    if all(chr(97 + f) not in "aeiou" for f in dice):  # y and the wild are either
        res[WF.CONSONANTS] = 25
    if all(f == LT.WILD or chr(97 + f) in "aeiouy" for f in dice):
        res[WF.VOWELS] = 25
    return res


# ----- the tests -----------------------------------------------------------
import random  # noqa: E402

from yahtzee_core.wordfinder import Finder  # noqa: E402


def _wild_die():
    return [k for k in range(7) if LT.WILD in LT.FACES[k]][0]


def _check_plays(dice, hint, setting="full"):
    """Every play the finder shows is real: dictionary words, letters on
    the dice it names, no die twice, points = the letters' values."""
    words = set(word_list(setting))
    for box, entry in enumerate(hint):
        if entry is None or not entry[1]:
            continue
        used = set()
        total = 0
        for word, ds in entry[1]:
            assert word in words, word
            assert len(word) == len(ds)
            for ch, d in zip(word, ds):
                assert d not in used
                used.add(d)
                assert dice[d] == LT.WILD or chr(97 + dice[d]) == ch
                total += LT.VALUES[dice[d]]
        if box != WF.YAHTZEE:
            assert total == entry[0], (box, entry)


def _agree(rolls, seed, force_wild, setting="full"):
    rng = random.Random(seed)
    sigs = signatures(setting)
    finder = Finder(Dictionary(DICT_PATH), setting)
    wd = _wild_die()
    for _ in range(rolls):
        dice = [LT.FACES[k][rng.randrange(6)] for k in range(7)]
        if force_wild:
            dice[wd] = LT.WILD
        hint = finder.hint(dice)
        got = [e[0] if e else None for e in hint]
        assert got == best_boxes(dice, sigs), "".join(LT.letter(f) for f in dice)
        _check_plays(dice, hint, setting)


def test_finder_agrees_with_brute_force_on_random_rolls():
    _agree(examples(2000, 300), 1, False)


def test_finder_agrees_with_brute_force_when_the_wild_shows():
    _agree(examples(2000, 300), 2, True)


def test_family_finder_agrees_with_brute_force_over_common_words():
    _agree(examples(1000, 150), 4, False, "family")
    _agree(examples(1000, 150), 5, True, "family")


def test_finder_honours_closed_boxes():
    finder = Finder(Dictionary(DICT_PATH))
    rng = random.Random(3)
    for _ in range(200):
        dice = [LT.FACES[k][rng.randrange(6)] for k in range(7)]
        full = finder.hint(dice)
        open_boxes = [b for b in range(12) if rng.randrange(2)]
        part = finder.hint(dice, open_boxes)
        for b in range(12):
            assert part[b] == (full[b] if b in open_boxes else None)
