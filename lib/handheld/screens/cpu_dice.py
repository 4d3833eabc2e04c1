"""A computer seat's turn with its dice drawn as a person's turn draws
them, on the same layout (handheld/turn_layout.py, kept for the CPU's
turn with the dice sheet: the phase "cpu_dice", handheld/phases.py):
the dice it held for its roll inverted, ``Roll 2 of 3`` (Power:
``Roll 2  x2``) under them, then its box and points with the dice it
scored. Classic's, and Power's on the game's own firmware
(handheld/cpu.py, ``draws_dice``); its moves, pace and keys are
screens/cpu_turn.py's, and a turn told in text lines does not load this
module."""

from handheld.screens.cpu_turn import CpuTurn


def roll_status(g):
    if g.VARIANT == "power":
        return "Roll %d  x%d" % (g.rolls_used, g.multiplier)
    return "Roll %d of %d" % (g.rolls_used, g.ROLLS)


class CpuDiceTurn(CpuTurn):
    drawn = True

    def __init__(self, app):
        CpuTurn.__init__(self, app)
        g = app.game
        self.lay = None
        self.shown = g.dice  # the dice on screen (after a box: the dice it scored)
        self.kept = ()       # the dice it held for its last roll
        self.status = roll_status(g) if g.rolled else ""

    def enter(self):
        from handheld.turn_layout import layout
        self.lay = layout(self.app, self.app.game.NDICE)
        self.lay.arrow.hidden = True
        self.group = self.lay.group
        self._draw()

    def _draw(self):
        from handheld.turn_layout import POWER_DIE, tile
        g = self.app.game
        lay = self.lay
        lay.head.set(self.head())
        power = g.VARIANT == "power"
        shown = self.shown
        for i in range(g.NDICE):
            lay.dice[i] = tile(shown[i] if shown else 0, i in self.kept, power and i == POWER_DIE)
        lay.status.set(self.status)
        lay.hint.set("A: skip   B: scores")

    def rolled(self, g, m):
        self.shown, self.kept = g.dice, tuple(m.keep)
        self.status = roll_status(g)

    def scored(self, dice):
        self.shown, self.kept = dice, ()
