"""What the three turn screens (classic/Power, Word, Jackpot) share: a
roll made, saved and then shown tumbling.

A roll is made in the core and saved at once, then shown: for FRAMES
frames of FRAME_TIME seconds the free dice show random faces (tile
indices only, nothing allocated); any press ends it early. A screen
built on ``Rolling`` supplies:

    _keep()         the dice that stay put (indices)
    _rolled()       after a roll is saved: reset what the turn shows
    _show_dice(t)   the dice as rolled, or tumbling (t True): faces from
                    ``tumble(n)``
    _landed()       the tumble is over (a fanfare, Word's spelling...)
    draw()          the whole screen
"""

from handheld.screens import Screen

FRAMES = 8
FRAME_TIME = 0.07


class Rolling(Screen):
    def __init__(self, app, noise=12345):
        Screen.__init__(self, app)
        self.frames = 0        # frames of tumbling still to show
        self.next_frame = 0.0
        self.noise = noise     # the tumble's pseudo-random faces
        self.msg = None        # why a roll was refused, shown by draw()

    def tumble(self, n):
        """A face 0..n-1 for a die in the air (not the game's RNG: the
        roll itself is already made)."""
        self.noise = (self.noise * 75 + 74) % 65537
        return self.noise % n

    def roll(self):
        """Roll the dice not kept: refused with the rule's reason on
        screen, or made, saved and shown tumbling."""
        app = self.app
        g = app.game
        if self.frames:
            self._settle()
        keep = self._keep()
        if len(keep) == g.NDICE:
            self.msg = "All dice held: free one to roll"
            self.draw()
            return
        from yahtzee_core.errors import IllegalMove
        try:
            g.roll(keep)
        except IllegalMove as e:
            self.msg = str(e)
            self.draw()
            return
        app.save()
        self.msg = None
        self._rolled()
        self.hw.beep("roll")
        self.frames = FRAMES
        self.next_frame = self.hw.monotonic()
        self.draw()

    def _rolled(self):
        pass

    def _settle(self):
        """End the tumble: the dice as rolled."""
        self.frames = 0
        self._landed()
        self._show_dice(False)

    def _landed(self):
        pass

    def tick(self, now):
        if not self.frames:
            return False
        if now >= self.next_frame:
            self.frames -= 1
            self.next_frame = now + FRAME_TIME
            if self.frames:
                self._show_dice(True)
            else:
                self._settle()
        return self.frames > 0
