"""Taking a score back on the pass screen, and the standings there, played
through button presses on the simulated handheld: B asks, A takes the
score back and the same player has the same dice again; a power cut
between scoring and passing (and one inside the undo's own save) still
lets the score be taken back; never once the next player has rolled.
Every variant: classic, Power, Word and Jackpot."""

from ui_play import Driver, new_sim

from handheld.screens.passing import Pass, cell, pages, standings


def start(variant="classic", seats=3, sim=None):
    sim = sim or new_sim()
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    if variant in ("classic", "power"):
        d.new_game(variant, seats)
        d.begin_turn()
        return d
    d.open_setup(variant, seats)  # Word and Jackpot: a random seat starts
    from handheld.screens.setup import START
    d.until(lambda: d.screen.cursor == START, "DOWN", most=6)
    d.press("A")
    d.name_players(seats)
    d.until(lambda: d.screen.NAME not in ("pass", "rolloff"), "A", most=3)
    return d


def reboot(d):
    d.sim.boot()
    d.sim.run_until_idle()
    return Driver(d.sim)


def _score_a_turn(d):
    """Roll once and score the best box; the state after the roll."""
    d.roll((), "A")
    after_roll = d.game.save()
    scorer, dice = d.game.seat, d.game.dice
    d.score(d.pick())
    d.boxes = 1
    while d.screen.NAME == "scoring":  # Power's DOUBLE: a second box
        d.score(d.pick())
        d.boxes += 1
    d.on("pass")
    return after_roll, scorer, dice


def test_b_takes_the_last_score_back_after_asking():
    d = start("classic", 3)
    after_roll, scorer, dice = _score_a_turn(d)
    name = d.game.players[scorer]
    d.expect("PASS TO %s" % d.game.player, "A:play B:undo", name + ":")
    d.press("B")
    d.on("message")
    d.expect("TAKE IT BACK?", "A: yes    B: no")
    d.press("B")          # no: back to the pass screen, the score kept
    d.on("pass")
    assert d.game.can_undo and d.game.seat != scorer
    d.press("B", "A")     # yes
    d.on("turn")
    assert d.game.seat == scorer and d.game.dice == dice
    assert d.game.save() == after_roll
    assert d.sim.hw.storage.load_game() == after_roll  # saved at once
    d.expect(name)
    d.score(d.game.choices()[0])  # another box this time
    d.on("pass")
    d.press("A")
    d.roll((), "A")       # the next player rolled: no way back
    assert not d.game.can_undo


def test_without_a_score_to_take_back_b_shows_the_scorecards():
    d = start("classic", 2)
    d.roll((), "A")
    d.score(d.pick())
    d = reboot(d)
    d.press("A")
    d.on("menu")
    d.press("A")          # Resume
    d.on("pass")
    d.expect("B:undo")    # the save kept the score to take back
    d.game.roll()         # (as if the next player had rolled)
    d.app.screen.enter()
    d.expect("B:scores")
    d.press("B")
    d.on("scorecard")


def test_a_power_cut_between_scoring_and_passing_keeps_the_undo():
    d = start("classic", 2)
    after_roll, scorer, dice = _score_a_turn(d)
    scored = d.game.save()
    d.sim.cut_power()     # the save was made; the device dies on the pass screen
    d = reboot(d)
    d.press("A")
    d.on("menu")
    d.expect("Resume Classic 2P")
    d.press("A")
    d.on("pass")
    assert d.game.save() == scored
    d.expect("A:play B:undo")
    d.press("B", "A")
    d.on("turn")
    assert d.game.seat == scorer and d.game.dice == dice and d.game.save() == after_roll


def test_a_power_cut_inside_the_undos_save_resumes_one_or_the_other():
    for nbytes in (1, 5, 9, 30, 400):
        d = start("classic", 2)
        after_roll, scorer, dice = _score_a_turn(d)
        scored = d.game.save()
        d.press("B")
        d.sim.cut_power_after(nbytes)
        d.sim.press("A")
        d.sim.run_until_idle()
        d = reboot(d)
        d.press("A")
        d.press("A")      # Resume
        assert d.game.save() in (scored, after_roll), nbytes
        if d.game.save() == scored:  # the undo's save was lost: ask again
            d.on("pass")
            d.press("B", "A")
        d.on("turn")
        assert d.game.save() == after_roll and d.game.dice == dice


def test_power_word_and_jackpot_take_the_turn_back():
    for variant, seats in (("power", 2), ("jackpot", 2), ("word", 2)):
        d = start(variant, seats)
        g = d.game
        turn_screen = d.screen.NAME
        if variant == "power":
            after_roll, scorer, _ = _score_a_turn(d)
            assert d.boxes == 2, "this seed's first Power roll is a DOUBLE: both boxes go back"
        else:
            d.press("A")  # the roll
            after_roll, scorer = g.save(), g.seat
            if variant == "word":
                d.press("DOWN", "DOWN")  # spell nothing: the box list
            for _ in range(4):  # Jackpot: the cursor starts on the best step
                if g.seat != scorer:
                    break
                d.press("A")
                if d.screen.NAME == "message":  # a zero asks first
                    d.press("A")
        if d.screen.NAME == "jackpot_round":
            d.press("A")
        d.on("pass")
        assert g.can_undo, variant
        d.press("B", "A")
        assert d.game.seat == scorer and d.game.save() == after_roll, variant
        d.on(turn_screen)


def _to_my_turn(d):
    """Past the CPUs' turns (they run while the app is busy) to the
    person's turn screen: one person has no pass screen."""
    for _ in range(30):
        if d.screen.NAME == "turn":
            return
        d.sim.wait(0.5)
        d.sim.run_until_idle()
    d.on("turn")


def test_against_an_expert_i_take_back_my_box_and_never_play_the_cpus():
    """Against a CPU, the person's box can be taken back before the CPU
    moves (a pause before its turn); a CPU's box never: no undo after it,
    and no turn screen of the CPU's seat."""
    from cpu_play import start as cpu_start
    d = Driver(new_sim().boot())
    d.sim.run_until_idle()
    cpu_start(d, "classic", [None, "expert"])
    seen = []
    go = d.app.go
    d.app.go = lambda screen: (seen.append((screen.NAME, d.game.seat)), go(screen))
    _to_my_turn(d)
    assert d.game.seat == 0 and ("pass", 0) not in seen  # no PASS TO ANN for one person
    d.roll((), "A")
    after_roll, dice = d.game.save(), d.game.dice
    d.score(d.pick())
    d.on("pass")          # the pause before the Expert's turn: nothing moved yet
    d.expect("NEXT: Expert (CPU)", "A:go B:undo", "ANN:")
    assert d.game.seat == 1 and not d.game.rolled
    d.press("B")
    d.expect("TAKE IT BACK?")
    d.press("A")
    d.on("turn")
    assert d.game.seat == 0 and d.game.dice == dice and d.game.save() == after_roll
    d.score(d.game.choices()[0])
    noted = [n for n in d.app.review[2] if n[1] in d.game.BOXES]
    assert len(noted) == 1, noted  # the coach forgot the box taken back
    d.on("pass")
    d.press("A")          # go: the Expert plays its turn (while the app is busy)
    _to_my_turn(d)
    assert d.game.seat == 0 and d.game.total(1) > 0
    assert d.game.can_undo and d.app.mine() is None  # the core could; the Expert's box is not mine
    d.expect("Expert:", "A:roll  B,A: leave")
    d.press("DOWN")
    d.on("turn")          # nothing to take back
    assert d.game.can_undo
    assert [s for s in seen if s[0] in ("turn", "scoring") and s[1] == 1] == []


def test_alone_i_take_back_my_box_before_the_next_roll():
    d = start("classic", 1)
    d.roll((), "A")
    after_roll, dice = d.game.save(), d.game.dice
    d.score(d.pick())
    d.on("turn")          # no pass screen: the next turn says what was scored
    d.expect("ANN:", "DN:undo  B,A: leave")
    d.press("DOWN")
    d.on("message")
    d.expect("TAKE IT BACK?", "A: yes    B: no")
    d.press("B")
    d.on("turn")
    d.press("DOWN", "A")
    d.on("turn")
    assert d.game.save() == after_roll and d.game.dice == dice
    assert d.sim.hw.storage.load_game() == after_roll
    d.score(d.pick())
    d.roll((), "A")       # the next roll: too late
    d.expect("A:hold")
    assert not d.game.can_undo


def test_the_games_last_box_stands_and_is_counted_once():
    d = start("classic", 1)
    d.play_out()
    d.on("gameover")
    assert not d.game.can_undo and d.app.mine() is None  # the core refuses: final
    assert d.sim.hw.storage.statistics("classic")[0]["games"] == 1
    assert d.sim.hw.storage.load_game() is None
    for key in ("B", "B", "DOWN", "UP"):  # no way back from the end
        d.press(key)
        assert d.screen.NAME in ("gameover", "scorecard", "overview"), d.text()
    assert d.sim.hw.storage.statistics("classic")[0]["games"] == 1


def test_the_standings_fit_eight_seats_on_two_pages():
    from yahtzee_core import new_game
    g = new_game("word", ["P%d" % i for i in range(8)], seed=1, first=6)
    for s in range(8):
        g.sheets[s][0] = 2 * s  # totals 0, 2, ... 14
    assert pages(g) == 2
    first = standings(g, 0)
    assert first == ["P6 12   -2 P7 14    *",   # turn order from the next player
                     "P0 0   -14 P1 2   -12",
                     "P2 4   -10 P3 6    -8"]
    assert standings(g, 1) == ["P4 8    -6 P5 10   -4", "", ""]
    for line in first:
        assert len(line) <= 21
    assert cell("ANN", 1234, 567) == "AN1234-567"
    assert len(cell("BOB", 12345, 0)) == 10
    d = start("classic", 1)
    d.app.game = g
    d.app.go(Pass(d.app, "P5: Chance 20"))
    d.expect("PASS TO P6", "then P7", "P5: Chance 20", "v1/2")
    d.press("DOWN")
    d.expect("P4 8    -6", "v2/2")
    d.press("UP")
    d.expect("P6 12   -2")


def test_names_game_and_seats_are_remembered_across_boots():
    sim = new_sim()
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.open_setup("power", 3)
    d.press("DOWN", "A")
    d.on("initials")
    d.expect("PLAYER 1 OF 3", "A N N")
    d.press("A")
    d.expect("PLAYER 2 OF 3", "B O B")
    d.press("UP", "RIGHT", "RIGHT", "DOWN", "A")  # BOB -> COA
    d.press("A")
    d.on("rolloff")
    assert d.game.players == ("ANN", "COA", "CAT")
    d = reboot(d)
    d.press("A")
    d.on("menu")
    d.until(lambda: "New game" in d.text().split("\n")[1 + d.screen.cursor], "DOWN", most=3)
    d.press("A")
    if d.screen.NAME == "message":  # replacing the saved game
        d.press("A")
    d.on("setup")
    d.expect("< Power >", "< 3 >")
    d.press("DOWN", "DOWN", "A")
    d.expect("PLAYER 1 OF 3", "A N N")
    d.press("A")
    d.expect("PLAYER 2 OF 3", "C O A")
    assert d.sim.hw.prefs["last_seats"] == 3 and d.sim.hw.prefs["last_game"] == 1
