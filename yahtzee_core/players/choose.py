"""Which computer player plays a seat (``players.for_game``), and the
classic value table every classic player shares."""

from yahtzee_core.engine import index
from yahtzee_core.players import LEVELS, check_level

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


def release_table():
    """Close the value tables and drop their arrays (classic's 7.5 KB),
    before their modules are let go: a dead stack slot the board's
    collector still sees may hold a table, but no longer what it held."""
    t = _table[0]
    _table[0] = None
    if t is not None:
        t.f.close()
        t.f = t.children = t.bits = t.sums = t.steps = None
        t.val = t.last = t.e3 = None  # the players' shared work arrays


def for_game(game, seat, level, table=True):
    """A computer player for ``seat`` of ``game`` at ``level``. It plays
    that seat's turns: ``player.next_move(game)`` when game.seat == seat.
    ``table`` False, or no Power value table on the drive: the Power
    Expert plays by its fitted slot worths, as Hard and Medium do. The
    table's player costs some 8 KB more of code and arrays, and its names
    overflow CircuitPython's pool of names on stock firmware, whose next
    step takes another 7.7 KB at once (docs/PLAYERS.md, "Power: the
    Expert"); the handheld asks for it only on the game's own firmware.
    The Word Expert likewise: by its table (the game's dictionary's)
    with ``table``, else by its fitted figures (docs/PLAYERS.md, "Word:
    the Expert")."""
    check_level(level, LEVELS)
    index(seat, len(game.players), "seat")
    v = game.VARIANT
    if v == "classic":
        from yahtzee_core.players.classic import ClassicPlayer
        p = ClassicPlayer(level, classic_table())
    elif v == "power":
        p = None
        if level == "expert" and table:
            from yahtzee_core.players.power_expert import expert
            p = expert()
        if p is None:  # without its table the Expert plays by its fitted slot worths
            from yahtzee_core.players.power import PowerPlayer
            p = PowerPlayer(level)
    elif v == "word":
        p = None
        if level == "expert" and table:
            from yahtzee_core.players.word_expert import expert
            p = expert(game.words)
        if p is None:  # without its table the Expert plays by its fitted figures
            from yahtzee_core.players.word import WordPlayer
            p = WordPlayer(level)
    else:
        from yahtzee_core.players.jackpot import JackpotPlayer
        p = JackpotPlayer(level)
    p.seat = seat
    return p
