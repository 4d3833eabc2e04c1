"""Hypothesis: every public call of a game, legal or not (issue #26).

A game of each variant, at any number of seats it allows, is played with
calls of every public method and property, the computer players and undo
among them: most of them legal moves (which must never raise), the rest
any call at all with arguments drawn from a pool of wrong ones (wrong
types, seats and boxes that do not exist, stale choices). A call the rules
refuse must raise IllegalMove and leave the game exactly as it was (its
save bytes); one they accept must leave a game that saves and loads back
the same. Every property is read after every call, in every phase. Half
the games keep a journal (the board's), which must play the game again
to the same bytes: a refused call notes nothing.
"""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

import word_helpers  # noqa: F401  (opens the shipped dictionary for Word)
from soak import examples
from yahtzee_core import PLAYING, ROLL_OFF, journal, load_game, new_game, players, variant_class
from yahtzee_core.engine import Choice
from yahtzee_core.errors import IllegalMove
from yahtzee_core.replay import replay

GAMES = settings(max_examples=examples(200, 40), deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])
STEPS = 3000  # calls a game may get (it ends long before, and a dozen calls after that)

PROPS = {
    "all": ("over", "player", "rolled", "rolls_left", "can_roll", "can_undo", "phase", "seat",
            "dice", "players"),
    "classic": ("joker", "yahtzee_bonus_due"),
    "power": ("power_face", "multiplier", "frozen", "placed"),
    "word": ("time_out",),
    "jackpot": ("kind", "option_open", "tiles_due", "placed", "round"),
}
# per variant: the methods that read a seat (and an index after it)
SEAT_READS = {
    "classic": ("total", "upper_score", "lower_score", "upper_bonus", "yahtzee_bonus"),
    "power": ("total", "upper_score", "lower_score", "upper_bonus"),
    "word": ("total", "upper_score", "lower_score", "upper_bonus", "yahtzee_bonus", "game_totals"),
    "jackpot": ("total", "rack_full", "rack_score"),
}
INDEXED = {
    "classic": (("box", 13),),
    "power": (("slot", 21), ("slot_points", 21)),
    "word": (("box", 12),),
    "jackpot": (("subtotal", 3), ("high_bonus", 3), ("round_sheet", 3)),
}
JUNK = (None, -1, 99, 1 << 40, 1.5, "x", "", "\xe9t\xe9", b"ab", (), [0], {}, object(), ("\xe9",),
        (("cat", (0, 99)),), (("at", "ab"),), ((1, 2),), Choice("chance", 0, object()), Choice(None, 0, None))


def junk(r, good=()):
    """A wrong argument or a right one (or one of those that might be)."""
    if good and r.random() < 0.6:
        return good[r.randrange(len(good))]
    return JUNK[r.randrange(len(JUNK))]


def junk_dice(r, g, faces):
    """A keep or faces: tuples of wrong or right numbers, or junk."""
    if r.random() < 0.2:
        return junk(r)
    hi = 30 if faces else g.NDICE + 1
    return tuple(r.randrange(-2, hi) for _ in range(r.randrange(g.NDICE + 2)))


def seat_args(r, g):
    return junk(r, tuple(range(len(g.players))) + (len(g.players), -1))


def random_call(g, r, variant, stale):
    """Any call at all, as a function of no arguments, and its name."""
    ch = g.choices()
    boxes = tuple(getattr(g, "BOXES", ())) + ("nothing", 15, 16, 0, 7) + tuple(c.box for c in ch)
    details = (None, "X", 3, ("cat",), "option", 0, 2) + tuple(c.detail for c in ch)
    k = r.randrange(16)
    if k == 0:
        keep, faces = junk_dice(r, g, False), (junk_dice(r, g, True) if r.random() < 0.5 else None)
        return "roll", lambda: g.roll(keep, faces)
    if k == 1:
        box, detail = junk(r, boxes), junk(r, details)
        return "score", lambda: g.score(box, detail)
    if k == 2:
        box, detail = junk(r, boxes), junk(r, details)
        return "preview", lambda: g.preview(box, detail)
    if k == 3:
        c = junk(r, tuple(stale) + tuple(ch))
        return "play", lambda: g.play(c)
    if k == 4 and hasattr(g, "scratch"):
        box = junk(r, boxes)
        return "scratch", lambda: g.scratch(box)
    if k == 5:
        return "undo", g.undo
    if k == 6 and variant == "word":
        return "time_up", g.time_up
    if k == 7 and variant == "jackpot":
        tiles = junk(r, ([(r.randrange(-1, 5), r.randrange(-1, 17))], "ab", [(0,)],
                         [(r.randrange(4), r.randrange(15)) for _ in range(r.randrange(3))])
                     + tuple([(c.detail, c.box)] for c in ch if c.detail != "option"))
        option = junk(r, (None, None, 16, 15, r.randrange(15)))
        return "place", lambda: g.place(tiles, option)
    if k == 8:
        name = SEAT_READS[variant][r.randrange(len(SEAT_READS[variant]))]
        s = seat_args(r, g)
        return name, lambda: getattr(g, name)(s)
    if k == 9:
        name, n = INDEXED[variant][r.randrange(len(INDEXED[variant]))]
        s, i = seat_args(r, g), junk(r, (0, n - 1, n, -1))
        return name, lambda: getattr(g, name)(s, i)
    if k == 10:
        s, level = seat_args(r, g), junk(r, players.LEVELS + ("best",))
        return "players.for_game", lambda: players.for_game(g, s, level)
    if k == 11:
        level = players.LEVELS[r.randrange(4)]
        return "next_move", lambda: players.for_game(g, 0, level).next_move(g)
    if k == 12 and variant == "word":
        return "hint", g.hint
    if k == 13 and variant == "jackpot":
        return "allowed_symbols", g.allowed_symbols
    names = ("choices", "totals", "winners", "rolloff_totals", "save")
    name = names[r.randrange(len(names))]
    return name, getattr(g, name)


def legal_step(g, r, variant, stale):
    """One legal move: a choice, a roll, a computer player's move, or (for
    a turn just scored) undo; Word's clock running out now and then. None
    of them may raise."""
    if g.phase == ROLL_OFF:
        g.roll()
        return
    if g.can_undo and r.random() < 0.1:
        g.undo()
        return
    if variant == "word" and g.timer and not g.time_out and r.random() < 0.03:
        g.time_up()
        return
    if r.random() < 0.25:
        m = players.for_game(g, g.seat, players.LEVELS[r.randrange(4)]).next_move(g)
        m.apply(g)
        return
    ch = g.choices()
    stale.extend(ch[:2])
    del stale[:-6]
    if g.can_roll and (not ch or r.random() < 0.5):
        keep = ()
        if g.rolled and variant != "jackpot":
            keep = tuple(i for i in range(g.NDICE) if r.random() < 0.4)
            if variant == "power" and g.rolls_used >= g.ROLLS and 5 not in keep:
                keep += (5,)
            if len(keep) == g.NDICE:
                keep = keep[1:]
        g.roll(keep)
        return
    g.play(ch[r.randrange(len(ch))])


def read_everything(g, variant):
    """Every property, and every read with each real seat: none may raise."""
    for name in PROPS["all"] + PROPS[variant]:
        getattr(g, name)
    for s in range(len(g.players)):
        for name in SEAT_READS[variant]:
            getattr(g, name)(s)
        for name, n in INDEXED[variant]:
            for i in range(n):
                getattr(g, name)(s, i)
    g.totals(), g.winners(), g.rolloff_totals(), g.choices()


def play_fuzzed(variant, seats, seed, illegal, seen=None):
    """A game played with calls of every kind, a share ``illegal`` of them
    drawn by random_call; ``seen`` (a dict), if given, counts each such
    call's name by whether it was refused (to see what the pools reach)."""
    r = random.Random(seed)
    options = {}
    if variant == "word":
        options["timer"] = r.random() < 0.3
    g = new_game(variant, ["P%d" % i for i in range(seats)], seed=seed,
                 first=None if r.random() < 0.5 else r.randrange(seats), **options)
    start = g.save()
    if r.random() < 0.5:
        journal.keep(g)
    stale = []
    ended = 0
    for _ in range(STEPS):
        if g.over:  # a few calls on the finished game, then stop
            ended += 1
            if ended > 12:
                break
        if g.over or r.random() < illegal:
            name, call = random_call(g, r, variant, stale)
            before = g.save()
            undo_ok = g.can_undo
            try:
                got = call()
            except IllegalMove:
                assert g.save() == before, "%s refused but changed the game" % name
                if seen is not None:
                    seen[name, True] = seen.get((name, True), 0) + 1
            else:
                if seen is not None:
                    seen[name, False] = seen.get((name, False), 0) + 1
                if name == "undo":
                    assert undo_ok, "undo was taken though can_undo said no"
                if name == "next_move" and r.random() < 0.5:
                    got.apply(g)  # a player's move is legal
                data = g.save()
                assert load_game(data).save() == data, name
        else:
            legal_step(g, r, variant, stale)
        read_everything(g, variant)
    if hasattr(g, "journal"):
        again = replay(load_game(start), g.journal)
        assert again.save() == g.save(), "the journal does not play the game again"
    return g


def _seats(variant):
    lo, hi = variant_class(variant).SEATS
    return st.integers(lo, hi)


@GAMES
@given(st.data(), st.sampled_from(("classic", "power", "word", "jackpot")),
       st.integers(0, 1 << 30), st.sampled_from((0.2, 0.5)))
def test_any_call_is_played_or_refused_leaving_the_game_unchanged(data, variant, seed, illegal):
    seats = data.draw(_seats(variant), label="seats")
    play_fuzzed(variant, seats, seed, illegal)


def test_a_choice_object_from_elsewhere_plays_like_its_twin():
    """play() takes any Choice, one made by hand too: it is the box and
    detail that count, the points are worked out again."""
    g = new_game("classic", ["A"], seed=2, first=0)
    g.roll(faces=(6, 6, 6, 2, 3))
    assert g.play(Choice("sixes", 0, None)).points == 18
    assert g.phase == PLAYING
