"""The coach in Word on the game's own firmware (the simulator started as
that firmware, ``frozen``: ``app.roomy``), through button presses: the
box list's last row is the Expert's hint (the Word Expert by its table),
A there does it, a sleep on it wakes to it. On stock firmware the list
has no such row and the Expert is the fitted one."""

from ui_play import new_sim
from word_play import WordDriver


def booted(frozen):
    sim = new_sim(frozen=frozen)
    sim.boot()
    sim.run_until_idle()
    return WordDriver(sim)


def _to_boxes(d):
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")  # spelling
    d.press("DOWN")  # the boxes
    d.on("word_boxes")


def _expert(d):
    from yahtzee_core import players
    return players.for_game(d.game, d.game.seat, "expert", d.app.roomy)


def test_the_coachs_row_shows_the_experts_move_and_does_it():
    d = booted(True)
    d.new_game("word", 1)
    for turn in range(4):  # until a hint says to roll and one says to score
        _to_boxes(d)
        scr = d.screen
        assert d.screen.lines[-1] == "? Hint: best play" and len(scr.lines) == len(scr.boxes) + 1
        d.until(lambda: d.screen.cursor == len(d.screen.boxes), "UP")
        m = _expert(d).next_move(d.game)
        assert type(_expert(d)).__name__ == "WordExpert"
        d.press("A")
        d.on("message")
        d.expect("HINT")
        text = " ".join(d.text().split())
        assert "Expected final score %d" % int(m.value + 0.5) in text, text
        d.expect("A: do it  B: back")
        d.press("A")
        if m.kind == "roll":
            assert "Hold" in text or "Roll all" in text, text
            d.on("word_turn")
            assert [i for i in range(7) if d.screen.held[i]] == sorted(m.keep)
            d.roll(tuple(m.keep))
        else:
            assert "Score" in text, text
            d.on("word_boxes")
            assert d.screen.boxes[d.screen.cursor] == d.game.BOXES.index(m.box)
            d.press("B")  # back to the turn, the hint's words spelled
        d.on("word_turn")
        d.score_turn(d.pick(), False)
    d.play_out()


def test_a_sleep_on_the_coachs_hint_wakes_to_it():
    """The box list's cursor on the coach's row is kept by the wake's
    record (12), and the wake asks the coach again: the same picture
    (sleep_play.nap checks it)."""
    from sleep_play import nap
    d = booted(True)
    d.new_game("word", 1)
    _to_boxes(d)
    d.until(lambda: d.screen.cursor == len(d.screen.boxes), "UP")
    nap(d.sim)  # on the box list, the cursor on the coach's row
    d.on("word_boxes")
    assert d.screen.cursor == len(d.screen.boxes)
    d.press("A")
    d.on("message")
    text = " ".join(d.text().split())
    assert text.startswith("HINT") and "Expected final score" in text, text
    nap(d.sim)
    d.on("message")
    assert " ".join(d.text().split()) == text
    d.press("B")
    d.on("word_boxes")
    assert d.screen.cursor == len(d.screen.boxes)


def test_on_stock_firmware_no_coachs_row_and_the_fitted_expert():
    d = booted(False)
    d.new_game("word", 1)
    _to_boxes(d)
    assert "? Hint: best play" not in d.screen.lines
    assert type(_expert(d)).__name__ == "WordPlayer"


def test_the_word_driver_asks_the_coach_through_a_whole_game():
    """tests/firmware/games.py plays Word so on the game's own firmware:
    the coach's hint asked after each roll of every other turn."""
    d = booted(True)
    d.new_game("word", 2)
    d.coach_every = 2
    asked = []
    ask = d.ask_coach
    d.ask_coach = lambda: (asked.append(d.game.rolls_left), ask())[1]
    d.play_out()
    assert len(asked) >= 12 and 2 in asked, asked  # after a first roll (and later ones)
    assert d.replay("word", list(d.game.players)).totals() == d.game.totals()


def _finder_depth(d, on_row):
    """How many calls below the box list's press the word finder's walk
    starts, for the hint asked on the box list's row ``on_row``."""
    import sys
    from yahtzee_core.wordfinder import Finder
    scr = d.screen
    scr.cursor = on_row
    d.game._hint_dice = None  # the finder's answer not yet kept for this roll
    depth, seen = [0], []

    def hook(frame, event, arg):
        if event == "call":
            depth[0] += 1
            if frame.f_code is Finder.hint.__code__:
                seen.append(depth[0])
        elif event == "return":
            depth[0] -= 1
    from handheld import buttons
    sys.setprofile(hook)
    try:
        scr.press(buttons.RIGHT)
    finally:
        sys.setprofile(None)
    d.sim.run_until_idle()
    d.press("B")
    d.on("word_boxes")
    assert seen, "the finder not asked"
    return seen[0]


def test_the_coachs_hint_walks_no_deeper_than_the_finders_hint():
    """The board's Python stack is 1.5 KB: the coach's hint ran out of it
    ("pystack exhausted") on the emulated Pico when the finder's walk
    started from inside the Expert's move, two calls deeper than the box
    list's own hint (screens/word_hint.py) starts it."""
    d = booted(True)
    d.new_game("word", 1)
    d.begin_turn()
    d.roll((), "A")
    d.roll(())
    d.roll(())  # no roll left: the Expert's move asks the finder
    if d.screen.mode == 0:
        d.press("DOWN")  # spelling
    d.press("DOWN")  # the boxes
    d.on("word_boxes")
    own = _finder_depth(d, 0)
    coach = _finder_depth(d, len(d.screen.boxes))
    assert coach <= own, (coach, own)
