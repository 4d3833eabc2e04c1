"""Each Word level priced against the optimum, per dictionary (desktop;
needs the outcome tables and solves of tools/word_outcomes.py and
tools/solve_word.py: docs/WORD.md, "The solitaire optimum").

    python bench/word_pricing.py [--games 30000] [--se 0.5] [--jobs 2] [--words family,full] [LEVEL ...]
    python bench/word_pricing.py --report [LEVEL ...]     # the table from the saved games only
    python bench/word_pricing.py --report --log docs/figures/word-pricing.log   # FIGURES.md's table

LEVEL: easy, medium, hard, expert (as players.for_game makes it on the
desktop), fitted (the Expert by its fitted figures, players/word.py: as
it played before its table, and plays on stock firmware), optimal (by the
optimal values: a check of the optimum by play).

Plays solitaire games (game i dealt from seed i) with each level's player
and prices every decision it makes with the optimal values
(tools/word_keeps.py): each keep (the dice kept before the second or
third roll), stopping to score, and each box scored with its words. A
decision's loss is the best choice's expected points to come minus the
chosen one's, both played on optimally from there. Summed over a game
they telescope: the mean loss per game is exactly what the level loses
against the optimum in expectation, so

    implied expected score = optimum - mean loss per game.

Its standard error is made smaller by control variates: per turn, the
luck of its rolls, (a) the optimal worth after each roll less its mean
over that roll (the worth of the keep before it), (b) a seven-letter word
rolled less the chance of one with that keep. Each has mean exactly 0
(the chances are the dice's own), so the mean of the losses less their
fitted multiple (least squares over the games, 24 of them) is the same
expectation with a third to a half of the variance; the SE given is the
residuals'. Games are saved as they are played (build/word/pricing/, one
file per setting and level): a run stopped goes on with the games not
yet saved; ``--se`` stops a level once its SE is that small (checked
every ``--chunk`` games).

Prints per level the implied score and its share of the optimum, the
games, the share of decisions that lose anything (more than 1e-6
points), and the played mean beside it.
"""
import argparse
import math
import os
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))
os.chdir(ROOT)  # a player may open assets/ by relative path

import solve_word as S  # noqa: E402
import word_keeps as K  # noqa: E402
import word_outcomes as WO  # noqa: E402
from yahtzee_core import letters as LT  # noqa: E402
from yahtzee_core import new_game, players  # noqa: E402
from yahtzee_core.engine import EMPTY  # noqa: E402
from yahtzee_core.players import LEVELS, Move  # noqa: E402

LOSES = 1e-6
YZ = 10
NAMES = {"fitted": "Expert, fitted (before the table)", "optimal": "(optimal play)"}
SAVED = os.path.join(WO.OUT, "pricing")
# a saved game: seed, loss, decisions, losing decisions, total, then per
# turn the two lucks (12 + 12)
COLS = 5 + 24


def state_of(sheet):
    """The solver's state of a core sheet."""
    filled = [b for b in range(12) if sheet[b] != EMPTY]
    up = sum(sheet[b] for b in range(5) if sheet[b] != EMPTY)
    y = sheet[YZ]
    return S.state(filled, None if y == EMPTY else y, up)


def so_far(g):
    """The points a solitaire game has that the solver's values do not
    count: its total, the upper bonus only once the fifth upper box is
    filled (before that the values count it as still to come)."""
    t = g.total(0)
    if any(v == EMPTY for v in g.sheets[0][:5]):
        t -= g.upper_bonus(0)
    return t


def faces(g):
    """The outcome's face indices (die 0 first) of g's dice."""
    return [LT.FACES[d].index(g.dice[d]) for d in range(LT.NDICE)]


class Pricer:
    """The optimal values of a solitaire game's choices, and the chance
    of a seven-letter word by pattern (for the lucks)."""

    def __init__(self, keeps):
        self.k = keeps
        self.p1 = K.seven_chances(keeps.table)[0]
        self.seven = keeps.table[:, WO.YAHTZEE] == 50

    def lattices(self, g):
        return self.k.turn(state_of(g.sheets[0]))

    def worth_now(self, g):
        """The optimal worth of the roll showing (the turn's best from here)."""
        a2, a1 = self.lattices(g)
        fs = faces(g)
        if g.rolls_used == 3:
            return float(a2[K.Keeps.pattern(fs, range(7))])
        return self.k.best(a1 if g.rolls_used == 1 else a2, K.Keeps.outcome(fs))[0]

    def keep_worth(self, g, keep):
        """The optimal worth of rerolling g's dice but ``keep``."""
        a2, a1 = self.lattices(g)
        return float((a1 if g.rolls_used == 1 else a2)[K.Keeps.pattern(faces(g), keep)])

    def after(self, g, before):
        """The worth of a box just scored: its points (bonuses in) and
        the optimal value of the state after."""
        return so_far(g) - before + float(self.k.V[state_of(g.sheets[0])])


class Optimal:
    """Plays by the optimal values (level "optimal"): its games' mean is a
    check of the optimum by play, each roll dealt by the core."""

    def __init__(self, pricer):
        self.pr = pricer

    def next_move(self, g):
        if not g.rolled:
            return Move(Move.ROLL)
        if g.rolls_left:
            a2, a1 = self.pr.lattices(g)
            v, k = self.pr.k.best(a1 if g.rolls_used == 1 else a2, K.Keeps.outcome(faces(g)))
            if k != 127:
                return Move(Move.ROLL, keep=tuple(d for d in range(7) if k >> d & 1))
        best = None
        before = so_far(g)
        for c in g.choices():
            h = _copy(g)
            h.score(c.box, c.detail)
            v = self.pr.after(h, before)
            if best is None or v > best[0]:
                best = (v, Move(Move.SCORE, box=c.box, detail=c.detail))
        return best[1]


def _copy(g):
    """A one-seat Word game with g's sheet and dice, to score one choice."""
    from yahtzee_core import word as W
    h = W.Word(["A"], first=0, dictionary=g.words)
    h.sheets[0][:] = g.sheets[0]
    h.bonus_count[0] = g.bonus_count[0]
    h.dice = tuple(g.dice)
    h.rolls_used = g.rolls_used
    return h


def player(level, g, pricer):
    if level == "optimal":
        return Optimal(pricer)
    if level == "fitted":  # the Expert by its fitted figures: stock firmware's
        from yahtzee_core.players.word import WordPlayer
        return WordPlayer("expert")
    return players.for_game(g, 0, level)


def play_game(level, setting, seed, pr):
    """One game's saved row (COLS values)."""
    g = new_game("word", ["CPU"], seed=seed, first=0, dictionary=setting)
    cpu = player(level, g, pr)
    loss, n, bad = 0.0, 0, 0
    luck = np.zeros((2, 12))  # (a), (b) per turn
    t = 0
    while not g.over:
        m = cpu.next_move(g)
        if not g.rolled:  # the turn's first roll: nothing decided, luck only
            v0 = float(pr.k.V[state_of(g.sheets[0])])
            m.apply(g)
            luck[0, t] += pr.worth_now(g) - v0
            luck[1, t] += pr.seven[K.Keeps.outcome(faces(g))] - pr.p1[K.NLAT - 1]
            continue
        best = pr.worth_now(g)
        if m.kind == Move.SCORE:
            before = so_far(g)
            m.apply(g)
            mine = pr.after(g, before)
            t += 1
        else:
            mine = pr.keep_worth(g, m.keep)
            p7 = pr.p1[K.Keeps.pattern(faces(g), m.keep)]
            m.apply(g)
            luck[0, t] += pr.worth_now(g) - mine
            luck[1, t] += pr.seven[K.Keeps.outcome(faces(g))] - p7
        assert mine <= best + 1e-9, (setting, seed, m, best, mine)  # the optimum is the best
        n += 1
        loss += best - mine
        bad += best - mine > LOSES
    return [seed, loss, n, bad, g.total(0)] + list(luck.ravel())


def _job(args):
    level, setting, seeds = args
    pr = Pricer(K.Keeps(setting))
    return [play_game(level, setting, s, pr) for s in seeds]


def saved_path(setting, level):
    return os.path.join(SAVED, "%s-%s.npy" % (setting, level))


def load_saved(setting, level):
    try:
        a = np.load(saved_path(setting, level))
    except (OSError, ValueError):
        return np.zeros((0, COLS))
    return a if a.ndim == 2 and a.shape[1] == COLS else np.zeros((0, COLS))


def save(setting, level, rows):
    os.makedirs(SAVED, exist_ok=True)
    p = saved_path(setting, level)
    tmp = p + ".tmp.npy"
    np.save(tmp, rows)
    os.replace(tmp, p)


def estimate(rows):
    """(mean loss, its SE, plain SE): the control-variate estimate."""
    L = rows[:, 1]
    n = len(L)
    Z = rows[:, 5:]
    Z = Z[:, np.abs(Z).max(axis=0) > 0]  # a luck never met (a turn never rolled) is no variate
    X = np.column_stack([np.ones(n), Z])
    plain = L.std(ddof=1) / math.sqrt(n)
    if n <= 2 * X.shape[1]:
        return L.mean(), plain, plain
    beta = np.linalg.lstsq(X, L, rcond=None)[0]
    res = L - Z @ beta[1:]
    se = math.sqrt(((res - res.mean()) ** 2).sum() / (n - X.shape[1])) / math.sqrt(n)
    return float(res.mean()), se, plain


def run_level(level, setting, games, se_goal, jobs, chunk, log):
    """Play the level's games not yet saved, up to ``games`` (seeds 0..),
    stopping once the SE is ``se_goal``; returns the saved rows."""
    rows = load_saved(setting, level)
    done = set(int(s) for s in rows[:, 0])
    while len(rows) < games:
        if se_goal and len(rows) >= chunk and estimate(rows)[1] <= se_goal:
            break
        todo = [s for s in range(games) if s not in done][:chunk]
        if not todo:
            break
        parts = [(level, setting, todo[i::jobs]) for i in range(jobs)]
        if jobs > 1:
            from multiprocessing import Pool
            with Pool(jobs) as pool:
                new = [r for part in pool.map(_job, parts) for r in part]
        else:
            new = _job(parts[0])
        rows = np.vstack([rows, np.array(new, dtype=np.float64)])
        rows = rows[np.argsort(rows[:, 0])]
        done.update(todo)
        save(setting, level, rows)
        if log:
            m, s, plain = estimate(rows)
            log("  %s %s: %d games, loss %.2f ± %.2f (plain %.2f), %s"
                % (setting, level, len(rows), m, s, plain, time.strftime("%H:%M:%S")))
    return rows


def report_line(level, optimum, rows, secs=None):
    m, se, plain = estimate(rows)
    n = rows[:, 2].sum()
    bad = rows[:, 3].sum()
    played = rows[:, 4]
    pse = played.std(ddof=1) / math.sqrt(len(played))
    return ("| %s | %.2f | %.2f | %.1f%% | %d | %d | %.1f%% | %.1f ± %.1f |%s"
            % (NAMES.get(level, level.capitalize()), optimum - m, se, 100 * (optimum - m) / optimum,
               len(rows), n, 100.0 * bad / n, played.mean(), pse,
               " %.0f s |" % secs if secs is not None else " (saved) |"))


HEAD = ("| level | implied expected score | ± SE | of the optimum | games | decisions | losing decisions "
        "| played mean ± SE | time |")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("levels", nargs="*", default=list(LEVELS[::-1]) + ["fitted"],
                    help="levels (default: every level, then 'fitted': the Expert by its fitted figures; "
                         "'optimal': by the optimal values)")
    ap.add_argument("--games", type=int, default=30000, help="the most games a level (seeds 0..)")
    ap.add_argument("--se", type=float, default=0.5, help="stop a level once its SE is this (0: play --games)")
    ap.add_argument("--chunk", type=int, default=1000, help="games between saves and SE checks")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--words", default="family,full", help="dictionary settings, comma-separated")
    ap.add_argument("--report", action="store_true", help="print the table from the saved games, play none")
    ap.add_argument("--fresh", action="store_true", help="forget the saved games of these levels first")
    ap.add_argument("--log", help="also write the tables to this file (docs/figures/word-pricing.log: "
                                  "bench/word_figures.py reads it), under a line saying the command and the day")
    a = ap.parse_args(argv)
    out = open(a.log, "w") if a.log else None
    if out:
        out.write("# python bench/word_pricing.py %s, %s\n" % (" ".join(argv), time.strftime("%Y-%m-%d")))

    def say(line):  # the tables, to the log too
        print(line, flush=True)
        if out:
            print(line, file=out, flush=True)

    log = lambda s: print(s, file=sys.stderr, flush=True)  # noqa: E731
    for setting in a.words.split(","):
        optimum = float(np.load(os.path.join(WO.OUT, "solve_" + setting, "values.npy"))[0])
        say("%s: optimum %.4f; solitaire games, game i from seed i" % (setting, optimum))
        say(HEAD)
        say("|---|---|---|---|---|---|---|---|---|")
        for level in a.levels:
            if a.fresh and os.path.exists(saved_path(setting, level)):
                os.remove(saved_path(setting, level))
            t = time.time()
            rows = load_saved(setting, level) if a.report else run_level(
                level, setting, a.games, a.se, a.jobs, a.chunk, log)
            if len(rows) < 2:
                say("| %s | (no games saved) |" % NAMES.get(level, level.capitalize()))
                continue
            say(report_line(level, optimum, rows, None if a.report else time.time() - t))


if __name__ == "__main__":
    main(sys.argv[1:])
