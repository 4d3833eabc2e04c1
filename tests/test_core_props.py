"""Property tests (CPython, hypothesis) for classic and Power Yahtzee:
random games at every seat count, with random actions mixed in, legal or
not. Each game is drawn from a seed; hypothesis shrinks to the smallest."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from soak import examples
from yahtzee_core import load_game, new_game
from yahtzee_core.classic import BOXES as CLASSIC_BOXES
from yahtzee_core.errors import IllegalMove
from yahtzee_core.power import BOXES as POWER_BOXES, SLOTS, X

GAMES = settings(max_examples=examples(1000, 100), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def sheet_total(g, seat):
    """The grand total recomputed from the raw sheet, independently of the
    game's own total()."""
    if g.VARIANT == "classic":
        boxes = [g.box(seat, b) or 0 for b in range(13)]
        upper = sum(boxes[:6])
        return upper + (35 if upper >= 63 else 0) + sum(boxes[6:]) + 100 * g.bonus_count[seat]
    pts = [g.slot_points(seat, i) or 0 for i in range(len(SLOTS))]
    upper = sum(pts[:7])
    bonus = 200 if upper >= 300 else 100 if upper >= 200 else 50 if upper >= 150 else 0
    return upper + bonus + sum(pts[7:])


def random_action(g, r):
    """Any action at all, often an illegal one."""
    boxes = CLASSIC_BOXES if g.VARIANT == "classic" else POWER_BOXES
    kind = r.randrange(4)
    if kind == 0:
        keep = tuple(r.randrange(-1, g.NDICE + 1) for _ in range(r.randrange(4)))
        return lambda: g.roll(keep=keep)
    if kind == 1:
        faces = tuple(r.randrange(0, 8) for _ in range(r.randrange(g.NDICE + 2)))
        return lambda: g.roll(faces=faces)
    box = r.choice(boxes + ("nothing",))
    detail = r.choice((None, None, X, 0, 3, 7)) if g.VARIANT == "power" else None
    return lambda: g.score(box, detail)


def legal_step(g, r):
    """One legal action, chosen at random: roll (keeping some dice) or score."""
    if g.can_roll and (not g.rolled or r.random() < 0.6):
        keep = () if not g.rolled else tuple(i for i in range(g.NDICE) if r.random() < 0.4)
        if g.VARIANT == "power" and g.rolls_used == 3 and 5 not in keep:
            keep = keep + (5,)
        if len(keep) == g.NDICE:
            keep = keep[1:]
        g.roll(keep=keep)
        return
    choices = g.choices()
    c = r.choice(choices)
    seat = g.seat
    before = g.total(seat)
    probe = load_game(g.save())          # the preview is what gets written
    probe.play(c)
    g.play(c)
    assert probe.save() == g.save()
    if c.detail != X and not getattr(g, "yahtzee_bonus_due", False):
        gained = g.total(seat) - before
        assert gained >= c.points        # the box takes its preview; bonuses may add


def play_random_game(variant, seats, seed):
    r = random.Random(seed)
    g = new_game(variant, ["P%d" % i for i in range(seats)], seed=seed)
    steps = 0
    while not g.over:
        steps += 1
        assert steps < 2000, "the game does not end"
        if r.random() < 0.3:
            before = g.save()
            try:
                random_action(g, r)()
            except IllegalMove:
                assert g.save() == before, "an illegal action changed the game"
            continue
        legal_step(g, r)
        data = g.save()
        assert load_game(data).save() == data
        for s in range(seats):
            assert g.total(s) == sheet_total(g, s)
    return g


@GAMES
@given(seats=st.integers(1, 6), seed=st.integers(0, 2**32 - 1))
def test_random_classic_games(seats, seed):
    g = play_random_game("classic", seats, seed)
    for s in range(seats):
        assert all(g.box(s, b) is not None for b in range(13))
    assert len(g.winners()) >= 1


@GAMES
@given(seats=st.integers(1, 6), seed=st.integers(0, 2**32 - 1))
def test_random_power_games(seats, seed):
    g = play_random_game("power", seats, seed)
    full = [s for s in range(seats) if all(g.slot(s, i) is not None for i in range(len(SLOTS)))]
    assert full == [g.seat]              # the game ended on the full sheet's turn
