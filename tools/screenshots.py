"""Screenshots of the main screens, made by the headless simulator with
the very code the board runs: ``python tools/screenshots.py [OUTDIR]``
(default docs/screens). The games are seeded, so the pictures are the
same on every run. Listed in docs/UI.md."""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "lib")]

from ui_play import Driver, new_sim  # noqa: E402  (after the path set-up)

SCALE = 4


def power_seed(face, alike):
    """A seed whose first Power roll shows ``face`` on the Power die and
    ``alike`` or more equal numbered dice (the core decides the dice)."""
    from yahtzee_core import new_game
    for seed in range(1, 5000):
        g = new_game("power", ["ANN"], seed=seed)
        d = g.roll()
        if d[5] == face and max([d[:5].count(v) for v in range(1, 7)]) >= alike:
            return seed
    raise SystemExit("no seed found")


def menu_to(d, item):
    """On the menu, to ``item`` (its cursor stays where it was last) and A."""
    scr = d.screen
    d.until(lambda: scr.items[scr.cursor] == item, "DOWN", most=7)
    d.press("A")


def main(out):
    os.makedirs(out, exist_ok=True)
    made = []

    def shot(d, name):
        path = os.path.join(out, name + ".png")
        d.sim.screenshot(path, SCALE)
        made.append(path)

    tmp = tempfile.mkdtemp()
    d = Driver(new_sim(os.path.join(tmp, "a.bin"), seed=7).boot())
    d.sim.run_until_idle()
    shot(d, "title")
    d.press("A")
    shot(d, "menu")
    d.press("A")
    d.press("DOWN", "RIGHT")
    shot(d, "setup")
    d.press("DOWN", "A")
    d.press("UP")
    shot(d, "initials")
    d.press("DOWN", "A", "A")
    shot(d, "rolloff")
    d.press("A")
    shot(d, "pass")
    d.press("A")
    shot(d, "turn_start")
    d.roll((), "A")
    d.sim.wait(0.2)
    shot(d, "turn_rolling")
    d.sim.run_until_idle()
    d.set_holds(d.want_keep())
    shot(d, "turn_classic")
    d.roll(d.want_keep())
    d.press("DOWN")
    shot(d, "scoring_classic")
    d.press("B", "B")
    shot(d, "scorecard_classic")
    d.press("B")
    d.score(d.pick())
    shot(d, "pass_after_score")
    d.play_out()
    shot(d, "gameover")
    d.press("A")
    if d.screen.NAME == "initials":
        shot(d, "highscore_entry")
        while d.screen.NAME == "initials":
            d.press("A")
    from handheld.screens.menu import HOWTO, SCORES, SETTINGS, STATS
    menu_to(d, SCORES)
    shot(d, "highscores")
    d.press("B")
    menu_to(d, SETTINGS)
    shot(d, "settings")
    d.press("UP")  # the last row to choose, the rows to read under it
    shot(d, "settings_update")
    d.press("A")
    shot(d, "update_ask")
    d.press("A")  # yes: the simulator is in its UF2 bootloader, the glass kept
    shot(d, "update_mode")
    d.sim.boot()  # powered off and on: back to the game
    d.sim.run_until_idle()
    d.press("A")
    menu_to(d, HOWTO)
    shot(d, "howto")
    # Statistics: nine more classic games for the first player, played by
    # the rules core's simple strategy and counted by the store as the app
    # counts a finished game, so the sparkline has points.
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    from game_driver import play as core_play
    st = d.sim.hw.storage
    for k in range(9):
        g = core_play("classic", 1, 50 + k)
        g.players = (d.app.names[0],)
        st.save_game(g.save())  # a running game to end, as in play
        st.end_game(g)
    d.press("B")
    menu_to(d, STATS)
    shot(d, "statistics")

    # Power: a roll with the Power die, DOUBLE's two boxes, the X prompt.
    d = Driver(new_sim(os.path.join(tmp, "b.bin"), seed=power_seed(6, 3)).boot())
    d.sim.run_until_idle()
    d.new_game("power", 1)
    d.roll((), "A")
    d.sim.run_until_idle()
    shot(d, "turn_power")
    d.press("DOWN")
    shot(d, "scoring_power")
    d.press("B")
    # The scorecard with scores in it: finish this turn and play a few more.
    finish_turn(d)
    for _ in range(6):
        d.turn()
    d.begin_turn()
    d.press("B")
    for _ in range(7):  # down to the upper total and three scored boxes
        d.press("DOWN")
    shot(d, "scorecard_power")
    d.press("B")

    # DOUBLE: the same roll fills two boxes, each x2; then the X prompt.
    d = Driver(new_sim(os.path.join(tmp, "c.bin"), seed=power_seed(4, 3)).boot())
    d.sim.run_until_idle()
    d.new_game("power", 1)
    d.roll((), "A")
    d.sim.run_until_idle()
    shot(d, "turn_power_double")
    d.press("DOWN")
    shot(d, "scoring_power_double")
    best = d.pick()  # the list opens on its first row: down to the most points
    d.until(lambda: d.screen.options[d.screen.cursor][0].box == best.box, "DOWN")
    d.press("A")
    shot(d, "scoring_power_second")
    scr = d.screen
    for _ in range(3):
        d.press("DOWN")
    r = scr.cursor
    while scr.options[r][scr.pick[r]].detail != "X":
        d.press("RIGHT")
    shot(d, "scoring_power_x")
    d.press("A")
    shot(d, "confirm_x")
    d.press("A")  # one player: the next turn says what the DOUBLE scored
    shot(d, "turn_solo_scored")
    standings_shots(os.path.join(tmp, "s.bin"), shot)
    jackpot_shots(Driver, os.path.join(tmp, "j.bin"), shot)
    word_shots(os.path.join(tmp, "w.bin"), shot)
    cpu_shots(os.path.join(tmp, "c.bin"), shot)
    return made


def standings_shots(path, shot):
    """Six seats a few rounds in: the pass screen's standings, taking the
    score back, the overview of a sheet; eight seats on two pages."""
    d = Driver(new_sim(path, seed=11).boot())
    d.sim.run_until_idle()
    d.new_game("classic", 6)
    for _ in range(6 * 4 + 2):
        d.turn()
    shot(d, "standings")
    d.press("B")
    shot(d, "undo_confirm")
    d.press("A")
    shot(d, "undo_turn")
    d.press("B", "UP")
    shot(d, "overview_classic")
    d.press("B")
    finish_turn(d)
    from yahtzee_core import new_game
    from handheld.screens.passing import Pass
    g = new_game("word", ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL"], seed=2, first=3)
    for s, v in enumerate((41, 57, 38, 60, 44, 52, 29, 49)):
        g.sheets[s][11] = v  # Chance
    d.app.game = g
    d.app.go(Pass(d.app, "CAT: Chance 38"))
    d.sim.run_until_idle()
    shot(d, "standings_8")
    d.press("DOWN")
    shot(d, "standings_8_page2")
    # Power's 21 slots on one screen
    d = Driver(new_sim(path + "p", seed=5).boot())
    d.sim.run_until_idle()
    d.new_game("power", 2)
    for _ in range(16):
        d.turn()
    d.begin_turn()
    d.press("B", "UP")
    shot(d, "overview_power")


def cpu_shots(path, shot):
    """The pause before a CPU's turn (the person's box can still come
    back), a CPU's turn in the middle (its dice, the ones it held
    inverted), the coach's hint and what A does with it, the review after
    a classic game against the Expert."""
    from cpu_play import play_out, start
    d = Driver(new_sim(path, seed=7).boot())
    start(d, "classic", [None, "expert"])
    sim = d.sim
    idle = sim.run_until_idle
    sim.run_until_idle = lambda: sim.wait(0.7)  # CPU turns run at their pace
    paused = False
    while not (d.screen.NAME == "cpu_turn" and d.screen.kept and d.game.rolls_used > 1):
        if d.screen.NAME == "cpu_turn":
            sim.wait(0.3)
        elif d.screen.NAME == "pass" and not paused:
            shot(d, "cpu_pause")
            paused = True
            d.press("A")
        else:
            d.turn()
    shot(d, "cpu_turn")
    sim.run_until_idle = idle
    sim.run_until_idle()
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")
    d.until(lambda: d.screen.cursor == len(d.screen.options), "UP")
    d.press("A")
    shot(d, "coach_hint")
    d.press("A")  # do it: the dice it names held on the turn screen
    shot(d, "coach_hint_done")
    d.score(d.pick())
    play_out(d)
    d.press("RIGHT")
    shot(d, "coach_review")


def finish_turn(d):
    """Play the turn on screen to its end the way the UI tests do: reroll
    towards the most common value, then score the best box (both boxes of
    a DOUBLE)."""
    g = d.game
    while g.rolls_left and not d._happy():
        d.roll(d.want_keep())
    while True:
        d.score(d.pick())
        if g.over or not g.rolled:
            return
        d.on("scoring")


def jackpot_shots(_driver, path, shot):
    """Jackpot, two players, round 1: the rack after a roll (tiles stacked,
    one in the Chance Space), the Chance Option, the end of the round and
    a scorecard."""
    from jackpot_play import JackpotDriver, decide
    from yahtzee_core import rack as R
    d = JackpotDriver(new_sim(path, seed=11).boot())
    d.sim.run_until_idle()
    d.new_game("jackpot", 2)
    todo = ["jackpot_turn", "jackpot_option"]
    while d.game.round == 0:
        d.begin_turn()
        d.roll()
        d.sim.run_until_idle()
        g = d.game
        seat = g.seat
        if "jackpot_turn" in todo and R.filled(g.racks[seat]) >= 8 and g.chance[seat] != R.EMPTY \
                and not g.option_open:
            shot(d, todo.pop(todo.index("jackpot_turn")))
        if "jackpot_option" in todo and g.option_open:
            shot(d, todo.pop(todo.index("jackpot_option")))
        while g.rolled and g.seat == seat:
            d.step(*decide(g, d.screen.declined))
    from handheld.screens.jackpot_round import LOCK
    d.sim.wait(LOCK)  # past the lock-out: "A: on" shows
    shot(d, "jackpot_round")
    d.press("B")
    d.press("RIGHT")
    shot(d, "scorecard_jackpot")


def word_shots(path, shot):
    """Word, one player, seed 3 (first roll R D S Y, the wild, N E): holds,
    spelling two words with the wild (its letter being chosen, then the
    verdict), the box list, a hint, the scorecard; then the timer counting
    down and its TIME UP."""
    from word_play import WordDriver
    d = WordDriver(new_sim(path, seed=3).boot())
    d.sim.run_until_idle()
    d.new_game("word", 1)
    d.press("A")
    d.set_holds([0, 1, 3])
    shot(d, "word_turn")
    d.press("DOWN")
    d.spell((("dry", (1, 0, 3)),))
    d.press("UP")
    for _ in range(3):
        if d.screen.cursor == 2:
            break
        d.press("RIGHT")
    d.press("A", "A")  # S, then the wild: its letter goes UP/DOWN
    d.press("DOWN", "DOWN", "DOWN", "DOWN")
    shot(d, "word_wild")
    d.press("A", "A", "A")
    shot(d, "word_spell")
    d.press("DOWN")
    shot(d, "word_boxes")
    d.to_box("one_word")
    d.press("RIGHT")
    shot(d, "word_hint")
    d.press("A")
    d.press("A")
    d.press("B")
    d.on("scorecard")
    d.press("DOWN", "DOWN", "DOWN", "DOWN")
    shot(d, "word_scorecard")
    d = WordDriver(new_sim(path + "2", seed=3).boot())
    d.sim.run_until_idle()
    d.sim.hw.prefs["word_timer"] = 1  # Settings: Word 60s timer on
    d.new_game("word", 1)
    d.press("A", "DOWN")
    d.spell((("dry", (1, 0, 3)),))
    d.sim.wait(17)
    shot(d, "word_timer")
    d.sim.wait(45)
    shot(d, "word_timeup")


if __name__ == "__main__":
    for p in main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "screens")):
        print(p)
