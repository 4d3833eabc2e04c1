"""Random save histories (settings, high scores, games of every size,
cleared games), each run until a save has to compact the log; that save
is then cut at many bytes. On memory written byte by byte (the
simulator's file) nothing is ever lost; on the RP2040's flash a record
is lost only when the cut lands before its copy in the new image is
programmed, and the loss is reported (docs/SAVE_LAYOUT.md)."""

import random

from host_sim.nvm import FileNVM, PowerCut
from soak import examples
from handheld.storage import layout as S
from handheld.storage import Storage

SEEDS = range(examples(6, 2))


def state(st):
    return (st.load_settings(), st.high_scores("classic"), st.high_scores("word"), st.load_game())


def step(st, rnd, k):
    """One random save; returns it as a function so it can be replayed."""
    r = rnd.random()
    if r < 0.1:
        v = rnd.randrange(256)

        def op(s):
            d = s.load_settings()
            d["contrast"] = v
            s.save_settings(d)
    elif r < 0.25:
        variant, score = rnd.choice(("classic", "word")), rnd.randrange(1000)

        def op(s):
            s.add_high_score(variant, "P%d" % (k % 10), score)
    elif r < 0.3:
        def op(s):
            s.clear_game()
    else:
        blob = bytes((k & 0xFF,)) * rnd.choice((1, 40, 130, 300, 600, rnd.randrange(1, S.GAME_CAPACITY + 1)))

        def op(s):
            s.save_game(blob)
    return op


def history(seed, rp2040):
    """(nvm before the compacting save, that save)."""
    rnd = random.Random(seed)
    nvm = FileNVM(rp2040=rp2040)
    st = Storage(nvm)
    k = 0
    while True:
        k += 1
        op = step(st, rnd, k)
        probe = FileNVM(rp2040=rp2040)
        probe.data[:] = nvm.data
        s2 = Storage(probe)
        op(s2)
        if s2.compactions and k > 5:
            return nvm, op, state(s2), s2
        op(st)


def cut(base, op, n, rp2040):
    nvm = FileNVM(rp2040=rp2040)
    nvm.data[:] = base.data
    nvm.cut_after = n
    try:
        op(Storage(nvm))
    except PowerCut:
        pass
    nvm.cut_after = None
    return Storage(nvm)


def test_on_memory_written_byte_by_byte_a_cut_compaction_loses_nothing():
    for seed in SEEDS:
        base, op, after, _s = history(seed, False)
        before = state(Storage(base))
        for n in range(0, 4096 + 1100, 3):
            st = cut(base, op, n, False)
            assert st.problems == [], (seed, n, st.problems)
            assert state(st) in (before, after), (seed, n)


def test_on_the_rp2040_a_cut_compaction_loses_only_what_was_not_reprogrammed_and_says_so():
    defaults = (S.default_settings(), [], [], None)
    for seed in SEEDS:
        base, op, after, _s = history(seed, True)
        st0 = Storage(base)
        before = state(st0)
        plan, end = st0._plan()
        for n in range(0, 4096 + 1100, 3):
            st = cut(base, op, n, True)
            got = state(st)
            if n >= 4096:  # the image is complete
                assert st.problems == [] and got in (before, after), (seed, n)
                continue
            # each kind of record: as before if its copy is complete, else lost
            complete = n >= end
            assert got == before or (not complete and all(
                got[i] in (before[i], defaults[i]) for i in range(4))), (seed, n)
            if got != before and n >= S.HEAD:
                assert any("lost" in p for p in st.problems), (seed, n, st.problems)
