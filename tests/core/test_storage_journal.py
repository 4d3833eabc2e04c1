"""The store keeping a game as one whole save and then its moves (the
journal, docs/SAVE_LAYOUT.md): read back equal after every save, no
compaction while a game runs, a cut at any byte of a move's entry, a
damaged entry, a full journal, and a log filled by other records while a
game is followed. Portable: runs under pytest and under micropython.
"""
# mpy-heap: 122k (two 4 KB sectors, a compaction's image, the store, and a
# game read back by replaying its journal beside the one being played, on
# the 64-bit unix port)

import gc
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.append(_HERE + "/../../lib")
sys.path.append(_HERE)

from handheld.storage import layout as storage_layout  # noqa: E402
from handheld.storage import Storage  # noqa: E402
from handheld.storage.layout import _JOURNAL  # noqa: E402
from nvm_fake import PowerCut, TearingNVM  # noqa: E402
from yahtzee_core import load_game, new_game  # noqa: E402
from yahtzee_core.errors import IllegalMove  # noqa: E402
from yahtzee_core.journal import keep  # noqa: E402
from yahtzee_core.rng import Rng  # noqa: E402


def moves(seed, seats=2, variant="classic"):
    """A kept game and a function making its next random move (False once
    the game is over)."""
    pick = Rng(seed + 7)
    g = keep(new_game(variant, ["A", "B", "C"][:seats], seed=seed))

    def move():
        if g.over:
            return False
        if g.phase == 0 or not g.rolled or (g.can_roll and pick.randrange(3)):
            held = ()
            if g.rolled and g.phase != 0:
                held = tuple(i for i in range(g.NDICE) if pick.randrange(2))[:g.NDICE - 1]
            try:
                g.roll(held)
                return True
            except IllegalMove:
                pass
        cs = g.choices()
        g.play(cs[pick.randrange(len(cs))])
        return True
    return g, move


def save(st, g):
    st.save_game(g.save(), g.journal)
    g.journal = bytearray()  # as the app does


def played(seed, n):
    """A new store and a kept game saved as the app saves it, then ``n``
    random moves, each saved."""
    nvm = TearingNVM()
    st = Storage(nvm)
    g, move = moves(seed)
    save(st, g)
    for _ in range(n):
        move()
        save(st, g)
    return nvm, st, g, move


def test_every_save_reads_back_and_a_whole_game_never_compacts():
    nvm = TearingNVM()
    st = Storage(nvm)
    st.save_settings({"contrast": 9})
    g, move = moves(1)
    save(st, g)
    first = st.compactions
    n = 0
    while move():
        save(st, g)
        n += 1
        if n % 9 == 0:
            gc.collect()
            assert Storage(nvm).load_game() == g.save(), n
    assert st.compactions == first and st._jat is not None
    j = st._newest[_JOURNAL[0]]
    used = st._jat - (j[1] + 11)
    assert used < 6 * n, (used, n)  # a few bytes a save, not a whole game


def test_a_cut_at_any_byte_of_a_move_keeps_the_last_save_or_the_move():
    nvm, st, g, move = played(2, 20)
    before = g.save()
    move()
    after = g.save()
    n = len(g.journal) + 3
    jot = bytes(g.journal)
    base = nvm.copy()
    for cut in range(n + 1):
        gc.collect()
        nvm.restore(base, budget=cut)
        st2 = Storage(nvm)
        st2._game()  # read the journal whole, as a resume does
        journal = bytearray(jot)
        try:
            st2.save_game(after, journal)
        except PowerCut:
            pass
        nvm.budget = None
        st2 = journal = None
        gc.collect()
        st3 = Storage(nvm)
        got = st3.load_game()
        assert got in (before, after), cut
        assert not st3.unread, cut  # a cut is no unreadable tail: nothing to tell the player
        g_seq = st3._newest[ord("G")][0]
        # and it saves on from there, readable again
        g2 = keep(load_game(got))
        save(st3, g2)
        g2.roll(())
        save(st3, g2)
        assert Storage(nvm).load_game() == g2.save(), cut
        # the journal went on after the entry cut short: no whole game written
        assert st3._newest[ord("G")][0] == g_seq and st3._jat is not None, cut
        g2 = None


def test_a_damaged_entry_resumes_the_moves_before_it():
    nvm = TearingNVM()
    st = Storage(nvm)
    g, move = moves(3)
    save(st, g)
    saves = [g.save()]
    for _ in range(12):
        move()
        save(st, g)
        saves.append(g.save())
    j = st._newest[_JOURNAL[0]]
    at = j[1] + 11  # the first entry
    for _ in range(5):  # the sixth entry
        at += nvm[at] + 3
    nvm[at + 1] = nvm[at + 1] ^ 0x21
    got = Storage(nvm).load_game()
    assert got == saves[5], [saves.index(got) if got in saves else None]


def test_a_journal_whose_tail_cannot_be_read_resumes_at_its_last_good_move_and_says_so():
    nvm = TearingNVM()
    st = Storage(nvm)
    g, move = moves(6)
    save(st, g)
    saves = [g.save()]
    for _ in range(9):
        move()
        save(st, g)
        saves.append(g.save())
    at = st._newest[_JOURNAL[0]][1] + 11  # the first entry
    for _ in range(6):  # the seventh entry on is past the end of what can be read
        at += nvm[at] + 3
    for k in range(at, st._jat):
        nvm[k] = 0
    g = move = st = None
    gc.collect()
    st = Storage(nvm)
    assert st.load_game() == saves[6] and st.unread
    # the next save starts the game afresh, and the log reads clean again
    g2 = keep(load_game(saves[6]))
    g2.roll(())
    save(st, g2)
    st = Storage(nvm)
    assert st.load_game() == g2.save() and not st.unread and st.problems == []


def test_a_full_journal_writes_the_whole_game_and_goes_on():
    real = storage_layout.journal_room
    storage_layout.journal_room = lambda free, game: min(real(free, game), 64)
    try:
        nvm = TearingNVM()
        st = Storage(nvm)
        g, move = moves(4, seats=3)
        save(st, g)
        n = 0
        while st.compactions < 2:
            if not move():  # over: the next game
                st.clear_game()
                g = move = None
                gc.collect()
                g, move = moves(4 + n)
                move()
            save(st, g)
            n += 1
            if n % 10 == 0:
                gc.collect()
                assert Storage(nvm).load_game() == g.save(), n
        assert st.compactions == 2, n  # small journals, each followed by a whole game, filled the log
        gc.collect()
        assert Storage(nvm).load_game() == g.save(), n
    finally:
        storage_layout.journal_room = real


def test_settings_that_fill_the_log_during_a_game_keep_the_game():
    nvm, st, g, move = played(5, 15)
    k = 0
    while st.compactions < 2:
        k += 1
        st.save_settings({"contrast": k & 0xFF})
    gc.collect()
    assert Storage(nvm).load_game() == g.save()
    move()
    save(st, g)  # the journal goes on after the compaction
    assert Storage(nvm).load_game() == g.save()
