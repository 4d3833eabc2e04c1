"""What is loaded at every moment of a game is what its phase holds
(handheld/phases.py, the one plan for the heap), checked in seconds here
instead of in minutes a game on the emulated Pico.

Each game is played by buttons in the simulator, in a fresh Python (as
a board powers on: tests/phase_play.py), as on stock firmware and as on
the game's own (``app.roomy``): classic and Power alone, walking the
coach's hints, and against CPUs of every level; Word and Jackpot against
CPUs. At every screen shown, and at the moments the coach's Expert
thinks (its hint, its pricing), every module of ours that is loaded must
be one of:
- held all along (phases.HELD), or a rules module of the game;
- the screen on show, or one being built for it (at a thinking moment);
- one of the game's modules (phases.GAME_MODULES) that the phase holds,
  with, on the game's own firmware, what phases.ROOMY adds;
- a computer player's code, in a phase that keeps the players.
A module loaded that the table does not name fails as forgotten by the
table; one the phase does not hold fails as lingering. At the CPU's and
the Expert's moves, the game's lowest moments on stock firmware, the
app's pictures the phase lets go must be gone too."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

from handheld import phases as P  # noqa: E402

GAMES = [("classic", 1), ("classic", 3), ("power", 1), ("power", 3), ("word", 3), ("jackpot", 3)]
THINKING = ("cpu_move", "hint", "coach")
# The simulator starts the app from the start-up's parts (host_sim/sim.py)
# and keeps that module; the board's boot lets it go (handheld/boot.py).
SIMULATOR_ONLY = ("handheld.startup",)  # the debug_mem tags of the moves thought
PICTURES = ("dice", "big", "lists")


def played(variant, seats, roomy):
    out = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "phase_play.py"), variant,
                          str(seats), "1" if roomy else "0"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("[")]


def problems(record, roomy):
    """What is wrong at one recorded moment, in words."""
    phase, tag, screen, loaded, pictures = record
    mods, players, kept = P.holds(phase, roomy)
    thinking = tag in THINKING
    out = []
    for m in loaded:
        if m in P.HELD or m == screen or m in mods or m in SIMULATOR_ONLY:
            continue
        if thinking and m.startswith("handheld.screens."):
            continue  # the screen the thought is for, being built
        if m.startswith("yahtzee_core.players"):
            if not players:
                out.append("%s lingers in phase %r (it lets the players go)" % (m, phase))
        elif m.startswith("yahtzee_core."):
            continue  # the game's rules
        elif m in P.GAME_MODULES:
            out.append("%s lingers in phase %r, which does not hold it (handheld/phases.py TABLE)"
                       % (m, phase))
        else:
            out.append("%s is loaded in phase %r but handheld/phases.py names it nowhere: add it to"
                       " a phase, or let it go where it was loaded for one call" % (m, phase))
    if tag == "cpu_move":
        for p in PICTURES:
            if p not in kept and p in pictures:
                out.append("the %s picture is kept at a CPU's move in phase %r, which lets it go" % (p, phase))
    return out


@pytest.mark.parametrize("roomy", [False, True], ids=["stock", "own"])
@pytest.mark.parametrize("variant,seats", GAMES, ids=["%s-%d" % g for g in GAMES])
def test_what_is_loaded_is_what_the_phase_holds(variant, seats, roomy):
    seen = played(variant, seats, roomy)
    phases_seen = set(r[0] for r in seen)
    # the game went through its phases: its turns, and its end
    assert {"menu", "person", "end"} <= phases_seen, phases_seen
    if seats > 1:
        assert "cpu" in phases_seen or "cpu_dice" in phases_seen, phases_seen
    if variant in ("classic", "power"):
        assert "hint" in phases_seen, phases_seen
    if variant == "classic" and seats == 1:
        assert "pricing" in phases_seen, phases_seen
    bad = []
    for r in seen:
        for p in problems(r, roomy):
            bad.append("%s (screen %s, at %s)" % (p, r[2], r[1]))
    assert not bad, "%d of %d moments:\n%s" % (len(bad), len(seen), "\n".join(sorted(set(bad))[:20]))


def test_the_table_names_its_phases_and_modules_once():
    assert set(P.ROOMY) <= set(P.TABLE)
    for phase, (mods, players, pictures) in P.TABLE.items():
        assert set(mods) <= set(P.GAME_MODULES), phase
        assert players in ("players", "code", ""), phase
        assert set(pictures) <= {"layouts", "turn", "dice", "big", "lists"}, phase
    assert not set(P.HELD) & set(P.GAME_MODULES)
    assert set(P.TURN_SCREENS) <= set(P.GAME_MODULES)
