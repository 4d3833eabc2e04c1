"""Issue 48: the simulator's paths are the caller's. --settings naming a
missing file was silently ignored, a missing --script ended in a Python
traceback, and the paths resolved against the checkout (scripts/play.sh
works there), not where the command was typed. Now each path (--settings,
--script, --nvm, --screenshots) is read from the caller's folder, and one
that cannot be used is a one-line error naming it as typed (exit 2)."""

import os
import subprocess
import sys

from host_sim.sim import ROOT

PLAY = os.path.join(ROOT, "scripts", "play.sh")


def _sim(cwd, *args):
    """python -m host_sim from ``cwd`` (the checkout on its path, as play.sh has it)."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-P", "-m", "host_sim"] + list(args), cwd=str(cwd), env=env,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def _one_line_error(r, typed):
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and typed in lines[0] and "Traceback" not in r.stderr, r.stderr
    return lines[0]


def test_a_missing_settings_file_is_a_one_line_error(tmp_path):
    line = _one_line_error(_sim(tmp_path, "--headless", "--settings", "nope/settings.toml"), "nope/settings.toml")
    assert line == "python -m host_sim: --settings nope/settings.toml: cannot read it (no such file)"
    (tmp_path / "adir").mkdir()
    _one_line_error(_sim(tmp_path, "--headless", "--settings", "adir"), "--settings adir: cannot read it")


def test_a_missing_or_unreadable_script_is_a_one_line_error(tmp_path):
    _one_line_error(_sim(tmp_path, "--headless", "--script", "demo.txt"), "--script demo.txt: cannot read it")
    (tmp_path / "bin.txt").write_bytes(b"press A\n\xff\xfe\n")
    _one_line_error(_sim(tmp_path, "--headless", "--script", "bin.txt"), "--script bin.txt: not a text file")


def test_an_nvm_path_that_is_a_folder_is_a_one_line_error(tmp_path):
    (tmp_path / "save").mkdir()
    _one_line_error(_sim(tmp_path, "--headless", "--nvm", "save"), "--nvm save: is a folder")


def _caller(tmp_path):
    (tmp_path / "s.txt").write_text("press A\nscreenshot menu\n")
    (tmp_path / "mine.toml").write_text("YZ_NOT_A_SETTING = 1\n")
    return ["--headless", "--script", "s.txt", "--settings", "mine.toml", "--nvm", "state/save.bin",
            "--screenshots", "shots", "--seed", "1"]


def _read_in_the_callers_folder(r, tmp_path):
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "state" / "save.bin").is_file()  # the game saved there
    assert (tmp_path / "shots" / "menu.png").is_file()
    assert "YZ_NOT_A_SETTING" in r.stdout  # the board read the settings given (and said what is wrong)
    assert not os.path.exists(os.path.join(ROOT, "shots")) and not os.path.exists(os.path.join(ROOT, "state"))


def test_play_sh_reads_paths_from_where_it_was_typed(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    r = subprocess.run(["bash", PLAY] + _caller(tmp_path), cwd=str(tmp_path), env=env, capture_output=True,
                       text=True, timeout=300, stdin=subprocess.DEVNULL)
    _read_in_the_callers_folder(r, tmp_path)


def test_python_m_host_sim_reads_paths_from_where_it_was_typed(tmp_path):
    _read_in_the_callers_folder(_sim(tmp_path, *_caller(tmp_path)), tmp_path)


def test_the_default_settings_file_is_the_callers(tmp_path):
    (tmp_path / "settings.toml").write_text("YZ_NOT_A_SETTING = 1\n")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    r = subprocess.run(["bash", PLAY, "--headless", "--nvm", "none"], cwd=str(tmp_path), env=env,
                       capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert r.returncode == 0 and "YZ_NOT_A_SETTING" in r.stdout, (r.stdout, r.stderr)


def test_screenshots_go_to_the_pictures_folder_else_the_temp_folder_never_the_checkout(tmp_path, monkeypatch):
    """F12 dropped sim-001.png into the checkout (issue 48)."""
    from host_sim import shots
    home = tmp_path / "home"
    home.mkdir()
    env = {}
    assert shots.pictures_dir(str(home), env) is None
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_PICTURES_DIR", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    assert shots.where() == str(tmp_path / "tmp" / "pocket-yahtzee")  # no Pictures folder
    (home / "Pictures").mkdir()
    assert shots.pictures_dir(str(home), env) == str(home / "Pictures")
    assert shots.where() == str(home / "Pictures")
    (home / "Bilder").mkdir()
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_text('# xdg-user-dirs\nXDG_PICTURES_DIR="$HOME/Bilder"\n')
    assert shots.pictures_dir(str(home), env) == str(home / "Bilder")  # where the desktop says
    assert shots.where(str(tmp_path / "given")) == str(tmp_path / "given")


def test_a_screenshot_never_overwrites_an_earlier_one(tmp_path):
    from host_sim import shots
    from host_sim.sim import Sim
    sim = Sim(app="sim_standin_app:App").boot()
    (tmp_path / "pocket-yahtzee-001.png").write_bytes(b"earlier")
    said = shots.take(sim, str(tmp_path))
    assert said == "screenshot saved: %s" % (tmp_path / "pocket-yahtzee-002.png")
    assert (tmp_path / "pocket-yahtzee-001.png").read_bytes() == b"earlier"
    (tmp_path / "file").write_text("")
    assert shots.take(sim, str(tmp_path / "file")).startswith("screenshot not saved: ")
