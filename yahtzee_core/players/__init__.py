"""Computer players: a player is a function of the game state that returns
its next move. Pure and deterministic; they read big data (value tables)
from an open file by seeking, as the Word dictionary is read.

    from yahtzee_core.players import Move, LEVELS
    from yahtzee_core.players.classic import ClassicPlayer, ValueTable
    player = ClassicPlayer("expert", ValueTable(open("assets/classic_values.bin", "rb")))
    while not game.over:
        player.next_move(game).apply(game)

Levels, weakest first; docs/PLAYERS.md states each one's strength.
"""

LEVELS = ("easy", "medium", "hard", "expert")


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
