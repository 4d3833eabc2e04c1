"""A new game started over a game the store follows with a journal: the
new game is the one read back, never the old one, and a power cut at any
byte of its first save leaves one of the two whole (the old game, or the
new game at its start). Portable: runs under pytest and under
micropython."""
# mpy-heap: 122k (a store, a game played and read back, a sector's copy and the compaction's 4 KB image)

import gc
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.append(_HERE + "/../../lib")
sys.path.append(_HERE)

from handheld.storage import Storage  # noqa: E402
from nvm_fake import PowerCut, TearingNVM  # noqa: E402
from test_storage_journal import moves, played, save  # noqa: E402
from yahtzee_core import new_game  # noqa: E402
from yahtzee_core.journal import keep  # noqa: E402


def start(st, g):
    """As the app starts a game: its journal kept, then its first save."""
    keep(g)
    st.save_game(g.save(), g.journal, True)
    g.journal = bytearray()


def test_a_new_game_over_a_followed_one_is_read_back():
    for resumed in (False, True):
        gc.collect()
        nvm, st, old, _move = played(11, 20)
        old = old.save()
        _move = None  # (the old game: a 64-bit heap holds one game at a time here)
        if resumed:  # a power cycle and Resume: the journal read whole, open again
            st = Storage(nvm)
            st._game()
            assert st._jat is not None
        g, move = moves(12)
        start(st, g)
        assert Storage(nvm).load_game() == g.save(), resumed
        for _ in range(8):
            move()
            save(st, g)
        got = Storage(nvm).load_game()
        assert got == g.save() and got != old, resumed


def test_a_cut_at_any_byte_of_a_new_games_start_keeps_one_game_whole():
    nvm, st, old, _move = played(13, 25)
    before = old.save()
    old = st = _move = None
    base = nvm.copy()
    g = new_game("classic", ["N"], seed=14)
    blob = g.save()
    total = start_writes(nvm, base, blob)
    assert total > 4096  # the start rewrote the sector (the old game's journal is not copied)
    # every byte of the first and the last records, and a byte in 61 between
    cuts = list(range(64)) + list(range(64, total - 64, 61)) + list(range(total - 64, total + 1))
    for cut in cuts:
        gc.collect()
        nvm.restore(base, budget=cut)
        st = Storage(nvm)  # a power-up, then New game (test above: after a resume)
        try:
            st.save_game(blob, bytearray(), True)
            done = True
        except PowerCut:
            done = False
        nvm.budget = None
        st = None
        gc.collect()
        st = Storage(nvm)
        got = st.load_game()
        assert st.problems == [], (cut, st.problems)
        assert got in (before, blob) and done == (cut == total), cut
        if done:
            assert got == blob
    # the new game goes on from its start with a journal of its own
    g2 = keep(new_game("classic", ["N"], seed=14))
    save(st, g2)
    g2.roll(())
    save(st, g2)
    assert Storage(nvm).load_game() == g2.save()
    assert st._jat is not None


def start_writes(nvm, base, blob):
    """How many bytes the new game's start writes over ``base``."""
    nvm.restore(base)
    st = Storage(nvm)
    st.save_game(blob, bytearray(), True)
    return nvm.writes
