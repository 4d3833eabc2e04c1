"""A whole scorecard on one screen, in the 3x5 font (handheld.tiny_font):
32 characters by 10 lines. Classic and Word: two columns of boxes, the
upper total and bonus, the Yahtzee bonus; Power: the 21 slots in three
columns (points, X for a slot given up, - open); Jackpot: a line per
round. The top line names the player and the total; the last says the
keys. LEFT/RIGHT: the other players; DOWN: the scrolling list (where UP
at the top comes back here); B: back; A during a game: leave for the
menu, as on the list.

One TileGrid of 32x10 tiles in a Group whose ``text`` holds the lines
(the simulator reads the screen through it); built when the screen is
entered, let go when it is left."""

import displayio

from handheld import buttons, tiny_font
from handheld.screens import Screen

COLS = 32
LINES = 10


def _cell(label, value, width):
    """``label`` left, ``value`` right, in exactly ``width`` characters."""
    value = str(value)
    room = width - len(value)
    return label[:room - 1] + " " * (room - min(len(label), room - 1)) + value


def _box(game, seat, b):
    v = game.box(seat, b)
    return "-" if v is None else v


def _columns(left, right, width=15):
    out = []
    for k in range(max(len(left), len(right))):
        a = left[k] if k < len(left) else ("", "")
        c = right[k] if k < len(right) else ("", "")
        out.append(_cell(a[0], a[1], width) + "  " + _cell(c[0], c[1], width) if c[0] else _cell(a[0], a[1], width))
    return out


CLASSIC = ("1S", "2S", "3S", "4S", "5S", "6S", "3 KIND", "4 KIND", "FULL H", "SM STR", "LG STR",
           "YAHTZEE", "CHANCE")
WORD = ("2 LET", "3 LET", "4 LET", "5 LET", "6 LET", "1 WORD", "2 WORDS", "3 WORDS", "CONSON",
        "VOWELS", "YAHTZEE", "CHANCE")
POWER = ("1S", "2S", "3S", "4S", "5S", "6S", "CHO", "2PR", "3K1", "3K2", "4K1", "4K2", "FH",
         "SS1", "SS2", "LS1", "LS2", "CHA", "YZ1", "YZ2", "YZ3")


def _boxes(game, seat, labels, upper, bonus_at):
    up = game.upper_score(seat)
    bonus = game.upper_bonus(seat)
    left = [(labels[b], _box(game, seat, b)) for b in range(upper)]
    left.append(("UPPER", up))
    left.append(("BONUS", bonus) if bonus else ("BONUS NEED", bonus_at - up))
    right = [(labels[b], _box(game, seat, b)) for b in range(upper, len(labels))]
    right.append(("YZ BONUS", game.yahtzee_bonus(seat)))
    return _columns(left, right)


def _power(game, seat):
    out = []
    for k in range(7):
        cells = []
        for i in (k, k + 7, k + 14):
            s = game.slot(seat, i)
            v = "-" if s is None else "X" if s[1] == 0 else s[0] * s[1]
            label = POWER[i] if not (i == 6 and s and s[2]) else "CH%d" % s[2]
            cells.append(_cell(label, v, 10))
        out.append(" ".join(cells))
    out.append(_cell("UPPER", game.upper_score(seat), 15) + "  " + _cell("BONUS", game.upper_bonus(seat), 15))
    return out


def _jackpot(game, seat):
    out = ["", "RND  LINES  RACK  HIGH    TOTAL"]
    for r in range(3):
        s = game.round_sheet(seat, r)
        if s is None:
            out.append("%d        -" % (r + 1))
        else:
            out.append("%d%10d%6d%6d%9d" % (r + 1, s[0], s[1], s[3], s[4]))
    if not game.over:
        out.append(_cell("RACK NOW", game.rack_score(seat), 15))
    return out


def lines(game, seat):
    """The ten lines of ``seat``'s overview."""
    n = len(game.players)
    total = game.totals()[seat] if game.VARIANT == "word" else game.total(seat)
    head = game.players[seat] + (" %d/%d" % (seat + 1, n) if n > 1 else "")
    if game.VARIANT == "word" and game.championship:
        head += " G%d/6" % (game.game + 1)
    out = [_cell(head, "TOTAL %d" % total, COLS)]
    v = game.VARIANT
    if v == "power":
        out.extend(_power(game, seat))
    elif v == "jackpot":
        out.extend(_jackpot(game, seat))
    elif v == "word":
        out.extend(_boxes(game, seat, WORD, 5, 46))
    else:
        out.extend(_boxes(game, seat, CLASSIC, 6, 63))
    while len(out) < LINES - 1:
        out.append("")
    out = out[:LINES - 1]
    out.append("<> PLAYER  V LIST  B BACK" if n > 1 else "V LIST  B BACK")
    return out


class _Page(displayio.Group):
    """The grid's Group, with the lines as ``text`` (a native Group takes
    no attributes of its own)."""
    text = ""


class Overview(Screen):
    NAME = "overview"

    def __init__(self, app, back, seat, pause=False):
        Screen.__init__(self, app)
        self.back = back
        self.seat = seat
        self.pause = pause

    def enter(self):
        bmp, pal = tiny_font.sheet()
        self.grid = displayio.TileGrid(bmp, pixel_shader=pal, width=COLS, height=LINES,
                                       tile_width=tiny_font.W, tile_height=tiny_font.H, default_tile=0)
        self.group = _Page(y=2)
        self.group.append(self.grid)
        self._draw()

    def _draw(self):
        text = lines(self.app.game, self.seat)
        grid = self.grid
        for y in range(LINES):
            s = text[y]
            for x in range(COLS):
                grid[x, y] = tiny_font.tile(s[x]) if x < len(s) else 0
        self.group.text = "\n".join(text)

    def press(self, button):
        app = self.app
        n = len(app.game.players)
        if button in (buttons.LEFT, buttons.RIGHT):
            self.seat = (self.seat + (1 if button == buttons.RIGHT else -1)) % n
            self._draw()
        elif button == buttons.DOWN:
            app.scorecard(self.back, self.seat, self.pause)
        elif button == buttons.A and self.pause:
            from handheld.screens.message import Message
            app.go(Message(app, "PAUSE", "The game is saved. Leave it for the menu? (Resume it from there.)",
                           app.menu, lambda: app.go(self)))
        elif button in (buttons.A, buttons.B):
            app.go(self.back)
