"""A new game started over a saved one is the game that comes back.

The way a player meets it in the first week: a game is saved (and,
here, resumed after a power cycle), the player leaves it for the menu,
starts a new game, confirms "A new game replaces the saved one", plays
three boxes, and then either the power goes and comes back, or the
player leaves for the menu and resumes, or both. Every time, Resume must
bring back the new game exactly as it was: its variant, every box, whose
turn, the dice and the rolls left (the whole save's bytes).

Driven only by buttons on the simulator, with the NVM in a file so that
each power cycle is a new boot over the same bytes.
"""

import pytest

from ui_play import Driver, new_sim

PAIRS = [("classic", "classic"), ("classic", "power"), ("power", "classic")]
BACK = ["power cycle", "leave and resume", "leave, power cycle, resume"]


def leave_for_menu(d):
    """B for the scorecards, A to leave, A for yes: the menu, its cursor
    on Resume."""
    d.on("turn")
    d.press("B", "A")
    d.expect("PAUSE", "Leave it")
    d.press("A")
    d.on("menu")


def power_cycle(d):
    d.sim.cut_power()
    d.sim.boot()
    d.sim.run_until_idle()
    d.on("title")
    d.press("A")
    d.on("menu")


def resume(d):
    d.expect("Resume")
    d.press("A")


def bring_back(d, how):
    if how == "power cycle":
        power_cycle(d)
    elif how == "leave and resume":
        leave_for_menu(d)
    else:
        leave_for_menu(d)
        power_cycle(d)
    resume(d)


@pytest.mark.parametrize("how", BACK)
@pytest.mark.parametrize("first,second", PAIRS)
def test_a_new_game_over_a_saved_one_is_the_one_resumed(tmp_path, first, second, how):
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin")).boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game(first, 1)
    d.turn()
    d.turn()
    old = bytes(d.game.save())
    power_cycle(d)  # the first game comes back (this part always worked)
    resume(d)
    assert bytes(d.game.save()) == old
    d.begin_turn()
    leave_for_menu(d)
    sim.seed += 1  # hw.entropy(): another game's dice (the same seed would
    # deal the same dice, and the old game's moves could pass for the new)
    d.open_setup(second, 1)  # over the saved game: "Start anyway?" A
    d.press("DOWN", "A")
    d.name_players(1)
    for _ in range(3):
        d.turn()
    d.begin_turn()
    new = bytes(d.game.save())
    assert d.game.VARIANT == second
    bring_back(d, how)
    g = d.game
    assert g.VARIANT == second, "the old %s game came back, not the new %s one" % (first, second)
    assert bytes(g.save()) == new, "the new game did not come back as it was left"


def test_a_game_with_a_roll_off_started_over_a_saved_one_comes_back_from_its_start(tmp_path):
    # Three seats roll off first: the new game is saved as it starts, and
    # the roll-off's dice are replayed from its journal. The core draws
    # them (the screen drew them from the game's generator, which a
    # replay of given faces left behind: the take-back tests saw the
    # resumed game back at its start).
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin")).boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("power", 1)
    d.turn()
    d.begin_turn()
    leave_for_menu(d)
    sim.seed += 1
    d.new_game("classic", 3)
    new = bytes(d.game.save())
    d.turn()
    after = bytes(d.game.save())
    sim.cut_power()
    sim.boot()
    sim.run_until_idle()
    d.press("A")
    resume(d)
    assert bytes(d.game.save()) == after != new
