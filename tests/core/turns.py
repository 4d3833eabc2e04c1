"""Small helpers for writing a turn in a test as data."""


def turn(game, first, *rerolls):
    """Roll ``first`` (every die's face), then each (keep, faces) reroll."""
    game.roll(faces=first)
    for keep, faces in rerolls:
        game.roll(keep=keep, faces=faces)
    return game.dice


def points(game):
    """{box: points} of the plain (non-X, no number) choices now."""
    return dict((c.box, c.points) for c in game.choices() if c.detail is None)
