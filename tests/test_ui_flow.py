"""The flow between screens, through button presses on the simulated
handheld: the menu keeps its cursor, a person alone against CPUs gets no
pass screen, the coach's review writes a hold one way, the hint acts,
and the box list's cursor starts where no row is suggested."""

from cpu_play import coach_app, start as cpu_start
from ui_play import Driver, new_sim


def booted(frozen=False):
    sim = new_sim(frozen=frozen)
    sim.boot()
    sim.run_until_idle()
    return Driver(sim)


def selected(d):
    scr = d.screen
    return d.text().split("\n")[1 + scr.cursor - scr.top]


def test_the_menu_keeps_its_cursor_where_it_was():
    d = booted()
    d.press("A")
    d.on("menu")
    assert selected(d) == "New game"  # power-on: the first item
    d.press("DOWN", "A")
    d.on("highscores")
    d.press("B")
    d.on("menu")
    assert selected(d) == "High scores"
    d.press("DOWN", "A")
    d.on("settings")
    d.press("B")
    d.on("menu")
    assert selected(d) == "Settings"
    d.new_game("classic", 1)  # a game, left for the menu: Resume is what to do
    d.roll((), "A")  # (saved from its first roll)
    d.press("B", "A", "A")
    d.on("menu")
    assert selected(d).startswith("Resume")


def test_one_person_against_cpus_gets_no_pass_screen():
    d = booted()
    seen = []
    go = d.app.go
    d.app.go = lambda screen: (seen.append(screen.NAME), go(screen))
    cpu_start(d, "classic", [None, "easy"])
    for _ in range(40):
        if d.screen.NAME == "turn":
            break
        d.sim.wait(0.5)
    d.on("turn")
    assert "pass" not in seen, seen  # not "PASS TO ANN" at the start
    d.turn()
    d.on("pass")  # the pause before the CPU's turn, where my box can come back
    d.press("A")
    d.on("turn")
    assert seen.count("pass") == 1, seen
    d.expect("Easy:")  # the status line says what the CPU scored


def test_the_review_writes_the_best_hold_as_the_persons_hold_sorted():
    from handheld import coach
    from handheld.screens.review import describe
    from yahtzee_core import new_game

    app = coach_app(new_game("classic", ["ANN"], seed=5))
    g = app.game
    g.roll(faces=(6, 5, 4, 3, 1))  # the Expert keeps the run: faces after die order
    coach.note_keep(app, [4])       # keeping the 1 costs
    coach.price(app)
    cost, seat, turn, choice, best = app.review[1][0]
    assert choice == "h1" and best.startswith("h") and len(best) > 2
    assert best[1:] == "".join(sorted(best[1:])), best
    assert describe(g, best) == "hold " + " ".join(sorted(best[1:]))


def expert_move(d):
    from yahtzee_core import players
    return players.for_game(d.game, d.game.seat, "expert", d.app.roomy).next_move(d.game)


def to_hint(d):
    """From the turn screen or the box list: the coach's hint."""
    if d.screen.NAME == "turn":
        d.press("DOWN" if d.game.rolls_left else "A")
    d.on("scoring")
    d.until(lambda: d.screen.cursor == len(d.screen.options), "UP")
    d.press("A")
    d.on("message")
    d.expect("HINT", "A: do it  B: back")


def test_the_box_list_opens_on_its_first_row_not_on_the_most_points():
    d = booted()
    d.new_game("classic", 1)
    d.roll((), "A")
    cs = d.game.choices()
    assert max(cs, key=lambda c: c.points).box != cs[0].box  # the most points is elsewhere
    d.press("DOWN")
    d.on("scoring")
    assert d.screen.cursor == 0 and d.screen.options[0][0].box == cs[0].box
    d.expect("1/%d" % len(d.screen.lines))


def test_the_hint_holds_the_dice_it_names():
    for variant in ("classic", "power"):
        d = booted()
        d.new_game(variant, 1)
        d.roll((), "A")
        m = expert_move(d)
        assert m.kind == "roll", (variant, m)  # this seed's first roll: hold and roll
        to_hint(d)
        d.press("A")  # do it
        d.on("turn")
        held = [i for i in range(d.screen.n) if d.screen.held[i]]
        assert held == sorted(m.keep), (variant, held, m.keep)
        before, kept = d.game.rolls_used, [d.game.dice[i] for i in m.keep]
        d.press("UP")  # the player rolls: the held dice stay
        assert d.game.rolls_used == before + 1
        assert [d.game.dice[i] for i in m.keep] == kept


def test_the_hint_puts_the_cursor_on_the_box_it_names():
    for variant in ("classic", "power"):
        d = booted()
        d.new_game(variant, 1)
        d.roll((), "A")
        while d.game.rolls_left and (variant != "power" or d.game.rolls_left > 1):
            d.roll((), "UP")
        if variant == "power" and d.game.rolls_left:  # a fourth roll (POWER): no
            d.roll((), "UP")
        m = expert_move(d)
        assert m.kind != "roll", (variant, m)
        for key in ("A", "B"):  # do it, or back: the list is on the box either way
            to_hint(d)
            d.press(key)
            d.on("scoring")
            scr = d.screen
            c = scr.options[scr.cursor][scr.pick[scr.cursor]]
            assert (c.box, c.detail) == (m.box, m.detail), (variant, key, c, m)
        d.press("A")  # and A scores it
        if d.screen.NAME == "message":  # a zero asks first
            d.press("A")
        if variant == "classic":
            assert d.game.box(0, list(d.game.BOXES).index(m.box)) is not None


def test_a_cpus_turn_draws_its_dice_as_a_persons_turn():
    from handheld.turn_layout import POWER_DIE, tile
    for variant in ("classic", "power"):
        # Power's drawn on the game's own firmware only (handheld/cpu.py,
        # draws_dice; its text lines on stock: tests/test_ui_cpu.py)
        d = booted(frozen=variant == "power")
        cpu_start(d, variant, [None, "expert"])
        for _ in range(40):  # to the pause after the person's first box
            if d.screen.NAME == "pass" and d.game.player == "Expert":
                break
            if d.screen.NAME == "cpu_turn":
                d.sim.wait(0.5)
                continue
            d.turn()
        d.on("pass")
        d.sim.press("A")  # go: stepped by hand, to see the CPU's turn as it runs
        seen = set()
        for _ in range(600):
            d.sim.step()
            scr, g = d.screen, d.game
            if scr.NAME != "cpu_turn":
                if seen:
                    break
                continue
            seen.add("on")
            if not scr.shown:
                continue
            grid = scr.lay.dice
            for i in range(g.NDICE):
                assert grid[i] == tile(scr.shown[i], i in scr.kept, variant == "power" and i == POWER_DIE)
            text = d.text()
            assert "Expert (CPU)" in text and "A: skip" in text and "Roll 1:" not in text, text
            seen.add("pts" if " pts" in text.split("\n")[1] else "roll")
            if scr.kept:
                seen.add("held")
            assert any(any(row[10:118]) for row in d.sim.pixels()[14:31])  # dice drawn
        assert seen >= {"on", "roll", "pts"}, (variant, seen)


def test_on_the_games_own_firmware_the_hint_keeps_the_expert_and_says_the_same():
    """``app.roomy`` (the code frozen in flash): the coach's Expert stays
    loaded between hints while the heap has room (the desktop's always
    has), and the hint and the way back are unchanged, but for Power's
    Expert, which reads its value table only there: each hint is that
    Expert's move."""
    from yahtzee_core import players
    for variant in ("classic", "power"):
        seen = []
        for roomy in (False, True):
            d = booted()
            d.app.roomy = roomy
            d.new_game(variant, 1)
            d.roll((), "A")
            m = players.for_game(d.game, 0, "expert", roomy).next_move(d.game)
            to_hint(d)
            kept = d.app.cpus is not None and "coach" in d.app.cpus[1]
            assert kept == roomy, (variant, roomy)
            hint = " ".join(d.text().split())
            assert "Expected final score %d" % int(m.value + 0.5) in hint, (variant, roomy, hint)
            d.press("B")
            d.on("scoring")
            seen.append((hint, d.text()))
        if variant == "classic":
            assert seen[0] == seen[1], variant


def test_the_expert_is_let_go_when_the_heap_is_short_even_on_the_games_own_firmware(monkeypatch):
    import gc
    from handheld import cpu
    monkeypatch.setattr(gc, "mem_free", lambda: cpu.KEEP_COACH_FREE - 1, raising=False)
    d = booted()
    d.app.roomy = True
    d.new_game("classic", 1)
    d.roll((), "A")
    to_hint(d)
    assert d.app.cpus is None or "coach" not in d.app.cpus[1]


def test_on_the_games_own_firmware_the_hint_answers_at_once_and_its_code_stays(monkeypatch):
    """On the game's own firmware (the code in flash) a Power hint answers
    within 0.3 s (docs/FIGURES.md), so the step that takes the press
    shows it, with no "Thinking..." picture first; the Expert's code is loaded as the game
    starts and stays when the Expert itself is let go (here the heap is
    made short), so no hint waits for its imports. On stock firmware,
    where code is heap, "Thinking..." shows first and the code goes too."""
    import gc
    import sys
    from handheld import cpu
    code = "yahtzee_core.players.power_expert"
    for frozen in (True, False):
        d = booted(frozen=frozen)
        d.new_game("power", 1)
        assert (code in sys.modules) == frozen, frozen  # made as the game started
        d.roll((), "A")
        d.press("DOWN")
        d.on("scoring")
        d.until(lambda: d.screen.cursor == len(d.screen.options), "UP")
        monkeypatch.setattr(gc, "mem_free", lambda: cpu.KEEP_COACH_FREE - 1, raising=False)
        d.sim.press("A")
        d.sim.step()  # the step that takes the press: the answer, or "Thinking..."
        assert d.screen.NAME == ("message" if frozen else "hint"), frozen
        assert ("Thinking..." in d.text()) != frozen, (frozen, d.text())
        d.sim.run_until_idle()
        monkeypatch.undo()
        d.on("message")
        d.expect("HINT", "A: do it  B: back")
        assert d.app.cpus is None  # the Expert let go, its arrays too
        if frozen:
            assert sys.modules["yahtzee_core.players.power_work"]._shared is None
        assert (code in sys.modules) == frozen, frozen
        d.press("B")
        d.on("scoring")
