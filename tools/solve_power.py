"""Solve solitaire Power Yahtzee exactly (desktop only: gcc, numpy).

    python tools/solve_power.py                 # solve (or resume), print the optimum
    python tools/solve_power.py --fresh         # forget earlier layers first
    python tools/solve_power.py --down-to 18    # only the states with 3 or fewer slots open

The state between turns is a config (filled slots) and the upper total
(tools/power_rules.py): 580,608 configs, 115 million states counting
every upper total from 0 to each config's highest (capped at 300). A
state's value is the points still to come, the upper bonus included;
the optimum is the value of the empty sheet.

Why C: one turn from one state is some 100,000 steps over the rolls,
faces and keeps (DOUBLE's pairs of slots are most of it), and there are
115 million states: about 10^13 operations. numpy would run them as
millions of small array operations from Python, hours of overhead; the
C kernel (tools/solve_power.c) solves 32 upper totals of a config at
once in SIMD lanes and the configs of a layer on every core (OpenMP).
gcc is already on every machine that builds the firmware (mpy-cross is
compiled with it); a compiled path from PyPI (numba and its LLVM) would
be a large dependency for one tool. The tool compiles the kernel itself
at run time, with -march=native, into a cache directory
(~/.cache/pocket-yahtzee, or YZ_CACHE), keyed by its source, flags,
compiler and CPU, so a changed kernel is never a stale library.

Every rule figure the kernel uses comes from the rules core through
power_rules.py. The sweep goes by slots filled, the last turn's first
(DOUBLE fills two, so a layer reads the next two); each finished layer is
saved at once (layer_NN.npy in the output directory, written then
renamed), and a run stopped by a signal or a crash starts again after the
last saved layer. The saved layers are the full table (about 0.9 GB of
float64): an artefact, not committed.
"""
import ctypes
import hashlib
import json
import os
import platform
import resource
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import power_rules as R  # noqa: E402

SOURCE = os.path.join(HERE, "solve_power.c")
SOURCES = (SOURCE, os.path.join(HERE, "solve_power_score.c"))  # the second is #included
FLAGS = ["-O3", "-march=native", "-fopenmp", "-shared", "-fPIC", "-std=gnu11"]
LAYERS = 22
OUT = os.environ.get("YZ_POWER_VALUES", "/tmp/power_values")

# A turn in detail (solve_power.c, Detail): S the best score of each roll at
# x1, x2, x3, DOUBLE; w3p POWER after the third roll; K4 the fourth roll's
# keeps; K2/R2 (K1/R1) the keeps before the third (second) roll, the Power
# die held (faces 1, 2, 3, DOUBLE, POWER) or rerolled; w2 (w1) each roll's
# worth after the second (first) roll by face (1, 2, 3, DOUBLE, FREEZE,
# POWER); start the state's value.
NR, NK = 252, 462
DETAIL = (("S", (4, NR)), ("w3p", (NR,)), ("K4", (NK,)), ("K2", (5, NK)), ("R2", (NK,)),
          ("w2", (6, NR)), ("K1", (5, NK)), ("R1", (NK,)), ("w1", (6, NR)), ("start", ()))


def _cpu():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return line
    except OSError:
        pass
    return platform.processor()


def compile_kernel(hashed, source, name, extra=(), libs=()):
    """A C kernel as a shared library (path, key), compiled once per
    source and machine into the cache's folder ``name``: the key hashes
    the ``hashed`` files (the source and what it #includes), the flags,
    gcc's version and the CPU, and names the saved solves it made."""
    gcc = subprocess.run(["gcc", "--version"], capture_output=True, text=True, check=True).stdout
    src = b""
    for path in hashed:
        with open(path, "rb") as f:
            src += f.read()
    key = hashlib.sha256(src + " ".join(FLAGS).encode() + gcc.encode() + _cpu().encode()).hexdigest()[:16]
    cache = os.path.join(os.environ.get("YZ_CACHE", os.path.expanduser("~/.cache/pocket-yahtzee")), name)
    lib = os.path.join(cache, "%s-%s.so" % (os.path.basename(source)[:-2], key))
    if not os.path.exists(lib):
        os.makedirs(cache, exist_ok=True)
        tmp = lib + ".%d.tmp" % os.getpid()
        subprocess.run(["gcc"] + FLAGS + list(extra) + ["-o", tmp, source] + list(libs), check=True)
        os.replace(tmp, lib)
    return lib, key


def build():
    """The kernel as a shared library, compiled once per source and machine."""
    return compile_kernel(SOURCES, SOURCE, "solve_power")


def _ints(rows):
    return np.ascontiguousarray(np.array(rows, dtype=np.int32))


class Kernel:
    """The compiled kernel with the rules core's tables handed over."""

    def __init__(self):
        path, self.key = build()
        self.lib = lib = ctypes.CDLL(path)
        lib.detail_size.restype = ctypes.c_int
        ytab = R.Y_SCORE + R.Y_X + R.Y_FIRST + R.Y_OPEN
        self._keep = [_ints(R.UP_PTS), _ints(R.CH_PTS), _ints(R.LO_PTS), _ints(R.Y_PTS),
                      _ints(R.CHILD), np.array(R.PROB, dtype=np.float64), _ints(R.LO_SLOTS),
                      _ints(ytab), _ints(R.UPMAX)]
        sizes = np.zeros(LAYERS, dtype=np.int64)
        args = [a.ctypes.data_as(ctypes.c_void_p) for a in self._keep] + [sizes.ctypes.data_as(ctypes.c_void_p)]
        err = lib.init(*args)
        if err:
            raise RuntimeError("the kernel refused the rule tables (code %d)" % err)
        self.sizes = [int(s) for s in sizes]
        n = R.NCFG
        self.layer_of = np.zeros(n, dtype=np.int8)
        self.offset = np.zeros(n, dtype=np.int64)
        self.umax = np.zeros(n, dtype=np.int32)
        lib.config_tables(*[a.ctypes.data_as(ctypes.c_void_p) for a in (self.layer_of, self.offset, self.umax)])
        self.layers = [None] * LAYERS

    def set_layer(self, n, arr):
        self.layers[n] = arr
        self.lib.set_layer(n, ctypes.c_void_p(arr.ctypes.data) if arr is not None else None)

    def solve_layer(self, n, threads):
        out = np.zeros(self.sizes[n], dtype=np.float64)
        self.set_layer(n, out)
        if self.lib.solve_layer(n, threads):
            raise MemoryError("the kernel could not allocate its work arrays")
        return out

    def detail(self, c, u):
        """One state's turn (its successors' layers set): a dict of arrays,
        DETAIL's names (tools/solve_power.c, Detail)."""
        buf = np.zeros(self.lib.detail_size())
        for n, arr in enumerate(self.layers):  # the library is shared: its layers are this kernel's
            if arr is not None:
                self.lib.set_layer(n, ctypes.c_void_p(arr.ctypes.data))
        if self.lib.turn_detail(int(c), int(u), buf.ctypes.data_as(ctypes.c_void_p)):
            raise MemoryError("the kernel could not allocate its work arrays")
        out, i = {}, 0
        for name, shape in DETAIL:
            n = int(np.prod(shape))
            out[name] = buf[i:i + n].reshape(shape) if shape else float(buf[i])
            i += n
        assert i == len(buf)
        return out

    def value(self, c, u):
        """The value of config c at upper total u (its layer must be set)."""
        return float(self.layers[self.layer_of[c]][self.offset[c] + min(u, self.umax[c])])


def terminal_layer(kernel):
    """The full sheet: only the bonus is still to come."""
    return np.array([R.bonus(u) for u in range(kernel.umax[R.FULL] + 1)], dtype=np.float64)


def _path(out, n):
    return os.path.join(out, "layer_%02d.npy" % n)


def _meta(kernel):
    rules = hashlib.sha256(b"".join(a.tobytes() for a in kernel._keep)).hexdigest()[:16]
    return {"kernel": kernel.key, "rules": rules, "sizes": kernel.sizes}


def _saved(out, kernel, same_kernel=True):
    """Layers saved by an earlier run, top down without a gap: of this very
    kernel (to go on with a run), or of any build of it on the same rule
    tables (to read values)."""
    try:
        with open(os.path.join(out, "meta.json")) as f:
            meta = json.load(f)
    except (OSError, ValueError):
        return []
    mine = _meta(kernel)
    if not same_kernel:
        meta["kernel"] = mine["kernel"]
    if meta != mine:
        return []
    done = []
    for n in range(LAYERS - 1, -1, -1):
        p = _path(out, n)
        if not os.path.exists(p) or os.path.getsize(p) != 128 + 8 * kernel.sizes[n]:
            break
        done.append(n)
    return done


def _save(out, n, arr):
    tmp = _path(out, n) + ".tmp"
    with open(tmp, "wb") as f:
        np.save(f, arr)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, _path(out, n))


def solve(out=OUT, down_to=0, threads=2, fresh=False, log=print, kernel=None):
    """Fill layers 21 .. down_to into ``out`` (resuming after the last saved
    layer); returns the kernel with the two lowest layers set."""
    k = kernel or Kernel()
    log = log or (lambda line: None)
    os.makedirs(out, exist_ok=True)
    done = [] if fresh else _saved(out, k)
    if not done:
        for n in range(LAYERS):
            if os.path.exists(_path(out, n)):
                os.remove(_path(out, n))
        with open(os.path.join(out, "meta.json"), "w") as f:
            json.dump(_meta(k), f)
        _save(out, LAYERS - 1, terminal_layer(k))
        done = [LAYERS - 1]
    low = done[-1]
    if len(done) > 1:
        log("resuming: layers %d-21 saved by an earlier run, going on from layer %d" % (low, low - 1))
    for n in (low, low + 1):
        if n < LAYERS:
            k.set_layer(n, np.load(_path(out, n)))
    for n in range(low - 1, down_to - 1, -1):
        t = time.time()
        arr = k.solve_layer(n, threads)
        _save(out, n, arr)
        if n + 2 < LAYERS:
            k.set_layer(n + 2, None)
        log("layer %2d: %6d configs, %10d states, %6.1f s, peak memory %4d MB"
            % (n, int((k.layer_of == n).sum()), k.sizes[n], time.time() - t, peak_mb()))
    return k


def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def load_all(out=OUT, kernel=None, down_to=0):
    """The kernel with the saved layers down_to..21 set (memory-mapped), for
    reading values."""
    k = kernel or Kernel()
    if len(_saved(out, k, same_kernel=False)) < LAYERS - down_to:
        raise FileNotFoundError("no solution down to layer %d in %s: run python tools/solve_power.py"
                                % (down_to, out))
    for n in range(down_to, LAYERS):
        k.set_layer(n, np.load(_path(out, n), mmap_mode="r"))
    return k


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT, help="layer directory (default %(default)s, or YZ_POWER_VALUES)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--down-to", type=int, default=0, help="stop after this layer (slots filled)")
    ap.add_argument("--fresh", action="store_true", help="forget saved layers")
    a = ap.parse_args(argv)
    t = time.time()
    k = solve(a.out, a.down_to, a.threads, a.fresh, log=lambda s: print(s, flush=True))
    cpu = resource.getrusage(resource.RUSAGE_SELF)
    print("done in %.0f s wall, %.0f s CPU, peak memory %d MB" % (time.time() - t, cpu.ru_utime + cpu.ru_stime, peak_mb()))
    if a.down_to == 0:
        print("optimal solitaire mean: %.4f" % k.value(0, 0))


if __name__ == "__main__":
    main(sys.argv[1:])
