"""Jackpot Yahtzee's turn: the rack as its triangle of 15 windows over
the whole height of the screen (12-pixel windows; open ones drawn as a
square with an arrow down in it, "drop here"), the Chance Space as the
rack's extra window at the top right, framed twice; on the right the
player, round and total, the four symbol dice, and three short lines:
the kind of roll, the step, what the rack would score after it.

    A, UP, shake  roll (one roll a turn)
    LEFT/RIGHT    move the cursor over the open windows, then the Chance
                  Space (and, when the Chance tile may move, the supply)
    UP/DOWN       after the roll: the other symbol, when the roll allows
                  a choice (the cursor's window previews it inverted)
    A             drop the tile there (a Chance tile that may move: move
                  it there, leave it, or put it back in the supply)
    B             the scorecards (there A offers to leave for the menu)

The cursor starts on the step that scores most. Every step is saved at
once. The layout is built once and kept in app.layouts; moving the
cursor changes tile indices and at most three short labels.
"""

import displayio

from handheld import buttons
from handheld.art.jackpot import CELL, DIE_W, EMPTY_TILE, OPEN_TILE, NSYM
from handheld.screens.rolling import Rolling
from handheld.widgets import Text, WIDTH, row, solid
from yahtzee_core import rack as R
from yahtzee_core.jackpot import CHANCE_SPACE, SUPPLY, OPTION, FOUR, ROUNDS

RACK_X = 2
RACK_Y = 64 - CELL   # the bottom row's top; each row above is CELL pixels up
CHANCE_X = 40        # the Chance Space: the rack's extra window, right of the top one
CHANCE_Y = 3
PANE_X = 62          # the right pane: header, dice and three lines
PANE_COLS = (128 - PANE_X) // 6
DICE_Y = 12
KINDS = ("Wild roll", "Pair", "Two pairs", "Three!", "JACKPOT!")
ROLL, CHANCE_OPTION, PLACE = 0, 1, 2
# (row, index in row) of each window, and its x on screen
_WHERE = tuple((r, i) for r in range(len(R.ROWS)) for i in range(len(R.ROWS[r])))
_X = tuple(RACK_X + r * (CELL // 2) + i * CELL for r, i in _WHERE)


def sym_tile(sym, inverted=False):
    """jackpot_sym_tile, here so the drawing module can be forgotten."""
    return 2 + sym + (NSYM if inverted else 0)


def die_tile(sym):
    """jackpot_die_tile (None: a blank die)."""
    return 0 if sym is None else 1 + sym


class JackpotLayout:
    """Rack rows, Chance Space, header, dice and three lines; built once."""

    def __init__(self):
        from handheld import forget
        from handheld.art import jackpot as jackpot_art
        rack_bmp, dice_bmp, pal = jackpot_art.build()
        pocket = jackpot_art.pocket_bitmap()
        jackpot_art = None
        try:  # the sheets are drawn: drop the drawing code
            forget("handheld.art.jackpot")
        except KeyError:
            pass
        self.group = g = displayio.Group()
        self.head = Text(g, PANE_X, 0, PANE_COLS)
        rule = solid(WIDTH - PANE_X, 1)
        rule.x = PANE_X
        rule.y = 11
        g.append(rule)
        self.rows = []
        for r in range(len(R.ROWS)):
            t = displayio.TileGrid(rack_bmp, pixel_shader=pal, width=len(R.ROWS[r]), height=1,
                                   tile_width=CELL, tile_height=CELL,
                                   x=RACK_X + r * (CELL // 2), y=RACK_Y - r * CELL)
            g.append(t)
            self.rows.append(t)
        pal_t = displayio.Palette(2)
        pal_t[0] = 0
        pal_t[1] = 0xFFFFFF
        pal_t.make_transparent(0)
        g.append(displayio.TileGrid(pocket, pixel_shader=pal_t, x=CHANCE_X - 2, y=CHANCE_Y - 2))
        self.chance = displayio.TileGrid(rack_bmp, pixel_shader=pal, width=1, height=1,
                                         tile_width=CELL, tile_height=CELL,
                                         x=CHANCE_X, y=CHANCE_Y)
        g.append(self.chance)
        self.dice = displayio.TileGrid(dice_bmp, pixel_shader=pal, width=4, height=1,
                                       tile_width=DIE_W, tile_height=DIE_W,
                                       x=WIDTH - 4 * DIE_W, y=DICE_Y)
        g.append(self.dice)
        self.l1 = Text(g, PANE_X, 28, PANE_COLS)
        self.l2 = Text(g, PANE_X, 38, PANE_COLS)
        self.l3 = Text(g, PANE_X, 48, PANE_COLS)

    def window(self, w, tile):
        r, i = _WHERE[w]
        self.rows[r][i] = tile


class JackpotTurn(Rolling):
    NAME = "jackpot_turn"

    def __init__(self, app):
        Rolling.__init__(self, app, noise=4321)
        self.declined = False  # the Chance Option was declined this turn
        self.boxes = []        # where the cursor can go this step
        self.syms = ()         # the symbols the player may take
        self.points = {}       # (box, detail) -> the rack's score after it
        self.cursor = 0
        self.sym = 0           # index into syms
        self._step()

    def enter(self):
        app = self.app
        lay = app.layouts.get("jackpot")
        if lay is None:
            lay = app.layouts["jackpot"] = JackpotLayout()
        self.lay = lay
        self.group = lay.group
        self.draw()

    # ----- the step being chosen ---------------------------------------------
    def mode(self):
        g = self.app.game
        if not g.rolled:
            return ROLL
        if g.option_open and not self.declined:
            return CHANCE_OPTION
        return PLACE

    def _step(self):
        """Targets and points for the step now due; the cursor on the best."""
        g = self.app.game
        mode = self.mode()
        self.points = {}
        self.boxes = []
        if mode == ROLL:
            return
        for c in g.choices():
            if (c.detail == OPTION) == (mode == CHANCE_OPTION):
                self.points[(c.box, c.detail)] = c.points
                if c.box not in self.boxes:
                    self.boxes.append(c.box)
        # unique keys (a column's windows share an x): MicroPython's sort is not stable
        self.boxes.sort(key=lambda b: (_X[b] * 32 + b if b < R.WINDOWS else 99999 + b))
        if mode == CHANCE_OPTION:
            self.boxes.insert(len(self.boxes) - 1, CHANCE_SPACE)  # leave it: before SUPPLY
            self.syms = (OPTION,)
            self.cursor = self.boxes.index(CHANCE_SPACE)
            self.sym = 0
            return
        self.syms = g.allowed_symbols()
        best = -1
        for b in range(len(self.boxes)):
            for s in range(len(self.syms)):
                p = self.points.get((self.boxes[b], self.syms[s]), -1)
                if p > best:
                    best, self.cursor, self.sym = p, b, s

    # ----- drawing ---------------------------------------------------------------
    def _show_dice(self, tumbling):
        g = self.app.game
        grid = self.lay.dice
        for i in range(4):
            if tumbling:
                grid[i] = die_tile(self.tumble(4))
            else:
                grid[i] = die_tile(g.dice[i] if g.rolled else None)

    def draw(self):
        g = self.app.game
        lay = self.lay
        seat = g.seat
        rack = g.racks[seat]
        mode = self.mode()
        total = "%d" % g.total(seat)
        who = "%s R%d/%d" % (g.player, g.round + 1, ROUNDS)
        if len(who) + len(total) >= PANE_COLS:
            who = who[:-2]  # "ANN R2" when the total is long
        lay.head.set(row(who, total, PANE_COLS))
        box = self.boxes[self.cursor] if mode != ROLL else None
        for w in range(R.WINDOWS):
            s = rack[w]
            if s != R.EMPTY:
                t = sym_tile(s)
            elif w == box:
                t = sym_tile(g.chance[seat] if mode == CHANCE_OPTION else self.syms[self.sym], True)
            else:
                t = OPEN_TILE if R.is_open(rack, w) else EMPTY_TILE
            lay.window(w, t)
        c = g.chance[seat]
        if mode == CHANCE_OPTION and box != CHANCE_SPACE:
            t = EMPTY_TILE  # the Chance tile is leaving
        elif c != R.EMPTY:
            t = sym_tile(c, box == CHANCE_SPACE)
        elif box == CHANCE_SPACE:
            t = sym_tile(self.syms[self.sym], True)
        else:
            t = OPEN_TILE
        lay.chance[0] = t
        self._show_dice(self.frames > 0)
        if mode == ROLL:
            lay.l1.set("DN:undo" if self.app.mine() == seat else "A: roll")
            lay.l2.set("score %d" % g.rack_score(seat))
            lay.l3.set("B,A: leave")  # B: the scorecards, A there: leave (every turn)
            return
        lay.l1.set(KINDS[g.kind])
        if mode == CHANCE_OPTION:
            lay.l2.set("Chance tile")  # it may move: the option, in plain words
            if box == CHANCE_SPACE:
                lay.l3.set("leave it")
            elif box == SUPPLY:
                lay.l3.set("to supply")
            else:
                lay.l3.set("score %d" % self.points[(box, OPTION)])
            return
        step = "Tile"
        if g.kind == FOUR:
            step = "Tile %d/2" % (g.placed + 1)
        lay.l2.set(step + (" ^v" if len(self.syms) > 1 else ""))
        lay.l3.set("score %d" % self.points[(box, self.syms[self.sym])])

    # ----- actions ---------------------------------------------------------------
    def roll(self):
        """One roll a turn: a press after it does nothing."""
        if not self.app.game.rolled:
            Rolling.roll(self)

    def _keep(self):
        return ()

    def _rolled(self):
        self.declined = False
        self._step()

    def _landed(self):
        if self.app.game.kind == FOUR:
            self.hw.beep("fanfare")

    def shake(self):
        self.roll()

    def press(self, button):
        app = self.app
        g = app.game
        if self.frames:
            self._settle()
        if button == buttons.B:
            app.scorecard(self, g.seat, pause=True)
            return
        mode = self.mode()
        if mode == ROLL:
            if button in (buttons.A, buttons.UP):
                self.roll()
            elif button == buttons.DOWN and app.mine() == g.seat:
                from handheld.screens import takeback
                takeback.ask(app, self)
            return
        n = len(self.boxes)
        if button == buttons.LEFT:
            self.cursor = (self.cursor - 1) % n
        elif button == buttons.RIGHT:
            self.cursor = (self.cursor + 1) % n
        elif button in (buttons.UP, buttons.DOWN) and len(self.syms) > 1:
            step = 1 if button == buttons.UP else -1
            box = self.boxes[self.cursor]
            for _ in range(len(self.syms)):  # the next symbol this box takes
                self.sym = (self.sym + step) % len(self.syms)
                if (box, self.syms[self.sym]) in self.points:
                    break
        elif button == buttons.A:
            self.choose()
            return
        self.draw()

    def choose(self):
        """Carry out the step under the cursor; save; move on."""
        box = self.boxes[self.cursor]
        if self.mode() == CHANCE_OPTION:
            if box == CHANCE_SPACE:
                self.declined = True
            else:
                self._play(box, OPTION)
                return
            self._step()
            self.draw()
            return
        self._play(box, self.syms[self.sym])

    def _play(self, box, detail):
        app = self.app
        g = app.game
        name = g.player
        seat = g.seat
        r0 = g.round
        pts = self.points.get((box, detail), 0)  # the rack's score after it
        from yahtzee_core.errors import IllegalMove
        try:
            g.score(box, detail)
        except IllegalMove as e:
            from handheld.screens.message import Message
            app.go(Message(app, "NOT ALLOWED", str(e), lambda: app.go(self)))
            return
        self.hw.beep("click")
        if g.over:
            app.hw.storage.end_game(g)  # counted in the statistics, then cleared
            app.saved = None
        else:
            app.save()
        if g.rolled and g.seat == seat:  # more of this turn: the next step
            self._step()
            self.draw()
            return
        if detail == OPTION:
            last = "%s: chance tile moved" % name
        elif box == CHANCE_SPACE:
            last = "%s: %s to chance" % (name, R.SYMBOL_NAMES[detail])
        else:
            last = "%s: %s, rack %d" % (name, R.SYMBOL_NAMES[detail], pts)
        if g.round != r0:
            from handheld.screens.jackpot_round import JackpotRound
            app.go(JackpotRound(app, r0))  # the round's table, not this tile
        else:
            app.continue_game(last)
