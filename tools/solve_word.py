"""Solve solitaire Word Yahtzee exactly (desktop only: gcc, numpy).

    python tools/solve_word.py family            # solve (or resume), print the optimum
    python tools/solve_word.py full --fresh      # forget earlier layers first
    python tools/solve_word.py family --down-to 10   # only states with 2 or fewer boxes open
    python tools/solve_word.py family --bench 40     # a turn's cost: 40 states on random values

Needs the outcome table (python tools/word_outcomes.py SETTING). Output:
build/word/solve_SETTING/ (or --out): layer_NN.npy per layer as it
finishes, then values.npy, every between-turn state's value (``value``).

The rules it assumes (docs/WORD.md, RULINGS.md), one player, no timer:
- A turn: up to three rolls of the seven letter dice, keeping any of them
  after the first and second (keeping all seven = scoring now); then one
  open box takes the roll: its points in the outcome table (the finder's
  best play for that box, 0 where the dice cannot fill it; scratching is
  never better, as more points never lower what follows).
- The bonus word (word_outcomes.options): with the Yahtzee box at 50 a
  seven-letter word earns +100 in One Word or Chance (its value), All
  Consonants or All Vowels (25), or, with none of those open, as a 0 in
  any open box; the other boxes may still take their own points.
- Upper bonus 35 when the five letter boxes total 46 or more, paid on the
  turn that fills the fifth; 50 in the Yahtzee box for a seven-letter word.
- Nothing else carries from turn to turn: the state is the 11 other boxes
  filled, the Yahtzee box (open, 50, 0) and the upper total capped at 46
  (0 once all five are filled). Only the states the empty sheet can reach
  are solved (each box taking any of its possible points in the table).
- The timer and a six-game match play no part (six separate games).

A state's value is the points still to come, the upper bonus included;
the optimum is the empty sheet's. The sweep goes by boxes filled, the last
turn first; each finished layer is saved at once (written, then renamed),
and a run stopped at any moment starts again after its last saved layer,
ending byte-identical to a run never stopped (each state is one thread's
fixed sequence of steps). The kernel (tools/solve_word.c) is compiled at
run time as tools/solve_power.py's is, into the same cache.
"""
import ctypes
import hashlib
import json
import os
import resource
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import solve_power  # noqa: E402  (its compiler and cache)
import word_outcomes as WO  # noqa: E402

SOURCE = os.path.join(HERE, "solve_word.c")
NMASK, NY, NU = 2048, 3, 47
UCAP = 46
LAYERS = 13  # boxes filled, 0..12
CHUNK = 1000  # states between progress lines


def build():
    """The kernel as a shared library, compiled once per source and machine."""
    return solve_power.compile_kernel((SOURCE,), SOURCE, "solve_word", libs=["-lm"])


def sidx(mask, y, u):
    return (mask * NY + y) * NU + u


def layer_of(mask, y):
    return bin(mask).count("1") + (y != 0)


def possible_points(table):
    """Each box's possible points over the table's rows, 0 included."""
    return [np.union1d(np.unique(table[:, b]), [0]).astype(np.int64) for b in range(WO.NBOX)]


def reachable(table, starts):
    """The states a game from ``starts`` (kernel indices) can reach, by
    layer (index arrays, sorted), each box taking any of its possible
    points: for the empty sheet, every state the solve needs and no other."""
    can = possible_points(table)
    out = [np.zeros(0, dtype=np.int64) for _ in range(LAYERS)]
    for s in starts:
        m, y = s // NU // NY, s // NU % NY
        out[layer_of(m, y)] = np.union1d(out[layer_of(m, y)], [s])
    for n in range(LAYERS - 1):
        s = out[n]
        u, y, mask = s % NU, s // NU % NY, s // NU // NY
        new = []
        for b in range(WO.NBOX):
            if b == WO.YAHTZEE:
                ok = y == 0
                for y2 in ((1,) if 50 in can[b] else ()) + (2,):
                    new.append(sidx(mask[ok], y2, u[ok]))
                continue
            bit = 1 << (10 if b == WO.CHANCE else b)
            ok = (mask & bit) == 0
            m2 = mask[ok] | bit
            if b >= 5:
                new.append(sidx(m2, y[ok], u[ok]))
                continue
            for p in can[b]:
                u2 = np.where((m2 & 31) == 31, 0, np.minimum(UCAP, u[ok] + p))
                new.append(sidx(m2, y[ok], u2))
        if new:
            nxt = np.unique(np.concatenate(new))
            out[n + 1] = np.union1d(out[n + 1], nxt)
    return [a.astype(np.int32) for a in out]


def states(table):
    """The states of each layer from the empty sheet (kernel indices)."""
    return reachable(table, [sidx(0, 0, 0)])


_CURRENT = [None]  # the Kernel whose table the library holds


class Kernel:
    """The compiled kernel with one outcome table (and face chances:
    ``weights`` 7 x 6, default 1/6 each; a die fixed at a face in tests)."""

    def __init__(self, table, weights=None, starts=None):
        path, self.key = build()
        self.lib = lib = ctypes.CDLL(path)
        lib.turn_detail.restype = ctypes.c_double
        self.table = np.ascontiguousarray(table, dtype=np.uint8)
        self.weights = np.ascontiguousarray(np.full((7, 6), 1 / 6) if weights is None else weights,
                                            dtype=np.float64)
        self.V = np.full(NMASK * NY * NU, np.nan)
        self._use()
        self.starts = [sidx(0, 0, 0)] if starts is None else [int(x) for x in starts]
        self.layers = reachable(self.table, self.starts)

    def _use(self):
        """Hand this kernel's table to the library: every Kernel shares one
        loaded library, and so its tables."""
        if _CURRENT[0] is not self:
            err = self.lib.init(self.table.ctypes.data_as(ctypes.c_void_p),
                                self.weights.ctypes.data_as(ctypes.c_void_p))
            if err:
                raise RuntimeError("the kernel refused the outcome table (code %d)" % err)
            _CURRENT[0] = self
        self.lib.set_values(self.V.ctypes.data_as(ctypes.c_void_p))

    def solve_from(self, starts, threads=1):
        """Solve every state reachable from ``starts`` (kernel indices), the
        last turn first; returns the values at ``starts``."""
        for n, idx in reversed(list(enumerate(reachable(self.table, starts)))):
            if n == LAYERS - 1:
                self.V[idx] = 0.0
            elif len(idx):
                self.solve(idx, threads)
        return self.V[np.asarray(starts)]

    def solve(self, idx, threads):
        idx = np.ascontiguousarray(idx, dtype=np.int32)
        self._use()
        err = self.lib.solve_states(idx.ctypes.data_as(ctypes.c_void_p), len(idx), threads)
        if err == 3:
            raise RuntimeError("a state that can follow was not solved first")
        if err:
            raise MemoryError("the kernel could not allocate its work arrays")
        return self.V[idx]

    def detail(self, mask, y, u):
        """One state's turn: (v3, v2, v1, value), v3/v2/v1 per outcome the
        worth after the third / second / first roll (successors solved)."""
        a = [np.zeros(WO.NOUT) for _ in range(3)]
        self._use()
        v = self.lib.turn_detail(sidx(mask, y, u), *[x.ctypes.data_as(ctypes.c_void_p) for x in a])
        return a[0], a[1], a[2], v


def state(filled, yahtzee, upper):
    """The kernel index of a between-turn state: ``filled`` the filled box
    numbers (letters.BOXES order; the Yahtzee box's own entry is ignored),
    ``yahtzee`` None (open), 50 or 0, ``upper`` the upper total so far."""
    mask = 0
    for b in filled:
        if b != WO.YAHTZEE:
            mask |= 1 << (10 if b == WO.CHANCE else b)
    u = 0 if mask & 31 in (0, 31) else min(UCAP, upper)
    return sidx(mask, {None: 0, 50: 1, 0: 2}[yahtzee], u)


def unpack(s):
    """(mask, y, u) of a kernel index."""
    return s // NU // NY, s // NU % NY, s % NU


def value(V, filled, yahtzee, upper):
    """A state's value (points still to come, the upper bonus included
    until the fifth upper box is filled) from a values array (values.npy
    or Kernel.V); arguments as ``state``."""
    return float(V[state(filled, yahtzee, upper)])


def fixed_weights(fixed):
    """Face chances: 1/6 each, but a die in ``fixed`` ({die: face}) always
    shows its face (reduced games)."""
    w = np.full((7, 6), 1 / 6)
    for d, f in fixed.items():
        w[d] = 0.0
        w[d, f] = 1.0
    return w


def _meta(k):
    return {"kernel": k.key, "table": hashlib.sha256(k.table.tobytes()).hexdigest()[:16],
            "weights": hashlib.sha256(k.weights.tobytes()).hexdigest()[:16],
            "starts": k.starts, "sizes": [len(s) for s in k.layers]}


def _path(out, n):
    return os.path.join(out, "layer_%02d.npy" % n)


def _saved(out, k):
    """Layers an earlier run of this kernel on this table saved, top down
    without a gap."""
    try:
        with open(os.path.join(out, "meta.json")) as f:
            if json.load(f) != _meta(k):
                return []
    except (OSError, ValueError):
        return []
    done = []
    for n in range(LAYERS - 1, -1, -1):
        try:
            arr = np.load(_path(out, n))
        except (OSError, ValueError):
            break
        if arr.shape != (len(k.layers[n]),):
            break
        done.append((n, arr))
    return done


def _save(p, arr):
    tmp = p + ".tmp"
    with open(tmp, "wb") as f:
        np.save(f, arr)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, p)


def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def solve(k, out, down_to=0, threads=2, fresh=False, log=print):
    """Fill layers 12 .. down_to (resuming after the last saved layer);
    returns the values array (NaN for states not solved)."""
    log = log or (lambda line: None)
    os.makedirs(out, exist_ok=True)
    done = [] if fresh else _saved(out, k)
    if not done:
        for n in range(LAYERS):
            if os.path.exists(_path(out, n)):
                os.remove(_path(out, n))
        with open(os.path.join(out, "meta.json"), "w") as f:
            json.dump(_meta(k), f)
        end = np.zeros(len(k.layers[LAYERS - 1]))  # the full sheet: nothing to come
        _save(_path(out, LAYERS - 1), end)
        done = [(LAYERS - 1, end)]
    for n, arr in done:
        k.V[k.layers[n]] = arr
    low = done[-1][0]
    if len(done) > 1:
        log("resuming: layers %d-12 saved by an earlier run, going on from layer %d" % (low, low - 1))
    for n in range(low - 1, down_to - 1, -1):
        t = time.time()
        idx = k.layers[n]
        for i in range(0, len(idx), CHUNK):
            t1 = time.time()
            k.solve(idx[i:i + CHUNK], threads)
            j = min(len(idx), i + CHUNK)
            if j < len(idx):
                log("  layer %d: %d of %d states, %.1f ms a state (wall), %s"
                    % (n, j, len(idx), (time.time() - t1) * 1000 / (j - i), time.strftime("%H:%M:%S")))
        _save(_path(out, n), k.V[idx])
        log("layer %2d: %6d states, %7.1f s, peak memory %4d MB, %s"
            % (n, len(idx), time.time() - t, peak_mb(), time.strftime("%H:%M:%S")))
    if down_to == 0:
        _save(os.path.join(out, "values.npy"), k.V)
    return k.V


def verify(k, V):
    """What the solver's shortcuts rely on, on solved values: every state
    solved and finite; more upper total never worth less (the best points
    in an upper box beat fewer); 50 in the Yahtzee box never worth less
    than 0. Returns the lines to log; AssertionError on a failure."""
    idx = np.concatenate(k.layers)
    assert np.isfinite(V[idx]).all(), "a state was not solved"
    W = V.reshape(NMASK, NY, NU)
    drops = 0
    for m in range(NMASK):
        if m & 31 in (0, 31):
            continue
        for y in range(NY):
            v = W[m, y][np.isfinite(W[m, y])]
            drops += int((np.diff(v) < -1e-9).sum())
    assert drops == 0, "%d upper totals worth less than a smaller one" % drops
    y50, y0 = W[:, 1, :], W[:, 2, :]
    both = np.isfinite(y50) & np.isfinite(y0)
    assert (y50[both] >= y0[both] - 1e-9).all(), "50 in the Yahtzee box worth less than 0"
    return ["verified: %d states solved; value never falls as the upper total rises; "
            "50 in the Yahtzee box never worth less than 0" % len(idx)]


def bench(k, n, threads, log):
    """The cost of a turn: n states of the middle layer (half the boxes
    open) on random successor values."""
    k.V[:] = np.random.default_rng(1).random(len(k.V)) * 300
    idx = k.layers[6][:n]
    t, c = time.time(), time.process_time()
    k.solve(idx, threads)
    log("%d states, %d threads: %.2f ms a state wall, %.2f ms of CPU a state"
        % (len(idx), threads, (time.time() - t) * 1000 / len(idx), (time.process_time() - c) * 1000 / len(idx)))


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("setting", choices=("family", "full"))
    ap.add_argument("--out", help="layer directory (default build/word/solve_SETTING)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--down-to", type=int, default=0, help="stop after this layer (boxes filled)")
    ap.add_argument("--fresh", action="store_true", help="forget saved layers")
    ap.add_argument("--table", help="an outcome table (.npy) instead of the setting's")
    ap.add_argument("--fixed", default="", help="reduced games: dice that never roll, DIE:FACE,...")
    ap.add_argument("--start", type=int, action="append", help="reduced games: solve from this state (kernel index)")
    ap.add_argument("--verify", action="store_true", help="check a finished solve's values.npy, solve nothing")
    ap.add_argument("--bench", type=int, default=0, help="time this many states (random values), solve nothing")
    a = ap.parse_args(argv)
    out = a.out or os.path.join(WO.OUT, "solve_" + a.setting)
    t = time.time()
    table = np.load(a.table) if a.table else WO.load(a.setting)
    k = Kernel(table, fixed_weights(dict(map(int, x.split(":")) for x in a.fixed.split(",") if x)), a.start)
    log = lambda s: print(s, flush=True)  # noqa: E731
    if a.bench:
        bench(k, a.bench, a.threads, log)
        return
    if a.verify:
        for line in verify(k, np.load(os.path.join(out, "values.npy"))):
            log(line)
        return
    log("%s: %d states in 13 layers (%s), kernel %s"
        % (a.setting, sum(len(s) for s in k.layers), " ".join(str(len(s)) for s in k.layers), k.key))
    V = solve(k, out, a.down_to, a.threads, a.fresh, log=log)
    cpu = resource.getrusage(resource.RUSAGE_SELF)
    log("done in %.0f s wall, %.0f s CPU, peak memory %d MB"
        % (time.time() - t, cpu.ru_utime + cpu.ru_stime, peak_mb()))
    if a.down_to == 0 and not a.start:
        for line in verify(k, V):
            log(line)
        log("optimal solitaire mean (%s): %.4f" % (a.setting, V[sidx(0, 0, 0)]))


if __name__ == "__main__":
    main(sys.argv[1:])
