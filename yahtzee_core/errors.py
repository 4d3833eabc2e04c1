"""The two errors the rules core raises. Both are ValueErrors, so a caller
that only knows "bad input" can catch ValueError."""


class IllegalMove(ValueError):
    """An action the rules do not allow now. The game is left unchanged;
    the message is written for the player."""


class CorruptSave(ValueError):
    """Bytes that are not a complete, intact saved game. Nothing is loaded."""
