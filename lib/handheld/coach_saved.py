"""The coach's notes on a saved classic game, read back from the game's
journal (docs/SAVE_LAYOUT.md, "The coach's notes"): after a sleep (a
reset on the board), a power cut, or a game left for the menu and
resumed, the review lists the choices it would have listed had the game
never stopped.

Nothing of the notes is saved apart from the moves, but two short notes
(yahtzee_core/replay.py's NOTE) the app adds to them:

- a person's reroll (the dice held) and a person's box are moves the
  journal holds anyway; played again, the game before each is the moment
  the coach noted (handheld/coach.py, ``note_keep``, ``note_box``), so a
  choice costs the journal nothing;
- ``W`` (WATCH, 3 bytes): the coach watches from here on, written at the
  first hint of a game with no CPU seat (screens/hint.py; with a CPU seat
  it watches the whole game);
- ``P`` (3 bytes and 7 a kept entry): the choices so far are priced, and
  those the review keeps (handheld/coach.py, ``_priced``), so a resume
  does not price a game's every choice again.

A box taken back is the journal's UNDO, and the reading forgets its note
as screens/takeback.py did (handheld/coach.py, ``unnote_box``). The
moves are read as the store
reads the game (handheld/storage/journal.py, ``current``): an entry that
does not make the game its CRC names (a save cut short) is passed over
with its notes. A game the store wrote whole during play (its journal
full) keeps only the notes from there on, and whether the coach watched
before is not known: it watches again from the next hint (or a CPU
seat's first move), and the review says which turns are not in it
(``since``, kept as the game's ``coach_since``).

Loaded for a resume, a wake and a box taken back; let go after."""

from handheld import forget
from handheld.storage.layout import _GAME
from yahtzee_core.journal import FACES, ROLL, UNDO
from yahtzee_core.replay import NOTE

WATCH = bytes((NOTE, 1, ord("W")))
PRICED = ord("P")


def restore(app, coach):
    """The notes on ``app.game`` (just read back from the store) as the
    app keeps them (``App.review``): none unless the coach watched.
    ``coach`` is handheld/coach.py, which calls this: its note_keep and
    note_box note the choices again (handed in, not imported: no circle)."""
    g = app.game
    app.review = None
    if g.VARIANT != "classic" or getattr(app.hw, "table_problem", None) or app.hw.storage is None:
        return
    try:
        n = read(app.hw.storage, g, coach)
    except Exception:  # noqa: BLE001 (out of memory, damage: the game resumes all the same)
        n = None
    forget("handheld.coach")  # (its note_keep, note_box: a resume holds no coach)
    if n is None:
        return
    if n.since > 1:  # the review says the turns before are not in it (screens/review.py)
        g.coach_since = n.since
    if n.watched:
        app.review = [g, n.worst, n.pending, n.since]


class Notes:
    """The notes as the moves are played again: ``watched``, ``worst``
    (the review's entries, handheld/coach.py), ``pending`` (the choices
    not priced yet), ``since`` (the first turn they cover)."""

    def __init__(self, g, coach):
        self.game = g  # (coach.note_keep and note_box read app.game)
        self.coach = coach
        self.watched = len([1 for name in g.players if name != name.upper()]) > 0  # a CPU seat
        self.worst = []
        self.pending = []
        # a journal that starts after the game did (written whole mid-game):
        # the turns before it are not known, nor whether the coach watched
        n = [len([v for v in sheet if v != 255]) for sheet in g.sheets]  # boxes filled
        self.since = 1 + max(max(n), n[g.seat] + 1 if g.rolled else 0)
        self.rec = None

    def notes(self):
        """As ``App.notes``, for handheld/coach.py's note_keep and note_box."""
        if self.rec is None:
            self.rec = [self.game, self.worst, self.pending]
        return self.rec

    def state(self):
        """What ``read`` puts back when an entry is passed over."""
        return (self.watched, list(self.worst), list(self.pending))

    def play(self, g, data):
        """Play the moves of one journal entry over ``g``, each one seen
        first (``seen``) with the game as it stood before it: the move's
        length read here (classic's moves; yahtzee_core/journal.py), the
        move itself played by yahtzee_core.replay. IndexError, CorruptSave
        on damage."""
        from yahtzee_core.replay import replay
        i = 0
        while i < len(data):
            b = data[i]
            more = None
            if b == NOTE:
                k = 2 + data[i + 1]
                more = bytes(data[i + 2:i + k])
            elif b >= ROLL or b == FACES:
                more = tuple([d for d in range(7) if (b if b >= ROLL else data[i + 1]) >> d & 1])
                k = 1 if b >= ROLL else 2 + (g.ROLL_OFF_DICE if g.phase == 0 else g.NDICE - len(more))
            else:
                k = 1 if b > FACES else 2  # UNDO; a step: the box, whether a zero
            self.seen(g, b, more)
            seat = g.undo_seat
            replay(g, data[i:i + k])
            if b == UNDO and self.watched:  # as screens/takeback.py: undone, then forgotten
                name = g.players[seat]
                if name == name.upper():
                    self.coach.unnote_box(self, seat)
            i += k

    def seen(self, g, b, more):
        """The move ``b`` is made next in ``g``: ``more`` the dice kept for
        a roll, a note's bytes."""
        self.game = g
        self.notes()[0] = g
        if b == NOTE:
            if more == WATCH[2:]:
                self.watched = True
            elif more[:1] == bytes((PRICED,)):
                self._priced(g, more)
            return
        if not self.watched or g.phase != 1:
            return
        coach = self.coach
        name = g.player
        if name != name.upper():
            return  # a CPU's move
        if b >= ROLL or b == FACES:
            coach.note_keep(self, more)
        elif b < NOTE:  # (UNDO: ``play``, after it)
            coach.note_box(self, g.BOXES[b])

    def _priced(self, g, more):
        """A P note: the pending choices were priced; its entries kept."""
        coach = self.coach
        del self.pending[:]
        for k in range(1, len(more) - 6, 7):
            e = more[k:k + 7]
            coach._note(self.notes(), e[0] | e[1] << 8, e[2] & 7, e[2] >> 3, _play(g, e[3:5]), _play(g, e[5:7]))


def _play(g, b):
    """A play from handheld/coach.py's ``_code``: a box's name, or a hold
    ("h" and the faces held)."""
    v = b[0] | b[1] << 8
    if not v & 0x8000:
        return g.BOXES[v]
    return "h" + "".join([str(v >> 3 * i & 7) for i in range((v >> 12) & 7)])


def read(st, game, coach):
    """The notes the store's journal holds for ``game`` (the running game,
    as the store read it back), or None when the moves do not make that
    game (the notes cannot be told)."""
    live = st._live()
    j = st._journal()
    if live is None or j is None:
        return None
    from handheld.storage import journal as storage_journal
    from yahtzee_core import load_game
    from yahtzee_core.savefmt import crc16
    es = storage_journal.entries(st, j)[0]
    storage_journal = None
    forget("handheld.storage.journal")
    nvm = st.nvm
    base = st._payload(_GAME)
    g = load_game(base)
    n = Notes(g, coach)
    if not n.watched and not [1 for e in es if nvm[e[0] + 1] == NOTE]:
        # no CPU seat, no note: never watched, and no replay to find so
        # (the app writes each note with the moves saved after it, so it
        # starts its entry: nothing is saved between a move and its save)
        return n
    want = game.save()
    start = n.state()
    try:  # the usual case: every entry plays, to the game read back
        for at, k, _c in es:
            n.play(g, bytes(nvm[at + 1:at + 1 + k]))
        if g.save() == want:
            return n
    except MemoryError:
        raise
    except Exception:  # noqa: BLE001 (a save cut short, damage: entry by entry)
        pass
    # as storage_journal.current: an entry whose game is not its CRC's is
    # passed over, with the notes it held
    n.watched, n.worst[:], n.pending[:] = start
    good = base
    g = None
    for at, k, c in es:
        was = n.state()
        try:
            if g is None:
                g = load_game(good)
            n.play(g, bytes(nvm[at + 1:at + 1 + k]))
            blob = g.save()
            if crc16(blob) == c:
                good = blob
                continue
        except MemoryError:
            raise
        except Exception:  # noqa: BLE001
            pass
        n.watched, n.worst[:], n.pending[:] = was
        g = None
    return n if good == want else None
