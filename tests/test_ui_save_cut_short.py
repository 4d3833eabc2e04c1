"""A save cut short: the simulator's NVM file shorter than the sector,
its end inside the game's journal. The game resumes at the last move that
can be read back, the player is told so before choosing Resume, and the
game goes on from there and saves as usual."""

from ui_play import Driver, new_sim


def played(path, turns):
    """A one-player classic game of ``turns`` turns saved in ``path``:
    every save it made, and where its journal's entries end."""
    sim = new_sim(nvm_path=path).boot()
    sim.run_until_idle()
    saves = []
    save = sim.hw.storage.save_game

    def keep(blob, *more):
        save(blob, *more)
        saves.append(bytes(blob))
    sim.hw.storage.save_game = keep
    d = Driver(sim)
    d.new_game("classic", 1)
    for _ in range(turns):
        d.turn()
    return saves, sim.hw.storage._jat, d.game.total(0)


def test_a_file_cut_inside_the_journal_resumes_the_last_good_move_and_says_so(tmp_path):
    path = str(tmp_path / "nvm.bin")
    saves, end, total = played(path, 3)
    data = open(path, "rb").read()
    with open(path, "wb") as f:
        f.write(data[:end - 20])  # the last moves' entries are past the file's end
    sim = new_sim(nvm_path=path).boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.on("title")
    d.press("A")
    d.on("message")
    d.expect("SAVED GAME", "The last moves could", "not be read back:", "resumed at ANN's")
    d.press("A")
    d.on("menu")
    d.expect("Resume Classic 1P")
    d.press("A")
    resumed = bytes(d.game.save())
    assert resumed in saves and resumed != saves[-1]
    assert d.game.total(0) < total
    d.expect("%d pts" % d.game.total(0))
    # it plays on and saves: the next power-up reads it whole, and says nothing
    for _ in range(4):
        d.act()
    now = bytes(d.game.save())
    sim.boot()
    sim.run_until_idle()
    assert sim.hw.problems == []
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    d.press("A")
    assert bytes(d.game.save()) == now


def test_a_file_that_ends_after_the_last_move_loses_nothing_and_says_nothing(tmp_path):
    path = str(tmp_path / "nvm.bin")
    saves, end, _total = played(path, 2)
    data = open(path, "rb").read()
    with open(path, "wb") as f:
        f.write(data[:end + 5])  # erased bytes after the last entry, then nothing
    sim = new_sim(nvm_path=path).boot()
    sim.run_until_idle()
    d = Driver(sim)
    d.press("A")
    d.on("menu")
    d.press("A")
    assert bytes(d.game.save()) == saves[-1]
