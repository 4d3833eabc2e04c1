"""The NVM store on the RP2040's flash, as CircuitPython drives it: any
write over non-erased bytes rewrites the whole 4 KB sector. A power cut in
that rewrite can lose both copies (docs/SAVE_LAYOUT.md, "The RP2040
caveat"); these tests hold the store to what it can promise there: it
never crashes, never loads a half-written game, and loads the old game,
the new one, or none."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

from host_sim.nvm import FileNVM, PowerCut  # noqa: E402
from handheld.storage import Storage  # noqa: E402

OLD = bytes(range(200)) * 3
NEW = bytes(reversed(range(250))) * 2


def played():
    nvm = FileNVM(rp2040=True)
    st = Storage(nvm)
    st.add_high_score("classic", "ANN", 250)
    st.save_game(b"first" * 40)
    st.save_game(OLD)
    return nvm


def test_the_commit_byte_is_programmed_without_an_erase():
    nvm = played()
    st = Storage(nvm)
    nvm.erases = 0
    st.save_game(NEW)
    assert nvm.erases == 1  # step 1 rewrites the sector, the commit byte does not


def test_a_cut_anywhere_in_a_sector_rewrite_loads_old_new_or_nothing():
    base = played()
    outcomes = set()
    for n in range(0, 4096 + 700, 5):
        nvm = FileNVM(rp2040=True)
        nvm.data[:] = base.data
        nvm.cut_after = n
        try:
            Storage(nvm).save_game(NEW)
        except PowerCut:
            pass
        nvm.cut_after = None
        st = Storage(nvm)  # boots whatever the cut left
        got = st.load_game()
        assert got in (OLD, NEW, None), n
        outcomes.add("old" if got == OLD else "new" if got == NEW else "none")
        assert st.high_scores("classic") in ([("ANN", 250)], [])
    assert outcomes == {"old", "new", "none"}  # the caveat is real, and bounded
