"""Property tests (CPython, hypothesis) for Jackpot Yahtzee: random legal
games of 2, 3 and 4 players, with random actions (mostly illegal) tried in
between. Each game is drawn from a seed; hypothesis shrinks to the smallest."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from soak import examples
from yahtzee_core import load_game, new_game
from yahtzee_core import rack as R
from yahtzee_core.errors import IllegalMove
from yahtzee_core.jackpot import CHANCE_SPACE, OPTION, ROUNDS, SUPPLY, SUPPLY_EACH

GAMES = settings(max_examples=examples(150, 25), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def tiles_out(g):
    """Tiles of each symbol in racks and Chance Spaces."""
    out = [0, 0, 0, 0]
    for s in range(len(g.players)):
        for sym in list(g.racks[s]) + [g.chance[s]]:
            if sym != R.EMPTY:
                out[sym] += 1
    return out


def is_legal(g, box, detail):
    legal = set((c.box, c.detail) for c in g.choices())
    if detail is None:
        ok = g.allowed_symbols()
        return len(ok) == 1 and (box, ok[0]) in legal
    return (box, detail) in legal


def try_illegal(g, r):
    """A random action that the rules forbid must raise IllegalMove and
    leave the game exactly as it was."""
    before = g.save()
    kind = r.randrange(4)
    if kind == 0:
        if g.can_roll:
            return
        act = lambda: g.roll()
    elif kind == 1:
        if not g.rolled or g.tiles_due != 1 or g.placed:
            return
        tiles = [(c.detail, c.box) for c in g.choices() if c.detail != OPTION][:1] * 2
        act = lambda: g.place(tiles)
    else:
        box = r.choice((-1, 0, 3, 5, 9, 14, 15, CHANCE_SPACE, SUPPLY, 17, "w"))
        detail = r.choice((None, 0, 1, 2, 3, 4, OPTION, "x"))
        if g.rolled and is_legal(g, box, detail):
            return
        act = lambda: g.score(box, detail)
    try:
        act()
    except IllegalMove:
        pass
    else:
        raise AssertionError("an illegal action was accepted")
    assert g.save() == before


def play_game(n, seed, r):
    g = new_game("jackpot", ["P%d" % i for i in range(n)], seed=seed)
    ends = []
    real_new_round = g._new_round

    def spy():  # racks as they stand when a round is scored
        ends.append([R.filled(rack) for rack in g.racks])
        real_new_round()
    g._new_round = spy
    steps = 0
    while not g.over:
        steps += 1
        assert steps < 2000, "the game does not end"
        if r.random() < 0.2:
            try_illegal(g, r)
        if not g.rolled:
            assert not g.rack_full(g.seat)  # a full rack no longer rolls
            g.roll()
        else:
            seat, rnd = g.seat, g.round
            c = r.choice(g.choices())
            g.play(c)
            if g.round == rnd and c.detail != OPTION and c.box != CHANCE_SPACE:
                assert g.rack_score(seat) == c.points  # the preview was true
        assert min(g.supply) >= 0
        out = tiles_out(g)
        assert [g.supply[k] + out[k] for k in range(4)] == [SUPPLY_EACH] * 4
        data = g.save()
        assert load_game(data).save() == data
    return g, ends


@GAMES
@given(n=st.sampled_from((2, 3, 4)), seed=st.integers(1, 2 ** 32 - 1), pick=st.integers(0, 2 ** 32 - 1))
def test_random_games_end_after_three_full_rounds(n, seed, pick):
    g, ends = play_game(n, seed, random.Random(pick))
    assert g.round == ROUNDS
    assert ends == [[15] * n] * ROUNDS
    for s in range(n):
        sheets = [g.round_sheet(s, k) for k in range(ROUNDS)]
        for lines, bonus, sub, high, tot in sheets:
            assert sub == lines + bonus and tot == sub + high
        assert g.total(s) == sum(sh[4] for sh in sheets)
    for k in range(ROUNDS):
        subs = [g.round_sheet(s, k)[2] for s in range(n)]
        leaders = [s for s in range(n) if subs[s] == max(subs)]
        for s in range(n):
            assert g.round_sheet(s, k)[3] == ((30, 60, 120)[k] if s in leaders else 0)
    best = max(g.totals())
    assert g.winners() == tuple(s for s in range(n) if g.totals()[s] == best)
    data = g.save()
    assert load_game(data).save() == data


@GAMES
@given(seed=st.integers(1, 2 ** 32 - 1), pick=st.integers(0, 2 ** 32 - 1), cut=st.integers(0, 400))
def test_a_game_saved_anywhere_plays_on_identically(seed, pick, cut):
    """Stop after some steps, save, load, and play both copies on with the
    same choices and dice: they stay byte-identical."""
    g = new_game("jackpot", ["A", "B", "C", "D"], seed=seed)
    r = random.Random(pick)
    for _ in range(cut):
        if g.over:
            break
        if not g.rolled:
            g.roll()
        else:
            g.play(r.choice(g.choices()))
    h = load_game(g.save())
    for _ in range(60):
        if g.over:
            break
        if not g.rolled:
            assert g.roll() == h.roll()
        else:
            c = r.choice(g.choices())
            assert h.choices() == g.choices()
            g.play(c)
            h.play(c)
        assert g.save() == h.save()
