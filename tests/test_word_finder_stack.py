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

    class Counting:  # the dictionary's file, every seek counted
        def __init__(self, f):
            self.f = f

        def seek(self, pos):
            reads[0] += 1
            self.f.seek(pos)

        def __getattr__(self, name):
            return getattr(self.f, name)

    for dice in ("stra*ge", "*aeirst", "scamper", "qu*zzes", "etaoin*"):
        h = finder.hint(roll(dice))
        assert finder.ctx is None  # the walk's tuple is not kept
        f = finder.dic.f
        finder.dic.f = Counting(f)
        try:
            spelt = [(m, finder.spell(m)) for m in range(1, 128) if finder.isw[m]]
        finally:
            finder.dic.f = f
        assert reads[0] == 0, (dice, reads[0])
        for m, (word, idx) in spelt:
            assert dictionary().contains(word), word
            assert sorted(idx) == [i for i in range(7) if (m >> i) & 1]
        assert any(e is not None for e in h)


SLOTS = 158  # the most frames' slots a hint is allowed: a walk with 158 passed the whole firmware suite


def test_the_frames_of_a_hint_stay_small():
    """CircuitPython puts each call's locals and value stack on its Python
    stack (1.5 KB): a hint's frames must not grow. CPython's count of them
    (locals + stack size) stands in: at 185 slots a Word CPU's hint ran
    out of that stack on the firmware (word:8:cpu, .mpy); a walk with 158
    passed the whole firmware suite."""
    finder = WF.Finder(dictionary())
    deepest = [0]

    def hook(frame, event, arg):
        if event == "call":
            total = 0
            f = frame
            while f is not None and f.f_code.co_name != "hints":
                total += f.f_code.co_nlocals + f.f_code.co_stacksize
                f = f.f_back
            deepest[0] = max(deepest[0], total)

    def hints():
        for dice in ("roae*st", "stra*ge", "scamper", "qu*zzes"):
            finder.hint(roll(dice))

    sys.setprofile(hook)
    try:
        hints()
    finally:
        sys.setprofile(None)
    assert 100 < deepest[0] <= SLOTS, deepest[0]
