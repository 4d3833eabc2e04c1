# mpy-heap: 68k  (a Word game, its journal, replay, the loader and the dictionary's one-
# edge table)
"""A Word game made again from its journal: words, an undo, the clock
running out (test_journal.py). Portable."""

import gc

from word_helpers import arrange

from yahtzee_core import load_game
from yahtzee_core import word as W
from yahtzee_core.journal import TIME_UP, UNDO, keep
from yahtzee_core.replay import replay


def test_words_an_undo_and_the_clock():
    g = W.Word(("ANN", "BOB"), seed=1, first=0, timer=True)
    base = g.save()
    keep(g)
    g.roll(faces=arrange("dryane*"))
    g.score("two_words", ("dry", "sane"))
    g.undo()
    g.score("one_word", ("sane",))
    g.roll()
    g.time_up()
    g.scratch("chance")
    noted = list(g.journal)  # (MicroPython has no `int in bytearray`)
    assert UNDO in noted and TIME_UP in noted
    want = g.save()
    journal = g.journal
    g = None  # (two Word games and the loader do not fit the 64 KB heap)
    gc.collect()
    assert replay(load_game(base), journal).save() == want
