"""Nothing of the project stands for a standard-library module on the
tests' path: pytest puts pyproject's ``pythonpath`` first on sys.path
(the repository's root among them) and ``python -m pytest`` adds the
folder it runs in, so a file there named like a standard module (the
board's ``code.py``, say: pdb imports ``code`` on Python 3.13) would be
imported in its place, on one Python and not another."""

import os
import subprocess
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def search_path():
    """The folders the tests import from: pyproject's pythonpath, and the
    root (``python -m pytest`` run there)."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        paths = tomllib.load(f)["tool"]["pytest"]["ini_options"]["pythonpath"]
    return sorted({os.path.normpath(os.path.join(ROOT, p)) for p in paths + ["."]})


def top_level_names(folder):
    """What ``import NAME`` could find in ``folder``: modules, extension
    modules, packages, and any other folder (a namespace package)."""
    names = set()
    for entry in os.listdir(folder):
        path = os.path.join(folder, entry)
        if entry.startswith((".", "__")):
            continue
        if os.path.isdir(path):
            if entry.isidentifier():
                names.add(entry)
        elif entry.endswith((".py", ".pyc", ".so", ".pyd")):
            names.add(entry.split(".")[0])
    return names


def test_no_project_name_is_a_standard_library_module():
    clash = {}
    for folder in search_path():
        for name in top_level_names(folder):
            if name in sys.stdlib_module_names:
                clash.setdefault(os.path.relpath(folder, ROOT), []).append(name)
    assert clash == {}, "these stand for standard-library modules: %s" % clash


def test_the_check_sees_the_projects_names():
    """The names it checks are the ones the tests import (and a file named
    like a standard module would be caught)."""
    names = set()
    for folder in search_path():
        names |= top_level_names(folder)
    assert {"yahtzee_core", "handheld", "host_sim", "support", "tests"} <= names
    assert "code" in sys.stdlib_module_names and "circuitpy" in names


def test_pdbs_code_module_is_pythons_own():
    """On the tests' path as ``python -m pytest`` sets it, ``import code``
    (pdb's, on Python 3.13) is the standard library's."""
    code = ("import sys; sys.path[:0] = %r; import code; print(code.__file__); "
            "print(hasattr(code, 'InteractiveConsole'))" % search_path())
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    where, console = p.stdout.split()
    assert console == "True" and not where.startswith(ROOT), where
