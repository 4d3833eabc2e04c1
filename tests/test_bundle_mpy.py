"""How the bundle's .mpy are compiled (board_emu/stage.py ``compile_tree``,
which tools/bundle.py and the harness use): CircuitPython's header, the
module's dotted name as its source name (not its path: one name fewer in
the firmware's pool), and no line-number tables or asserts (``-O3``),
which stock firmware would load into the heap with the code.

Needs CircuitPython's mpy-cross, built from the pinned source by
scripts/mpy_cross.sh on first use (it fails, never skips, without it)."""

import subprocess

from board_emu import stage

# Blank lines between statements give the plain build a line table to keep.
SOURCE = "def f(x):\n    y = x + 1\n\n\n    z = y * 2\n\n\n    return z\n\n\ndef g(v):\n    assert v\n    return f(v)\n"


def test_the_bundle_compiles_with_module_names_and_without_line_tables(tmp_path):
    pkg = tmp_path / "lib" / "pkgx"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(SOURCE)
    plain = tmp_path / "plain.mpy"
    subprocess.run([stage.mpy_cross(), "-s", "pkgx.mod", "-o", str(plain), str(pkg / "mod.py")], check=True)

    assert stage.compile_tree(str(tmp_path / "lib")) == 2
    data = (pkg / "mod.mpy").read_bytes()
    assert data.startswith(stage.MPY_HEADER)
    assert b"pkgx.mod" in data and b"mod.py" not in data
    assert not (pkg / "mod.py").exists()
    # the same source, name and compiler without -O3 keeps its line table
    # and the assert: bigger by both
    assert len(data) < plain.stat().st_size


def test_module_names_are_dotted():
    assert stage.module_name("/d/lib", "/d/lib/handheld/screens/turn.py") == "handheld.screens.turn"
    assert stage.module_name("/d/lib", "/d/lib/handheld/__init__.py") == "handheld"


def test_the_bundle_leaves_out_the_tables_only_the_games_own_firmware_reads(tmp_path):
    import os
    import sys
    sys.path.insert(0, os.path.join(stage.ROOT, "tools"))
    import bundle
    libs = tmp_path / "libs"
    libs.mkdir()
    for name in bundle.board_libraries():
        (libs / (name + ".py")).write_text("")
    out = tmp_path / "drive"
    bundle.lay_out(str(out), str(libs))
    assets = sorted(os.listdir(out / "assets"))
    assert "power_values.bin" not in assets and "word_values_full.bin" not in assets
    assert "words.bin" in assets and "classic_values.bin" in assets  # what stock firmware reads
    assert set(os.listdir(os.path.join(stage.ROOT, "assets"))) - set(assets) == set(bundle.OWN_FIRMWARE_ONLY)
