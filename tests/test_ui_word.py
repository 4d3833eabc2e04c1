"""Word Yahtzee on the simulated handheld, through button presses alone:
whole games at one seat and at eight (most turns scored through the hint,
every fourth spelled letter by letter), a two-word and a three-word play
spelled with the wild, the timer, the six-game match, the zero
confirmation, the scorecard, the high scores. The totals must equal the
rules core's for the same seed and the same moves."""

from test_ui_games import finish_high_scores
from ui_play import new_sim
from word_play import WordDriver
from yahtzee_core import letters as LT


def start(seed=None, seats=1, championship=False, spell_every=4):
    sim = (new_sim() if seed is None else new_sim(seed=seed)).boot()
    sim.run_until_idle()
    d = WordDriver(sim, spell_every)
    d.new_game("word", seats, championship)
    return d


def check_end(d, seed=None):
    """The end screen ranks everyone; a replay through the core agrees."""
    g = d.game
    names = g.players
    d.on("gameover")
    d.expect("GAME OVER")
    totals = g.totals()
    lines = d.text().split("\n")
    for s in range(min(len(names), 4)):  # the first rows on screen
        s = d.screen.order[s]
        assert any(names[s] in ln and str(totals[s]) in ln for ln in lines), d.text()
    ref = d.replay("word", names, **({} if seed is None else {"seed": seed}))
    assert ref.over
    assert ref.totals() == totals
    assert ref.sheets == g.sheets
    assert d.sim.hw.storage.load_game() is None


def test_word_one_player():
    d = start()
    assert d.game.players == ("ANN",)
    d.play_out()
    assert len([a for a in d.actions if a[0] == "play"]) == 12
    assert any(a[0] == "play" and a[2] for a in d.actions)  # words were scored
    check_end(d)
    finish_high_scores(d)
    # The high scores list has a Word page with this game's total.
    d.press("DOWN", "A")
    d.on("highscores")
    while "< Word >" not in d.text():
        d.press("RIGHT")
    d.expect("1. ANN", str(d.sim.hw.storage.high_scores("word")[0][1]))


def test_word_eight_players():
    d = start(seats=8, spell_every=12)
    assert d.game.players == ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL")
    d.play_out()
    assert len([a for a in d.actions if a[0] == "play"]) == 12 * 8
    check_end(d)
    finish_high_scores(d)
