"""The one-screen overview of a scorecard (screens/overview.py) in every
variant: every box with what it holds, the totals, in 32x10 characters of
the 3x5 font; reached with UP at the top of the scrolling list, LEFT/RIGHT
the other players, DOWN the list again, B back."""

from ui_play import Driver, new_sim

from handheld import tiny_font
from handheld.screens.overview import COLS, LINES, lines
from yahtzee_core import new_game


def played(variant, seats, turns):
    """A core game with some turns scored (the best choice each time)."""
    g = new_game(variant, ["ANN", "BOB", "CAT"][:seats], seed=3, first=0)
    while g.phase == 0:
        g.roll()
    for _ in range(turns):
        if g.over:
            break
        g.roll()
        while g.rolled and not g.over:
            cs = g.choices() if variant != "word" else [c for c in g.choices() if c.detail is None]
            g.play(max(cs, key=lambda c: c.points))
    return g


def check_fits(text):
    assert len(text) == LINES
    for line in text:
        assert len(line) <= COLS, line
        for ch in line:
            assert tiny_font.tile(ch) != tiny_font.tile("?") or ch == "?", (ch, line)


def test_the_font_has_a_distinct_glyph_per_character():
    assert len(tiny_font.GLYPHS) == len(tiny_font.CHARS)
    assert len(set(tiny_font.GLYPHS)) == len(tiny_font.CHARS)  # no two look the same
    for g in tiny_font.GLYPHS:
        assert len(g) == 5 and all("0" <= c <= "7" for c in g)


def test_classic_shows_every_box_and_the_totals():
    g = played("classic", 2, 16)
    text = lines(g, 0)
    check_fits(text)
    assert text[0].startswith("ANN 1/2") and text[0].endswith("TOTAL %d" % g.total(0))
    body = "\n".join(text)
    for label in ("1S", "6S", "3 KIND", "FULL H", "SM STR", "LG STR", "YAHTZEE", "CHANCE",
                  "UPPER", "BONUS", "YZ BONUS"):
        assert label in body, label
    v = g.box(0, 12)
    assert text[7].endswith("CHANCE" + " " * (9 - len(str(v if v is not None else "-"))) + str(v if v is not None else "-"))
    assert text[7].startswith("UPPER") and text[7][:15].endswith(str(g.upper_score(0)))


def test_power_shows_all_21_slots():
    g = played("power", 1, 12)
    text = lines(g, 0)
    check_fits(text)
    shown = 0
    for i in range(21):
        s = g.slot(0, i)
        row, col = 1 + i % 7, i // 7
        cell = text[row][11 * col:11 * col + 10]
        want = "-" if s is None else "X" if s[1] == 0 else str(s[0] * s[1])
        assert cell.endswith(want), (i, cell, want)
        shown += s is not None
    assert shown >= 12


def test_word_and_jackpot_fit():
    w = played("word", 2, 6)
    text = lines(w, 1)
    check_fits(text)
    assert "2 LET" in text[1] and "1 WORD" in text[1] and "YZ BONUS" in "\n".join(text)
    j = played("jackpot", 3, 20)
    text = lines(j, 2)
    check_fits(text)
    assert text[0].startswith("CAT 3/3") and "RACK NOW" in "\n".join(text)
    assert "RND  LINES" in text[2]


def test_reached_from_the_list_and_back():
    sim = new_sim()
    sim.boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.new_game("classic", 2)
    d.begin_turn()
    d.roll((), "A")
    d.press("B")
    d.on("scorecard")
    d.expect("^ %d/2" % (d.game.seat + 1))
    d.press("UP")
    d.on("overview")
    seat = d.game.seat
    d.expect(d.game.players[seat], "TOTAL", "3 KIND", "<> PLAYER  V LIST  B BACK")
    d.press("RIGHT")
    d.expect(d.game.players[1 - seat] + " %d/2" % (2 - seat))
    d.press("DOWN")
    d.on("scorecard")
    d.expect("< %s >" % d.game.players[1 - seat])
    d.press("UP", "B")
    d.on("turn")
    d.press("B", "UP", "A")   # A: leave for the menu, asked first
    d.expect("PAUSE")
    d.press("B", "B")
    d.on("turn")
