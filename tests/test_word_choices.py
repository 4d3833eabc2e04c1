"""choices() for Word Yahtzee (CPython): the previews are what scoring
writes, and the forced cases of the rule book list only what is legal."""

import random

from yahtzee_core import load_game
from yahtzee_core import word as W

import sys
import os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "core"))
from word_helpers import game, arrange, die_of, scratch_all_but  # noqa: E402


def test_bvcrspo_u_u_offers_only_zeros():
    g = game()
    scratch_all_but(g, ("all_consonants", "all_vowels", "yahtzee"))
    g.roll(faces=arrange("bvcrspo"))
    keep = [d for d in range(7) if d != die_of(g, "o")]
    g.roll(keep, faces=[20])
    g.roll(keep, faces=[20])
    assert sorted((c.box, c.points) for c in g.choices()) == [
        ("all_consonants", 0), ("all_vowels", 0), ("yahtzee", 0)]


def test_every_preview_is_what_scoring_writes():
    rng = random.Random(4)
    for seed in range(40):
        g = W.Word(("A", "B"), seed=seed, first=0)
        for _ in range(rng.randrange(12)):
            g.roll()
            g.play(rng.choice(g.choices()))
        g.roll()
        data = g.save()
        for c in g.choices():
            h = load_game(data)
            seat = h.seat
            assert h.play(c).points == c.points
            assert h.box(seat, W.BOXES.index(c.box)) == c.points


def test_bonus_word_choices():
    g = game()
    g.roll(faces=arrange("scamper"))
    g.score("yahtzee", ("scamper",))
    g.roll(faces=arrange("scamper"))
    cs = {c.box: c for c in g.choices()}
    assert cs["all_vowels"].points == 25 and cs["all_consonants"].points == 25
    assert cs["one_word"].points == 17 and cs["chance"].points == 17
    assert len(cs["one_word"].detail[0][0]) == 7
    g.play(cs["all_vowels"])
    assert g.yahtzee_bonus(0) == 100


def test_bonus_word_with_nowhere_to_go_is_offered_as_a_zero_anywhere():
    g = game()
    scratch_all_but(g, ("yahtzee", "two_letter", "two_words"))
    g.roll(faces=arrange("scamper"))
    g.score("yahtzee", ("scamper",))
    g.roll(faces=arrange("scamper"))
    zeros = [c for c in g.choices() if c.detail and len(c.detail[0][0]) == 7]
    assert sorted(c.box for c in zeros) == ["two_letter", "two_words"]
    g.play(zeros[0])
    assert g.yahtzee_bonus(0) == 100
