"""A computer seat's turn, shown as a person would play it: each roll,
the dice it holds, the box it picks, one move every few tenths of a
second (the YZ_CPU_PACE setting). A skips to the end of its turn; B
shows the scorecards. No pass screen: the device stays where it is.

Classic, and Power on the game's own firmware, draw the dice as a
person's turn does (screens/cpu_dice.py, a CpuTurn of its own); Word,
Jackpot, and Power on stock firmware tell the turn here, in text lines
("Roll 1: SCAMPER", "Roll 2: 3 3 5 6 1 DBL"; Jackpot's one roll and
its tiles in words, handheld/jackpot_words.py: "Pair of cherries",
"Cherry > 5"): a CPU's turn is the lowest heap of those games
(docs/FIRMWARE.md, "Room on stock firmware"; handheld/cpu.py,
``draws_dice``).

Every move is saved as it is made (as a person's), so a power cut in the
middle of a CPU's turn resumes there: the app sees a CPU's name on the
seat to play and comes back to this screen (handheld/cpu.py).
"""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row


# the Power die's faces (yahtzee_core.power.FACE_NAMES' order), short so
# a roll fits a row
POWER_FACES = ("", "x1", "x2", "x3", "DBL", "FRZ", "PWR")


def dice_text(game, dice):
    """The dice numbered ``dice`` (indices into the game's dice) as a
    line: faces, Word's letters; Power's die by its face."""
    faces = game.dice
    if game.VARIANT == "word":
        return "".join([chr(65 + faces[i]) for i in dice])
    if game.VARIANT != "power":
        return " ".join([str(faces[i]) for i in dice])
    from yahtzee_core.power import POWER_DIE  # (the game's rules: loaded)
    return " ".join([POWER_FACES[faces[i]] if i == POWER_DIE else str(faces[i]) for i in dice])


def box_label(game, box, detail=None):
    if game.VARIANT == "jackpot":  # a tile into the rack, in words
        from handheld.jackpot_words import box_label as said
        return said(game, box, detail)
    labels = getattr(game, "LABELS", None)
    boxes = getattr(game, "BOXES", None)
    if labels and boxes and box in boxes:
        return labels[list(boxes).index(box)]
    if isinstance(box, int):
        return "row %d" % (box + 1)
    return str(box)


class CpuTurn(Screen):
    NAME = "cpu_turn"
    drawn = False  # its dice told in lines (screens/cpu_dice.py draws them)

    def __init__(self, app):
        Screen.__init__(self, app)
        from handheld import cpu
        g = app.game
        self.seat = g.seat
        # made at the first move: the person's screens that called this
        # one (still on the stack now) are gone by then (handheld/cpu.py)
        self.player = None
        self.gap = cpu.pace(self.hw)
        self.lines = []
        self.due = None   # when the next move is made
        self.last = None  # what it scored, for the next pass screen
        self.rolls = g.rolls_used
        self.round_over = None  # Jackpot: the round its last tile ended
        self.status = ""  # its last box and points

    def enter(self):
        self.group = self.app.lists().group
        self._draw()

    def head(self):
        g = self.app.game
        return row("%s (CPU)" % g.players[self.seat], "%d pts" % g.total(self.seat))

    def _draw(self):
        lines = self.lines[-4:]
        while len(lines) < 4:
            lines.append("")
        lines.append("A: skip   B: scores")
        self.app.lists().show(self.head(), lines)

    def rolled(self, g, m):
        """After its roll: the dice it held and the roll, a line each
        (Jackpot: its one roll, in words)."""
        if g.VARIANT == "jackpot":
            from handheld.jackpot_words import dice_text as said  # (its own dice_text)
            self.lines.append(said(g))
            return
        if m.keep:
            self.lines.append("Holds " + dice_text(g, sorted(m.keep)))
        self.lines.append("Roll %d: %s" % (self.rolls, dice_text(g, range(len(g.dice)))))

    def scored(self, dice):
        """After its box (``dice``: the dice it scored): its line says it."""

    def _done(self):
        g = self.app.game
        return g.over or g.phase == 0 or g.seat != self.seat or (not g.rolled and self.last is not None)

    def _move(self):
        """Make, save and describe the CPU's next move."""
        app = self.app
        g = app.game
        self._load()
        m = self.player.next_move(g)
        before = g.total(self.seat)
        r0 = g.round if g.VARIANT == "jackpot" else None
        dice = g.dice  # the dice a box scores
        m.apply(g)
        if r0 is not None and g.round != r0:
            self.round_over = r0  # its tile ended the round: the table next
        if not g.over:
            app.save()
        self.hw.debug_mem("cpu_move")  # its thinking's heap: the players and Word's finder loaded
        if m.kind == "roll":
            self.rolls = getattr(g, "rolls_used", self.rolls + 1)
            self.rolled(g, m)
        else:
            pts = g.total(self.seat) - before
            label = box_label(g, m.box, m.detail)
            self.last = "%s: %s %d" % (g.players[self.seat], label, pts)
            self.status = row(label, "%d pts" % pts)
            self.lines.append(self.status)
            self.scored(dice)

    def _next(self):
        """After its turn: the round's table if its tile ended a Jackpot
        round (as after a person's), else the game goes on."""
        self.player = None  # the next screen may let the players' code go
        if self.app.cpus is not None:  # the next CPU makes its own (the code stays)
            self.app.cpus[1].pop(self.seat, None)
        if self.round_over is not None:
            g = self.app.game
            if g.over:  # counted now, as after a person's last tile: the table waits for A
                self.app.hw.storage.end_game(g)
                self.app.saved = None
            from handheld.screens.jackpot_round import JackpotRound
            self.app.go(JackpotRound(self.app, self.round_over))
        else:
            self.app.continue_game(self.last)

    def _load(self):
        if self.player is None:
            from handheld import cpu
            self.player = cpu.player(self.app, self.seat)
            if self.app.game.VARIANT == "classic" and self.app.review is not None:
                from handheld.coach import price  # the person's choices, with
                price(self.app)                   # the Expert's code loaded

    def tick(self, now):
        if self.due is None:  # its code loads (up to 1.3 s as .py) in the pace's wait
            self.due = now + self.gap
            self._load()
            return True
        if now < self.due:
            return True
        self.due = now + self.gap
        if self._done():
            self._next()
            return False
        self._move()
        self._draw()
        return True

    def press(self, button):
        if button == buttons.A:  # the rest of the turn at once
            while not self._done():
                self._move()
            self._next()
        elif button == buttons.B:
            self.app.scorecard(self, self.seat, pause=True)
