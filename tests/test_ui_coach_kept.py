"""The coach's notes for its review survive what the game survives: a
sleep (on the board a reset), a power cut, and a game left for the menu
and resumed (handheld/coach_saved.py reads them back from the game's
journal). A solo classic game with hints is played through button
presses; stopped in those ways at chosen moments, its review must list
the very choices the same game lists played straight through. A sleep on
the coach's hint wakes to the hint."""

import pytest

from host_sim.sim import Sim
from sleep_play import fall_asleep, nap, wake
from ui_play import SEED, Driver


def booted(seed=SEED, alarm=True):
    sim = Sim(seed=seed, alarm=alarm).boot()
    sim.run_until_idle()
    return sim


def hinted_turn(d, k):
    """Does the player ask the coach on the ``k``-th box list? From the
    second on (the coach watches from the first hint), most of them."""
    return k >= 2 and k % 4 != 3


class Game:
    """A solo classic game played one press-made move at a time from
    whatever screen is up (so a reset between two moves changes nothing
    the player does): holds by the Driver's rule, boxes by the most
    points, the coach asked as ``hinted_turn`` says (and its hold
    followed now and then); ``stop(self, n)`` runs before the n-th move."""

    def __init__(self, sim, stop=None):
        self.sim = sim
        self.d = Driver(sim)
        self.stop = stop or (lambda game, n: None)
        self.lists = 0  # box lists opened
        self.moves = 0

    def play(self):
        d = self.d
        d.new_game("classic", 1)
        while d.game is None or not d.game.over:  # (None: at the title after a cut)
            self.stop(self, self.moves)
            self.moves += 1
            self.move()
        d.on("gameover")
        d.press("RIGHT")
        d.on("review")
        return "\n".join(d.screen.lines), list(d.app.review[1])

    def move(self):
        d = self.d
        g = d.game
        name = d.screen.NAME
        if name == "title":
            d.press("A")
        elif name == "menu":
            d.expect("Resume")
            d.press("A")
        elif name == "turn" and not g.rolled:
            d.roll((), "A")
        elif name == "turn" and g.rolls_left and not d._happy():
            d.roll(d.want_keep())
        elif name == "turn":
            d.press("DOWN") if g.rolls_left else d.press("A")
        elif name == "scoring":
            self.lists += 1
            if hinted_turn(d, self.lists):
                d.follow_every = 2 if self.lists % 5 == 0 else 0
                d.ask_hint()  # followed: its hold made (the next move rolls), or its box
                if d.screen.NAME == "turn":
                    return
            c = d.pick()
            scr = d.screen
            r = [i for i in range(len(scr.options)) if scr.options[i][0].box == c.box][0]
            d.until(lambda: scr.cursor == r, "DOWN")
            d.press("A")
            if d.screen.NAME == "message":  # a zero: sure
                d.press("A")
        else:
            raise AssertionError("unexpected screen %s:\n%s" % (name, d.text()))


def straight():
    return Game(booted()).play()


def leave_and_resume(d):
    """B, the scorecard, A: leave; the menu's Resume."""
    d.on("turn")
    d.press("B")
    d.on("scorecard")
    d.press("A")
    d.expect("Leave")
    d.press("A")
    d.on("menu")
    d.expect("Resume")
    d.press("A")


def power_cut(d):
    """The power goes, and comes back: the title (Resume is the player's)."""
    sim = d.sim
    sim.cut_power()
    sim.boot()
    sim.run_until_idle()
    d.on("title")


@pytest.fixture(scope="module")
def reference():
    """The game played straight through: its review, and its entries."""
    text, worst = straight()
    assert "watched no" not in text and worst, text  # the coach noted costly choices
    return text, worst


def stops(kinds, every=7):
    """A ``stop`` for ``Game``: each of ``kinds`` in turn ("sleep",
    "power_cut", "leave"), the first after ``every`` moves and each
    ``every`` moves after the last, on the turn screen (mid-turn, the dice
    rolled and some held, or at its start), or (a pair: (kind, screen)) on
    the box list ("scoring"; "leave" leaves from the turn screen's
    scorecards only). A game leaves room for 7 to 14 sleeps' screen positions
    (docs/UI.md): past them a wake comes back to the game's own next
    screen, which ``nap`` would not take for the same picture."""
    done = []

    def stop(game, n):
        name = game.d.screen.NAME
        if len(done) == len(kinds) or n < (done[-1][0] if done else 0) + every:
            return
        kind, on = kinds[len(done)] if isinstance(kinds[len(done)], tuple) else (kinds[len(done)], "turn")
        if name != on:
            return
        done.append((n, kind, name))
        if kind == "sleep":
            nap(game.sim)  # deep: a reset; the same screen rebuilt, the dice held
        elif kind == "power_cut":
            power_cut(game.d)
        else:
            leave_and_resume(game.d)

    stop.done = done
    return stop


@pytest.mark.soak  # (the quick run's representative: the next test, all three in one game)
@pytest.mark.parametrize("how", ["sleep", "power_cut", "leave"])
def test_the_review_lists_the_same_choices_after_sleeps_cuts_and_resumes(how, reference):
    stop = stops([how] * 6)
    text, worst = Game(booted(), stop).play()
    assert len(stop.done) == 6, stop.done
    assert worst == reference[1]
    assert text == reference[0]


def test_all_three_in_one_game_on_turns_and_box_lists(reference):
    stop = stops(["sleep", ("power_cut", "scoring"), "leave", "power_cut", ("sleep", "scoring"), "leave",
                  "power_cut", "sleep", ("power_cut", "scoring")], every=5)
    text, worst = Game(booted(), stop).play()
    assert len(stop.done) == 9 and "scoring" in [s[2] for s in stop.done], stop.done
    assert worst == reference[1] and text == reference[0]


def test_a_sleep_on_the_hint_wakes_to_the_hint():
    """The coach's hint on screen, left alone until it sleeps: a press
    wakes it to the same hint (worked out again: the same answer), and
    A there does what it says."""
    sim = booted()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")
    d.on("scoring")
    scr = d.screen
    d.until(lambda: scr.cursor == len(scr.options), "UP")
    d.press("A")
    d.on("message")
    d.expect("HINT", "A: do it  B: back")
    text = sim.screen_text()
    pixels = sim.pixels()
    said = d.screen.on_a.__self__
    assert fall_asleep(sim) == "deep"
    wake(sim)
    d.on("message")
    assert sim.screen_text() == text and sim.pixels() == pixels
    hint = d.screen.on_a.__self__
    assert (hint.keep, hint.at) == (said.keep, said.at)
    d.press("A")
    d.on("turn" if said.keep is not None else "scoring")
    if said.keep is not None:
        assert [i for i in range(5) if d.screen.held[i]] == list(said.keep)
    assert d.app.review is not None  # the hint still watches


def test_a_sleep_on_the_hint_of_a_resumed_box_list_and_back():
    """The hint asked from a box list with the dice held behind it, slept
    on, woken to, then B: the box list on the hint's row, the dice still
    held on the turn screen behind it."""
    sim = booted()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.begin_turn()
    d.roll((), "A")
    d.set_holds([0, 1])
    held = bytes(d.screen.held)
    d.press("DOWN")
    scr = d.screen
    d.until(lambda: scr.cursor == len(scr.options), "UP")
    d.press("A")
    d.on("message")
    nap(sim)
    d.on("message")
    d.press("B")
    d.on("scoring")
    assert d.screen.cursor == len(d.screen.options) or d.screen.options[d.screen.cursor][0].box
    d.press("B")
    d.on("turn")
    assert bytes(d.screen.held) == held


def test_a_cut_in_the_save_of_a_noted_roll_keeps_the_notes_before_it_or_with_it():
    """The power goes at each byte of the save of a hold (the roll that
    follows it): the notes read back are those before the hold, or with
    it once its journal entry is whole, never a half (a choice whose move
    was lost is no choice)."""
    from handheld import coach
    from handheld.coach_saved import read
    from handheld.storage import Storage
    from host_sim.nvm import FileNVM
    from handheld_model import noted

    sim = booted()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")
    d.ask_hint()  # the coach watches
    d.press("B")
    d.on("turn")
    before = noted(d.app.review)
    base = bytes(sim.nvm.data)
    d.roll([0, 1])
    after = noted(d.app.review)
    assert len(after[1]) == len(before[1]) + 1
    written = sim.nvm.writes

    seen = set()
    for cut in range(8):  # (the roll's entry: 4 bytes, then the commit)
        s = booted()
        s.nvm.data[:] = base
        s.boot()
        s.run_until_idle()
        dd = Driver(s)
        dd.on("title")
        dd.press("A")
        dd.press("A")  # Resume
        dd.on("turn")
        dd.set_holds([0, 1])
        s.cut_power_after(cut)
        try:
            dd.press("UP")
        except Exception:  # noqa: BLE001 (the power went in the press)
            pass
        nvm = FileNVM()
        nvm.data[:] = s.nvm.data
        st = Storage(nvm)
        from yahtzee_core import load_game
        g = load_game(st.load_game())
        n = read(st, g, coach)
        got = noted([g, n.worst, n.pending, n.since])
        assert got in (before, after), (cut, got)
        seen.add(got == after)
    assert seen == {False, True} and written


def test_a_box_taken_back_is_not_in_the_review_after_a_resume():
    """A box priced, then taken back (DOWN before the next roll), then the
    game left and resumed: the review read back does not list that box
    (the take-back forgets it, and so does the reading of the journal's
    UNDO), and the box played instead is noted."""
    from handheld_model import noted
    sim = booted()
    d = Driver(sim)
    d.new_game("classic", 1)
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")
    d.ask_hint()
    # the box the Expert would least like: Chance on turn one
    scr = d.screen
    r = [i for i in range(len(scr.options)) if scr.options[i][0].box == "chance"][0]
    d.until(lambda: scr.cursor == r, "DOWN")
    d.press("A")
    d.on("turn")  # the next turn, priced (one person: no pass screen)
    assert [e[3] for e in d.app.review[1]] == ["chance"]
    d.press("DOWN")
    d.expect("TAKE IT BACK?")
    d.press("A")
    d.on("turn")
    assert d.app.review[1] == []
    kept = noted(d.app.review)
    leave_and_resume(d)
    assert noted(d.app.review) == kept
    power_cut(d)
    d.press("A")
    d.press("A")  # Resume
    assert noted(d.app.review) == kept


def test_notes_from_before_a_game_written_anew_mid_game_are_said_lost(monkeypatch, reference):
    """With room for a few moves only in the journal (a save memory near
    full), the store writes the game whole mid-game and a new journal
    after it: read back after a Resume, the review lists the choices from
    there on and says the turns before are not in it, and why."""
    import sys
    sim = booted()
    layout = sys.modules["handheld.storage.layout"]  # (the booted device's: a boot imports afresh)
    real = layout.journal_room
    monkeypatch.setattr(layout, "journal_room", lambda free, game: min(real(free, game), 90))

    def stop(game, n):
        if game.d.screen.NAME == "turn" and game.d.game.total(0) and not game.d.game.rolled \
                and len(stop.done) < 1 and n > 30:
            stop.done.append(n)
            leave_and_resume(game.d)
    stop.done = []
    text, worst = Game(sim, stop).play()
    assert stop.done
    assert "Turns 1-" in text and "save memory" in text, text
    assert worst and worst != reference[1]  # the later ones only


def test_a_sleep_on_words_hint_wakes_to_the_hint():
    """Word's hint on the box list (the word finder's best play for the
    box), left alone until it sleeps: a press wakes it to the same hint
    on the same box, and A there spells it on the turn screen."""
    from word_play import WordDriver
    from yahtzee_core import letters as LT
    sim = booted()
    d = WordDriver(sim)
    d.new_game("word", 1)
    d.begin_turn()
    d.press("UP")  # the first roll
    d.on("word_turn")
    d.press("DOWN", "DOWN")  # spelling, then the box list
    boxes = d.to_box("chance")
    d.press("RIGHT")
    d.on("message")
    d.expect("HINT " + LT.BOX_NAMES[11], "A: use it  B: back")
    text = sim.screen_text()
    pixels = sim.pixels()
    assert fall_asleep(sim) == "deep"
    wake(sim)
    d.on("message")
    assert sim.screen_text() == text and sim.pixels() == pixels
    d.press("A")
    d.on("word_boxes")
    assert LT.BOXES[d.screen.boxes[d.screen.cursor]] == "chance"
    assert d.screen.turn.seq, "the hint's words were not spelled on the turn screen"
    assert boxes is not d.screen  # a new box list, built by the wake
