"""The clarity fixes of issue #13 (item 4), as the screens show them:
Power's status line whole, a DOUBLE's two boxes reported, a one-player
game told what it scored, how to leave a game on screen. Games are set up
with chosen dice through the core, saved and resumed from the menu (as in
test_ui_rules.py), then played with presses."""

from yahtzee_core import new_game
from ui_play import Driver, new_sim
from test_ui_rules import resume

DOUBLE = 4  # the Power die's DOUBLE face


def choice(g, box):
    return [c for c in g.choices() if c.box == box and c.detail != "X"][0]


def test_power_status_line_fits_with_no_rolls_left():
    g = new_game("power", ["ANN"], seed=1)
    g.roll(faces=(1, 2, 3, 5, 6, 1))
    g.roll(faces=(1, 2, 3, 5, 6, 1))
    g.roll(faces=(1, 2, 3, 5, 6, DOUBLE))
    assert g.rolls_left == 0
    d = resume(g)
    d.expect("No rolls DOUBLE x2+x2")  # was "No rolls  DOUBLE x2+x", cut at 21
    assert max(len(t) for t in d.text().split("\n")) <= 21


def test_double_reports_both_boxes_on_the_pass_screen():
    g = new_game("power", ["ANN", "BOB"], seed=1, first=0)
    g.roll(faces=(4, 4, 4, 4, 2, DOUBLE))
    d = resume(g)
    d.score(choice(d.game, "fours"))
    d.on("scoring")
    d.expect("2nd box")
    d.score(choice(d.game, "four_kind"))
    d.on("pass")
    d.expect("PASS TO", "BOB", "ANN Fours 32+4Kind 36")


def test_a_solo_game_says_what_was_scored():
    g = new_game("classic", ["ANN"], seed=1)
    g.roll(faces=(4, 4, 4, 4, 2))
    d = resume(g)
    d.score(choice(d.game, "fours"))
    d.on("turn")  # one player: no pass screen, the turn says it instead
    d.expect("ANN: Fours 16")
    d.roll((), "A")
    assert "ANN: Fours 16" not in d.text()


def test_a_solo_double_reports_both_boxes():
    g = new_game("power", ["ANN"], seed=1)
    g.roll(faces=(4, 4, 4, 4, 2, DOUBLE))
    d = resume(g)
    d.score(choice(d.game, "fours"))
    d.score(choice(d.game, "four_kind"))
    d.on("turn")
    d.expect("ANN Fours 32+4Kind 36")


def test_how_to_leave_is_on_screen():
    sim = new_sim().boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.on("turn")
    d.expect("B,A: leave")  # the way out, in two presses
    d.press("B")
    d.on("scorecard")
    for _ in range(len(d.screen.lines)):
        d.press("DOWN")
    d.expect("A:leave game")  # said again under the sheet
    d.press("A")
    d.expect("PAUSE")
    d.press("B")
    d.on("turn")


def test_how_to_leave_is_said_before_every_roll_of_a_solo_game():
    """Issue 48: alone, the hint line said "B,A: leave" on the first turn
    only: from the second on, the player's own last box can be taken back
    and "A:roll  DN:undo" took the whole line. Now the way out is said
    before every roll, in every game; DOWN's take-back takes A:roll's place."""
    for variant in ("classic", "power"):
        sim = new_sim().boot()
        sim.run_until_idle()
        d = Driver(sim)
        d.new_game(variant, 1)
        for turn in range(3):
            d.on("turn")
            d.expect("B,A: leave")
            if turn:
                d.expect("DN:undo  B,A: leave")
            d.roll((), "A")
            d.score(d.pick())


def test_a_solo_word_game_says_how_to_leave_on_every_turn():
    from test_ui_word import start
    d = start(seed=3)
    for turn in range(2):
        d.on("word_turn")
        d.expect("B,A: leave")
        if turn:
            d.expect("DN:undo  B,A: leave")
        d.press("A", "DOWN")  # roll, then spell: the box list
        d.until(lambda: d.screen.NAME == "word_boxes", "DOWN")
        d.press("A")
        if d.screen.NAME == "message":  # a zero asks first
            d.press("A")


def test_jackpot_says_how_to_leave_when_its_own_tile_can_come_back():
    """A Jackpot player whose rival's rack is full plays again at once:
    DN:undo is offered then, and "B,A: leave" still shows."""
    from jackpot_play import JackpotDriver
    from test_ui_jackpot import saved_sim
    from yahtzee_core import players
    from yahtzee_core import rack as R
    g = new_game("jackpot", ["ANN", "BOB"], seed=1, first=0)
    while not g.rack_full(1):  # BOB rolls four alike (two tiles), ANN a wild roll (one)
        g.roll(faces=(R.CHERRY, R.ORANGE, R.BELL, R.DOLLAR) if g.seat == 0 else (R.BELL,) * 4)
        while g.rolled and not g.over:
            players.for_game(g, g.seat, "easy").next_move(g).apply(g)
    assert g.seat == 0 and not g.rack_full(0) and not g.rolled
    d = saved_sim(g)
    assert isinstance(d, JackpotDriver)
    d.expect("A: roll", "B,A: leave")
    d.press("A")  # roll
    d.press("A")  # the tile where the cursor starts
    if d.screen.NAME == "pass":
        d.press("A")
    d.on("jackpot_turn")
    assert d.app.mine() == 0 and not d.game.rolled
    d.expect("DN:undo", "B,A: leave")


# ----- Word: the wild's letter, Q, clearing the words ------------------------

def word_at_spelling(seed=3):
    """Word, one player, seed 3 (first roll R D S Y, the wild, N E), on
    the spelling screen."""
    from test_ui_word import start
    d = start(seed=seed)
    d.press("A", "DOWN")
    d.on("word_turn")
    return d


def test_word_wild_letter_is_a_capital_on_its_die():
    d = word_at_spelling()
    d.spell((("dry", (1, 0, 3)), ("sane", (2, 4, 5, 6))))
    # No lower case anywhere (a lower-case l read as a 1): DRY SANE.
    d.expect("DRY SANE_")
    assert not any(c.islower() for c in d.screen._text())
    # The wild die shows the capital it stands for, with the diamond mark
    # over its value: the letter A's tile, inverted (used), and the mark.
    lay = d.screen.lay
    assert lay.dice[4] == 0 + 28 and not lay.mark.hidden
    px = d.sim.pixels()
    from handheld.screens.word_layout import MARK_X, MARK_Y
    x0, y0 = lay.x0 + 4 * 18 + MARK_X, 13 + MARK_Y
    assert px[y0][x0 + 2] == 0 and px[y0 + 3][x0 + 2] == 0  # diamond and its dot: black on white
    assert px[y0 + 3][x0 + 1] == 1 and px[y0][x0 + 5] == 1
    # The wild taken back: a diamond again, no mark.
    d.press("B", "B", "B")
    assert lay.dice[4] == 26 and lay.mark.hidden


def test_word_q_is_not_an_o():
    from handheld.art import letter as letter_art
    sim = new_sim().boot()  # displayio for the drawing
    bmp, _pal = letter_art.build()
    w, h = letter_art.TILE_W, letter_art.TILE_H

    def tile(face):
        return [[bmp[face * w + x, y] for x in range(9)] for y in range(h)]
    q, o = tile(16), tile(14)
    assert q != o
    assert sum(map(sum, q)) - sum(map(sum, o)) >= 3  # a tail, not a pixel
    del sim


def test_word_spelling_cleared_by_holding_b():
    from handheld.screens.word_turn import CLEAR_HOLD
    d = word_at_spelling()
    d.spell((("dry", (1, 0, 3)), ("sane", (2, 4, 5, 6))))
    d.press("B")  # a press takes one letter back, as before
    d.expect("DRY SAN_")
    d.sim.hold("B", CLEAR_HOLD + 0.1)  # held: every letter back at once
    d.sim.run_until_idle()
    d.on("word_turn")
    assert d.screen.seq == [] and not any(d.screen.used)
    d.expect("A:add UP:next DN:box")
    assert "DRY" not in d.text()


def test_a_solo_word_match_says_what_was_scored():
    """In a 6-game match the turn says "Game n/6: roll!" as a game begins,
    and what the last turn scored after that."""
    from test_ui_word import start
    d = start(seed=3, championship=True)
    d.expect("Game 1/6: roll!")
    d.press("A", "DOWN")
    d.spell((("dry", (1, 0, 3)),))
    d.press("DOWN")
    d.to_box("three_letter")
    d.press("A")
    d.on("word_turn")
    d.expect("ANN 3-Letter Word 9")
    assert "Game 1/6" not in d.text()
