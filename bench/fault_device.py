"""Fault figures for the device: random power cuts while
games save, and random settings.toml files at boot.

    python bench/fault_device.py              # both, default sizes
    python bench/fault_device.py --cuts 3000 --settings 500 --seed 7

``power_cut_figures(n, seed)``: n power cuts at random instants of the
save path's flash time, across classic, Power, Word and Jackpot games of
1 to 6 seats, compactions included. It runs at the storage level, not
through the screens (fast enough for thousands of cuts): each game is
played by the rules core with a simple strategy, saved as the app saves
it (after every roll and every scored box, cleared at the end, then a
high score), on ``host_sim.nvm.FileNVM(rp2040=True)``, the model of
CircuitPython's RP2040 nvm with the flash's typical timings (45 ms
sector erase, 0.4 ms page program). Each game starts on the log a whole
previous game left. Instants are uniform over the flash busy time, so
the share of cuts inside a compaction's erase is the share of time
spent erasing. After the cut the store boots again and the game is
loaded: "resumed equal" when it is the last save made or the one in
flight, "lost" when a game was running and nothing (or something else)
comes back. ``window_fraction`` is the same figure worked out from the
timings: the share of the save path's time during which a cut loses the
running game (a compaction with a game in the log, from the start of
its erase until the page holding the game is programmed again).

``settings_figures(n, seed)``: n random settings.toml files (random
bytes, and lines of real keys with good, bad and clashing values) each
booted in the simulator with the real app: the count of boots that do
not reach a working title screen (no exception, a display, the problems
paged through with A, the title, A brings the menu).
"""

import os
import random
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests"), os.path.join(ROOT, "bench")]

from host_sim import nvm as nvm_mod  # noqa: E402
from host_sim.nvm import FileNVM, PowerCut  # noqa: E402

GAMES = (("classic", 1), ("classic", 6), ("power", 1), ("power", 6),
         ("word", 1), ("word", 4), ("jackpot", 2), ("jackpot", 4))


# --- power cuts ----------------------------------------------------------------
def game_ops(variant, seats, seed):
    """What the app writes during one game: ("start", blob) as it starts,
    ("save", blob, journal) after every roll and score (the moves since the last save, as the app's
    yahtzee_core.journal notes them), then ("end", game) (counted in the
    statistics and cleared) and ("score", variant, total)."""
    from game_driver import step
    from yahtzee_core import new_game
    from yahtzee_core.journal import keep
    from yahtzee_core.rng import Rng
    game = keep(new_game(variant, ["P%d" % i for i in range(seats)], seed=seed, first=0))
    r = Rng(seed + 1)

    def save():
        ops.append(("save", game.save(), bytes(game.journal)))
        game.journal = bytearray()
    ops = [("start", game.save())]  # the app's first save of a new game
    game.journal = bytearray()
    while not game.over:
        step(game, r)
        if not game.over:
            save()
    ops.append(("end", game))
    ops.append(("score", variant, max(game.totals())))
    return ops


def apply(st, op):
    if op[0] == "start":
        st.save_game(op[1], bytearray(), True)
    elif op[0] == "save":
        st.save_game(op[1], bytearray(op[2]))
    elif op[0] == "clear":
        st.clear_game()
    elif op[0] == "end":
        st.end_game(op[1]) if hasattr(st, "end_game") else st.clear_game()
    else:
        st.add_high_score(op[1], "CUT", op[2])


def _storage_class(old):
    from handheld.storage import Storage, _GAME
    if not old:
        return Storage

    class Before(Storage):
        """A simpler store, for comparison: a whole game per save, no
        compaction when a new game starts."""

        def save_game(self, blob, journal=None, new=False):
            if not self._same(_GAME, blob):
                self._save(_GAME, blob)
    return Before


def _setting_up(variant, seats, seed, old):
    """(nvm bytes after a previous game, this game's ops, flash ms of
    playing it, ms of it during which a cut loses the running game)."""
    Store = _storage_class(old)
    nvm = FileNVM(rp2040=True)
    st = Store(nvm)
    for op in game_ops(variant, seats, seed + 1000):
        apply(st, op)
    base = bytes(nvm.data)
    ops = game_ops(variant, seats, seed)
    nvm.ms = 0.0
    st = Store(nvm)
    window = [0.0]
    compact = st._compact

    def watched(blob=None):
        running = st._live() is not None
        compact(blob)
        if running:  # lost until the pages holding the game are programmed again
            seq, at, n = st._newest[ord("G")]
            end = at + 9 + n
            if getattr(st, "_delta", lambda: None)() is not None:  # and its last moves
                seq, at, n = st._newest[ord("D")]
                end = max(end, at + 9 + n)
            pages = (end + nvm_mod.PAGE - 1) // nvm_mod.PAGE
            window[0] += nvm_mod.T_ERASE_MS + pages * nvm_mod.T_PAGE_MS
    st._compact = watched
    for op in ops:
        apply(st, op)
    return base, ops, nvm.ms, window[0]


def _cut_once(base, ops, at_ms, Store):
    """Play ``ops`` from ``base`` with the power cut at ``at_ms``; reboot.
    Returns (game running, in a compaction, resumed equal)."""
    nvm = FileNVM(rp2040=True)
    nvm.data[:] = base
    nvm.cut_at_ms = at_ms
    st = Store(nvm)
    before = None  # the game the last finished op left saved
    for op in ops:
        erases = nvm.erases
        try:
            apply(st, op)
        except PowerCut:
            after = op[1] if op[0] in ("start", "save") else (None if op[0] in ("clear", "end") else before)
            nvm.cut_at_ms = None
            got = Store(nvm).load_game()
            equal = got in (before, after)
            return before is not None, nvm.erases > erases, equal
        if op[0] in ("start", "save"):
            before = op[1]
        elif op[0] in ("clear", "end"):
            before = None
    return None  # the cut fell after the last write


def window_table(seed=1, old=False):
    """Per game of GAMES: (variant, seats, save path ms, window ms)."""
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        return [(v, s) + _setting_up(v, s, seed + k, old)[2:] for k, (v, s) in enumerate(GAMES)]
    finally:
        os.chdir(here)


def power_cut_figures(n=1000, seed=1, old=False):
    """n random power cuts across all variants -> dict of counts."""
    here = os.getcwd()
    os.chdir(ROOT)  # Word opens assets/words.bin
    try:
        rng = random.Random(seed)
        Store = _storage_class(old)
        setups = [_setting_up(v, s, seed + k, old) for k, (v, s) in enumerate(GAMES)]
        out = {"cuts": 0, "in_game": 0, "in_compaction": 0, "games_lost": 0, "resumed_equal": 0,
               "not_equal": 0, "lost_outside_compaction": 0}
        total_ms = sum(s[2] for s in setups)
        out["window_fraction"] = round(sum(s[3] for s in setups) / total_ms, 4)
        out["save_path_ms"] = round(total_ms, 1)
        while out["cuts"] < n:
            base, ops, ms, _w = setups[rng.randrange(len(setups))]
            got = _cut_once(base, ops, rng.random() * ms, Store)
            if got is None:
                continue
            running, compacting, equal = got
            out["cuts"] += 1
            out["in_game"] += running
            out["in_compaction"] += compacting
            out["resumed_equal"] += equal
            out["not_equal"] += not equal
            out["games_lost"] += running and not equal
            out["lost_outside_compaction"] += running and not equal and not compacting
        return out
    finally:
        os.chdir(here)


# --- settings.toml -------------------------------------------------------------
_VALUES = ('"GP10"', '"GP4"', '"GP5"', '"GP14"', '"GP16"', '"GP18"', '"GP28"', "0x3D", "61", "60",
           '""', '"none"', '"lis3dh"', '"switch"', "1", "0", '"GP99"', '"GP1', "-5", "400000",
           '"\u00e9"', "true", "24", '"0x18"', "3.5", "[1, 2]", "{a = 1}")


def random_settings(rng):
    """The bytes of a random settings.toml."""
    from handheld.settings import KEYS
    lines = []
    for _ in range(rng.randrange(12)):
        kind = rng.randrange(4)
        if kind == 0:
            lines.append(bytes(rng.randrange(256) for _ in range(rng.randrange(40))))
        else:
            key = KEYS[rng.randrange(len(KEYS))][1]
            if kind == 3:  # a damaged key or value
                key = key[:rng.randrange(len(key) + 1)]
            value = _VALUES[rng.randrange(len(_VALUES))]
            sep = (" = ", "=", " ", " == ")[rng.randrange(4)]
            line = (key + sep + value).encode("utf-8")
            if rng.randrange(5) == 0:
                k = rng.randrange(len(line) + 1)
                line = line[:k] + bytes((rng.randrange(128, 256),)) + line[k:]
            lines.append(line)
    return b"\n".join(lines)


def reaches_a_working_title(sim):
    """Booted with a display, problems paged through with A, the title
    shown, and A brings the menu."""
    if sim.hw is None or sim.hw.display is None:
        return False
    for _ in range(40):
        if sim.problems_screen is None:
            break
        sim.press("A")
        sim.run_until_idle()
    sim.run_until_idle()
    if sim.app is None or "YAHTZEE" not in sim.screen_text():
        return False
    sim.press("A")
    sim.run_until_idle()
    return "New game" in sim.screen_text()


def settings_figures(n=1000, seed=1):
    """n random settings.toml files -> dict with the boots that failed."""
    from host_sim.sim import Sim
    rng = random.Random(seed)
    out = {"files": 0, "failed_boots": 0, "with_problems": 0, "crashed": 0}
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "settings.toml")
        for _ in range(n):
            with open(path, "wb") as f:
                f.write(random_settings(rng))
            out["files"] += 1
            try:
                sim = Sim(settings_path=path, nvm_path=None).boot()
                ok = reaches_a_working_title(sim)
                out["with_problems"] += bool(sim.hw.problems)
            except Exception:  # a crash is a failed boot too
                out["crashed"] += 1
                ok = False
            out["failed_boots"] += not ok
    return out


def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuts", type=int, default=1000)
    ap.add_argument("--settings", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--table", action="store_true", help="only the window per game (no cuts)")
    a = ap.parse_args(argv)
    if a.table:
        for v, seats, ms, w in window_table(a.seed):
            print("%-8s %d seats: save path %6.0f ms, window %5.0f ms (%4.1f%%)" % (v, seats, ms, w, 100 * w / ms))
        return
    print("power cuts (storage level, RP2040 flash model):", power_cut_figures(a.cuts, a.seed))
    print("  a store without the journal:", power_cut_figures(a.cuts, a.seed, old=True))
    print("settings.toml files (simulator, real app):", settings_figures(a.settings, a.seed))


if __name__ == "__main__":
    main()
