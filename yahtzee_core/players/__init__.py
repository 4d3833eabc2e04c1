"""Computer players: a player is a function of the game state that returns
its next move. Pure and deterministic; they read big data (value tables)
from an open file by seeking, as the Word dictionary is read.

    from yahtzee_core import players
    cpu = players.for_game(game, seat=1, level="expert")
    while game.seat == 1 and not game.over:   # its turn
        cpu.next_move(game).apply(game)

Levels, weakest first; docs/PLAYERS.md states each one's strength. A
variant's player module is imported only when asked for.
"""

LEVELS = ("easy", "medium", "hard", "expert")
_table = [None]  # the classic value table, opened once for every seat


def classic_table():
    """The classic value table (assets/classic_values.bin), opened on
    first need and shared by every classic player."""
    if _table[0] is None:
        from yahtzee_core.players.classic import ValueTable
        for path in ("assets/classic_values.bin", "/assets/classic_values.bin"):
            try:
                f = open(path, "rb")
            except OSError:
                continue
            _table[0] = ValueTable(f)
            break
        else:
            raise OSError("the value table assets/classic_values.bin is missing")
    return _table[0]


def for_game(game, seat, level):
    """A computer player for ``seat`` of ``game`` at ``level``. It plays
    that seat's turns: ``player.next_move(game)`` when game.seat == seat."""
    if level not in LEVELS:
        raise ValueError("no level %r; choose one of %s" % (level, ", ".join(LEVELS)))
    if not (isinstance(seat, int) and 0 <= seat < len(game.players)):
        raise ValueError("there is no seat %r" % (seat,))
    v = game.VARIANT
    if v == "classic":
        from yahtzee_core.players.classic import ClassicPlayer
        p = ClassicPlayer(level, classic_table())
    elif v == "power":
        from yahtzee_core.players.power import PowerPlayer
        p = PowerPlayer(level)
    elif v == "word":
        from yahtzee_core.players.word import WordPlayer
        p = WordPlayer(level)
    else:
        from yahtzee_core.players.jackpot import JackpotPlayer
        p = JackpotPlayer(level)
    p.seat = seat
    return p


class Move:
    """One action: roll keeping some dice (``keep``: die indices), or score
    ``box`` (with ``detail`` where the variant needs one). ``value``: the
    player's expected final score from here, in points, when it knows it."""

    ROLL = "roll"
    SCORE = "score"

    def __init__(self, kind, keep=(), box=None, detail=None, value=None):
        self.kind = kind
        self.keep = keep
        self.box = box
        self.detail = detail
        self.value = value

    def apply(self, game):
        """Play this move on ``game``."""
        if self.kind == Move.ROLL:
            return game.roll(keep=self.keep)
        return game.score(self.box, self.detail)

    def __repr__(self):
        if self.kind == Move.ROLL:
            return "Move(roll, keep=%r)" % (self.keep,)
        return "Move(score %s)" % self.box
