"""Property tests (CPython, hypothesis) for Word Yahtzee: random games at
1..8 seats with the options on and off, legal moves mixed with random
(often illegal) ones. Each game is drawn from a seed."""

import os
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from soak import examples
from yahtzee_core import load_game, new_game
from yahtzee_core.errors import IllegalMove
from yahtzee_core import letters as LT
from yahtzee_core.words import Dictionary

# Our own dictionary object, so no other test's handling of the shared one
# (simulated power cuts, changed directories) can reach these games.
DICT = Dictionary(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "words.bin"))

GAMES = settings(max_examples=examples(150, 25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
WORDS = ("a", "i", "at", "mice", "scamper", "zzz", "qi", "cat", "tea", "seat", "rate", "x7")


def sheet_total(g, seat):
    """A seat's grand total from its raw boxes, independently of total()."""
    boxes = [g.box(seat, b) or 0 for b in range(12)]
    upper = sum(boxes[:5])
    return upper + (35 if upper >= 46 else 0) + sum(boxes[5:]) + 100 * g.bonus_count[seat]


def random_action(g, r):
    """Any action at all, often an illegal one."""
    kind = r.randrange(5)
    if kind == 0:
        keep = tuple(r.randrange(-1, 8) for _ in range(r.randrange(4)))
        return lambda: g.roll(keep=keep)
    if kind == 1:
        faces = tuple(r.randrange(0, 28) for _ in range(r.randrange(8)))
        return lambda: g.roll(faces=faces)
    if kind == 2:
        return g.time_up
    box = r.choice(LT.BOXES + ("nothing",))
    detail = r.choice((None, (r.choice(WORDS),), (r.choice(WORDS), r.choice(WORDS)),
                       ((r.choice(WORDS), (0, 1)),), "mice", 5))
    return lambda: g.score(box, detail)


def legal_step(g, r):
    """One legal move: roll (keeping some dice), the timer running out, or
    one of choices(), checked against what it writes on the sheet."""
    if g.timer and r.random() < 0.05 and not g.over:
        g.time_up()
    if g.can_roll and (not g.rolled or r.random() < 0.5):
        keep = () if not g.rolled else tuple(i for i in range(7) if r.random() < 0.4)
        g.roll(keep=keep[:6])
        return
    c = r.choice(g.choices())
    seat, game_no = g.seat, g.game
    before = g.total(seat)
    bonus = g.yahtzee_bonus(seat)
    g.play(c)
    if g.game == game_no:  # (a championship game may just have ended)
        b = LT.BOXES.index(c.box)
        assert g.box(seat, b) == c.points
        gained = g.total(seat) - before - (g.yahtzee_bonus(seat) - bonus)
        assert gained >= c.points  # the upper bonus may come on top


@GAMES
@given(seed=st.integers(0, 2 ** 32 - 1), seats=st.integers(1, 8),
       timer=st.booleans(), championship=st.booleans())
def test_random_games_never_raise_and_totals_add_up(seed, seats, timer, championship):
    r = random.Random(seed)
    g = new_game("word", ["P%d" % i for i in range(seats)], seed=seed, timer=timer,
                 championship=championship and seats <= 2, dictionary=DICT)
    steps = 0
    while not g.over:
        legal_step(g, r)
        steps += 1
        assert steps < 20000
        for s in range(seats):
            assert g.total(s) == sheet_total(g, s)
            assert g.totals()[s] == sum(g.game_totals(s)) + g.total(s)
    assert all(g.box(s, b) is not None for s in range(seats) for b in range(12))


@GAMES
@given(seed=st.integers(0, 2 ** 32 - 1), seats=st.integers(1, 8), timer=st.booleans())
def test_saves_round_trip_and_illegal_moves_change_nothing(seed, seats, timer):
    r = random.Random(seed)
    g = new_game("word", ["P%d" % i for i in range(seats)], seed=seed, timer=timer, dictionary=DICT)
    for _ in range(60):
        if g.over:
            break
        data = g.save()
        assert load_game(data).save() == data
        act = random_action(g, r)
        try:
            act()
        except IllegalMove:
            assert g.save() == data  # refused before anything changed
        if not g.over and r.random() < 0.7:
            legal_step(g, r)
