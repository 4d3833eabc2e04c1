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
    d.expect("B:cards/leave")
    d.press("B")
    d.on("scorecard")
    d.expect("A:leave game")
    d.press("A")
    d.expect("PAUSE")
    d.press("B")
    d.on("turn")
