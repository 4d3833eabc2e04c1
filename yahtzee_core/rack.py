"""The Jackpot Yahtzee rack: a triangle of 15 windows, as data, and how a
rack scores. No turn rules here (those are in jackpot.py).

Windows are numbered bottom row first, left to right:

            14
          12  13
         9  10  11
       5   6   7   8
     0   1   2   3   4

Each row sits half a window in, so every upper window rests on the two
below it. A rack is a bytearray of 15 symbols, EMPTY where no tile is.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

CHERRY = const(0)
ORANGE = const(1)
BELL = const(2)
DOLLAR = const(3)
EMPTY = const(4)
SYMBOLS = 4
SYMBOL_NAMES = ("cherry", "orange", "bell", "dollar")

WINDOWS = 15

# Windows of each row, bottom first.
ROWS = ((0, 1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11), (12, 13), (14,))

# The two windows each window rests on; () for the bottom row.
BELOW = ((), (), (), (), (),
         (0, 1), (1, 2), (2, 3), (3, 4),
         (5, 6), (6, 7), (7, 8),
         (9, 10), (10, 11),
         (12, 13))

# Scoring lines: rows, then up-right diagonals, then up-left diagonals;
# lines of 5, 4 and 3 windows in each direction. Nothing vertical.
LINES = ((0, 1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11),
         (0, 5, 9, 12, 14), (1, 6, 10, 13), (2, 7, 11),
         (4, 8, 11, 13, 14), (3, 7, 10, 12), (2, 6, 9))

# Points for a maximal run of equal symbols along a line:
# RUN_POINTS[length - 3][symbol], symbols cherry, orange, bell, dollar.
RUN_POINTS = ((30, 40, 50, 100),
              (60, 80, 100, 200),
              (120, 160, 200, 400))

# Rack bonus for one symbol by how many tiles of it the rack holds:
# RACK_BONUS[min(n, 9) - 7] when n >= 7.
RACK_BONUS = (50, 70, 100)
RACK_BONUS_MIN = 7


def new_rack():
    """An empty rack."""
    return bytearray(b"\x04" * WINDOWS)


def is_open(rack, w):
    """True if a tile may be dropped into window w now: it is empty and
    sits on the bottom or on two filled windows."""
    if rack[w] != EMPTY:
        return False
    for b in BELOW[w]:
        if rack[b] == EMPTY:
            return False
    return True


def open_windows(rack):
    """The open windows, lowest number first."""
    return [w for w in range(WINDOWS) if is_open(rack, w)]


def filled(rack):
    """How many tiles the rack holds."""
    n = 0
    for s in rack:
        if s != EMPTY:
            n += 1
    return n


def _scan(rack, found):
    """Walk every line; return the points of its maximal runs of 3+ equal
    tiles, appending (line, start, length, symbol) to found if given.
    One walk for both uses keeps scoring allocation-free."""
    total = 0
    for li in range(len(LINES)):
        line = LINES[li]
        n = len(line)
        i = 0
        while i < n:
            s = rack[line[i]]
            j = i + 1
            while j < n and rack[line[j]] == s:
                j += 1
            if s != EMPTY and j - i >= 3:
                total += RUN_POINTS[j - i - 3][s]
                if found is not None:
                    found.append((li, i, j - i, s))
            i = j
    return total


def runs(rack):
    """Every scoring run as (line, start, length, symbol): a maximal run of
    3 or more equal tiles along LINES[line], beginning at position start."""
    found = []
    _scan(rack, found)
    return found


def line_points(rack):
    """Points for all horizontal and diagonal runs."""
    return _scan(rack, None)


def bonus_for(n):
    """Rack bonus for holding n tiles of one symbol."""
    if n < RACK_BONUS_MIN:
        return 0
    return RACK_BONUS[min(n, RACK_BONUS_MIN + len(RACK_BONUS) - 1) - RACK_BONUS_MIN]


def rack_bonus(rack):
    """The rack bonus, summed over the four symbols."""
    counts = [0, 0, 0, 0]
    for s in rack:
        if s != EMPTY:
            counts[s] += 1
    return bonus_for(counts[0]) + bonus_for(counts[1]) + bonus_for(counts[2]) + bonus_for(counts[3])


def score(rack):
    """A rack's subtotal before any High Round Bonus: lines plus rack bonus.
    (The Chance Space is not part of the rack and never scores.)"""
    return line_points(rack) + rack_bonus(rack)


LETTERS = "COBD."  # cherry, orange, bell, dollar, empty


def from_text(text):
    """A rack from letters C O B D (and . for empty), bottom row first,
    spaces ignored: from_text("CCCCC OOOO BBB .. .") - for tests and tools."""
    rack = new_rack()
    w = 0
    for ch in text:
        if ch == " ":
            continue
        i = LETTERS.find(ch.upper())
        if i < 0 or w >= WINDOWS:
            raise ValueError("bad rack text: " + text)
        rack[w] = i
        w += 1
    if w != WINDOWS:
        raise ValueError("rack text needs 15 windows: " + text)
    return rack


def to_text(rack):
    """The rack as from_text letters, rows separated by spaces."""
    return " ".join("".join(LETTERS[rack[w]] for w in row) for row in ROWS)
