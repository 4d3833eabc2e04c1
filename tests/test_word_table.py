"""The Word Expert's tables (assets/word_values_*.bin, tools/word_table.py)
and the board's reader (yahtzee_core/players/word_values.py).

- A table built from random values and a random outcome table reads back
  through the reader as the tool wrote it: every value as the fit gives
  it, every roll's seven-letter bit, every dense chance, and each sparse
  keep listed or, when not, one with a die fewer at least as likely.
- The shipped tables: each dictionary's own, the rolls they mark as
  seven-letter words are the core's (the word finder's) on random rolls,
  a chance of a keep of five or six dice is the core's count, and the
  empty sheet is worth the optimum (the solve itself is an artefact:
  python tools/word_table.py SETTING rebuilds a table from it).
"""
import os
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import solve_word as S  # noqa: E402
import word_keeps as K  # noqa: E402
import word_outcomes as WO  # noqa: E402
import word_table as T  # noqa: E402
from test_word_solver import _random_table  # noqa: E402
from yahtzee_core import word as W  # noqa: E402
from yahtzee_core.players.word_values import WordValues  # noqa: E402

W.use_dictionary(WO.DICTIONARY)
OPTIMA = {"family": 797.0949, "full": 918.7167}  # docs/FIGURES.md, "Word: the optimum"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    rng = np.random.default_rng(4)
    table = _random_table(4)
    # values of rank 3 over (lower boxes, y) x (upper boxes, u), of a
    # spread like the solve's
    r, c = rng.random((T.NROW, 3)), rng.random((3, T.NCOL))
    M = rng.random((T.NROW, 1)) * 300 + rng.random((1, T.NCOL)) * 100 + r @ c * 20
    V = np.zeros(S.NMASK * S.NY * S.NU)
    for s in range(len(V)):
        m, y, u = S.unpack(s)
        V[s] = M[(m >> 5) * 3 + y, (m & 31) * 47 + u]
    data, rep = T.build("full", V, table, k=4)
    path = tmp_path_factory.mktemp("table") / "t.bin"
    path.write_bytes(data)
    return table, V, data, path


def test_the_values_read_back_as_the_fit(built):
    table, V, data, path = built
    M, R = T.matrix(V)
    approx = T.values_part(V, 4)[3]
    with open(path, "rb") as f:
        t = WordValues(f, "full")
        for s in np.flatnonzero(np.isfinite(V))[::37]:
            m, y, u = S.unpack(int(s))
            row, col = (m >> 5) * 3 + y, (m & 31) * 47 + u
            assert t.value(m, y, u) == int(np.floor(approx[row, col] * 8 + 0.5)), (m, y, u)
            assert abs(t.value(m, y, u) / 8 - V[s]) < 2.0


def test_the_sevens_and_chances_read_back(built):
    table, V, data, path = built
    p1, p2 = K.seven_chances(table)
    with open(path, "rb") as f:
        t = WordValues(f)
        sevens = table[:, WO.YAHTZEE] == 50
        for o in range(0, WO.NOUT, 101):
            assert t.seven(o) == sevens[o]
        rng = np.random.default_rng(5)
        listed = unlisted = 0
        for _ in range(400):
            mask = int(rng.integers(127))
            n = bin(mask).count("1")
            code = int(rng.integers(6 ** n))
            pat = T.pattern_of(mask, code)
            for two, p in ((False, p1), (True, p2)):
                if n <= 3:
                    assert t.dense(two, mask, code) == round(p[pat] * 255)
                elif n == 4 or (n == 5 and two):
                    got = t.sparse(two, mask, code)
                    if got >= 0:
                        listed += 1
                        assert got == round(p[pat] * 255)
                    else:
                        unlisted += 1
                        assert p[pat] == 0 or max(p[q] for q in T.rerolled_one_more(mask, np.array([pat]))) >= p[pat]
        assert listed and unlisted


def test_a_table_of_another_setting_or_cut_short_is_refused(built):
    data = built[2]
    import io
    with pytest.raises(ValueError):
        WordValues(io.BytesIO(data), "family")
    with pytest.raises(ValueError):
        WordValues(io.BytesIO(data[:-1]))


@pytest.mark.parametrize("setting", ("family", "full"))
def test_the_shipped_table(setting):
    from yahtzee_core.players.word_expert import WordExpert
    with open(T.out_path(setting), "rb") as f:
        t = WordValues(f, setting)
        assert abs(t.value(0, 0, 0) / 8 - OPTIMA[setting]) < 0.5
        fd = W.finder()
        fd.setting = setting

        def seven(o):
            return fd.hint(WO.dice_of(o), [10])[10] is not None
        rng = np.random.default_rng(6)
        found = 0
        for _ in range(300):
            o = int(rng.integers(WO.NOUT))
            assert t.seven(o) == seven(o), WO.dice_of(o)
            found += t.seven(o)
        assert found  # some 8-13% of rolls
        # the Expert's chance of a keep of five or six dice: the finder's count
        p = WordExpert(t)
        for o in rng.integers(WO.NOUT, size=3):
            fs = WO.faces_of(int(o))
            p.faces = list(fs)
            for free in ((3,), (0, 6), (2, 5)):
                hits = 0
                for a in range(6 ** len(free)):
                    x = list(fs)
                    for j, d in enumerate(free):
                        x[d] = a // 6 ** j % 6
                    hits += seven(WO.number(x))
                k = 127 - sum(1 << d for d in free)
                n = 6 ** len(free)
                assert p._count(k) == (hits * 255 + n // 2) // n, (WO.dice_of(int(o)), free)
