"""The eight lines of a scorecard's overview (handheld/screens/overview.py),
21 characters each, for the 5x7 font: the top line names the player and
the total; classic and Word three columns of boxes under two-letter
names, Power its 21 slots, Jackpot a line per round; the last line the
keys. Loaded while the overview draws a page and let go after: the
screen stays through a player's look at the scorecards, the lines' code
need not (a 6-seat Power game's scorecards mid-turn are its lowest
moment on stock firmware but for a CPU's move)."""

COLS = 21
LINES = 8
KEYS = "<>:WHO DN:LIST B:BACK"
KEYS_SOLO = "DN:LIST B:BACK"


def _cell(label, value, width):
    """``label`` left, ``value`` right, in exactly ``width`` characters."""
    value = str(value)
    room = width - len(value)
    return label[:room - 1] + " " * (room - min(len(label), room - 1)) + value


def _first_fit(candidates):
    """The top line from the first (left, right) that fits in COLS."""
    for left, right in candidates:
        if len(left) + 1 + len(right) <= COLS:
            break
    return _cell(left, right, COLS)


def _box(game, seat, b):
    v = game.box(seat, b)
    return "-" if v is None else v


def _grid(columns):
    """Columns of (label, value) cells side by side, a blank between:
    cells six wide, the last seven (room for YZ+ 100 and NEED 63)."""
    out = []
    for r in range(max(len(c) for c in columns)):
        parts = []
        for k in range(len(columns)):
            col = columns[k]
            width = 7 if k == len(columns) - 1 else 6
            parts.append(_cell(col[r][0], col[r][1], width) if r < len(col) else " " * width)
        out.append(" ".join(parts).rstrip())
    return out


CLASSIC = ("1S", "2S", "3S", "4S", "5S", "6S", "3K", "4K", "FH", "SS", "LS", "YZ", "CH")
WORD = ("2L", "3L", "4L", "5L", "6L", "1W", "2W", "3W", "CO", "VO", "YZ", "CH")
POWER = ("1S", "2S", "3S", "4S", "5S", "6S", "CO", "2P", "3K", "3K", "4K", "4K", "FH",
         "SS", "SS", "LS", "LS", "CH", "YZ", "YZ", "YZ")


def _boxes(game, seat, labels, upper, bonus_at):
    up = game.upper_score(seat)
    bonus = game.upper_bonus(seat)
    cells = [(labels[b], _box(game, seat, b)) for b in range(len(labels))]
    last = cells[upper + 6:]
    last.append(("UP", up))
    last.append(("BON", bonus) if bonus else ("NEED", bonus_at - up))
    last.append(("YZ+", game.yahtzee_bonus(seat)))
    return _grid([cells[:upper], cells[upper:upper + 6], last])


def _power(game, seat):
    cells = []
    for i in range(21):
        s = game.slot(seat, i)
        v = "-" if s is None else "X" if s[1] == 0 else s[0] * s[1]
        cells.append((POWER[i] if not (i == 6 and s and s[2]) else "C%d" % s[2], v))  # Choice's number
    return _grid([cells[:7], cells[7:14], cells[14:]])


def _jackpot(game, seat):
    out = ["", "R LINES RACK HIGH TOT"]
    for r in range(3):
        s = game.round_sheet(seat, r)
        if s is None:
            out.append("%d     -" % (r + 1))
        else:
            out.append("%d%6d%5d%5d%4d" % (r + 1, s[0], s[1], s[3], s[4]))
    if not game.over:
        out.append(_cell("RACK NOW", game.rack_score(seat), 13))
    return out


def lines(game, seat):
    """The eight lines of ``seat``'s overview."""
    n = len(game.players)
    total = game.totals()[seat] if game.VARIANT == "word" else game.total(seat)
    name = game.players[seat]
    head = name + (" %d/%d" % (seat + 1, n) if n > 1 else "")
    if game.VARIANT == "word" and game.championship:
        head += " G%d/6" % (game.game + 1)
    v = game.VARIANT
    whole, short = "TOTAL %d" % total, "T %d" % total
    if v == "power":  # the upper total and bonus go up here: the slots fill the rest
        up = "UP %d" % game.upper_score(seat)
        bonus = game.upper_bonus(seat)
        up += "+%d" % bonus if bonus else ""
        out = [_first_fit(((head + " " + up, whole), (head + " " + up, short), (name + " " + up, short)))]
        out.extend(_power(game, seat))
        return out
    out = [_first_fit(((head, whole), (head, short)))]
    if v == "jackpot":
        out.extend(_jackpot(game, seat))
    elif v == "word":
        out.extend(_boxes(game, seat, WORD, 5, 46))
    else:
        out.extend(_boxes(game, seat, CLASSIC, 6, 63))
    while len(out) < LINES - 1:
        out.append("")
    out = out[:LINES - 1]
    out.append(KEYS if n > 1 else KEYS_SOLO)
    return out
