"""What the journal tests share (test_journal*.py): a game made again
from the save its journal started at, and random games checked against
it after every few moves."""

import gc

from yahtzee_core import load_game, new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core.journal import keep
from yahtzee_core.replay import replay
from yahtzee_core.rng import Rng


def again(base, journal):
    """The game ``base`` (a save) plus ``journal``, saved."""
    gc.collect()  # the last copy's garbage: a 64 KB heap holds two games
    return replay(load_game(base), journal).save()


def random_games(variant, seats, seeds):
    """Random legal moves (rolls keeping random dice, random choices, an
    undo now and then); the game made again from its journal must equal
    it after every move."""
    for seed in seeds:
        pick = Rng(seed + 100)
        g = new_game(variant, ["A", "B", "C", "D"][:seats], seed=seed)
        base = g.save()
        keep(g)
        log = bytearray(1024)  # as a store would: each move's bytes taken
        n = 0                  # out of the game's journal once saved
        moves = 0
        while not g.over:
            rolled = False
            if g.phase == 0 or not g.rolled or (g.can_roll and pick.randrange(3)):
                held = ()
                if g.rolled and g.phase != 0:
                    held = tuple(i for i in range(g.NDICE) if pick.randrange(2))[:g.NDICE - 1]
                noted = len(g.journal)
                try:
                    g.roll(held)
                    rolled = True
                except IllegalMove:  # (Power's fourth roll keeps the POWER die)
                    assert len(g.journal) == noted
            if not rolled:
                cs = g.choices()
                g.play(cs[pick.randrange(len(cs))])
                if g.can_undo and pick.randrange(8) == 0:
                    g.undo()
            moves += 1
            j = g.journal
            log[n:n + len(j)] = j
            n += len(j)
            g.journal = bytearray()
            if moves % 11 == 0 or g.over:
                assert again(base, memoryview(log)[0:n]) == g.save(), (variant, seed, moves)
        assert n < 4 * moves, (n, moves)
