"""Writing the screen position a sleep keeps (the W record, handheld/
wake.py; docs/SAVE_LAYOUT.md, "Screen position"). Needed at a sleep and
at the wake that clears a position, so ``Storage`` imports it for the
call and forgets it after."""

from handheld.storage_layout import _WAKE, JOURNAL_SLACK, REC_HEADER


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
