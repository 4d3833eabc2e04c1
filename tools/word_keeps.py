"""Every keep of a Word Yahtzee turn valued by the optimum (desktop: gcc,
numpy, a finished solve of tools/solve_word.py).

    from word_keeps import Keeps
    k = Keeps("family")            # the outcome table and values.npy
    a2, a1 = k.turn(state)          # state: solve_word.state(...)
    a1[k.pattern(faces, keep)]      # keeping those dice before the 2nd roll

The lattice (tools/word_keeps.c, the solver's kernel with one entry point
more): a pattern gives each die its face index (0..5, its place in
letters.FACES[d]) or 6 (rerolled), numbered sum q_d 7^d. ``a2[p]`` is the
optimal worth of keeping p before the third roll (points still to come,
the upper bonus included until the fifth upper box is filled, as the
solver's values), at a full pattern the best play of that roll; ``a1[p]``
the same before the second roll. The best worth after a roll is the most
over the patterns below it (``best``): after the first roll a1's, after
the second a2's, after the third a2 at the roll itself.

The kernel library is compiled once per source, as solve_word's is; its
key covers solve_word.c too, whose own key (and so every saved solve) is
not touched.
"""
import ctypes
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import solve_power  # noqa: E402  (its flags and machine key)
import solve_word as S  # noqa: E402
import word_outcomes as WO  # noqa: E402

SOURCE = os.path.join(HERE, "word_keeps.c")
NLAT = 7 ** 7
P7 = np.array([7 ** d for d in range(7)])


def build():
    """The library (path, key), compiled once per source and machine (the
    solver's kernel is #included whole: its file is in the key)."""
    return solve_power.compile_kernel((SOURCE, S.SOURCE), SOURCE, "solve_word", extra=["-I", HERE], libs=["-lm"])


KEPT = np.array([[k >> d & 1 for d in range(7)] for k in range(128)], dtype=bool)  # keep mask k: die d kept


def subs(o):
    """The 128 patterns below outcome o, by keep mask (bit d: die d kept)."""
    faces = np.array(WO.faces_of(o))
    return np.where(KEPT, faces[None, :], 6) @ P7


class Keeps:
    """The optimal values of one setting and its outcome table, and each
    turn's keeps. ``values``: a values array (values.npy) instead of the
    saved solve's; ``table`` an outcome table instead of the setting's."""

    def __init__(self, setting, values=None, table=None, cache=4):
        path, self.key = build()
        self.lib = lib = ctypes.CDLL(path)
        self.table = np.ascontiguousarray(WO.load(setting) if table is None else table, dtype=np.uint8)
        self.weights = np.full((7, 6), 1 / 6)
        if lib.init(self.table.ctypes.data_as(ctypes.c_void_p), self.weights.ctypes.data_as(ctypes.c_void_p)):
            raise RuntimeError("the kernel refused the outcome table")
        if values is None:
            values = np.load(os.path.join(WO.OUT, "solve_" + setting, "values.npy"))
        self.V = np.ascontiguousarray(values, dtype=np.float64)
        lib.set_values(self.V.ctypes.data_as(ctypes.c_void_p))
        self.memo = {}  # state -> (a2, a1): the last few, and the empty sheet always
        self.order = []
        self.cache = cache

    def turn(self, s):
        """(a2, a1) of state s (a kernel index)."""
        if s in self.memo:
            return self.memo[s]
        a2, a1 = np.empty(NLAT), np.empty(NLAT)
        err = self.lib.keeps(int(s), a2.ctypes.data_as(ctypes.c_void_p), a1.ctypes.data_as(ctypes.c_void_p))
        if err:
            raise RuntimeError("state %d: %s" % (s, "a successor is not solved" if err == -1 else "out of memory"))
        self.memo[s] = (a2, a1)
        if s != 0:
            self.order.append(s)
            if len(self.order) > self.cache:
                del self.memo[self.order.pop(0)]
        return a2, a1

    @staticmethod
    def outcome(faces):
        """The outcome number of face indices (die 0 first)."""
        return int(sum(int(f) * 6 ** d for d, f in enumerate(faces)))

    @staticmethod
    def pattern(faces, keep):
        """The pattern keeping dice ``keep`` (indices) at their faces."""
        return int(sum((int(f) if d in keep else 6) * 7 ** d for d, f in enumerate(faces)))

    def best(self, a, o):
        """The most over the patterns below outcome o in lattice a, and the
        keep mask that gives it (127: keep all, score now from a2)."""
        v = a[subs(o)]
        k = int(np.argmax(v))
        return float(v[k]), k


def seven_chances(table):
    """The chance of a seven-letter word by the turn's end chasing only
    that, at every pattern: (p1, p2), p1 with one roll of the free dice
    left, p2 with two (the best keep between them: a lattice pass of
    max). Float64, NLAT each, numbered as the kernel's patterns."""
    L = np.zeros((7,) * 7)
    L[(slice(0, 6),) * 7] = (table[:, WO.YAHTZEE] == 50).reshape((6,) * 7)  # axis i: die 6 - i
    _avg(L)
    p1 = L.copy()
    _up(L)
    _avg(L)
    return p1.ravel(), L.ravel()


def _avg(L):
    """Every pattern with a die rerolled: the mean over its faces."""
    for ax in range(7):
        i = [slice(None)] * 7
        i[ax] = 6
        L[tuple(i)] = L.take(range(6), axis=ax).mean(axis=ax)


def _up(L):
    """Every pattern: the most over the patterns below it."""
    for ax in range(7):
        i = [slice(None)] * 7
        i[ax] = 6
        r = np.expand_dims(L[tuple(i)], ax)
        i[ax] = slice(0, 6)
        L[tuple(i)] = np.maximum(L[tuple(i)], r)
