"""Jackpot rack: geometry, open windows, line runs and rack bonus.
Portable: runs under pytest and under micropython (tests/mpy_runner.py)."""

from yahtzee_core import rack as R
from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR, EMPTY, from_text


def _pos(w):
    """(row, x) of window w in half-window units, from ROWS."""
    for r in range(len(R.ROWS)):
        row = R.ROWS[r]
        for c in range(len(row)):
            if row[c] == w:
                return r, 2 * c + r
    raise AssertionError(w)


def test_rows_are_5_4_3_2_1_from_the_bottom():
    assert [len(row) for row in R.ROWS] == [5, 4, 3, 2, 1]
    assert sorted(w for row in R.ROWS for w in row) == list(range(15))


def test_every_upper_window_rests_on_the_two_below_it():
    for w in range(15):
        r, x = _pos(w)
        if r == 0:
            assert R.BELOW[w] == ()
        else:
            got = sorted(_pos(b) for b in R.BELOW[w])
            assert got == [(r - 1, x - 1), (r - 1, x + 1)], w


def test_lines_are_rows_and_both_diagonals_never_vertical():
    # Three lines each of 5, 4 and 3 windows in each of the three directions.
    steps = {}
    for line in R.LINES:
        pts = [_pos(w) for w in line]
        d = (pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])
        for a, b in zip(pts, pts[1:]):
            assert (b[0] - a[0], b[1] - a[1]) == d, line  # straight, adjacent
        steps.setdefault(d, []).append(len(line))
    assert sorted(steps) == [(0, 2), (1, -1), (1, 1)]
    for d in steps:
        assert sorted(steps[d]) == [3, 4, 5]
    # each line is as long as it can be: extending it leaves the rack
    for line in R.LINES:
        pts = [_pos(w) for w in line]
        d = (pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])
        before = (pts[0][0] - d[0], pts[0][1] - d[1])
        after = (pts[-1][0] + d[0], pts[-1][1] + d[1])
        all_pts = [_pos(w) for w in range(15)]
        assert before not in all_pts and after not in all_pts


def test_empty_rack_opens_the_bottom_row_only():
    rack = R.new_rack()
    assert R.open_windows(rack) == [0, 1, 2, 3, 4]
    assert R.filled(rack) == 0


def test_a_window_opens_once_both_windows_under_it_are_filled():
    rack = R.new_rack()
    rack[0] = CHERRY
    assert not R.is_open(rack, 5)
    rack[1] = BELL
    assert R.is_open(rack, 5)
    assert not R.is_open(rack, 0)  # filled
    assert not R.is_open(rack, 6)  # 2 still empty
    assert R.open_windows(rack) == [2, 3, 4, 5]


def test_full_rack_has_no_open_window():
    rack = from_text("CCCCC OOOO BBB DD C")
    assert R.open_windows(rack) == []
    assert R.filled(rack) == 15


def test_every_value_in_the_scoring_table():
    table = {3: (30, 40, 50, 100), 4: (60, 80, 100, 200), 5: (120, 160, 200, 400)}
    for sym in (CHERRY, ORANGE, BELL, DOLLAR):
        for n in (3, 4, 5):
            rack = R.new_rack()
            for w in range(n):
                rack[w] = sym  # bottom row, from the left
            assert R.line_points(rack) == table[n][sym], (sym, n)
            assert R.runs(rack) == [(0, 0, n, sym)]


def test_two_alike_score_nothing():
    rack = from_text("CCODD .... ... .. .")
    assert R.line_points(rack) == 0
    assert R.runs(rack) == []


def test_a_run_of_five_scores_once_as_five_not_also_as_three_and_four():
    rack = from_text("BBBBB .... ... .. .")
    assert R.line_points(rack) == 200


def test_an_empty_window_or_another_symbol_breaks_a_run():
    assert R.line_points(from_text("CC.CC .... ... .. .")) == 0
    assert R.line_points(from_text("CCCOC .... ... .. .")) == 30
    assert R.line_points(from_text("DOOOD .... ... .. .")) == 40


def test_one_tile_scores_in_a_horizontal_and_in_a_diagonal_run():
    # Window 9 is in the row 9-10-11 and in the diagonal 0-5-9.
    rack = from_text("BOCDC BOCD BBB .. .")
    got = sorted(R.runs(rack))
    assert got == [(2, 0, 3, BELL), (3, 0, 3, BELL)]
    assert R.line_points(rack) == 50 + 50


def test_diagonal_runs_both_ways():
    # up-right diagonal 0,5,9,12,14 all dollars: a Yahtzee worth 400
    rack = from_text("DOCOC OCOC OCO DC D")
    rack[5] = DOLLAR
    rack[9] = DOLLAR
    assert (3, 0, 5, DOLLAR) in R.runs(rack)
    # up-left diagonal 4,8,11,13,14: four oranges then the dollar on top
    rack2 = from_text("CBCBO CBBO CBO BO D")
    assert (6, 0, 4, ORANGE) in R.runs(rack2)


def test_rack_bonus_table():
    assert [R.bonus_for(n) for n in range(6, 16)] == [0, 50, 70, 100, 100, 100, 100, 100, 100, 100]


def test_seven_cherries_and_eight_bells_give_a_rack_bonus_of_120():
    rack = from_text("CBCBC BCBC BCB CB B")
    assert [s for s in rack if s == CHERRY] == [CHERRY] * 7
    assert [s for s in rack if s == BELL] == [BELL] * 8
    assert R.rack_bonus(rack) == 120


def test_no_rack_bonus_under_seven():
    assert R.rack_bonus(from_text("CCCCC COOO OOO BB B")) == 0  # 6, 6, 3


def test_score_is_lines_plus_rack_bonus_and_counts_only_tiles():
    rack = from_text("CCCCC CCCC ... .. .")  # 9 cherries
    assert R.line_points(rack) == 120 + 60
    assert R.rack_bonus(rack) == 100
    assert R.score(rack) == 280


def test_text_round_trip():
    rack = from_text("CBCBC BCBC BCB CB .")
    assert R.to_text(rack) == "CBCBC BCBC BCB CB ."
    assert rack[14] == EMPTY
