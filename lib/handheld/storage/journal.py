"""The running game as its newest whole save (G record) and the moves
saved since, one entry a save (the J record; docs/SAVE_LAYOUT.md, "The
journal"): writing the whole game and opening a journal after it (a
game's first save, or its journal full), and reading them back (a
resume, and before a compaction, which writes the game afresh rather than
copy entries). Appending an entry is ``Storage._save_moves``.

Needed for those moments only, so ``Storage`` imports it and forgets it
after: its code is not held while a game is played."""

from handheld.storage.layout import (EMPTY, ENTRY_MAX, JOURNAL_MIN, REC_HEADER, _GAME, _JOURNAL,
                                     journal_room, record)
from yahtzee_core.savefmt import crc16


def fresh_game(st, blob, new=False):
    """Write the whole game, then open a journal after it. ``new``: a new
    game, whatever game the log holds (Storage.save_game)."""
    st._jat = None
    n = REC_HEADER + len(blob)
    room = st._end + n <= st.size and st._erased(st._end, st._end + n)
    live = st._live() is not None
    if (new or not live) and st._end > st._plan()[1]:
        # A new game: the sector rewritten as it starts, so that it has the
        # whole sector free (see Storage.save_game's whole-save path); a
        # game it replaces and that game's journal are not copied.
        if not live:  # no game to lose if the power goes in the erase
            st._compact()
            st._save(_GAME, blob)
        elif room:  # in the log first: a cut in the compaction finds it whole
            st._save(_GAME, blob)
            st._compact()
        else:
            st._compact(blob)
    elif st._journal() is not None and not room:
        st._compact(blob)  # the game afresh in the one image (its journal is not copied)
    else:
        st._save(_GAME, blob)
    if st._jat is None:
        open_journal(st)


def open_journal(st):
    """Start an empty journal after the newest game, in the room the log
    has less what a game's end writes and one whole game more (written
    when the journal is full, so that it is never copied by a compaction):
    True if it did."""
    g = st._live()
    st._jat = None
    if g is None:
        return False
    room = journal_room(st.size - st._end, g[2])
    if room < JOURNAL_MIN or not st._erased(st._end, st._end + REC_HEADER + 2 + room):
        return False
    st._append(record(_JOURNAL, st._next_seq(_JOURNAL), bytes((g[0] & 0xFF, g[0] >> 8)), 2 + room), 2 + room)
    st._jat = st._end - room
    st._jstop = st._end
    st._jcrc = crc16(st._payload(_GAME))
    return True


def entries(st, j):
    """[(position, length, crc16)] of the entries of the J record ``j``
    (seq, position, length), in order, up to the first erased length byte
    (or one that would run past the record); and where the next entry
    would go."""
    nvm = st.nvm
    at = j[1] + REC_HEADER + 2
    stop = j[1] + REC_HEADER + j[2]
    out = []
    while at < stop:
        n = nvm[at]
        if n == EMPTY or n == 0 or n > ENTRY_MAX or at + n + 3 > stop:
            break
        out.append((at, n, nvm[at + n + 1] | (nvm[at + n + 2] << 8)))
        at += n + 3
    return out, at


def current(st, base, j):
    """(game bytes, next entry position, crc16 of the game): the game
    ``base`` (a G payload) with the entries of ``j`` played again. An
    entry that does not replay, or whose game does not match its crc (a
    save cut short by the power, or damage), is passed over as if it had
    never been written: a save cut short is the move in flight, and the
    saves after it (made after the next boot resumed the game without it)
    carry on from the game before it. So a cut never ends the journal,
    and the log never fills with whole games after one."""
    from yahtzee_core import load_game
    from yahtzee_core.replay import replay
    es, nxt = entries(st, j)
    # The entries end at an erased byte, unless the tail of the journal
    # cannot be read (damage, or the simulator's file cut short): an
    # append, even one the power cut, never leaves anything else there.
    st.unread = nxt < j[1] + REC_HEADER + j[2] and st.nvm[nxt] != EMPTY
    if not es:
        return base, nxt, crc16(base)
    nvm = st.nvm
    try:  # the usual case: everything plays, and the last crc agrees
        g = load_game(base)
        for at, n, _c in es:
            replay(g, bytes(nvm[at + 1:at + 1 + n]))
        blob = g.save()
        if crc16(blob) == es[-1][2]:
            return blob, nxt, es[-1][2]
    except MemoryError:
        raise
    except Exception:  # noqa: BLE001 (any damage: check entry by entry)
        pass
    good = base
    g = None
    for at, n, c in es:
        try:
            if g is None:
                g = load_game(good)
            replay(g, bytes(nvm[at + 1:at + 1 + n]))
            blob = g.save()
            if crc16(blob) == c:
                good = blob
                continue
        except MemoryError:
            raise
        except Exception:  # noqa: BLE001
            pass
        g = None  # this entry made no save: back to the game before it
    return good, nxt, crc16(good)
