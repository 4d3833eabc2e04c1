"""The docs' runnable examples run as printed: every fenced code block whose
info string ends in ``run`` (```` ```python run ````, ```` ```sh run ````) in
README.md and docs/*.md, from the repository root. A block that stops
working fails here, so the docs cannot drift from the code.

They run as a reader runs them, in a fresh shell: the project's .venv is
not on PATH (a block that needs it says so, or goes through a script
that sets it up), a ``python`` block runs in the ``python3`` the shell
finds, and nothing of the tests' environment (SDL's dummy drivers) is
set."""

import glob
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BLOCK = re.compile(r"^```(\w+) run\n(.*?)^```", re.M | re.S)


def runnable():
    """(file, language, code) of every block marked runnable."""
    found = []
    for path in [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        with open(path) as f:
            for m in BLOCK.finditer(f.read()):
                found.append((os.path.relpath(path, ROOT), m.group(1), m.group(2)))
    return found


def reader_env():
    """The environment of a reader's shell: this one less the venv (its
    bin/ on PATH, VIRTUAL_ENV) and less what the tests set."""
    venv_bin = os.path.dirname(sys.executable)
    env = {k: v for k, v in os.environ.items()
           if k not in ("VIRTUAL_ENV", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "YZ_SOAK", "PYTHONPATH")}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p and os.path.realpath(p) != os.path.realpath(venv_bin)
                                  and not p.rstrip("/").endswith(".venv/bin"))
    return env


def run_block(lang, code):
    env = reader_env()
    if lang == "python":
        cmd = ["python3", "-c", code]
    elif lang in ("sh", "bash"):
        cmd = ["bash", "-euo", "pipefail", "-c", code]
    else:
        raise AssertionError("no way to run a %r block" % lang)
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120, env=env)


BLOCKS = runnable()


def test_the_readme_and_the_api_page_have_runnable_blocks():
    files = {b[0] for b in BLOCKS}
    assert "README.md" in files and os.path.join("docs", "API.md") in files, files


def test_the_blocks_run_without_the_venv():
    """The reader's shell has no .venv on PATH: its ``python3`` is not the
    venv's, so a block that runs ``python -m host_sim`` itself fails here
    as it would for a reader (the simulator's modules are the venv's)."""
    env = reader_env()
    assert ".venv" not in env["PATH"] and "VIRTUAL_ENV" not in env
    p = run_block("sh", "python3 -c 'import sys; print(sys.prefix)'")
    assert p.returncode == 0, p.stderr
    assert os.path.realpath(p.stdout.strip()) != os.path.realpath(sys.prefix), p.stdout


@pytest.mark.parametrize("path,lang,code", BLOCKS, ids=["%s:%d" % (b[0], i) for i, b in enumerate(BLOCKS)])
def test_a_runnable_block_runs(path, lang, code):
    p = run_block(lang, code)
    assert p.returncode == 0, "%s, block:\n%s\nstdout:\n%s\nstderr:\n%s" % (path, code, p.stdout[-2000:], p.stderr[-2000:])


def test_the_api_example_prints_what_it_says():
    code = [b[2] for b in BLOCKS if b[0] == os.path.join("docs", "API.md") and b[1] == "python"][0]
    p = run_block("python", code)
    assert p.returncode == 0, p.stderr
    assert "starts" in p.stdout and "refused: roll the dice first" in p.stdout
    # the comment at the refused move says the next player has not rolled:
    # true when the starter scored (seed 7: BOB starts)
    assert "BOB starts" in p.stdout


def _anchor(heading):
    """GitHub's anchor for a Markdown heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_links_into_figures_md_name_its_sections():
    """FIGURES.md is written by bench/figures.py; a doc linking one of its
    sections must name a heading it has."""
    with open(os.path.join(ROOT, "docs", "FIGURES.md")) as f:
        anchors = {_anchor(m.group(1)) for m in re.finditer(r"^#+ (.*)$", f.read(), re.M)}
    for path in [os.path.join(ROOT, "README.md")] + glob.glob(os.path.join(ROOT, "docs", "*.md")):
        with open(path) as f:
            for link in re.findall(r"FIGURES\.md#([\w\-]+)", f.read()):
                assert link in anchors, (os.path.relpath(path, ROOT), link, sorted(anchors))


def test_the_readme_says_where_the_simulator_keeps_its_game():
    """A player looks for the saved game where the README says it is."""
    from host_sim.__main__ import NVM
    with open(os.path.join(ROOT, "README.md")) as f:
        readme = f.read()
    assert "`%s`" % os.path.relpath(NVM, ROOT) in readme


def test_the_readme_headless_line_prints_in_80_columns():
    """Its 128-column picture wrapped into fragments in an 80x24 terminal
    (issue 48): the picture is 64 columns of blocks, with the screen's text."""
    blocks = [b for b in BLOCKS if b[0] == "README.md" and "--headless" in b[2]]
    assert blocks
    for _, lang, code in blocks:
        p = run_block(lang, code)
        assert p.returncode == 0, p.stderr
        lines = p.stdout.splitlines()
        assert max(len(t) for t in lines) <= 80, [t for t in lines if len(t) > 80]
        assert sum(1 for t in lines if len(t) == 64) >= 32  # the picture, whole
        assert "ANN: Aces 1" in lines  # and the screen's text
