"""CPU seats on the simulated handheld, through button presses: mixed
person/CPU games of every variant played to the end, a power cut in the
middle of a CPU's turn and the resume, and the CPU never gets a pass
screen."""

import pytest

from cpu_play import coach_app, play_out, replay, start
from jackpot_play import JackpotDriver
from ui_play import SEED, Driver, PowerOff, new_sim
from word_play import WordDriver

DRIVERS = {"classic": Driver, "power": Driver, "word": WordDriver, "jackpot": JackpotDriver}


@pytest.mark.parametrize("variant,levels", [
    ("classic", [None, "expert", "easy"]),
    ("power", ["hard", None]),
    ("word", [None, "medium"]),
    ("jackpot", ["expert", None, "easy"]),
])
def test_mixed_game_to_the_end(variant, levels):
    sim = new_sim()
    sim.boot()
    d = DRIVERS[variant](sim)
    start(d, variant, levels)
    from handheld.cpu import level_of
    assert [level_of(n) for n in d.game.players] == levels
    tables = []
    go = sim.app.go
    sim.app.go = lambda screen: (tables.append(screen.NAME), go(screen))
    play_out(d)
    if variant == "jackpot":  # each round's table, a CPU's tile ending it or a person's
        assert tables.count("jackpot_round") == 3, tables
    # the screens did what the persons pressed and what the CPUs chose
    again = replay(d, variant, list(d.game.players), SEED)
    assert again.over and again.totals() == d.game.totals()


def test_power_cut_in_a_cpu_turn_resumes_there(tmp_path):
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin"))
    sim.boot()
    d = Driver(sim)
    start(d, "classic", ["expert", None])
    st = sim.hw.storage
    save = st.save_game
    seen = {}

    def save_then_cut(blob, journal=None, new=False):
        """The power goes just after the CPU's second roll of its 3rd turn
        is saved (the CPU's turns run on while the app is busy)."""
        save(blob, journal, new)
        g = sim.app.game
        if g.seat == 0 and g.rolled and g.rolls_used == 2 and g.total(1) > 0 and not seen:
            seen["at"] = (g.dice, g.total(0), g.total(1))
            sim.cut_power()

    st.save_game = save_then_cut
    try:
        for _ in range(13):
            d.turn()
    except PowerOff:
        pass
    assert seen and not sim.powered
    sim.boot()
    d = Driver(sim)
    from yahtzee_core import load_game
    g = load_game(sim.hw.storage.load_game())  # the save made in the CPU's turn
    assert (g.seat, g.rolls_used, g.dice, g.total(0)) == (0, 2) + seen["at"][:2]
    d.press("A")          # title
    d.on("menu")
    d.expect("Resume")
    d.press("A")          # resumes, and the CPU plays its turn out at once
    assert d.game.total(0) > seen["at"][1], "the CPU scored its turn"
    d.on("turn")          # the person's turn follows: one person, no pass screen
    d.expect("BOB")
    play_out(d)


def test_a_cpu_after_a_cpu_leaves_no_work_behind_an_idle_step():
    """The step whose tick ends a CPU's turn leaves the next CPU's to the
    next step (App.later): it must say it is busy. It said idle, and the
    simulator stopped on the finished turn while the board went on (a
    firmware game against CPUs: the screens differed)."""
    sim = new_sim()
    sim.boot()
    d = Driver(sim)
    start(d, "classic", [None, "easy", "easy"])
    d.turn()
    d.on("pass")  # the pause where the person's box can still be taken back
    d.press("A")  # runs until idle: both CPUs' turns, at their pace
    assert sim.app.later is None
    assert d.screen.NAME == "turn" and d.game.seat == 0


TURN = ("handheld.screens.turn", "handheld.screens.scoring", "handheld.screens.rolling")


@pytest.mark.parametrize("variant", ["classic", "power"])
def test_hint_shows_the_experts_play_and_its_value(variant):
    sim = new_sim()
    sim.boot()
    d = Driver(sim)
    d.new_game(variant, 1)
    d.begin_turn()
    d.roll((), "A")
    d.set_holds([0, 2])
    d.press("DOWN")
    d.on("scoring")
    d.until(lambda: d.screen.cursor == len(d.screen.options), "UP")  # the last row
    d.expect("? Hint: best play")
    import sys
    seen = []
    log = sim.app.hw.debug_mem
    sim.app.hw.debug_mem = lambda tag: seen.append((tag, [n for n in TURN if n in sys.modules],
                                                    sim.app._dice)) or log(tag)
    d.press("A")
    d.on("message")
    d.expect("HINT")
    assert ("hint", [], None) in seen, seen  # the Expert thought with the turn's screens and dice gone
    from yahtzee_core import players
    m = players.for_game(d.game, 0, "expert", d.app.roomy).next_move(d.game)
    text = " ".join(d.text().split())
    assert "Expected final score %d" % int(m.value + 0.5) in text, text
    if m.kind == "roll":
        assert "Hold" in text or "Roll all" in text, text
    else:
        assert "Score" in text, text
    d.expect("A: do it  B: back")
    d.press("B")
    d.on("scoring")               # back to the list, the turn goes on
    d.press("B")
    d.on("turn")
    assert list(d.screen.held[:5]) == [1, 0, 1, 0, 0]  # held as before the hint
    d.score(d.pick())
    while d.game.rolled and not d.game.over:  # Power's DOUBLE
        d.score(d.pick())
    d.play_out()


def test_a_late_hint_says_the_final_score_not_the_points_to_come():
    """Issue #26: on a classic sheet holding 156 points the hint said
    "Expected final score 109", the points still to come. Late in a game
    of each the coach hints, the figure is the sheet's total and more."""
    from handheld.screens.hint import text
    from yahtzee_core import new_game, players
    for variant, filled in (("classic", 10), ("power", 17)):
        g = new_game(variant, ["ANN"], seed=4)
        expert = players.for_game(g, 0, "expert")
        while sum(1 for c in (g.sheets[0][::2] if variant == "power" else g.sheets[0]) if c != 255) < filled:
            expert.next_move(g).apply(g)
        while g.rolled:  # a DOUBLE's second slot
            expert.next_move(g).apply(g)
        g.roll()
        m = expert.next_move(g)
        said = int(text(g, m).rsplit("Expected final score ", 1)[1].rstrip("."))
        assert said > g.total(0) > 100, (variant, said, g.total(0))


def test_review_lists_the_costliest_choices():
    """A classic game played by the test's simple driver (most of a kind,
    the most points): the review lists its costliest choices, each cost
    the Expert's own figure, worst first."""
    sim = new_sim()
    sim.boot()
    d = Driver(sim)
    start(d, "classic", [None, "easy"])
    play_out(d)
    d.press("RIGHT")
    d.on("review")          # the person's last choices are priced now
    assert d.app.review[2] == []
    worst = d.app.review[1]
    assert 1 <= len(worst) <= 5
    costs = [e[0] for e in worst]
    assert costs == sorted(costs, reverse=True) and costs[-1] >= 1
    d.expect("COACH REVIEW")
    cost, seat, turn = worst[0][:3]
    assert seat == 0  # the person's choices only
    d.expect("T%d ANN -%d.%d pts" % (turn, cost // 10, cost % 10), "best: ")
    d.press("B")
    d.on("gameover")


def test_the_experts_own_plays_cost_nothing_and_others_cost_its_difference():
    """The review's costs, checked without screens: the Expert's own plays
    are noted as free; scoring Chance instead of the best box costs what
    the Expert values the two at."""
    from handheld import coach
    from yahtzee_core import new_game, players

    app = coach_app(new_game("classic", ["ANN"], seed=5))
    g = app.game
    while not g.over:
        # a player of its own each move: pricing lets the classic players'
        # value table go (players/choose.py release_table), as the app's
        # players are let go
        expert = players.for_game(g, 0, "expert")
        m = expert.next_move(g)
        if m.kind == "roll" and g.rolled:
            coach.note_keep(app, m.keep)
        elif m.kind == "score":
            coach.note_box(app, m.box)
        m.apply(g)
        coach.price(app)
    assert app.review[1] == [], app.review[1]
    app.game = g = new_game("classic", ["ANN"], seed=6)
    g.roll(())
    g.roll(())
    g.roll(())
    m = players.for_game(g, 0, "expert").next_move(g)
    if m.box != "chance":
        coach.note_box(app, "chance")
        coach.price(app)
        cost = app.review[1][0][0]
        before = g.total(0)
        g.score("chance")
        # the Expert's value after Chance: the points plus its own next value
        assert cost >= 1 and g.total(0) > before


def test_no_cpu_and_no_hint_loads_no_player_and_the_review_says_so():
    """For the heap: a classic game of persons who ask no hint never loads
    the classic player; its review says why it is empty."""
    import sys
    sim = new_sim()
    sim.boot()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.play_out()
    assert "yahtzee_core.players.classic" not in sys.modules
    assert d.app.review is None
    d.press("RIGHT")
    d.on("review")
    d.expect("The coach watched no")


@pytest.mark.parametrize("variant,levels", [
    ("word", [None, "expert", "easy"]),
    ("power", [None, "expert"]),
    ("classic", [None, "hard"]),
])
def test_cpus_and_persons_take_turns_with_the_heap(variant, levels):
    """While a CPU moves, no person's turn screen is loaded; on a person's
    turn no CPU seat's player is, nor classic's coach (it prices a
    person's choices later). On the board the two together left 42-52 KB
    free (handheld/cpu.py)."""
    import sys
    sim = new_sim()
    sim.boot()
    d = DRIVERS[variant](sim)
    start(d, variant, levels)
    seen = {"cpu": 0, "person": 0}
    persons = ("handheld.screens.turn", "handheld.screens.scoring", "handheld.screens.word_turn",
               "handheld.screens.word_boxes", "handheld.screens.passing")
    save = sim.app.save

    def checked_save():
        app = sim.app
        if app.screen.NAME == "cpu_turn":
            seen["cpu"] += 1
            loaded = [n for n in persons if n in sys.modules]
            assert not loaded, loaded
            from handheld.cpu import draws_dice
            if draws_dice(app):  # its dice drawn on the turn's layout, nothing else
                assert list(app.layouts) == ["turn%d" % app.game.NDICE] and app._dice is not None
            else:
                assert app._dice is None and not app.layouts  # no person's pictures either
        save()

    sim.app.save = checked_save
    while not d.game.over:
        name = d.screen.NAME
        if name == "cpu_turn":
            d.sim.wait(0.5)
            continue
        held = [k for k in (sim.app.cpus or [None, {}])[1] if isinstance(k, int)]
        assert not held, held
        assert "handheld.screens.cpu_turn" not in sys.modules
        assert not [n for n in sys.modules if n.startswith("yahtzee_core.players")]
        if name == "pass":  # the pause before the CPUs' turns
            d.press("A")
            continue
        seen["person"] += 1  # a person's turn, before its roll
        if variant == "word":
            assert "yahtzee_core.wordfinder" not in sys.modules
        d.turn()
    assert seen["cpu"] > 20 and seen["person"] > 5, seen


@pytest.mark.parametrize("seats", [3, 1])
def test_the_coach_prices_with_the_turns_screens_let_go(seats):
    """Persons only, a hint asked: the coach watches, and prices each
    person's choices before the next turn (at the pass screen; alone,
    once the box list has returned) with the turn's screens, layouts and
    box list let go (with them and the Expert a 6-seat game kept 58,520
    bytes on the firmware, a 1-seat one 59,944), and the screens a turn
    opens too: the scorecards, a zero's question, the hint (kept from
    the turn that opened them, they left a 1-seat game on stock 10.2.1
    some 2 KB lower while the coach priced); the review lists them."""
    import sys
    sim = new_sim()
    sim.boot()
    d = Driver(sim)
    d.hint_every = 5
    d.zero_every = 4    # the question "SURE? Score 0 in ...?"
    d.scores_every = 3  # the scorecards mid-turn
    d.new_game("classic", seats)
    seen = []
    log = sim.app.hw.debug_mem
    opened = TURN + ("handheld.screens.scorecard", "handheld.screens.message", "handheld.screens.hint")

    def held():
        app = sim.app
        return [n for n in opened if n in sys.modules], list(app.layouts), getattr(app.screen, "NAME", None), \
            app._dice

    sim.app.hw.debug_mem = lambda tag: seen.append((tag, held())) or log(tag)
    d.play_out()
    priced = [s for s in seen if s[0] == "coach"]
    want = ([], [], "pass" if seats > 1 else None, None)
    assert len(priced) > 7 * seats and all(s[1] == want for s in priced), priced
    d.press("RIGHT")
    d.on("review")
    d.expect("COACH REVIEW", "best: ")


@pytest.mark.parametrize("roomy", [False, True])
def test_a_power_cpus_turn_in_text_on_stock_firmware_drawn_on_its_own(roomy):
    """On stock firmware (the simulator's code is not frozen either) a
    Power CPU's turn is told in lines that fit the screen's rows, the
    Power die by its face; on the game's own firmware (``app.roomy``, the
    simulator's ``frozen``) its dice are drawn on the turn's layout."""
    import re
    sim = new_sim(frozen=roomy)
    sim.boot()
    assert sim.app.roomy == roomy
    d = Driver(sim)
    start(d, "power", ["hard", None])
    seen = []
    save = sim.app.save

    def noted_save():
        app = sim.app
        if app.screen.NAME == "cpu_turn":
            seen.append((list(app.screen.lines), app.screen.drawn, d.text()))
        save()

    sim.app.save = noted_save
    while len(seen) < 12 and not d.game.over:
        if d.screen.NAME == "cpu_turn":
            d.sim.wait(0.5)
        elif d.screen.NAME == "pass":
            d.press("A")
        else:
            d.turn()
    assert seen
    assert all(drawn == roomy for _, drawn, _ in seen), seen
    lines = [ln for shown, _, _ in seen for ln in shown]
    rolls = [ln for ln in lines if ln.startswith("Roll ")]
    if roomy:
        assert not rolls  # its rolls are pictures
        return
    assert rolls and all(re.match(r"Roll [1-4]: ([1-6] ){5}(x1|x2|x3|DBL|FRZ|PWR)$", ln) for ln in rolls), rolls
    assert all(len(ln) <= 21 for ln in lines), lines
    assert any(ln in text for _, _, text in seen for ln in rolls)  # on the screen
