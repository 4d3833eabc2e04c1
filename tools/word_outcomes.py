"""Word Yahtzee's outcome table: every roll of the seven letter dice and
each box's best points for it, as the rules core scores them (desktop only).

    python tools/word_outcomes.py family            # build/word/outcomes_family.npy
    python tools/word_outcomes.py full --procs 2    # Full's, two processes
    python tools/word_outcomes.py family --check 20000   # build (if need be), then check

An outcome is the face each die shows, die d's face index f_d in 0..5 (its
place in letters.FACES[d], the wild included), numbered o = sum f_d 6^d:
6^7 = 279,936 outcomes, equally likely. The table is uint8 (279936, 12):
per outcome and box (letters.BOXES order) the points the project's word
finder (yahtzee_core.wordfinder.Finder.hint, the hint and the computer
players' move) gives that box, 0 where the dice cannot fill it; the
Yahtzee Word box holds 50 exactly when the dice spell a seven-letter word.
Points depend on the dice's letters only, so each of the 174,546 letter
multisets is worked out once.

How a sheet uses a row (``options``, which the solver's C kernel follows
and ``check`` compares with ``Word.choices()``): each open box takes its
points; with the Yahtzee box at 50 and a seven-letter word, +100, and the
roll goes to One Word or Chance (its letters' value, the most any play
scores) or 25 in All Consonants / All Vowels, or, with none of those four
open, a 0 in any open box; the other open boxes still take their own
points without the bonus.

The table is an artefact (build/word/, git-ignored), made by this command;
its .json beside it names the dictionary file's sha256, the setting and
the finder's source hash, so a stale table is never read as current.
"""
import hashlib
import itertools
import json
import os
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from yahtzee_core import letters as LT  # noqa: E402

NDICE = 7
NOUT = 6 ** NDICE
NBOX = 12
ONE, CONSONANTS, VOWELS, YAHTZEE, CHANCE = 5, 8, 9, 10, 11
BONUS_BOXES = (ONE, CHANCE, CONSONANTS, VOWELS)
BONUS = 100
DICTIONARY = os.path.join(ROOT, "assets", "words.bin")
OUT = os.environ.get("YZ_WORD_BUILD", os.path.join(ROOT, "build", "word"))
SOURCES = ("yahtzee_core/wordfinder.py", "yahtzee_core/wordwalk.py", "yahtzee_core/words.py",
           "yahtzee_core/letters.py", "tools/word_outcomes.py")


def faces_of(o):
    """Die face indices (0..5 each) of outcome number o."""
    out = []
    for _ in range(NDICE):
        out.append(o % 6)
        o //= 6
    return tuple(out)


def number(fs):
    """Outcome number of face indices fs (die 0 first)."""
    o = 0
    for d in range(NDICE - 1, -1, -1):
        o = o * 6 + fs[d]
    return o


def dice_of(o):
    """The letter codes (letters.FACES) that outcome o shows, die 0 first."""
    return tuple(LT.FACES[d][f] for d, f in enumerate(faces_of(o)))


def outcomes(fixed=None):
    """Outcome numbers, all or those where die d shows face fixed[d]."""
    fixed = fixed or {}
    ranges = [(fixed[d],) if d in fixed else range(6) for d in range(NDICE)]
    return [number(fs) for fs in itertools.product(*ranges)]


def _finder(setting):
    from yahtzee_core.words import Dictionary
    from yahtzee_core.wordfinder import Finder
    f = Finder(Dictionary(DICTIONARY))
    f.setting = setting
    return f


_F = [None, None]


def _rows(args):
    """Points per box of each letter multiset (one process's share)."""
    setting, dice_list = args
    if _F[0] != setting:
        _F[0], _F[1] = setting, _finder(setting)
    try:
        os.nice(19)  # only idle CPU: other work shares the cores
    except OSError:
        pass
    out = []
    for dice in dice_list:
        h = _F[1].hint(dice)
        out.append(bytes(e[0] if e else 0 for e in h))
    return out


def build(setting, fixed=None, procs=1, log=None):
    """The table (uint8, NOUT x 12); with ``fixed`` only those outcomes
    are worked out (the rest stay 0: reduced games in tests)."""
    rep = {}
    for o in outcomes(fixed):
        dice = dice_of(o)
        rep.setdefault(tuple(sorted(dice)), []).append(o)
    keys = list(rep)
    reps = [dice_of(rep[k][0]) for k in keys]
    if procs > 1:
        import multiprocessing as mp
        n = max(1, len(reps) // (procs * 40))
        chunks = [(setting, reps[i:i + n]) for i in range(0, len(reps), n)]
        with mp.get_context("fork").Pool(procs) as pool:
            rows = []
            for k, part in enumerate(pool.imap(_rows, chunks)):
                rows.extend(part)
                if log and k % 20 == 19:
                    log("%d of %d letter multisets" % (len(rows), len(reps)))
    else:
        rows = _rows((setting, reps))
    table = np.zeros((NOUT, NBOX), dtype=np.uint8)
    for k, row in zip(keys, rows):
        table[rep[k]] = np.frombuffer(row, dtype=np.uint8)
    _sanity(table)
    return table


def _sanity(table):
    """With a seven-letter word One Word and Chance score every die: the
    bonus roll's value (the solver relies on it)."""
    seven = table[:, YAHTZEE] == 50
    if not ((table[:, YAHTZEE] == 0) | seven).all():
        raise AssertionError("the Yahtzee Word box scores 50 or 0")
    if not (table[seven, ONE] == table[seven, CHANCE]).all():
        raise AssertionError("a seven-letter roll's One Word and Chance differ")
    for b in (CONSONANTS, VOWELS):
        if not np.isin(table[:, b], (0, LT.FIXED)).all():
            raise AssertionError("All Consonants / All Vowels score 25 or 0")


def options(row, sheet_open, yahtzee):
    """(box, points in the box, bonus) of every play the rules allow with
    a row of the table: ``sheet_open[b]`` is box b open; ``yahtzee`` the
    Yahtzee box: None (open), 50 or 0. One best play per open box, and
    with a bonus word and none of its four boxes open a 0 with the +100 in
    each open box as well (what ``Word.choices()`` offers)."""
    seven = yahtzee == 50 and row[YAHTZEE] == 50
    out = []
    for b in range(NBOX):
        if not sheet_open[b]:
            continue
        if seven and b in BONUS_BOXES:  # 25 in the dice boxes whatever the letters
            out.append((b, LT.FIXED if b in (CONSONANTS, VOWELS) else int(row[b]), BONUS))
        else:
            out.append((b, int(row[b]), 0))
    if seven and not any(sheet_open[b] for b in BONUS_BOXES):
        out += [(b, 0, BONUS) for b in range(NBOX) if sheet_open[b]]
    return out


def core_options(dice, sheet):
    """The same from the rules core: ``Word.choices()`` on a one-seat game
    whose sheet is ``sheet`` (12 values, engine.EMPTY for open) and dice."""
    from yahtzee_core import word as W
    g = W.Word(["A"], first=0, dictionary=_SETTING[0])
    g.sheets[0][:] = bytes(sheet)
    g.dice = tuple(dice)
    g.rolls_used = 1
    out = []
    for c in g.choices():
        b = LT.BOXES.index(c.box)
        bonus = 0
        if sheet[YAHTZEE] == 50 and c.detail and len(c.detail) == 1 and len(c.detail[0][0]) == 7:
            bonus = BONUS
        out.append((b, c.points, bonus))
    return out


_SETTING = ["family"]


def check(table, setting, n, seed=1, only=None):
    """Compare ``options`` on the table with the core's choices() on n
    random (outcome, sheet) pairs (half of them seven-letter rolls, Yahtzee
    box open, 50 or 0, any boxes filled): returns the number compared;
    AssertionError on the first difference. ``only``: outcomes to draw from."""
    from yahtzee_core import word as W
    from yahtzee_core.engine import EMPTY
    W.use_dictionary(DICTIONARY)
    _SETTING[0] = setting
    rng = np.random.default_rng(seed)
    pool = np.array(only if only is not None else range(NOUT))
    sevens = pool[table[pool, YAHTZEE] == 50]
    for k in range(n):
        src = sevens if k % 2 and len(sevens) else pool
        o = int(src[rng.integers(len(src))])
        p = rng.random()
        sheet = [EMPTY if rng.random() > p else 7 for _ in range(NBOX)]
        sheet[YAHTZEE] = (EMPTY, 50, 0)[rng.integers(3)]
        if all(v != EMPTY for v in sheet):
            sheet[rng.integers(NBOX)] = EMPTY
        y = None if sheet[YAHTZEE] == EMPTY else sheet[YAHTZEE]
        want = sorted(core_options(dice_of(o), sheet))
        got = sorted(options(table[o], [v == EMPTY for v in sheet], y))
        if got != want:
            raise AssertionError("outcome %d %s sheet %s: table %s, core %s"
                                 % (o, dice_of(o), sheet, got, want))
    return n


def meta(setting):
    h = hashlib.sha256()
    for p in SOURCES:
        with open(os.path.join(ROOT, p), "rb") as f:
            h.update(f.read())
    with open(DICTIONARY, "rb") as f:
        words = hashlib.sha256(f.read()).hexdigest()
    return {"setting": setting, "dictionary_sha256": words, "sources": h.hexdigest()[:16],
            "shape": [NOUT, NBOX], "faces": list(LT.DICE_TEXT)}


def path(setting, out=OUT):
    return os.path.join(out, "outcomes_%s.npy" % setting)


def load(setting, out=OUT):
    """The saved table for ``setting``, if it was built from the current
    dictionary and code; else FileNotFoundError naming the command."""
    p = path(setting, out)
    try:
        with open(p[:-4] + ".json") as f:
            m = json.load(f)
        if m.get("table") and dict(m["table"]) == meta(setting):
            return np.load(p)
    except (OSError, ValueError):
        pass
    raise FileNotFoundError("no current outcome table for %s: run python tools/word_outcomes.py %s"
                            % (setting, setting))


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("setting", choices=("family", "full"))
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--check", type=int, default=0, help="then compare N random rolls with the core")
    ap.add_argument("--rebuild", action="store_true")
    a = ap.parse_args(argv)
    log = lambda s: print(s, flush=True)  # noqa: E731
    try:
        if a.rebuild:
            raise FileNotFoundError
        table = load(a.setting, a.out)
        log("current table %s" % path(a.setting, a.out))
    except FileNotFoundError:
        t = time.time()
        table = build(a.setting, procs=a.procs, log=log)
        secs = time.time() - t
        os.makedirs(a.out, exist_ok=True)
        p = path(a.setting, a.out)
        np.save(p + ".tmp.npy", table)
        os.replace(p + ".tmp.npy", p)
        with open(p[:-4] + ".json", "w") as f:
            json.dump({"table": meta(a.setting), "build_seconds": round(secs, 1), "procs": a.procs}, f)
        log("built %s in %.0f s wall (%d processes): %d bytes, %d seven-letter rolls"
            % (p, secs, a.procs, os.path.getsize(p), int((table[:, YAHTZEE] == 50).sum())))
    if a.check:
        t = time.time()
        check(table, a.setting, a.check)
        log("checked %d random rolls and sheets against Word.choices(): all equal (%.0f s)"
            % (a.check, time.time() - t))


if __name__ == "__main__":
    main(sys.argv[1:])
