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

from yahtzee_core import OVER, PLAYING
from yahtzee_core.errors import IllegalMove

LEVELS = ("easy", "medium", "hard", "expert")


def for_game(game, seat, level, table=True):
    """A computer player for ``seat`` of ``game`` at ``level``. It plays
    that seat's turns: ``player.next_move(game)`` when game.seat == seat.
    ``table`` False: a Power Expert without its value table. (The
    choosing lives in players/choose.py, loaded on first use: a bigger
    package module did not leave the 64 KB portable tests room.)"""
    from yahtzee_core.players.choose import for_game as choose
    return choose(game, seat, level, table)


def check_turn(game):
    """What every player's ``next_move`` asks first: the game is being
    played. IllegalMove before the contest for who starts is decided
    (rolled by the people) or once the game is over."""
    if game.phase != PLAYING:
        raise IllegalMove("the game is over" if game.phase == OVER else "roll to see who goes first")


def check_level(level, levels):
    """IllegalMove unless ``level`` is one of ``levels``."""
    if level not in levels:
        raise IllegalMove("no level %r; choose one of %s" % (level, ", ".join(LEVELS)))


class Move:
    """One action: roll keeping some dice (``keep``: die indices), or score
    ``box`` (with ``detail`` where the variant needs one). ``value``: the
    seat's expected final score if it plays on as the player does, in
    points: its total so far plus what the player counts on from here
    (docs/PLAYERS.md, "A move's value"); None for a turn's first roll."""

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
