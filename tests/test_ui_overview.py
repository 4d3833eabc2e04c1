"""The one-screen overview of a scorecard (screens/overview.py) in every
variant: every box with what it holds, the totals, in 21x8 characters of
the 5x7 font; reached with UP at the top of the scrolling list,
LEFT/RIGHT the other players, DOWN the list again, B back."""

import sys

from ui_play import Driver, new_sim

from handheld import small_font
from handheld.overview_text import COLS, LINES, lines
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
            assert small_font.tile(ch) != small_font.tile("?") or ch == "?", (ch, line)


def cell(text, row, col):
    """The cell in grid column ``col`` (0-2) of line ``row``."""
    return text[row][7 * col:7 * col + (7 if col == 2 else 6)]


def test_the_font_has_a_distinct_glyph_per_character():
    assert len(small_font.GLYPHS) == len(small_font.CHARS)
    assert len(set(small_font.GLYPHS)) == len(small_font.CHARS)  # no two look the same
    for g in small_font.GLYPHS:
        assert len(g) == 7 and all(int(c, 32) < 32 for c in g)


def test_classic_shows_every_box_and_the_totals():
    g = played("classic", 2, 16)
    text = lines(g, 0)
    check_fits(text)
    assert text[0].startswith("ANN 1/2") and text[0].endswith("TOTAL %d" % g.total(0))
    for b, label in enumerate(("1S", "2S", "3S", "4S", "5S", "6S", "3K", "4K", "FH", "SS", "LS", "YZ", "CH")):
        v = g.box(0, b)
        row, col = (1 + b, 0) if b < 6 else (1 + b - 6, 1) if b < 12 else (1, 2)
        c = cell(text, row, col)
        assert c.startswith(label) and c.rstrip().endswith("-" if v is None else str(v)), (label, c)
    up = g.upper_score(0)
    assert cell(text, 2, 2) == "UP%5d" % up
    assert cell(text, 3, 2) in ("BON  35", "NEED%3d" % (63 - up))
    assert cell(text, 4, 2) == "YZ+%4d" % g.yahtzee_bonus(0)
    assert text[7] == "<>:WHO DN:LIST B:BACK"


def test_power_shows_all_21_slots_and_the_upper_total():
    g = played("power", 1, 12)
    text = lines(g, 0)
    check_fits(text)
    shown = 0
    for i in range(21):
        s = g.slot(0, i)
        c = cell(text, 1 + i % 7, i // 7)
        want = "-" if s is None else "X" if s[1] == 0 else str(s[0] * s[1])
        assert c.rstrip().endswith(want), (i, c, want)
        shown += s is not None
    assert shown >= 12
    assert "UP %d" % g.upper_score(0) in text[0] and text[0].endswith(" %d" % g.total(0))


def test_a_long_top_line_gives_way_but_keeps_the_total():
    g = played("power", 2, 40)
    text = lines(g, 1)
    check_fits(text)
    assert text[0].startswith("BOB") and text[0].endswith(" %d" % g.total(1)), text[0]
    assert "UP %d" % g.upper_score(1) in text[0], text[0]


def test_word_and_jackpot_fit():
    w = played("word", 2, 6)
    text = lines(w, 1)
    check_fits(text)
    assert text[1].startswith("2L") and cell(text, 1, 1).startswith("1W") and "YZ+" in "\n".join(text)
    j = played("jackpot", 3, 60)  # a round scored
    text = lines(j, 2)
    check_fits(text)
    assert text[0].startswith("CAT 3/3") and "RACK NOW" in "\n".join(text)
    assert text[2] == "R LINES RACK HIGH TOT"
    s = j.round_sheet(2, 0)
    assert text[3].split() == [str(x) for x in (1, s[0], s[1], s[3], s[4])]


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
    # the page drawn, the font's code is let go (it stayed beside the
    # scorecard's for the rest of a game, some 2 KB on stock firmware)
    assert "handheld.small_font" not in sys.modules
    seat = d.game.seat
    d.expect(d.game.players[seat], "TOTAL", "3K", "<>:WHO DN:LIST B:BACK")
    d.press("RIGHT")
    d.expect(d.game.players[1 - seat] + " %d/2" % (2 - seat))
    assert "handheld.small_font" not in sys.modules
    d.press("DOWN")
    d.on("scorecard")
    d.expect("< %s >" % d.game.players[1 - seat])
    d.press("UP", "B")
    d.on("turn")
    d.press("B", "UP", "A")   # A: leave for the menu, asked first
    d.expect("PAUSE")
    d.press("B", "B")
    d.on("turn")
