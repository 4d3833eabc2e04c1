"""The flow between screens, through button presses on the simulated
handheld: the menu keeps its cursor, a person alone against CPUs gets no
pass screen, the coach's review writes a hold one way, the hint acts,
and the box list's cursor starts where no row is suggested."""

from cpu_play import start as cpu_start
from ui_play import Driver, new_sim


def booted():
    sim = new_sim()
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
    d.on("pass")  # the stop before the CPU's turn, where my box can come back
    d.press("A")
    d.on("turn")
    assert seen.count("pass") == 1, seen
    d.expect("Easy:")  # the status line says what the CPU scored


def test_the_review_writes_the_best_hold_as_the_persons_hold_sorted():
    from handheld import coach
    from yahtzee_core import new_game

    class Hardware:
        def debug_mem(self, tag):
            return None

    class App:
        cpus = None
        review = None
        hw = Hardware()

        def notes(self):
            if self.review is None or self.review[0] is not self.game:
                self.review = [self.game, [], []]
            return self.review

    app = App()
    app.game = g = new_game("classic", ["ANN"], seed=5)
    g.roll(faces=(6, 5, 4, 3, 1))  # the Expert keeps the run: faces after die order
    coach.note_keep(app, [4])       # keeping the 1 costs
    coach.price(app)
    cost, seat, turn, choice, best = app.review[1][0]
    assert choice == "h1" and best.startswith("h") and len(best) > 2
    assert best[1:] == "".join(sorted(best[1:])), best
    assert coach.describe(g, best) == "hold " + " ".join(sorted(best[1:]))
