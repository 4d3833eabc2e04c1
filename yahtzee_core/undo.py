"""The steps a turn can take back, played again: a save's (``replay``,
for the loader) and the journal's (``play_step``, for replay.py). Loaded
only then, so a game does not hold their code; ``undo()`` itself reads
the state kept back in place (yahtzee_core/loader.py, ``take_back``).

After a turn's first scoring step the engine keeps the state before it
and every step since, until the next roll (``Game._keep_undo``); a save
then holds that state and the steps, and the loader plays the steps
again through the rules, so a taken-back turn survives a power cut and a
save whose steps are not legal is refused like any other impossible game
(docs/SAVE_FORMAT.md, "The turn that can be taken back").
"""

from yahtzee_core.errors import IllegalMove

MAX_STEPS = 4  # Jackpot: the Chance Option and two tiles (Power's DOUBLE: 2)


def replay(game, r):
    """Read the number of steps and play each again, as the variant's
    ``_move_bytes`` wrote it (the loader, once the state before them is
    read and checked); CorruptSave if one is not legal there. One
    function for the four games: this module is loaded only then."""
    k = r.byte()
    r.check(0 < k <= MAX_STEPS, "number of steps to take back")
    for _ in range(k):
        play_step(game, r, r.byte(), "step to take back")
    r.done()


def play_step(game, r, b, what):
    """Play again the step whose first byte ``b`` was read from ``r`` (the
    rest is read here): the undo's steps and the journal's (journal.py).
    CorruptSave, naming ``what``, if it is damaged or not legal."""
    code = game.CODE  # 1 classic, 2 Power, 3 Word, 4 Jackpot
    boxes = getattr(game, "BOXES", ())
    d = r.byte()  # Word: the number of words that follow
    words = []
    if code == 3:
        for _ in range(d):
            n = r.byte()
            r.check(0 < n <= game.NDICE, what)
            w = r.bytes(n)
            for ch in w:
                r.check(97 <= ch <= 122, what)
            words.append(bytes(w).decode())
    if code == 4:  # a window (16 the supply), a symbol or 4 the Chance Option
        r.check(b <= 16 and d <= 4, what)
    else:
        r.check(b < len(boxes) and d <= (1, 7, game.NDICE)[code - 1], what)
    try:
        if code == 1 and d:
            game.scratch(boxes[b])
        elif code == 1:  # a zero is written as one: one save for one game
            r.check(game.score(boxes[b]).points, what)
        elif code == 2:
            game.score(boxes[b], "X" if d == 7 else d or None)
        elif code == 4:
            game.score(b, "option" if d == 4 else d)
        else:
            game._replaying = True  # the loader does not read the dictionary
            try:
                game.score(boxes[b], tuple(words) or None)
            finally:
                game._replaying = False
    except IllegalMove:
        r.check(False, what + " (not a legal play)")
