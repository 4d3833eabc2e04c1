"""A game made again from its journal (yahtzee_core.journal): at a resume,
and when the store must write a followed game whole."""

from yahtzee_core import ROLL_OFF, savefmt
from yahtzee_core.errors import IllegalMove
from yahtzee_core.journal import FACES, ROLL, TIME_UP, UNDO

# A note the app keeps with the moves (the coach's: handheld/coach_saved.py
# reads them, move by move): NOTE, its length n, n bytes. It is no move.
NOTE = 0x7C


def replay(game, journal):
    """Play ``journal`` again over ``game``, which must be the game as it
    was when the journal started (and keeps none itself). CorruptSave if
    an entry is damaged or not legal where it stands; the game is then as
    far as it got."""
    from yahtzee_core.undo import play_step
    r = savefmt.Reader(journal)
    n = len(journal)
    while r.pos < n:
        b = r.byte()
        if b == NOTE:
            r.bytes(r.byte())
            continue
        try:
            if b >= ROLL:
                game.roll(_dice(b & 0x7F))
            elif b == FACES:
                kept = _dice(r.byte())
                k = game.ROLL_OFF_DICE if game.phase == ROLL_OFF else game.NDICE - len(kept)
                game.roll(kept, [game._byte_face(f) for f in r.bytes(k)])
            elif b == UNDO:
                game.undo()
            elif b == TIME_UP:
                game.time_up()
            else:
                play_step(game, r, b, "move in the journal")
        except (IllegalMove, AttributeError):
            r.check(False, "move in the journal (not a legal play)")
    return game


def _dice(bits):
    return tuple(i for i in range(8) if bits >> i & 1)
