"""The board and the desktop simulator in lockstep.

``Mirror`` stands in for a host_sim ``Sim`` under the project's CPython UI
drivers (tests/ui_play.py and friends): every press and shake goes to the
emulated board first, then to the simulator, and once the simulator is
idle the board's decoded OLED must show the very same pixels. The board's
game seed (printed with YZ_DEBUG_MEM on) is handed to the simulator as the
game starts, so both roll the same dice; the drivers decide from the
simulator's state, and the board, which they cannot see, must keep up.
"""

import os
import re

from host_sim.sim import Sim

_SEED = re.compile(r"seed (\d+)")
SHAKE_REST_MS = 1000  # handheld/shake.py REST_MS (800), and a margin


class Mismatch(AssertionError):
    pass


class Mirror:
    def __init__(self, board, settings=None, out_dir=None, wait_ms=8000):
        self.board = board
        # on USB power as the emulated Pico (board_emu/board.js): the gauge a plug on both
        # the app as the board's code is held: frozen in, or on the drive
        self.sim = Sim(seed=0, settings=dict(settings or {}), usb=True, vsys=4.7, frozen=board.frozen)
        self.out_dir = out_dir
        self.wait_ms = wait_ms
        self.idle_ms = 100
        self.poll_ms = 100  # how often check() compares the board's screen
        self.matched_ms = 0  # the board's clock when check() last matched
        self._t0 = 0
        self.checks = 0
        self.seeds = []
        self._seed_pos = 0
        self._last_shake = -SHAKE_REST_MS
        self.marks = []  # (where the board's console was, what the driver did next): ``mark``

    @property
    def powered(self):
        return self.board.powered

    def __getattr__(self, name):  # everything else is the simulator's
        return getattr(self.sim, name)

    # --- power -------------------------------------------------------------------
    def boot(self):
        self.board.power_on()
        self._seed_pos = 0
        self.sim.boot()
        self.sim.hw.entropy = self._board_seed
        self.sim.run_until_idle()
        self.check("boot")
        return self

    # --- input -----------------------------------------------------------------------
    def _board_seed(self):
        """The simulator's app wants a seed for a new game: the board is
        starting the same game; run it until it prints its seed."""
        self.board.run_until("seed ", 20000, since=self._seed_pos)
        m = _SEED.search(self.board.console, self._seed_pos)
        if m is None or "\r" not in self.board.console[m.end():m.end() + 2]:
            self.board.run(50)  # the rest of the line
            m = _SEED.search(self.board.console, self._seed_pos)
        self._seed_pos = m.end()
        self.seeds.append(int(m.group(1)))
        return self.seeds[-1]

    def mark(self, why):
        """The driver says what its next press does ("a zero confirmed");
        whatever the board prints from here to the next mark follows from
        it (``moment``)."""
        self.marks.append((len(self.board.console), why))

    def moment(self, pos):
        """What the driver had last done when the board printed at ``pos``
        of its console (``mark``), or None before the first mark."""
        why = None
        for at, w in self.marks:
            if at > pos:
                break
            why = w
        return why

    def press(self, name, hold=0.08):
        self.board.press(name)
        self.sim.press(name, hold)

    def shake(self, *args, **kwargs):
        """A shake, once the last one's rest is over on the board: the
        detector ignores a switch for 800 ms after a shake (one vigorous
        shake rolls once), and the board, quicker to settle than the
        simulator's clock, could shake again inside that rest."""
        since = self.board.ms - self._last_shake
        if since < SHAKE_REST_MS:
            self.wait((SHAKE_REST_MS - since) / 1000)
        self.board.shake()
        self._last_shake = self.board.ms
        return self.sim.shake(*args, **kwargs)

    def wait(self, seconds):
        """Let ``seconds`` pass on both sides: the simulator's virtual clock
        and the board's emulated one. Without it a driver's wait (the
        Jackpot round table's 1 s lock-out) passed in the simulator only,
        and the board, still locked, ignored the A the simulator took."""
        self.board.run(int(seconds * 1000) + self.idle_ms)
        self.sim.wait(seconds)
        self.check("after a wait")
        return self

    def run_until_idle(self, *args, **kwargs):
        r = self.sim.run_until_idle(*args, **kwargs)
        self.check()
        return self if r is self.sim else r

    # --- timing the board's answers -------------------------------------------------
    def clock_start(self):
        """Time the board's answer to the next presses (a driver's
        ``timed``): from now to the frame that matched last, read with
        ``clock_read``; the screen is compared every 20 ms meanwhile."""
        self.poll_ms = 20
        self._t0 = self.board.ms

    def clock_read(self):
        """Emulated ms from ``clock_start`` to the last matching frame
        (to within 20 ms: the compare's step)."""
        self.poll_ms = 100
        return self.matched_ms - self._t0

    # --- the screens must agree ------------------------------------------------------
    def check(self, what="after a press"):
        if not self.board.powered:
            return  # a cut: the driver's next press raises PowerOff
        want = self.sim.pixels()
        b = self.board
        waited = 0
        while True:
            if b.pixels() == want:
                self.checks += 1
                self.matched_ms = b.ms
                b.run(self.idle_ms)  # let it finish what follows the redraw
                return
            if waited >= self.wait_ms or not b.powered:
                break
            b.run(self.poll_ms)
            waited += self.poll_ms
        if not b.powered:
            # An armed cut (tests/firmware/powercuts.py) landed while the
            # board, slower than the simulator, was still catching up: a
            # cut, not a difference. The panel keeps whatever part of the
            # picture reached it (a half-sent refresh looked like a stale
            # lower half); the driver's next press raises PowerOff.
            return
        if self.out_dir:
            os.makedirs(self.out_dir, exist_ok=True)
            b.screenshot(os.path.join(self.out_dir, "mismatch_board.png"))
            self.sim.screenshot(os.path.join(self.out_dir, "mismatch_sim.png"))
        shown = [name for name, _ in b.mem_lines()[-3:]]
        tail = b.console[-600:]
        raise Mismatch("board screen differs from the simulator's %s (check %d, game seeds %s); the "
                       "board's app last entered %s (YZ_DEBUG_MEM lines), the simulator is on %s, showing:\n%s"
                       "\nthe board's console ends:\n%s"
                       % (what, self.checks, self.seeds, shown, self.sim.app.screen.NAME, self.sim.screen_text(),
                          tail))
