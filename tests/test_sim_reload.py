"""After a soft reload (handheld/reloaded.py): the heap's size at the
last power-on is kept in sleep memory; a run started by a reload with
less heap than that (by SHORT or more) restarts the board when a game
starts or resumes, with the game saved, and comes straight back into
it; never in a loop.

The simulator's CPython has no heap figure: these tests give ``gc`` the
board's two calls (mem_free, mem_alloc) and set the run's reason on the
simulator's fake ``supervisor`` (host_sim/fakes.py)."""

import gc
import sys

import pytest

from ui_play import Driver, new_sim

POWER_ON = 161792
AFTER_RELOAD = 133120  # CircuitPython 10.2.1 on the emulated Pico, mid-game


@pytest.fixture
def board(monkeypatch):
    """Set the heap's size and the run's reason as the firmware says them."""
    heap = {"total": POWER_ON}
    monkeypatch.setattr(gc, "mem_free", lambda: heap["total"] - 1000, raising=False)
    monkeypatch.setattr(gc, "mem_alloc", lambda: 1000, raising=False)
    sup = sys.modules["supervisor"]
    mem = sys.modules["alarm"].sleep_memory
    mem[:] = bytes(len(mem))  # the RAM of a board never run
    monkeypatch.setattr(sup.runtime, "run_reason", sup.RunReason.STARTUP)

    def run(reason, total):
        heap["total"] = total
        sup.runtime.run_reason = getattr(sup.RunReason, reason)
    yield run
    mem[:] = bytes(len(mem))  # no flag left for the next test's simulator


def _check():
    from handheld import reloaded
    return reloaded.check()


def test_a_reload_with_less_heap_is_short_and_a_power_on_never(board):
    board("STARTUP", POWER_ON)
    assert _check() == (0, False)
    board("AUTO_RELOAD", AFTER_RELOAD)
    assert _check() == (POWER_ON - AFTER_RELOAD, False)
    board("REPL_RELOAD", AFTER_RELOAD)  # still measured against the power-on
    assert _check() == (POWER_ON - AFTER_RELOAD, False)
    board("STARTUP", AFTER_RELOAD)  # a power-on: this is the heap there is
    assert _check() == (0, False)
    board("AUTO_RELOAD", AFTER_RELOAD)
    assert _check() == (0, False)


def test_a_little_less_heap_is_not_worth_a_restart(board):
    from handheld.reloaded import SHORT
    board("STARTUP", POWER_ON)
    _check()
    board("AUTO_RELOAD", POWER_ON - SHORT + 16)
    assert _check() == (0, False)
    board("AUTO_RELOAD", POWER_ON - SHORT)
    assert _check() == (SHORT, False)


def test_a_first_run_after_a_reload_takes_its_heap_as_the_measure(board):
    # nothing in sleep memory yet (a board that was never power-cycled
    # with this game): nothing to compare, so no restart
    board("AUTO_RELOAD", AFTER_RELOAD)
    assert _check() == (0, False)
    board("AUTO_RELOAD", AFTER_RELOAD)
    assert _check() == (0, False)


def test_a_run_after_a_restart_is_never_short_whatever_started_it(board):
    from handheld import reloaded

    class App:
        class hw:
            heap_short = 99
        saved = 0

        def save(self):
            self.saved += 1

    new_sim().boot()  # the simulated board, whose reset the restart asks
    board("STARTUP", POWER_ON)
    _check()
    board("AUTO_RELOAD", AFTER_RELOAD)
    assert _check()[0]
    app = App()
    with pytest.raises(BaseException) as e:
        reloaded.restart(app)
    assert type(e.value).__name__ == "Reset"
    assert app.saved == 1 and app.hw.heap_short == 0
    # a firmware that called the run after the reset a reload, with as
    # little heap: the reset is not asked again (no loop)
    board("AUTO_RELOAD", AFTER_RELOAD)
    assert _check() == (0, True)
    assert _check() == (0, False)


def _start_classic(sim):
    d = Driver(sim)
    d.new_game("classic", 1)
    d.begin_turn()
    d.roll((), "A")
    d.score(d.pick())
    d.on("turn")
    return d


def test_a_short_heap_restarts_the_board_at_resume_and_the_game_comes_back(board, tmp_path):
    board("STARTUP", POWER_ON)
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin"))
    sim.boot().run_until_idle()
    d = _start_classic(sim)
    sheet, seed = list(d.game.sheets[0]), d.game.rng.state
    before = sim.screen_text()
    board("AUTO_RELOAD", AFTER_RELOAD)  # a file saved on the drive
    sim.boot().run_until_idle()
    assert sim.hw.heap_short == POWER_ON - AFTER_RELOAD
    assert any("fewer than at power-on" in line for line in sim.console)
    d.on("title")
    board("STARTUP", POWER_ON)  # what the reset will give
    d.press("A")
    d.on("menu")
    d.expect("Resume")
    d.press("A")  # Resume: saved, reset, and back into the game
    assert sim.resets == 1
    d = Driver(sim)
    d.on("turn")
    assert sim.hw.resume_now is False  # used once: an App made after a crash shows the title
    assert list(d.game.sheets[0]) == sheet and d.game.rng.state == seed
    # the same turn, but its status line (what was just scored: a
    # reboot does not remember it, as after any power-up)
    assert [t for t in sim.screen_text().split("\n") if t != "Roll the dice!"] == \
        [t for t in before.split("\n") if not t.startswith("ANN: ")]
    d.turn()  # and it plays on
    assert sim.resets == 1


def test_a_new_game_with_a_short_heap_is_saved_then_played_after_the_restart(board, tmp_path):
    board("STARTUP", POWER_ON)
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin"))
    sim.boot().run_until_idle()
    board("AUTO_RELOAD", AFTER_RELOAD)
    sim.boot().run_until_idle()
    assert sim.hw.heap_short
    board("STARTUP", POWER_ON)
    d = Driver(sim)
    d.new_game("classic", 2)  # the roll-off (saved once rolled), then A:
    assert sim.resets == 1  # the restart, and straight back into the game
    d = Driver(sim)
    d.on("pass")
    assert list(d.game.players) == ["ANN", "BOB"] and d.game.phase == 1
    d.turn()
    assert sim.resets == 1


def test_no_reload_no_restart(board, tmp_path):
    board("STARTUP", POWER_ON)
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin"))
    sim.boot().run_until_idle()
    _start_classic(sim).turn()
    assert sim.resets == 0 and sim.hw.heap_short == 0


def test_a_game_resumed_with_more_heap_in_use_than_at_the_runs_first_start_restarts_into_it(
        board, monkeypatch, tmp_path):
    """The firmware keeps every name a module brought (docs/FIRMWARE.md,
    "Reading the heap"): a game that starts or resumes with 4 KB or more
    in use than this run's first game start had is saved, the board
    resets and the game comes back; less than that plays on."""
    from handheld.reloaded import SHORT
    used = {"bytes": 40000}
    monkeypatch.setattr(gc, "mem_alloc", lambda: used["bytes"], raising=False)
    board("STARTUP", POWER_ON)
    sim = new_sim(nvm_path=str(tmp_path / "nvm.bin"))
    sim.boot().run_until_idle()
    d = _start_classic(sim)
    assert sim.hw.start_used == 40000 and sim.resets == 0
    for grown, resets in ((SHORT - 16, 0), (SHORT, 1)):
        sheet = list(d.game.sheets[0])
        d.press("B", "A", "A")  # the scorecard, leave, yes: the menu
        d.on("menu")
        d.expect("Resume")
        used["bytes"] = 40000 + grown
        d.press("A")
        assert sim.resets == resets, grown
        d = Driver(sim)
        d.on("turn")
        assert list(d.game.sheets[0]) == sheet
    assert any("more than at this run's first" in line for line in sim.console)
    d.turn()  # and it plays on
    assert sim.resets == 1
