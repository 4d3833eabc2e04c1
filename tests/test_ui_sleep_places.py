"""A sleep away from a game that is saved comes back where it slept: the
title, the menu (a game left for it waiting behind Resume), the menu's
other screens back on the menu. Found by the model walk
(tests/test_handheld_model.py): a deep sleep at the title, or at the
menu after leaving a game, woke into that game."""

import pytest

from sleep_play import nap
from ui_play import Driver, new_sim


def saved_game(alarm):
    sim = new_sim()
    sim.alarm = alarm
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("classic", 2)
    d.turn()
    d.begin_turn()
    d.press("B", "A")
    d.expect("PAUSE")
    d.press("A")
    d.on("menu")
    return d


@pytest.mark.parametrize("alarm", [True, False])
def test_a_sleep_on_the_menu_after_leaving_a_game_wakes_on_the_menu(alarm):
    d = saved_game(alarm)
    d.expect("Resume Classic 2P")
    nap(d.sim)
    d.on("menu")
    d.expect("Resume Classic 2P")
    d.press("A")  # the cursor is on Resume, as it was
    d.on("pass")


def test_a_sleep_at_the_title_with_a_game_saved_wakes_at_the_title():
    d = saved_game(True)
    d.sim.cut_power()
    d.sim.boot()
    d.sim.run_until_idle()
    d.on("title")
    nap(d.sim)
    d.on("title")


def test_a_sleep_on_the_high_scores_with_a_game_left_wakes_on_the_menu():
    d = saved_game(True)
    d.until(lambda: d.screen.lines[d.screen.cursor].startswith("High scores"), "DOWN", most=6)
    d.press("A")
    d.on("highscores")
    nap(d.sim)
    d.on("menu")
    d.expect("Resume Classic 2P")
