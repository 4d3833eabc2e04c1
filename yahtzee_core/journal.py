"""A game's moves as a few bytes each, and a game made again from them.

``keep(game)`` starts ``game.journal`` and notes every move from then on
in it: a roll, a scoring step (the ``_move_bytes`` the undo keeps), an
undo, Word's time-up. ``yahtzee_core.replay.replay(game, journal)``
plays them again over the game as it was when the journal started (a
save's ``load_game``), the dice drawn from that game's RNG as they were
the first time (a module of its own: it is needed only at a resume, and
the journal is held all through a game). So a store
can keep a game as one whole save and then a few bytes a move, instead
of a whole save a move (docs/SAVE_LAYOUT.md, "The compaction window").

The notes are taken by wrapping the game's own methods on the instance,
not by code in the engine: a game without a journal (the tests, the
desktop tools) carries none of it, which the 64 KB test heap cannot
spare.

Entries, one after another:

    0x80 | kept    a roll, the dice drawn by the RNG; ``kept`` has bit i
                   set for each die i kept
    FACES kept f.. a roll whose new faces the caller gave (tests, the
                   roll-off screen): their bytes, lowest die first
    UNDO           ``undo()``
    TIME_UP        Word's ``time_up()``
    NOTE n ...     n bytes the app keeps with the moves, no move
                   (yahtzee_core.replay.NOTE: the coach's notes)
    b d ...        a scoring step as ``_move_bytes`` writes it (b < 0x7C)
"""

ROLL = 0x80
FACES = 0x7D
TIME_UP = 0x7E
UNDO = 0x7F


def keep(game):
    """Note every move of ``game`` from now on in ``game.journal`` (a new
    bytearray; the store takes what it saved out of it). Moves the rules
    refuse note nothing."""
    cls = game.__class__
    game.journal = bytearray()

    def roll(keep=(), faces=None):
        try:
            keep = tuple(keep)
        except TypeError:
            pass  # not dice: the game refuses it, and nothing is noted
        got = cls.roll(game, keep, faces)
        _note_roll(game, keep, faces)
        return got

    def keep_undo(c):  # every scoring step, Jackpot's place() included
        cls._keep_undo(game, c)
        game.journal.extend(game._move_bytes(c))

    def undo():
        cls.undo(game)
        game.journal.append(UNDO)

    game.roll, game._keep_undo, game.undo = roll, keep_undo, undo
    if hasattr(cls, "time_up"):
        def time_up():
            cls.time_up(game)
            game.journal.append(TIME_UP)
        game.time_up = time_up
    if hasattr(cls, "place"):
        def place(tiles, option=None):
            n = len(game.journal)
            try:
                return cls.place(game, tiles, option)
            except Exception:  # refused whole: its steps were not played
                game.journal = game.journal[:n]
                raise
        game.place = place
    return game


def _note_roll(game, keep, faces):
    kept = 0
    for i in keep or ():  # None: the roll-off took it as no dice kept
        kept |= 1 << i
    j = game.journal
    if faces is None:
        j.append(ROLL | kept)
        return
    j.append(FACES)
    j.append(kept)
    for f in faces:
        j.append(game._face_byte(f))
