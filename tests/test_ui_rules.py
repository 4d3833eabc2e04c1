"""The special rules as the screens show them: the classic Joker and
Yahtzee bonus, Power's FREEZE, POWER's fourth roll, Choice's number. Each
starts from a game set up through the rules core with chosen dice, saved
into the simulated NVM and resumed from the menu, as after a reboot."""

from yahtzee_core import new_game
from ui_play import Driver, new_sim
from handheld_test_pixels import white_in


def resume(game):
    sim = new_sim()
    sim.boot()
    sim.hw.storage.save_game(game.save())
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    d.expect("Resume")
    d.press("A")
    d.on("turn")
    return d


def row_of(d, box):
    scr = d.screen
    r = [k for k in range(len(scr.options)) if scr.options[k][0].box == box][0]
    while scr.cursor != r:
        d.press("DOWN")
    return r


def test_classic_second_yahtzee_bonus_and_joker():
    g = new_game("classic", ["ANN"], seed=1)
    g.roll(faces=(5, 5, 5, 5, 5))
    g.score("yahtzee")
    g.roll(faces=(5, 5, 5, 5, 5))
    d = resume(g)
    d.expect("ANN", "50 pts")
    d.press("DOWN")
    d.on("scoring")
    d.expect("BONUS +100", "Fives", "25")
    assert len(d.screen.options) == 1  # the Joker rule: Fives, nothing else
    d.press("A")
    assert d.game.total(0) == 50 + 25 + 100
    d.press("B")  # the scorecard shows the bonus
    for _ in range(20):
        d.press("DOWN")
    d.expect("Yahtzee bonus", "100", "TOTAL", "175")


def test_power_freeze_stops_rolling():
    g = new_game("power", ["ANN"], seed=1)
    g.roll(faces=(1, 1, 3, 5, 6, 5))  # FREEZE
    d = resume(g)
    d.expect("FREEZE! Score it x1", "A or DOWN: pick a box")
    d.press("UP")
    d.expect("FREEZE")  # the rules' reason, on screen
    assert d.game.rolls_used == 1
    d.press("A")
    d.on("scoring")
    d.expect("x1")


def test_power_fourth_roll_keeps_the_power_die():
    g = new_game("power", ["ANN"], seed=1)
    g.roll(faces=(6, 6, 6, 2, 3, 1))
    g.roll((0, 1, 2), faces=(6, 1, 6))
    g.roll((0, 1, 2, 3), faces=(2, 6))  # POWER after the third roll
    d = resume(g)
    d.expect("POWER! 4th roll x3")
    # the Power die is drawn held (white) and cannot be released
    x = d.screen.lay.x0 + 5 * 21
    assert white_in(d.sim.pixels(), x, 14, 17, 17) > 17 * 17 // 2
    while d.screen.cursor != 5:
        d.press("RIGHT")
    d.press("A")
    d.expect("POWER die stays put")
    d.set_holds([0, 1, 2, 3])
    d.press("UP")
    g = d.game
    assert g.rolls_used == 4 and g.power_face == 6
    assert g.dice[:4] == (6, 6, 6, 6)
    d.expect("No rolls")


def test_power_choice_number_is_chosen_with_left_right():
    g = new_game("power", ["ANN"], seed=1)
    g.roll(faces=(4, 4, 4, 2, 1, 2))  # x2
    d = resume(g)
    d.press("DOWN")
    r = row_of(d, "choice")
    d.expect("Choice: 4s", "24")  # the best number first: 3 x 4 x 2
    scr = d.screen
    while scr.options[r][scr.pick[r]].detail != 1:
        d.press("RIGHT")
    d.expect("Choice: 1s", "<2>")
    d.press("A")
    assert d.game.slot(0, 6) == (1, 2, 1)
    d.press("B")
    d.press("DOWN", "DOWN")
    d.expect("Choice 1s", "1x2")
