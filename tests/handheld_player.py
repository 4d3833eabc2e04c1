"""A player at the simulated handheld: each method is one thing a player
does, by buttons, shakes and the power switch alone, from wherever the
last one left the device (the title, the menu, a game's screens, the
game-over screens). After each, ``check()`` holds the NVM to the model
(tests/handheld_model.py). tests/test_handheld_model.py walks them in
random order; the regression tests call them in a fixed one.

A step that the device cannot take where it is (Resume with no saved
game, a take-back with nothing to take back) is skipped and says so:
``done`` is False.
"""

import sys

from handheld_model import Model, kept
from jackpot_play import JackpotDriver
from sleep_play import fall_asleep, wake
from host_sim.sim import Sim
from ui_play import Driver, PowerOff
from word_play import WordDriver

GAME_SCREENS = ("turn", "scoring", "pass", "word_turn", "word_boxes", "jackpot_turn",
                "jackpot_round", "rolloff")
DRIVERS = {"classic": Driver, "power": Driver, "word": WordDriver, "jackpot": JackpotDriver}
SEATS = {"classic": (1, 6), "power": (1, 6), "word": (1, 8), "jackpot": (2, 4)}
LEVELS = (None, "easy", "medium", "hard", "expert")


class Player:
    def __init__(self, seed, alarm=True):
        # the computers' moves at the quick pace a player may choose, and the
        # screen drawn when looked at: the walk's time goes to the steps
        self.sim = Sim(seed=seed, alarm=alarm, settings={"YZ_CPU_PACE": "fast"}, lazy=True)
        self.sim.boot()
        self.sim.run_until_idle()
        self.model = Model(kept(self.sim).prefs)
        self.counts = {"steps": 0, "cuts": 0, "games_finished": 0}
        self.done = True
        self.idle = 0  # seconds left alone since the last press (dims add up)
        self.log = []  # the steps taken, for a failure's message

    # ----- where the device is --------------------------------------------------
    @property
    def app(self):
        return self.sim.app

    @property
    def screen(self):
        return self.sim.app.screen.NAME

    def game(self):
        g = self.app.game if self.app is not None else None
        return g if g is not None and not g.over else None

    def in_game(self):
        return self.game() is not None and self.screen in GAME_SCREENS

    def driver(self):
        return DRIVERS[self.app.game.VARIANT](self.sim)

    def press(self, *keys):
        for k in keys:
            self.sim.press(k)
            self.sim.run_until_idle()

    def expect(self, *parts):
        text = self.sim.screen_text()
        for p in parts:
            assert p in text, "expected %r on screen:\n%s" % (p, text)

    def to_menu(self):
        """From anywhere to the menu: a game is left (it is saved), a game
        over is finished (its high scores skipped), screens backed out."""
        for _ in range(12):
            name = self.screen
            if name == "menu":
                return
            if name == "title":
                self.press("A")
            elif name in ("turn", "word_turn", "jackpot_turn"):
                self.press("B")
            elif name == "pass" or name == "rolloff":
                self.press("RIGHT" if name == "pass" else "A")
            elif name == "scorecard" and self.game() is not None:
                self.press("A")
                self.expect("PAUSE", "Leave it")
                self.press("A")
            elif name == "gameover":
                self.finish_entries(skip=True)
            elif name == "jackpot_round":
                self.end_of_round()
            else:  # lists, messages, the box list, settings, scores: back
                self.press("B")
        raise AssertionError("never reached the menu; on %s:\n%s" % (self.screen, self.sim.screen_text()))

    def sync(self):
        """The model learns what the player's step did to the game."""
        g = self.app.game if self.app is not None else None
        if g is None:
            return
        if g.over and not getattr(g, "counted_by_model", False):
            g.counted_by_model = True
            self.model.finished(g)
            self.counts["games_finished"] += 1
        elif not g.over:
            self.model.playing(g, self.app.review)

    def check(self):
        """The NVM holds what the model says a power-up must find."""
        self.counts["steps"] += 1
        diff = self.model.differences(kept(self.sim))
        assert not diff, "after %s:\n%s" % (" / ".join(self.log[-12:]), "\n".join(diff))

    def step(self, name, *args):
        """Take one step by name (what the random walk and the regression
        tests call), then check."""
        self.log.append("%s%r" % (name, args))
        self.done = True
        if name != "sleep":
            self.idle = 0  # every other step presses, or powers up
        getattr(self, name)(*args)
        if self.sim.powered and self.sim.app is not None:
            self.sync()
        self.check()

    # ----- a game -------------------------------------------------------------------------
    def new_game(self, variant, seats, kinds, confirm=True, words="family", match=False):
        """Menu, New game (over a saved one: "Start anyway?" A, or B and
        back to the menu), the game, its players and seats, Start,
        initials, the roll-off."""
        lo, hi = SEATS[variant]
        seats = max(lo, min(hi, seats))
        kinds = (list(kinds) + [None] * 8)[:seats]
        if None not in kinds:
            kinds[0] = None  # a person plays: a game of computers alone plays itself out
        self.to_menu()
        self.sim.seed += 1  # hw.entropy(): each game its own dice
        d = DRIVERS[variant](self.sim)
        scr = self.app.screen
        from handheld.screens.menu import NEW
        d.until(lambda: scr.items[scr.cursor] == NEW, "DOWN", most=6)
        self.press("A")
        if self.screen == "message":
            self.expect("A new game replaces")
            if not confirm:
                self.press("B")
                assert self.screen == "menu"
                return
            self.press("A")
        app = self.app
        d.on("setup")
        from handheld.variants import VARIANTS
        d.until(lambda: VARIANTS[app.variant][0] == variant, "RIGHT")
        self.press("DOWN")
        d.until(lambda: app.seats == seats, "RIGHT" if app.seats < seats else "LEFT")
        from handheld.screens import setup as S
        scr = self.app.screen
        if variant == "word":
            self.to_row(S.CHAMP)
            if scr.championship != match:
                self.press("RIGHT")
            self.to_row(S.WORDS)
            if scr.words != words:
                self.press("RIGHT")
        self.to_row(S.SEATS)
        self.press("A")
        d.on("seats")
        for seat in range(seats):  # LEFT/RIGHT on each seat to its kind
            d.until(lambda: app.kinds[seat] == kinds[seat], "RIGHT", most=6)
            self.press("DOWN")
        self.press("A")  # on Done
        d.on("setup")
        self.to_row(S.START)
        self.press("A")
        while self.screen == "initials":
            self.press("A")
        if self.screen == "rolloff":
            self.press("A")

    def to_row(self, row):
        """The new-game screen's cursor to ``row`` (screens/setup.py)."""
        scr = self.app.screen
        for _ in range(8):
            if scr.cursor == row:
                return
            self.press("DOWN")
        raise AssertionError("no such row on the new-game screen")

    def into_game(self):
        """A player who wants to play and sees the menu or the title
        resumes the saved game first; False when there is none."""
        if self.in_game():
            return True
        if self.app.game is not None and self.app.game.over or self.model.game is None:
            return False
        self.resume()
        return self.in_game()

    def moves(self, n):
        """``n`` moves of the game, each as the player would make it."""
        if not self.into_game():
            self.done = False
            return
        d = self.driver()
        for _ in range(n):
            if self.game() is None or not d.act():
                return

    def hint(self):
        """The coach's hint on the box list, and back (classic and Power)."""
        g = self.game() if self.into_game() else None
        if g is None or g.VARIANT not in ("classic", "power") or self.screen != "turn" or not g.rolled:
            self.done = False
            return
        d = self.driver()
        self.press("DOWN")
        d.on("scoring")
        d.ask_hint()
        self.press("B")
        d.on("turn")

    def take_back(self):
        """A person's box taken back: B on the pass screen after it, and A:
        yes (the game played on to such a screen first, a few moves at most)."""
        if not self.into_game():
            self.done = False
            return
        d = self.driver()
        for _ in range(8):
            if self.screen == "pass" and "B:undo" in self.sim.screen_text() or self.game() is None:
                break
            d.act()
        if self.screen != "pass" or "B:undo" not in self.sim.screen_text():
            self.done = False
            return
        self.press("B")
        self.expect("TAKE IT BACK?")
        self.press("A")

    def leave(self):
        if not self.in_game():
            self.done = False
            return
        self.to_menu()

    def resume(self):
        """Resume from the menu: the game brought back is the model's."""
        self.to_menu()
        from handheld.screens.menu import RESUME
        if RESUME not in self.app.screen.items:
            self.done = False
            assert self.model.game is None, "no Resume offered, but a game is saved"
            return
        st = self.sim.hw.storage
        read, got = st.load_game, []

        def spy():
            got.append(read())
            return got[-1]
        st.load_game = spy
        try:
            self.open_menu_item("Resume")
        finally:
            st.load_game = read
        assert got and bytes(got[0]) == self.model.game, "Resume brought back another game"

    def finish(self, keep_scores, most=1500):
        """Play the game to its end, then the high scores: each entered
        (A) or skipped (B) as ``keep_scores`` says, in turn. (Games of at
        most two seats: longer ones cost the walk too much time.)"""
        if not self.into_game() or len(self.game().players) > 2:
            self.done = False
            return
        d = self.driver()
        for _ in range(most):
            if self.game() is None or not d.act():
                break
        self.end_of_round()
        self.sync()
        assert self.screen == "gameover", self.sim.screen_text()
        self.finish_entries(keep=keep_scores)

    def end_of_round(self):
        """Jackpot's round table, A once its lock-out is over."""
        if self.screen == "jackpot_round":
            from handheld.screens.jackpot_round import LOCK
            self.sim.wait(LOCK)
            self.press("A")

    def finish_entries(self, skip=False, keep=()):
        """The game-over screen's A, then each high score's initials."""
        self.sync()
        g = self.app.game
        self.press("A")
        k = 0
        while self.screen == "initials":
            scr = self.app.screen
            take = not skip and (keep[k % len(keep)] if keep else True)
            k += 1
            if take:
                score = int(scr.title.rsplit(" ", 1)[1])
                self.model.high_score(g.VARIANT, scr.text, score)
            self.press("A" if take else "B")
        assert self.screen == "menu", self.sim.screen_text()

    # ----- the power, sleep, reload ---------------------------------------------------------
    def power_cycle(self):
        self.sim.cut_power()
        self.boot()

    def boot(self):
        self.sim.boot()
        self.sim.run_until_idle()
        while self.sim.problems_screen is not None:  # what a cut cost is said first
            self.press("A")

    def cut(self, after, moves):
        """The power goes ``after`` more bytes written, in the next
        ``moves`` moves of a person (or never, if they write fewer)."""
        g = self.game() if self.into_game() else None
        if g is not None and self.screen == "pass" and g.player == g.player.upper():
            self.press("A")  # a person's turn: on to it
        if g is None or g.player != g.player.upper() or self.screen == "pass":
            self.done = False  # (a person's moves only: a computer's turn saves many times)
            return
        self.sync()  # what Resume or the pass screen's A saved is the state the cut starts from
        before = self.model.copy()
        outcomes = [before]
        st = self.sim.hw.storage
        save, end = st.save_game, st.end_game

        def saving(blob, *more):
            m = before.copy()
            m.playing(self.app.game, self.app.review)  # (the notes of the move being saved too)
            m.game = bytes(blob)
            outcomes.append(m)
            save(blob, *more)

        def ending(game):
            m = outcomes[-1].copy()
            m.finished(game)
            outcomes.append(m)
            end(game)
        st.save_game, st.end_game = saving, ending
        self.sim.cut_power_after(after)
        d = self.driver()
        try:
            for _ in range(moves):
                if self.game() is None or not d.act():
                    break
        except PowerOff:
            pass
        st.save_game, st.end_game = save, end
        if self.sim.powered:
            self.sim.nvm.cut_after = None
            return
        self.counts["cuts"] += 1
        self.boot()
        now = kept(self.sim)
        for m in outcomes:
            if not m.differences(now):
                self.model = m
                return
        raise AssertionError("after a power cut the NVM holds none of the %d states the step went "
                             "through:\n%s" % (len(outcomes), "\n".join(outcomes[-1].differences(now))))

    def sleep(self, how):
        """Left alone: "dim" (half a minute), "sleep" (past the Sleep
        setting: deep, or a doze where the board has no alarm), then a
        press. The same screen comes back."""
        minutes = self.app.rest.minutes(self.model.prefs)
        name = self.screen
        from handheld.sleep import BLANK_AFTER
        if how == "dim" and self.idle + 31 < (minutes * 60 or BLANK_AFTER):
            self.sim.jump(31)  # (the next press lights it and acts as usual)
            self.idle += 31
            self.sim.step()
            assert self.app.rest.dimmed
            return
        fall_asleep(self.sim, minutes * 60 or BLANK_AFTER)  # never: the screen only blanks
        assert minutes or self.sim.asleep is None, "a deep sleep with Sleep set to never"
        wake(self.sim)
        g = self.game()
        if g is not None and getattr(g, "timer", False):
            return  # Word's minute ran out while the player was away: its box list is up
        assert self.screen == name or name in ("scoring", "hint", "message", "scorecard"), \
            "%s became %s" % (name, self.screen)

    def reload(self):
        """A soft reload (a file saved onto the drive): code.py runs again
        with RAM kept."""
        sup = sys.modules["supervisor"]
        sup.runtime.run_reason = sup.RunReason.AUTO_RELOAD
        try:
            self.boot()
        finally:
            sup.runtime.run_reason = sup.RunReason.STARTUP

    # ----- the menu's other screens -------------------------------------------------------------
    def setting(self, item, presses):
        """Settings: the ``item``-th row changed by ``presses`` RIGHTs, B keeps it."""
        from handheld.screens.settings import ITEMS
        self.to_menu()
        self.open_menu_item("Settings")
        item %= len(ITEMS)
        if ITEMS[item][0] == "debug_mem":
            item += 1  # (prints the heap: a developer's)
        for _ in range(item):
            self.press("DOWN")
        for _ in range(presses):
            self.press("RIGHT")
        scr = self.app.screen
        for key in self.model.prefs:
            if key != "sleep" or key in scr.prefs:
                self.model.prefs[key] = scr.prefs.get(key, self.model.prefs[key])
        self.press("B")

    def look(self, which):
        """The high scores (every game's page) or the statistics, and back."""
        self.to_menu()
        if which == "scores":
            self.open_menu_item("High scores")
            from handheld.variants import VARIANTS
            for _ in VARIANTS:
                v = VARIANTS[self.app.screen.k][0]
                for i, (initials, score) in enumerate(self.model.scores[v]):
                    self.expect("%d. %s" % (i + 1, initials), str(score))
                self.press("RIGHT")
        else:
            self.open_menu_item("Statistics")
        self.press("B")
        assert self.screen == "menu"

    def open_menu_item(self, label):
        for _ in range(8):
            scr = self.app.screen
            if scr.lines[scr.cursor].startswith(label):
                self.expect(label)  # (on screen: the list scrolls to its cursor)
                self.press("A")
                return
            self.press("DOWN")
        raise AssertionError("no %s in the menu" % label)
