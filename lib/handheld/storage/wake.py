"""Writing the screen position a sleep keeps (the W record, handheld/
wake.py; docs/SAVE_LAYOUT.md, "Screen position"). Needed at a sleep and
at the wake that clears a position, so ``Storage`` imports it for the
call and forgets it after."""

from handheld import forget
from handheld.storage.layout import _GAME, _WAKE, JOURNAL_SLACK, REC_HEADER
from yahtzee_core.savefmt import crc16


def save(st, payload):
    """Keep ``payload``; False when it was not written. While a game runs
    (``_live``) the record goes only into the room the journal left after
    it for positions (storage_layout.WAKE_RESERVE), never through a
    compaction, the one moment a cut can lose the game: the room that a
    game's end and a full journal need stays free."""
    if st._same(_WAKE, payload):
        return True
    if not st.enabled:
        return False
    g = st._live()
    if g is not None:
        left = st.size - st._end - REC_HEADER - len(payload)
        if left < JOURNAL_SLACK + REC_HEADER + g[2] + 32 or not st._erased(st._end, st.size - left):
            return False
    st._save(_WAKE, payload)
    return True


def adopt(st, blob):
    """The game ``blob`` (kept in RAM across a deep sleep's reset,
    handheld/hardware/power.py) as the running game, with the journal left open
    after its entries, if its CRC is the one the journal's last entry
    (or, with none, its whole save) carries: then it is that game, and
    the wake skips the replay of every move. False (nothing changed)
    otherwise: the game is read back as at any boot."""
    g = st._live()
    j = st._journal()
    if g is None or j is None:
        return False
    from handheld.storage import journal as storage_journal
    es, nxt = storage_journal.entries(st, j)
    storage_journal = None
    forget("handheld.storage.journal")
    c = crc16(blob)
    if c != (es[-1][2] if es else crc16(st._payload(_GAME))):
        return False
    st._loaded = bytes(blob)
    st._jat, st._jstop, st._jcrc = nxt, j[1] + REC_HEADER + j[2], c
    return True
