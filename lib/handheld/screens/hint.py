"""The coach's hint (classic and Power), asked from the box list: the
Expert's best play now and the final score it expects (handheld/coach.py).

With the code on the drive the Expert does not fit on the heap beside
the turn's screens at six seats (on the firmware, classic's is about
14 KB, Power's about 22 KB, with the turn's screens 13-15 KB). So this
screen says "Thinking..." (on the OLED before the think starts: its first
tick only ends the step), lets the turn's screens and layouts go, works
the hint out, lets the Expert go, and shows the answer. On the game's own
firmware (``app.roomy``: the code is in flash) the answer comes within
0.3 s, so it skips "Thinking...", and the Expert's code stays loaded
(handheld/new_game.py loads it as a game starts); the Expert itself stays
while the heap has room for it (``cpu.keep_coach``).

A does it: holds the dice it names on the turn screen (the player then
rolls), or puts the box list's cursor on the box it names (the player
then scores it with A); B goes back to the box list (on the named box,
else on the hint's row) with the dice held as they were. Both screens
are made again by the app (``App.box_list``).
"""

from handheld import forget
from handheld.screens import Screen


class Hint(Screen):
    NAME = "hint"

    def __init__(self, app, held, first=None):
        """``held``: the turn screen's holds (restored after); ``first``:
        the box list's DOUBLE note, for Power's second box. No screen is
        kept: their code can go while the Expert thinks."""
        Screen.__init__(self, app)
        self.held = bytes(held) if held is not None else None
        self.first = first
        self.done = False
        self.shown = False  # "Thinking..." sent to the screen (the step's show)
        self.keep = None  # the hint's hold (die indices), or
        self.at = None    # the box it names: (box, detail)

    def enter(self):
        if self.app.roomy:
            # the game's own firmware answers within 0.3 s: "Thinking..."
            # would only flash, and its picture (0.1 s) delay the answer
            self.shown = True
            return
        lay = self.app.lists()
        self.group = lay.group
        lay.show("HINT", ["", "Thinking...", "", "", ""])

    def tick(self, now):
        if self.done:
            return False
        if not self.shown:
            # the step that drew "Thinking..." ends here, and the board
            # sends the picture (boot.run_step's show) before the think:
            # the player sees at once that the press was taken
            self.shown = True
            return True
        self.done = True
        app = self.app
        g = app.game
        if g.VARIANT == "classic" and not app.coached():
            # asked once, the coach's review watches the game: said in the
            # journal at once (a W note, handheld/coach_saved.py), so that
            # a sleep, a power cut or a Resume keeps it watching
            app.notes()
            g.journal.extend(b"\x7c\x01W")
            app.save()
        app.enter("hint")  # the persons' turn screens and layouts go
        from handheld import cpu
        m = cpu.player(app, "coach", "expert").next_move(g)
        app.hw.debug_mem("hint")  # the Expert loaded: the hint's heap
        if not cpu.keep_coach(app):
            cpu.let_go(app, "coach")  # the next hint makes it again
            if not app.roomy:  # (where code is heap)
                forget("handheld.cpu")
        cpu = None
        if m.kind == "roll":
            self.keep = tuple(m.keep)
        else:
            self.at = (m.box, m.detail)
        from handheld.screens.message import Message
        m = Message(app, "HINT", text(g, m), self.do_it, self.back, "A: do it  B: back")
        m.hint = self  # a sleep comes back to the hint (handheld/wake.py)
        app.go(m)
        return True

    def do_it(self):
        if self.keep is None:
            self.back()
            return
        held = bytearray(len(self.held) if self.held is not None else self.app.game.NDICE)
        for i in self.keep:
            held[i] = 1
        self.app.box_list(held, roll=True)

    def back(self):
        self.app.box_list(self.held, self.first, self.at)  # through the app: no import circle


def text(g, m):
    """The hint as one short paragraph: the best hold or the best box now,
    and its expected final score (``Move.value``) when the player knows it."""
    if m.kind == "roll":
        keep = sorted(m.keep)
        where = None  # Power: the Power die, named apart (its 1, 2, 3 look like a die's)
        if g.VARIANT == "power":
            from yahtzee_core.power import FACE_NAMES, POWER_DIE
            if POWER_DIE in keep:
                keep.remove(POWER_DIE)
                where = "the Power die (%s)" % FACE_NAMES[g.dice[POWER_DIE]]
        held = " ".join([str(g.dice[i]) for i in keep])
        if where:
            what = "Hold %s, then roll." % (held + " and " + where if held else where)
        else:
            what = ("Hold %s and roll." % held) if held else "Roll all the dice."
    else:
        labels = getattr(g, "LABELS", None)
        label = labels[list(g.BOXES).index(m.box)] if labels else str(m.box)
        what = "Score %s." % label
    if m.value is None:
        return what
    return "%s Expected final score %d." % (what, int(m.value + 0.5))
