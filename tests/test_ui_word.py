"""Word Yahtzee on the simulated handheld, through button presses alone:
whole games at one seat and at eight (most turns scored through the hint,
every fourth spelled letter by letter), a two-word and a three-word play
spelled with the wild, the timer, the six-game match, the zero
confirmation, the scorecard, the high scores. The totals must equal the
rules core's for the same seed and the same moves."""

import pytest

from test_ui_games import finish_high_scores
from ui_play import new_sim
from word_play import WordDriver
from yahtzee_core import letters as LT


def start(seed=None, seats=1, championship=False, spell_every=4, words="family"):
    sim = (new_sim() if seed is None else new_sim(seed=seed)).boot()
    sim.run_until_idle()
    d = WordDriver(sim, spell_every)
    d.new_game("word", seats, championship, words)
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


def test_word_full_dictionary_from_the_setup_screen():
    d = start(words="full")
    assert d.game.words == "full"
    d.play_out()
    check_end(d)


@pytest.mark.soak
def test_word_eight_players():
    d = start(seats=8, spell_every=12)
    assert d.game.players == ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL")
    d.play_out()
    assert len([a for a in d.actions if a[0] == "play"]) == 12 * 8
    check_end(d)
    finish_high_scores(d)


def test_word_two_words_with_the_wild():
    # Seed 3's first roll: R D S Y (wild) N E. Spelled by hand: DRY, then
    # S-wild-N-E with the wild chosen as A (UP/DOWN), for Two Words.
    d = start(seed=3)
    d.press("A")
    g = d.game
    assert g.dice == (17, 3, 18, 24, LT.WILD, 13, 4)
    # The wild face has its own tile (a diamond), not a letter's.
    tiles = [d.screen.lay.dice[i] for i in range(7)]
    assert tiles == [17, 3, 18, 24, 26, 13, 4]
    d.press("DOWN")
    d.expect("A:add UP:next DN:box")
    text = d.spell((("dry", (1, 0, 3)), ("sane", (2, 4, 5, 6))))
    assert text == "DRY SANE"
    # All used: white. The wild shows the letter it stands for (a capital A,
    # not a lower-case letter in the words line), marked with a small
    # diamond where a letter's value would be.
    assert [d.screen.lay.dice[i] for i in range(7)] == [t + 28 for t in tiles[:4]] + [0 + 28] + \
        [t + 28 for t in tiles[5:]]
    from handheld.screens.word_layout import MARK_X
    mark = d.screen.lay.mark
    assert not mark.hidden and mark.x == d.screen.lay.x0 + 4 * 18 + MARK_X
    d.expect("DRY SANE_", "2 words 14 pts")  # the verdict, before committing
    # B takes a letter back (and its die is free again); A puts it back.
    d.press("B")
    d.expect("DRY SAN_", "SAN: not a word")
    assert not d.screen.used[6]
    d.press("A")
    d.expect("DRY SANE_")
    d.press("DOWN")
    d.on("word_boxes")
    d.expect("DRY SANE")
    scr = d.to_box("two_words")
    assert scr.lines[scr.cursor].rstrip().endswith("14")
    d.expect("One Word            -")  # two words do not fit One Word
    d.press("A")
    assert g.box(0, 6) == 14
    assert g.players == ("ANN",) and g.total(0) == 14
    d.on("word_turn")
    d.expect("14 pts")


def test_word_three_words_with_the_wild():
    # Seed 11's first roll: A G R A (wild) N V: A, RAG, VaN for Three Words.
    d = start(seed=11)
    d.press("A")
    g = d.game
    assert g.dice == (0, 6, 17, 0, LT.WILD, 13, 21)
    d.press("DOWN")
    text = d.spell((("a", (0,)), ("rag", (2, 3, 1)), ("van", (6, 4, 5))))
    assert text == "A RAG VAN"
    d.expect("3 words 14 pts")
    # A word the dictionary lacks is named at once: GAR -> AGR is not one.
    d.press("DOWN")
    scr = d.to_box("three_words")
    assert scr.lines[scr.cursor].rstrip().endswith("14")
    d.press("A")
    assert g.box(0, 7) == 14


def test_word_verdict_names_a_non_word():
    d = start(seed=11)
    d.press("A", "DOWN")
    d.spell((("gr", (1, 2)),))  # G, R: no such word
    d.expect("GR: not a word")
    d.press("DOWN")
    d.on("word_boxes")
    d.expect("2-Letter Word       -")
    # A zero asks first; B there changes nothing.
    d.to_box("two_letter")
    d.press("A")
    d.on("message")
    d.expect("SURE?", "Score 0 in 2-Letter")
    assert "GR is not in the dictionary" in d.text().replace("\n", " "), d.text()  # the reason, worked out when asked
    d.press("B")
    d.on("word_boxes")
    assert d.game.box(0, 0) is None and d.game.rolled
    # B goes back to the spelling, the letters still there.
    d.press("B")
    d.on("word_turn")
    d.expect("GR_")


def test_word_timer_runs_out():
    sim = new_sim().boot()
    sim.run_until_idle()
    d = WordDriver(sim)
    # Settings: the Word timer is off by default; turn it on.
    d.press("A")
    d.on("menu")
    while "Settings" not in d.screen.lines[d.screen.cursor]:
        d.press("DOWN")
    d.press("A")
    d.on("settings")
    while "Word 60s timer" not in d.text():
        d.press("DOWN")
    timer_line = lambda: [ln for ln in d.text().split("\n") if "Word 60s timer" in ln][0]  # noqa: E731
    assert timer_line().rstrip().endswith("off")
    d.press("A")
    assert timer_line().rstrip().endswith("on")
    d.press("B")
    assert sim.hw.prefs["word_timer"] == 1
    d.new_game("word", 1)
    g = d.game
    assert g.timer
    d.expect("Roll the dice!", "60s")
    sim.wait(10)
    d.expect("50s")
    d.press("A")  # a roll, then the clock runs on
    sim.wait(51)
    d.on("word_boxes")
    d.expect("TIME UP")
    assert g.time_out and not g.can_roll
    # The save knows: a reboot resumes on the box list, rolling still over.
    sim.boot()
    sim.run_until_idle()
    d = WordDriver(sim)
    d.press("A", "A")
    d.on("word_boxes")
    d.expect("TIME UP")
    g = d.game
    # Nothing was spelled in time: the hint may be looked at, not used.
    d.to_box("chance")
    d.press("RIGHT")
    d.expect("HINT Chance", "B: back")
    d.press("A")
    d.on("word_boxes")
    d.expect("No words")
    assert d.screen.lines[d.screen.cursor].rstrip().endswith("-")
    d.press("A")
    d.expect("SURE?", "Score 0 in Chance")
    d.press("A")
    assert g.box(0, 11) == 0
    assert not g.time_out and not g.rolled
    d.on("word_turn")
    d.expect("60s")  # the next turn has its own minute


def test_word_resume_shows_the_same_dice():
    d = start()
    d.press("A")
    dice = d.game.dice
    tiles = [d.screen.lay.dice[i] for i in range(7)]
    d.sim.boot()
    d.sim.run_until_idle()
    d = WordDriver(d.sim)
    d.press("A")
    d.on("menu")
    d.expect("Resume Word 1P")
    d.press("A")
    d.on("word_turn")
    assert d.game.dice == dice
    assert [d.screen.lay.dice[i] for i in range(7)] == tiles
    d.expect("Roll 1 - 2 more")
    # Leaving for the menu from the scorecard, and coming back.
    d.press("B")
    d.on("scorecard")
    d.press("A")
    d.expect("PAUSE")
    d.press("A")
    d.on("menu")
    d.expect("Resume Word 1P")
    d.press("A")
    d.on("word_turn")
    assert d.game.dice == dice


def test_word_scorecard():
    d = start(seed=3)
    d.press("A", "DOWN")
    d.spell((("dry", (1, 0, 3)),))
    d.press("DOWN")
    d.to_box("three_letter")
    d.press("A")
    d.press("B")
    d.on("scorecard")
    d.expect("3-Letter Word       9")
    d.press("DOWN", "DOWN")
    d.expect("Upper total         9", "Bonus (46+)   need 37")


def test_word_championship():
    d = start(championship=True, spell_every=24)
    d.expect("Game 1/6: roll!")
    d.play_out()
    g = d.game
    assert len([a for a in d.actions if a[0] == "play"]) == 12 * 6
    assert len(g.game_totals(0)) == 5
    assert g.totals()[0] == sum(g.game_totals(0)) + g.total(0)
    check_end(d)


def test_letter_tiles_all_differ():
    # Every face (26 letters, the wild, blank), plain and inverted, is a
    # different picture; the wild's has no value digits.
    new_sim().boot()  # puts the board's modules (displayio) on the path
    from handheld.art import letter as LA
    bmp, _pal = LA.build()
    pics = set()
    for t in range(LA.TILES):
        pics.add(tuple(bmp[t * LA.TILE_W + x, y] for y in range(LA.DIE) for x in range(LA.DIE)))
    assert len(pics) == LA.TILES
    wild = LA.tile(LT.WILD) * LA.TILE_W
    corner = [bmp[wild + x, y] for y in range(11, 16) for x in range(11, 16)]
    assert not any(corner)


def test_word_rules_page():
    sim = new_sim().boot()
    sim.run_until_idle()
    d = WordDriver(sim)
    d.press("A")
    while "How to play" not in d.screen.lines[d.screen.cursor]:
        d.press("DOWN")
    d.press("A")
    d.on("howto")
    while "< Word >" not in d.text():
        d.press("RIGHT")
    d.expect("Seven letter dice")
    for _ in range(8):  # scroll to the buttons for spelling
        if "UP starts the next" in " ".join(d.text().split("\n")):
            break
        d.press("DOWN")
    assert "UP starts the next" in " ".join(d.text().split("\n")), d.text()


def test_the_wild_mark_sits_where_the_values_are_drawn():
    new_sim().boot()
    from handheld.art import letter as LA
    from handheld.screens import word_layout as WL
    assert (LA.MARK_X, LA.MARK_Y) == (WL.MARK_X, WL.MARK_Y)
