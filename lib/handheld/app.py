"""The handheld app: the screens and the flow of a game.

The step contract (see handheld/boot.py)::

    app = App(hw)      # builds the title screen
    app.step()         # handles pending presses and shakes, advances any
                       # animation by hw.monotonic(); True while moving
    boot.run_loop(App(hw), hw)   # the board (boot imports the app, never
                                 # the other way: docs/CONVENTIONS.md)

Buttons: UP/DOWN/LEFT/RIGHT move, A selects (and holds a die), B goes
back (and shows the scorecard during a turn). Rolling: shake, or press UP
on the turn screen (A too before the first roll of a turn). See docs/UI.md.

Saving: after every roll and every scored box the game is written with
``hw.storage.save_game``; a finished game is cleared. Dice come from the
core's RNG, seeded from ``hw.entropy()`` at a new game; its state is in
the save, so a resumed game rolls the same dice.
"""

import gc
import sys

from handheld import forget
from handheld.widgets import BigLayout, ListLayout

DEFAULT_NAMES = ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL")


class App:
    """Holds the hardware, the game being played and the current screen."""

    def __init__(self, hw):
        """The app on ``hw``, its first screen up. Its fields are set by
        handheld/app_start.py, loaded for the power-up and let go."""
        from handheld.app_start import build
        build(self, hw, DEFAULT_NAMES)
        build = None
        forget("handheld.app_start")
        from handheld.saved_game import first_screen  # (read at power-up only)
        first_screen(self)
        forget("handheld.saved_game")

    # ----- layouts shared by screens (built once) -------------------------
    def lists(self):
        if self._lists is None:
            self._lists = ListLayout()
        return self._lists

    def big(self):
        if self._big is None:
            self._big = BigLayout()
        return self._big

    def dice_sheet(self):
        """The prebuilt dice tiles (bitmap, palette, arrow bitmap), made
        once; the drawing code is then forgotten (screens keep only
        its constants)."""
        if self._dice is None:
            from handheld.art import dice as dice_art
            bmp, pal = dice_art.build()
            self._dice = (bmp, pal, dice_art.cursor_bitmap(pal))
            dice_art = None
            forget("handheld.art.dice")
        return self._dice

    # ----- the loop ---------------------------------------------------------
    def go(self, screen):
        """Make ``screen`` the current one. The module of a screen left
        behind is forgotten unless it is one of the turn's own (``keep``,
        handheld/phases.py's TURN_SCREENS), so
        the menu's screens do not sit in RAM during a game, nor the
        game's after it."""
        old = self.screen
        self.screen = screen
        screen.enter()
        self.rest.shown(screen)  # the battery gauge, on the screens that show it
        d = self.hw.display
        if d is not None and screen.group is not None and d.root_group is not screen.group:
            d.root_group = screen.group
        if old is not None:
            name = old.__class__.__module__
            if name != screen.__class__.__module__ and name not in self.keep and name in sys.modules:
                forget(name)
        old = None
        gc.collect()
        self.hw.debug_mem(screen.NAME)

    def step(self):
        if self.later is not None:
            # asked for in the last step: its frame, whose dead stack slots
            # the board's GC still saw (the screen that asked, and all it
            # held: 6 KB in a 1-seat game), has returned since
            run, self.later = self.later, None
            run()
            return True
        hw = self.hw
        rest = self.rest
        if rest.asleep:  # dozing, screen off: a press only wakes
            return rest.doze()
        while self.later is None:
            e = hw.next_event()
            if e is None:
                break
            if e[1]:
                rest.touched = True
                self.screen.press(e[0])
            else:
                self.screen.release(e[0])
        if self.later is None and hw.shaken():
            rest.touched = True
            self.screen.shake()
        if self.later is not None:
            return True
        now = hw.monotonic()
        # busy too when the tick leaves work for the next step (a CPU's
        # turn done, another CPU next): idle, the simulator stopped there
        busy = self.screen.tick(now) or self.later is not None
        if rest.touched or now >= rest.due:
            rest.update(now, busy)  # dims, warns; sleeps (a deep sleep does not return)
        return busy

    def enter(self, phase):
        """Let go of all that ``phase`` does not hold: the game's modules,
        players and pictures (the table: handheld/phases.py)."""
        from handheld.phases import enter
        enter(self, phase)
        enter = None
        forget("handheld.phases")

    # ----- the saved game ---------------------------------------------------
    def resume(self):
        """Load the saved game and go to its next screen (handheld/saved_game.py)."""
        from handheld.saved_game import resume
        resume(self)
        forget("handheld.saved_game")

    def keep_journal(self):
        """Note the game's moves from now on (yahtzee_core.journal), so
        the store saves each as a few bytes after the whole game."""
        from yahtzee_core.journal import keep
        keep(self.game)

    def save(self, new=False):
        """Keep the game as it is now (after each roll and each score);
        ``new``: a new game, at its start (over any game saved before)."""
        g = self.game
        self.hw.storage.save_game(g.save(), getattr(g, "journal", None), new)
        if hasattr(g, "journal"):
            g.journal = bytearray()  # saved: the next save's moves start here
        self.saved = (self.game.VARIANT, self.game.players)

    # ----- the flow of a game -----------------------------------------------
    def continue_game(self, last=None):
        """The next screen for the game as it stands; ``last`` says what the
        player before just scored (for the pass screen, and the status line
        of a one-player game's next turn)."""
        self.last = last
        self.playing = True
        g = self.game
        if getattr(self.hw, "heap_short", 0) and g.phase and not g.over:  # (the roll-off saves once done)
            from handheld.reloaded import restart
            restart(self)  # a soft reload took heap: the game saved, the board resets
        if g.phase == 0:  # ROLL_OFF
            from handheld.screens.rolloff import RollOff
            self.go(RollOff(self))
            return
        if g.over:
            self.hw.storage.end_game(g)  # counted in the statistics, then cleared
            self.saved = None
            from handheld.screens.gameover import GameOver
            self.go(GameOver(self))
            return
        if g.player != g.player.upper():  # a CPU's name (handheld/cpu.py)
            if self.mine() is None:
                self.cpu_next()
            else:  # a person's box, nothing since: a pause to take it back
                from handheld.screens.passing import Pass
                self.go(Pass(self, last))
            return
        # a person's turn after a CPU's: its code is loaded (importing
        # handheld.cpu to find out there is none would cost a load a turn)
        if "handheld.cpu" in sys.modules or self.cpus is not None:
            self.enter("person")
        if self.persons() > 1 and not g.rolled:
            from handheld.screens.passing import Pass
            self.go(Pass(self, last))  # it prices the coach's notes
        else:  # one person: the handheld stays in the same hands
            self._after_screen(self._solo_turn)

    def persons(self):
        """How many seats persons play (a CPU's name has lower-case
        letters, handheld/cpu.py): with one, no pass screen."""
        return len([n for n in self.game.players if n == n.upper()])

    def mine(self):
        """The seat whose last box may be taken back now, or None: the core
        allows it (nothing rolled since, the game not over) and it is a
        person's: a CPU's turn is never given to the buttons (the screens
        that ask: screens/takeback.py)."""
        g = self.game
        s = g.undo_seat
        if s is None:
            return None
        name = g.players[s]
        return s if name == name.upper() else None

    def cpu_next(self):
        """The CPU to play takes its turn, once the asking screen returned."""
        self._after_screen(self._cpu_turn)

    def _after_screen(self, run):
        """Do ``run`` once the screen that called has returned (``step``),
        or now if none is running (a game resumed at boot): a screen still
        running holds its module's code and what it shows."""
        if self.screen is None:
            run()
        else:
            self.later = run

    def _let_screen_go(self):
        """Forget the screen that has returned, and its module unless it is
        one of the turn's own (``keep``), before the next one loads."""
        if self.screen is not None:
            name = self.screen.__class__.__module__
            self.screen = None
            if name not in self.keep and name in sys.modules:
                forget(name)
        gc.collect()

    def _solo_turn(self):
        """A one-seat game's next turn. The coach prices its notes first,
        with the screen that scored let go: the box list held the turn's
        screen, layout and dice, and with them the pricing left 59,944
        bytes on the firmware (classic, 1 seat, .py)."""
        self._let_screen_go()
        self.price_choices()
        self.turn()

    def coached(self):
        """Whether the coach notes the persons' choices (handheld/coach.py):
        in classic, with a CPU seat, or once a hint was asked."""
        g = self.game
        if g.VARIANT != "classic" or getattr(self.hw, "table_problem", None):
            return False  # (no value table: the coach is off, handheld/assets.py)
        if self.review is not None and self.review[0] is g:
            return True
        for name in g.players:
            if name != name.upper():  # a CPU's (handheld/cpu.py)
                return True
        return False

    def notes(self):
        """The coach's notes on this game, started if need be (once a hint
        is asked, or the first choice in a game with a CPU seat): [game,
        the costliest choices, the choices not yet priced]."""
        rec = self.review
        if rec is None or rec[0] is not self.game:
            rec = self.review = [self.game, [], []]
        return rec

    def price_choices(self):
        """Price the coach's notes not yet priced, with no person's turn
        screen loaded (the pass screen calls it, then loads them again;
        a CPU's turn prices its own way, handheld/coach.py). Between
        persons' turns the turn's screens stay (``keep``); the phase
        "pricing" lets them go (handheld/phases.py)."""
        rec = self.review
        if rec is not None and rec[0] is self.game and rec[2]:
            self.enter("pricing")
            gc.collect()
            from handheld.coach import price
            price(self)
            forget("handheld.coach")
            forget("handheld.cpu")
            self.phase = "person"  # priced: the person's turn (its screens load)

    def _cpu_turn(self):
        """The CPU's turn screen. Called from ``step`` once the screen that
        ended the last turn has returned: a person's screen still running
        holds its module's code (the phase lets it go)."""
        from handheld.cpu import draws_dice
        dice = draws_dice(self)
        self.enter("cpu_dice" if dice else "cpu")
        self._let_screen_go()  # before the CPU's code comes
        if dice:
            from handheld.screens.cpu_dice import CpuDiceTurn as CpuTurn
        else:
            from handheld.screens.cpu_turn import CpuTurn
        self.go(CpuTurn(self))

    def turn(self):
        # A turn's screens use neither the big layout (pass screen, initials:
        # built again when next needed) nor, in Word and Jackpot, the
        # numbered dice sheet (the title's): let them go for the turn's
        # heap (docs/UI.md, "Cuts for the board's 60 KB margin").
        self._big = None
        if self.game.VARIANT in ("word", "jackpot"):
            self._dice = None
        if self.game.VARIANT == "word":
            from handheld.screens.word_turn import start_turn
            start_turn(self)
            return
        if self.game.VARIANT == "jackpot":  # one roll, tiles into a rack
            from handheld.screens.jackpot_turn import JackpotTurn
            self.go(JackpotTurn(self))
            return
        from handheld.screens.turn import Turn
        self.go(Turn(self))

    def box_list(self, held=None, first=None, at=None, roll=False):
        """After the coach's hint (screens/hint.py): the box list again, its
        cursor on ``at`` ((box, detail) the hint named; None: the hint's
        row), the turn screen behind it with the dice ``held``; ``roll``:
        that turn screen itself (the hint's hold done). With ``first``
        (Power's DOUBLE), the list for the second box."""
        self.phase = "person"  # the hint done: a person's turn again (its screens load)
        from handheld.screens.scoring import Scoring
        if first is not None:
            s = Scoring(self, first=first)
        else:
            from handheld.screens.turn import Turn
            turn = Turn(self)
            if held is not None:
                turn.held[:] = held
            if roll:
                self.go(turn)
                return
            s = Scoring(self, turn)
        s.select(*(at or (None,)))
        self.go(s)

    def scored(self, summary):
        """A box was filled: save and move on."""
        g = self.game
        if not g.over:
            self.save()
        if not g.over and g.rolled:  # Power's DOUBLE: the same roll again
            from handheld.screens.scoring import Scoring
            self.go(Scoring(self))
        else:
            self.continue_game(summary)

    def menu(self):
        self.enter("menu")  # a game left for the menu is Resume's to read again
        from handheld.screens.menu import Menu
        self.playing = False
        self.go(Menu(self))

    def scorecard(self, back, seat, pause=False):
        """Show ``seat``'s scorecard; B returns to ``back``. Screens open
        it through here, so the scorecard (which imports the Word and
        Jackpot screens for their sheets) is imported by none of them."""
        from handheld.screens.scorecard import Scorecard
        self.go(Scorecard(self, back, seat, pause))

