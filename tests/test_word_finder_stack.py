"""The word finder must not recurse: on the real CircuitPython firmware its
recursive walk ran out of the default Python stack (1,536 bytes) on an
8-seat Word hint ("RuntimeError: pystack exhausted"). CPython's recursion
limit stands in for that stack here: a hint, and spelling every word it
shows, must nest only a few calls deep (counted with a profile hook).""" 

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "core"))

from word_dict import dictionary  # noqa: E402

from yahtzee_core import wordfinder as WF  # noqa: E402
from yahtzee_core.letters import WILD  # noqa: E402

SPARE = 6  # calls a hint may nest: the lambda, hint, _scan/_plays, _walk/spell, a read


def roll(text):
    return [WILD if ch == "*" else ord(ch) - 97 for ch in text]


def deepest_call(fn):
    """How many calls deep ``fn()`` goes below itself."""
    depth = [0, 0]

    def hook(frame, event, arg):
        if event == "call":
            depth[0] += 1
            depth[1] = max(depth[1], depth[0])
        elif event == "return":
            depth[0] -= 1

    sys.setprofile(hook)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return depth[1]


def test_a_hint_nests_only_a_few_calls():
    finder = WF.Finder(dictionary())
    for dice in ("stra*ge", "*aeirst", "scamper", "qu*zzes", "etaoin*"):
        h = []
        depth = deepest_call(lambda: h.append(finder.hint(roll(dice))))
        assert any(e is not None for e in h[0]), dice
        assert depth <= SPARE, (dice, depth)


def test_spelling_a_hints_words_reads_nothing_more():
    """The walk keeps the first word it meets for each set of dice, so
    spelling the hint's plays is a lookup: it was 63% of a hint's time as
    a second search of the word graph on flash (docs/WORD.md)."""
    finder = WF.Finder(dictionary())
    reads = [0]

    def counting_seek(pos):
        reads[0] += 1

    for dice in ("stra*ge", "*aeirst", "scamper", "qu*zzes", "etaoin*"):
        h = finder.hint(roll(dice))
        ctx = list(finder.ctx)
        ctx[1] = counting_seek  # (bufs, seek, readinto, ...)
        finder.ctx = tuple(ctx)
        masks = [m for m in range(1, 128) if finder.isw[m]]
        for m in masks:
            word, idx = finder.spell(m)
            assert dictionary().contains(word), word
            assert sorted(idx) == [i for i in range(7) if (m >> i) & 1]
        assert reads[0] == 0, (dice, reads[0])
        assert any(e is not None for e in h)
