"""What the OLED shows, checked on its pixels: a press that starts a
wait shows it before the wait (the hint's "Thinking...", a resume, a
CPU's turn), a message shows all its words, a settings problem is never
cut from its value across the CHECK pages, Power's hint names the Power
die, and docs/demo.txt says what the screens do.

``on_oled`` is the pixel check: the panel's pixels are what the screen's
picture is now (a refresh changes nothing), and that picture has the
text. A label set but never sent to the panel fails it."""

import os

from host_sim.sim import ROOT, Sim
from handheld_test_pixels import white_in
from ui_play import Driver, new_sim


def on_oled(sim, *texts):
    """The panel shows the screen as it is now, and it has ``texts``."""
    shown = [row[:] for row in sim.pixels()]
    sim.refresh()
    assert sim.pixels() == shown, "the picture was never sent to the panel"
    words = sim.screen_text().replace("\n", " ")
    for t in texts:
        assert t in words, (t, sim.screen_text())
    return shown


def booted(seed=None):
    sim = new_sim() if seed is None else new_sim(seed=seed)
    sim.boot()
    sim.run_until_idle()
    return Driver(sim)


def to_hint_row(d):
    """A 1-seat game's box list, on its last row ("? Hint")."""
    d.press("DOWN")
    d.on("scoring")
    d.until(lambda: d.screen.cursor == len(d.screen.options), "UP")


def test_the_hint_says_thinking_on_the_oled_before_it_thinks():
    for variant in ("classic", "power"):
        d = booted()
        d.new_game(variant, 1)
        d.roll((), "A")
        to_hint_row(d)
        before = d.sim.pixels()
        d.sim.press("A")
        d.sim.step()  # the step that takes the press (the board then shows its picture)
        assert d.screen.NAME == "hint" and d.screen.keep is None and d.screen.at is None, variant
        shown = on_oled(d.sim, "HINT", "Thinking...")
        assert shown != before
        d.sim.run_until_idle()  # then it thinks, and says
        d.on("message")
        on_oled(d.sim, "HINT", "A: do it")


def test_a_resume_says_so_on_the_oled_before_it_reads_the_game():
    d = booted()
    d.new_game("classic", 1)
    d.roll((), "A")
    d.press("B", "A", "A")  # the game left for the menu, on Resume
    d.on("menu")
    d.sim.press("A")
    d.sim.step()
    assert d.screen.NAME == "menu" and d.app.later is not None  # read by the next step
    on_oled(d.sim, "Resuming...")
    d.sim.run_until_idle()
    d.on("turn")


def test_a_cpus_turn_is_on_the_oled_before_it_thinks():
    """The press that passes to a CPU: its turn screen is on the panel
    before its player is made (the think, up to a second on the board)."""
    from cpu_play import start as cpu_start
    d = booted()
    cpu_start(d, "classic", [None, "hard"])
    for _ in range(40):
        if d.screen.NAME == "turn":
            break
        d.sim.wait(0.5)
    d.turn()
    d.on("pass")
    d.sim.press("A")
    for _ in range(3):
        d.sim.step()
        if d.screen.NAME == "cpu_turn":
            break
    assert d.screen.NAME == "cpu_turn" and d.screen.player is None
    on_oled(d.sim, "(CPU)", "A: skip")


def test_the_word_is_off_message_shows_all_its_words(monkeypatch, tmp_path):
    from yahtzee_core import word as core_word
    from handheld.assets import WORD_OFF
    monkeypatch.chdir(tmp_path)  # no assets/words.bin
    monkeypatch.setattr(core_word, "_shared", [None, None])
    sim = new_sim().boot()
    while sim.problems_screen is not None:
        sim.press("A")
        sim.run_until_idle()
    d = Driver(sim)
    d.press("A", "A")
    d.on("setup")
    from handheld.variants import VARIANTS
    d.until(lambda: VARIANTS[d.app.variant][0] == "word", "RIGHT")
    d.press("DOWN", "DOWN", "DOWN", "DOWN", "A")
    d.on("message")
    on_oled(sim, "WORD IS OFF", WORD_OFF, "A: OK")


def test_every_message_the_app_writes_fits_its_four_lines():
    """The texts of lib/handheld's messages (each a literal or a constant)
    wrap to at most the four lines a Message shows."""
    import ast
    from handheld import assets
    from handheld.widgets import wrap
    texts = [getattr(assets, n) for n in dir(assets) if n.endswith("_OFF")]
    for folder, _dirs, files in os.walk(os.path.join(ROOT, "lib", "handheld")):
        for f in files:
            if f.endswith(".py"):
                tree = ast.parse(open(os.path.join(folder, f)).read())
                for node in ast.walk(tree):
                    if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Message"
                            and len(node.args) > 2 and isinstance(node.args[2], ast.Constant)):
                        texts.append(node.args[2].value)
    assert len(texts) >= 8, texts  # the parser finds them
    for t in texts:
        assert len(wrap(t)) <= 4, wrap(t)


def test_a_check_page_never_cuts_a_problem_from_its_value():
    """Settings problems, paged under "CHECK n/m": the panel shows the
    pages of the one layout rule (handheld/text_layout.py), each problem
    whole on a page of its own here, five lines under the title."""
    from handheld import startup
    from handheld.text_layout import pages
    bad = {"YZ_I2C_FREQUENCY": 5, "YZ_SDA": "GP40", "YZ_OLED_ADDRESS": "sixty",
           "YZ_SHAKE": "tilt", "YZ_DEBUG_MEM": "maybe", "YZ_BTN_B": "GP10"}
    sim = Sim(app="sim_standin_app:App", settings=bad).boot()
    problems = list(sim.hw.problems)
    seen = []
    while sim.problems_screen is not None:
        on_oled(sim, "CHECK")
        seen.append(sim.problems_screen.body.text)
        sim.press("A")
        sim.run_until_idle()
    assert seen == ["\n".join(p) for p in pages(problems, startup.ROWS)], seen
    assert [s.replace("\n", " ") for s in seen] == problems  # one a page, each whole
    assert max(s.count("\n") for s in seen) == startup.ROWS - 1 == 4


def test_powers_hint_names_the_power_die():
    from collections import namedtuple
    from handheld.screens.hint import text
    from yahtzee_core import new_game
    Move = namedtuple("Move", "kind keep box detail value")
    g = new_game("power", ["ANN"], seed=1)
    g.roll(faces=(2, 2, 5, 6, 1, 3))  # the Power die (die 6) shows 3
    said = text(g, Move("roll", (0, 1, 5), None, None, 250.4))
    assert said == "Hold 2 2 and the Power die (3), then roll. Expected final score 250.", said
    assert text(g, Move("roll", (0, 1), None, None, None)) == "Hold 2 2 and roll."
    assert text(g, Move("roll", (5,), None, None, None)) == "Hold the Power die (3), then roll."
    g.roll(faces=(2, 2, 5, 6, 1, 4))
    assert "the Power die (DOUBLE)" in text(g, Move("roll", (5,), None, None, None))
    # the longest (four dice and the Power die held, a four-digit score)
    # fits the message's four lines
    from handheld.widgets import wrap
    g.roll(faces=(6, 6, 6, 6, 1, 5))
    longest = text(g, Move("roll", (0, 1, 2, 3, 5), None, None, 1234.4))
    assert "FREEZE" in longest and len(wrap(longest)) <= 4, wrap(longest)


def test_powers_hint_on_the_oled_names_the_power_die():
    """A Power game whose first hint holds the Power die: the panel says so."""
    from yahtzee_core import players
    for seed in range(1, 60):
        d = booted(seed)
        d.new_game("power", 1)
        d.roll((), "A")
        m = players.for_game(d.game, 0, "expert", d.app.roomy).next_move(d.game)
        if m.kind == "roll" and 5 in m.keep:
            break
    else:
        raise AssertionError("no seed's first roll has the Expert hold the Power die")
    to_hint_row(d)
    d.press("A")
    d.on("message")
    on_oled(d.sim, "the Power die (")


def test_the_demo_script_says_what_the_screens_do():
    """docs/demo.txt, played line by line: each ``press`` whose comment
    says where the box list's cursor is, is true on the panel."""
    sim = Sim(seed=1).boot()
    lines = open(os.path.join(ROOT, "docs", "demo.txt")).read().splitlines()
    checked = 0
    for line in lines:
        sim.command(line)
        if "box list" in line:
            d = Driver(sim)
            d.on("scoring")
            assert d.screen.cursor == 0, line
            assert "first row" in line, line
            from handheld.widgets import ListLayout, PITCH
            y = ListLayout.TOP + 1  # the bar on the first row: lit across
            assert white_in(sim.pixels(), 0, y, 128, PITCH - 1) > 100 * (PITCH - 1) * 0.8
            checked += 1
    assert checked == 1
