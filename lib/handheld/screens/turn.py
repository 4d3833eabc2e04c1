"""The turn: whose turn, the running total, the dice (held ones white),
rolls left and what the Power die did.

    LEFT/RIGHT  move the arrow under the dice
    A           hold / release that die (before the first roll: roll;
                with no rolls left: choose a box)
    UP, shake   roll the dice that are not held
    DOWN        choose a box (the scoring list); before the roll, take
                back this player's own last box (screens/takeback.py)
    B           scorecards

A roll is made and saved at once, then shown: for 0.56 s the free dice
tumble (handheld.screens.rolling, shared with Word and Jackpot); any press
ends it early.
"""

from handheld import buttons
from handheld.screens.rolling import Rolling
from handheld.turn_layout import POWER_DIE, TILE_W, DIE, layout, tile
from handheld.widgets import row, wrap

DOUBLE, FREEZE, POWER = 4, 5, 6


class Turn(Rolling):
    NAME = "turn"

    def __init__(self, app):
        Rolling.__init__(self, app)
        g = app.game
        self.power = g.VARIANT == "power"
        self.n = g.NDICE
        self.held = bytearray(self.n)
        self.cursor = 0

    def enter(self):
        self.lay = lay = layout(self.app, self.n)
        self.group = lay.group
        self.draw()

    # ----- drawing -------------------------------------------------------
    def _fourth(self):
        g = self.app.game
        return self.power and g.rolls_used == g.ROLLS and g.rolls_left > 0

    def _show_dice(self, tumbling):
        g = self.app.game
        grid = self.lay.dice
        dice = g.dice
        for i in range(self.n):
            held = bool(self.held[i]) or (i == POWER_DIE and self._fourth())
            if tumbling and not held:
                face = 1 + self.tumble(6)
            else:
                face = dice[i] if dice else 0
            grid[i] = tile(face, held, self.power and i == POWER_DIE)

    def draw(self):
        g = self.app.game
        lay = self.lay
        seat = g.seat
        lay.head.set(row("%s  %s" % (g.player, "" if len(g.players) == 1 else "(%d/%d)" % (seat + 1, len(g.players))),
                         "%d pts" % g.total(seat)))
        self._show_dice(self.frames > 0)
        lay.arrow.x = lay.x0 + self.cursor * TILE_W + (DIE - 7) // 2
        lay.arrow.hidden = not g.rolled or g.rolls_left == 0
        if self.msg:  # a rule said no: its reason, on both lines
            lines = wrap(self.msg)
            lay.status.set(lines[0])
            lay.hint.set(lines[1] if len(lines) > 1 else "")
            return
        lay.status.set(self._status())
        if not g.rolled:  # B: the scorecards, A there: leave (every turn: undo takes A:roll's place)
            hint = "DN:undo  B,A: leave" if self.app.mine() == g.seat else "A:roll  B,A: leave"
        elif g.rolls_left:
            hint = "A:hold UP:roll DN:box"
        else:
            hint = "A or DOWN: pick a box"
        lay.hint.set(hint)

    def _status(self):
        g = self.app.game
        if not g.rolled:
            last = self.app.last
            if last and self.app.persons() == 1:  # no pass screen: say it here
                return last
            return "Roll the dice!"
        left = g.rolls_left
        if not self.power:
            if left == 0:
                return "No rolls left"
            return "Roll %d - %d more" % (g.rolls_used, left)
        face = g.power_face
        if g.placed:
            return "DOUBLE: 2nd box x2"
        if face == FREEZE:
            return "FREEZE! Score it x1"
        if self._fourth():
            return "POWER! 4th roll x3"
        if face == DOUBLE:
            what = "DOUBLE x2+x2"
        elif face == POWER:
            what = "POWER x3"
        else:
            what = "Power x%d" % g.multiplier
        if left == 0:  # 21 characters at most: the line's width
            return "No rolls " + what
        return "Roll %d/3 %s" % (g.rolls_used, what)

    # ----- actions (Rolling.roll makes the roll) ----------------------------
    def roll(self):
        g = self.app.game
        if g.rolled and self.app.coached():  # the coach's review notes the hold
            from handheld.coach import note_keep
            note_keep(self.app, self._keep())
        Rolling.roll(self)

    def _keep(self):
        keep = [i for i in range(self.n) if self.held[i]] if self.app.game.rolled else []
        if self._fourth() and POWER_DIE not in keep:
            keep.append(POWER_DIE)
        return keep

    def _landed(self):
        d = self.app.game.dice
        if d[0] == d[1] == d[2] == d[3] == d[4]:
            self.hw.beep("fanfare")

    def press(self, button):
        app = self.app
        g = app.game
        if self.frames:
            self._settle()
        self.msg = None
        if button == buttons.UP:
            self.roll()
            return
        if button == buttons.A and (not g.rolled):
            self.roll()
            return
        if button == buttons.DOWN or (button == buttons.A and g.rolls_left == 0):
            if g.rolled:
                from handheld.screens.scoring import Scoring
                app.go(Scoring(app, self))
                return
            if app.mine() == g.seat:
                from handheld.screens import takeback
                takeback.ask(app, self)
                return
        elif button == buttons.A:
            i = self.cursor
            if i == POWER_DIE and self._fourth():
                self.msg = "POWER die stays put"
            else:
                self.held[i] ^= 1
        elif button == buttons.LEFT:
            self.cursor = (self.cursor - 1) % self.n
        elif button == buttons.RIGHT:
            self.cursor = (self.cursor + 1) % self.n
        elif button == buttons.B:
            app.scorecard(self, g.seat, pause=True)
            return
        self.draw()

    def shake(self):
        g = self.app.game
        if g.rolls_left or not g.rolled:
            self.roll()
