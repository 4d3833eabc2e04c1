"""What the handheld promises a player, as a small model, and how to read
what it kept.

The model holds what a power-up must find, whatever the player did in
between: the game Resume brings back (its save's bytes: variant, seats,
every box, whose turn, the dice and the rolls left, as
docs/SAVE_FORMAT.md packs them), the coach's notes on a classic game
(what its review would list: ``review``), the statistics of every
finished game counted once, the high scores entered, and the settings
chosen. It
learns what the player did from the game on the handheld as each step
ends (a roll, a box, a take-back, a computer's turn: the rules core,
tested on its own, decides those); what it checks is that the store
keeps exactly that, across leaving, resuming, new games, power cuts,
sleeps and reloads.

``kept(sim)`` reads the NVM as the next power-up would, from a copy of its
bytes (nothing is written, the device is not disturbed).
"""

from host_sim.nvm import FileNVM

VARIANTS = ("classic", "power", "word", "jackpot")
PREFS = ("sound", "shake_sensitivity", "contrast", "flip", "word_timer", "sleep")


class Kept:
    """What the NVM holds now, read as a power-up reads it."""

    def __init__(self, game, stats, scores, prefs, problems, notes=None):
        self.game = game        # bytes of the saved game, or None
        self.notes = notes      # the coach's notes on it (``noted``), None, or UNREAD
        self.stats = stats      # {(variant, initials): (games, sum, best)}
        self.scores = scores    # {variant: [(initials, score), ...] best first}
        self.prefs = prefs      # {key: value} of PREFS
        self.problems = problems


def kept(sim):
    from handheld.storage import Storage
    nvm = FileNVM()
    nvm.data[:] = sim.nvm.data
    st = Storage(nvm)
    stats = {}
    scores = {}
    for v in VARIANTS:
        for e in st.statistics(v):
            stats[(v, e["initials"])] = (e["games"], e["sum"], e["best"])
        scores[v] = [(i, s) for i, s in st.high_scores(v)]
    prefs = st.load_settings()
    game = st.load_game()
    notes = None
    if game is not None:
        from yahtzee_core import load_game
        g = load_game(game)
        if g.VARIANT == "classic":  # as a resume reads them (handheld/coach_saved.py)
            import sys
            from handheld import coach, forget
            from handheld.coach_saved import read
            was = "handheld.coach" in sys.modules
            n = read(st, g, coach)
            if not was:  # the app's modules stay as the app left them
                forget("handheld.coach")
            forget("handheld.coach_saved")
            notes = UNREAD if n is None else noted([g, n.worst, n.pending, n.since] if n.watched else None)
    return Kept(None if game is None else bytes(game), stats, scores,
                {k: prefs[k] for k in PREFS}, list(st.problems), notes)


UNREAD = "the moves do not make the game"


def noted(review):
    """The coach's notes (``App.review``: [game, the costliest choices,
    those not priced yet, the first turn kept]) as plain values: None
    when it does not watch."""
    if review is None:
        return None
    return (tuple(review[1]), tuple(review[2]), review[3] if len(review) > 3 else 1)


def review(notes, game):
    """What the coach's review of ``game`` (its save's bytes) would list
    now with ``notes`` (``noted``): the first turn it covers and its
    entries, the choices not priced yet priced with the others."""
    if notes is None or notes == UNREAD:
        return notes
    from handheld import coach
    from yahtzee_core import load_game
    from cpu_play import coach_app
    import sys
    app = coach_app(load_game(game))  # no journal: pricing notes nothing in it
    app.review = [app.game, list(notes[0]), list(notes[1])]
    # a CPU seat's player keeps the classic value table open: price with one of its own
    choose = sys.modules.get("yahtzee_core.players.choose")
    held = choose._table[0] if choose is not None else None
    if choose is not None:
        choose._table[0] = None
    try:
        coach.price(app)
    finally:
        if choose is not None:
            choose._table[0] = held
    got = (notes[2], tuple(app.review[1]))
    # a game with a CPU seat is watched from its start, but the app makes
    # its notes at the first choice: nothing noted reads as no notes
    if got == (1, ()) and [1 for name in app.game.players if name != name.upper()]:
        return None
    return got


class Model:
    """What the next power-up must find."""

    def __init__(self, prefs):
        self.game = None
        self.notes = None  # the coach's on the game (``noted``)
        self.stats = {}
        self.scores = {v: [] for v in VARIANTS}
        self.prefs = dict(prefs)

    def copy(self):
        m = Model(self.prefs)
        m.game = self.game
        m.notes = self.notes
        m.stats = dict(self.stats)
        m.scores = {v: list(s) for v, s in self.scores.items()}
        return m

    # ----- what the player did --------------------------------------------------
    def playing(self, game, review=None):
        """A game is on the handheld as the step ended (None: none), and
        the coach's notes on it (``App.review``)."""
        self.game = None if game is None or game.over else bytes(game.save())
        self.notes = noted(review) if self.game is not None and review is not None and review[0] is game else None

    def finished(self, game):
        """``game`` ended: each seat counted once, the saved game cleared."""
        from handheld.storage.layout import clean_initials
        for seat in range(len(game.players)):
            key = (game.VARIANT, clean_initials(game.players[seat]))
            n, total, best = self.stats.get(key, (0, 0, 0))
            score = game.total(seat)
            self.stats[key] = (n + 1, total + max(0, score), max(best, score))
        self.game = None
        self.notes = None

    def high_score(self, variant, initials, score):
        """A score entered: below the scores already there on a tie, five kept."""
        table = self.scores[variant]
        at = len([1 for _i, s in table if s >= score])
        table.insert(at, (initials, score))
        del table[5:]

    # ----- what must hold -------------------------------------------------------------
    def differences(self, k):
        """What the kept state ``k`` does not match, as readable lines."""
        out = []
        if k.game != self.game:
            out.append("the saved game: kept %s, expected %s" % (_game(k.game), _game(self.game)))
        elif k.notes != self.notes and review(k.notes, k.game) != review(self.notes, self.game):
            out.append("the coach's notes: kept %r, expected %r" % (review(k.notes, k.game),
                                                                   review(self.notes, self.game)))
        if k.stats != self.stats:
            out.append("statistics: kept %r, expected %r" % (k.stats, self.stats))
        if k.scores != self.scores:
            out.append("high scores: kept %r, expected %r" % (k.scores, self.scores))
        if k.prefs != self.prefs:
            out.append("settings: kept %r, expected %r" % (k.prefs, self.prefs))
        if k.problems:
            out.append("problems reported: %r" % (k.problems,))
        return out


def _game(blob):
    """A save, told so a person can see which game and where."""
    if blob is None:
        return "none"
    from yahtzee_core import load_game
    g = load_game(blob)
    return "%s %dP %s to play, totals %s, rolls used %d" % (
        g.VARIANT, len(g.players), g.player, g.totals(), g.rolls_used)
