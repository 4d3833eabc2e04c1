"""Issue #10, missing or damaged data files, and crashes: Word's
dictionary is checked at boot (header, size, CRC-32); when it fails the
problem is said on screen, Word is greyed out with the reason, and a saved
Word game is kept (not resumed, not deleted) until the file is back. An
exception in the app (MemoryError) is said and waits for a button."""

import os
import shutil

import pytest

from host_sim.sim import ROOT, Sim
from handheld import assets
from ui_play import Driver, new_sim
from yahtzee_core import word as core_word

DICT = os.path.join(ROOT, "assets", "words.bin")


@pytest.fixture
def no_dictionary(tmp_path, monkeypatch):
    """The board's CIRCUITPY without assets/: the working directory is an
    empty folder and the core has not opened a dictionary yet."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(core_word, "_shared", [None, None])
    return tmp_path


def past_problems(sim):
    while sim.problems_screen is not None:
        sim.press("A")
        sim.run_until_idle()


def test_the_shipped_dictionary_passes_the_boot_check():
    got = assets.check_dictionary((DICT,))
    assert got is None, got + "  (new file? python lib/handheld/assets.py prints DICTIONARY)"


def test_a_missing_short_foreign_or_damaged_dictionary_is_named(tmp_path):
    data = open(DICT, "rb").read()
    path = str(tmp_path / "words.bin")
    assert "missing" in assets.check_dictionary((path,))
    for bad, why in ((data[:1000], "words.bin is 1000 bytes, not 130518"), (b"XXXX" + data[4:], "from another version"),
                     (data[:5000] + bytes((data[5000] ^ 1,)) + data[5001:], "checksum")):
        with open(path, "wb") as f:
            f.write(bad)
        assert why in assets.check_dictionary((path,))


def test_without_the_dictionary_word_is_off_with_the_reason_and_nothing_crashes(no_dictionary):
    sim = new_sim().boot()
    assert "missing" in " ".join(sim.hw.problems)
    assert "Word is off" in sim.screen_text().replace("\n", " ")
    past_problems(sim)
    d = Driver(sim)
    d.press("A", "A")  # title, menu: New game
    d.on("setup")
    from handheld.variants import VARIANTS
    d.until(lambda: VARIANTS[d.app.variant][0] == "word", "RIGHT")
    d.expect("< Word off >", "Word is off")
    d.press("DOWN", "DOWN", "DOWN", "DOWN", "A")  # on Start (Word: match, words)
    d.on("message")
    d.expect("WORD IS OFF", "words.bin")
    d.press("A")
    d.on("setup")
    d.press("UP", "UP", "UP", "UP", "RIGHT")  # another game still starts
    d.expect("< Jackpot >")


def test_a_saved_word_game_is_kept_until_the_dictionary_is_back(tmp_path, monkeypatch):
    nvm = str(tmp_path / "nvm.bin")
    sim = new_sim(nvm_path=nvm).boot()
    sim.run_until_idle()
    from word_play import WordDriver
    d = WordDriver(sim)
    d.new_game("word", 1)
    sim.shake()
    sim.run_until_idle()
    saved = sim.hw.storage.load_game()
    assert saved is not None and d.game.rolled

    monkeypatch.chdir(tmp_path)  # the dictionary goes away
    monkeypatch.setattr(core_word, "_shared", [None, None])
    sim.boot()
    past_problems(sim)
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    d.expect("Resume Word 1P off")
    d.press("A")
    d.on("message")
    d.expect("WORD IS OFF")
    d.press("A")
    d.on("menu")
    assert sim.hw.storage.load_game() == saved  # kept, not deleted

    monkeypatch.chdir(ROOT)  # and comes back
    monkeypatch.setattr(core_word, "_shared", [None, None])
    sim.boot()
    sim.run_until_idle()
    d.press("A")
    d.expect("Resume Word 1P")
    assert "off" not in d.text()
    d.press("A")
    d.on("word_turn")
    assert d.game.save() == saved


def test_a_memory_error_is_said_and_waits_for_a_button_then_the_app_starts_again():
    import crashing_app
    del crashing_app.STARTS[:]
    sim = Sim()
    sim.run_code(["press A", "wait 2", "wait 30"], app_module="crashing_app")
    out = "\n".join(sim.console)
    assert "Out of memory" in out and "MemoryError" in out
    assert len(crashing_app.STARTS) == 1  # 30 s later: still waiting, no restart by itself
    assert "Out of memory" in sim.screen_text().replace("\n", " ")
    del crashing_app.STARTS[:]
    sim = Sim()
    sim.run_code(["press A", "wait 2", "press A", "wait 1", "press A", "wait 1"], app_module="crashing_app")
    assert len(crashing_app.STARTS) == 2  # A went back to the title: the app again, once


# --- classic's value table (every classic CPU level and the coach) -------------
TABLE = os.path.join(ROOT, "assets", "classic_values.bin")


@pytest.fixture
def no_table(tmp_path, monkeypatch):
    """CIRCUITPY with assets/ but no value table: the dictionary is there,
    the table missing, and the core has not opened one yet."""
    os.makedirs(str(tmp_path / "assets"))
    shutil.copy(DICT, str(tmp_path / "assets" / "words.bin"))
    monkeypatch.chdir(tmp_path)
    from yahtzee_core.players import choose
    monkeypatch.setattr(choose, "_table", [None, None])  # classic's, Power's
    return tmp_path


def test_the_shipped_value_table_passes_the_boot_check():
    got = assets.check_table((TABLE,))
    assert got is None, got + "  (new file? python lib/handheld/assets.py prints TABLE)"


def test_a_missing_short_foreign_or_damaged_value_table_is_named(tmp_path):
    data = open(TABLE, "rb").read()
    path = str(tmp_path / "classic_values.bin")
    assert "missing" in assets.check_table((path,))
    for bad, why in ((data[:1000], "classic_values.bin is 1000 bytes, not 61140"), (b"XXXX" + data[4:], "from another version"),
                     (data[:5000] + bytes((data[5000] ^ 1,)) + data[5001:], "checksum")):
        with open(path, "wb") as f:
            f.write(bad)
        got = assets.check_table((path,))
        assert why in got and got.startswith("Classic CPUs and hints are off:"), got
        assert got.endswith(". Copy assets/ to the board again."), got


def test_without_the_value_table_classic_cpus_and_hints_are_off_and_nothing_crashes(no_table):
    sim = new_sim().boot()
    assert "classic_values.bin is missing" in " ".join(sim.hw.problems) and not sim.hw.word_problem
    assert "Classic CPUs and hints are off" in sim.screen_text().replace("\n", " ")
    past_problems(sim)
    from cpu_play import set_cpus
    d = Driver(sim)
    set_cpus(d, "classic", 2, [None, "expert"])
    d.expect("CPU seats", "1 off A:set")
    from handheld.screens.setup import START
    d.until(lambda: d.screen.cursor == START, "UP")
    d.press("A")
    d.on("message")
    d.expect("CPUS ARE OFF", "classic_values.bin")
    d.press("A")
    d.on("setup")
    d.app.kinds[1] = None  # persons only: classic plays, its hint says why it is off
    d.press("A")
    d.name_players(2)
    d.press("A")  # who starts
    d.begin_turn()
    d.roll((), "A")
    d.press("DOWN")
    d.on("scoring")
    d.until(lambda: d.screen.cursor == len(d.screen.options), "UP")
    d.expect("? Hint: off (A: why)")
    d.press("A")
    d.on("message")  # the boot's reason, whole: two sentences, a page each (issue 48)
    d.expect("HINT IS OFF", "Classic CPUs and", "classic_values.bin is", "missing.", "A: next page")
    d.press("A")
    d.on("message")
    d.expect("HINT IS OFF", "Copy assets/ to the", "board again.", "A: OK")
    d.press("A")
    d.on("scoring")
    assert d.app.review is None  # the coach watched nothing (it would price with the table)


def test_a_saved_classic_game_with_a_cpu_is_kept_until_the_table_is_back(tmp_path, monkeypatch):
    nvm = str(tmp_path / "nvm.bin")
    sim = new_sim(nvm_path=nvm).boot()
    sim.run_until_idle()
    from cpu_play import start as cpu_start
    d = Driver(sim)
    cpu_start(d, "classic", [None, "easy"])
    for _ in range(30):
        if d.screen.NAME == "turn":
            break
        sim.wait(0.5)
    d.roll((), "A")
    saved = sim.hw.storage.load_game()
    assert saved is not None

    os.makedirs(str(tmp_path / "assets"))
    shutil.copy(DICT, str(tmp_path / "assets" / "words.bin"))
    monkeypatch.chdir(tmp_path)  # the table goes away
    from yahtzee_core.players import choose
    monkeypatch.setattr(choose, "_table", [None, None])  # classic's, Power's
    sim.boot()
    past_problems(sim)
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    d.expect("Resume Classic 2P off")
    d.press("A")
    d.on("message")
    d.expect("CPUS ARE OFF")
    d.press("A")
    d.on("menu")
    assert sim.hw.storage.load_game() == saved  # kept, not deleted
