"""Where Blinka's displayio draws differently from CircuitPython's own.

The board runs CircuitPython's displayio (C); the simulator runs Blinka's
(Python). The firmware lockstep (board_emu/mirror.py) compares them pixel
for pixel, and where they part the firmware is right: the fix goes here,
applied once when the simulator starts, never in the app.

1. A full refresh (a new root group) and a TileGrid moved since it was last
   drawn. CircuitPython ends every refresh by recording each TileGrid's
   place as the place it was drawn. Blinka 2.7's full refresh records it
   only for a TileGrid never drawn before, so a moved one keeps its older
   place; hidden next, Blinka clears that older place and leaves the
   TileGrid on screen where the full refresh drew it. Seen as a stale
   strip of the list's highlight bar on the pass screen (columns 126-127,
   past the text) in the Power 6-seat firmware game, game seed 501617710,
   check 893; tests/test_sim_blinka.py replays the sequence.
"""


def apply():
    from displayio import TileGrid

    if getattr(TileGrid, "_pocket_yahtzee_fixed", False):
        return

    def _prepare_full_refresh(self):
        """A full refresh draws this TileGrid where it is now, or nowhere
        if hidden: record that as its drawn place."""
        if self._hidden_tilegrid or self._hidden_by_parent:
            self._previous_area.x2 = self._previous_area.x1
        else:
            self._current_area.copy_into(self._previous_area)

    TileGrid._prepare_full_refresh = _prepare_full_refresh
    TileGrid._pocket_yahtzee_fixed = True
