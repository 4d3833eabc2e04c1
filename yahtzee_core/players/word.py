"""The Word Yahtzee computer player.

Its eyes are the word finder's public ``hint`` (the best play per box for
the dice showing) and the game's ``choices()``; it never looks inside the
finder. A hint takes about 140 ms on the board, and a turn asks for at
most four.

* Scoring: the choice whose points gain most over what its box is worth
  left open (the box's mean score under this player's play), with the 35
  upper bonus (at 46) valued by its chance (players/upper.py), a bonus
  seven-letter word's +100, and what the Yahtzee box does to the bonus
  words still to come: with 50 in it each later turn may bring +100
  (``rho`` of them a turn); open, a share ``phi`` of that.
* Rolling, when it is worth more than scoring now, for one of:
  - a box: keep the dice of its best play, reroll the rest; worth the
    play's points plus the mean gain measured for that box with that many
    dice rerolled and rolls left (``grow``);
  - a seven-letter word (the Yahtzee box open, or holding 50 for a bonus
    word): keep the longest word's dice; hits with the measured chance
    ``p7`` by dice rerolled and rolls left;
  - All Consonants / All Vowels: keep the dice that fit; the chance the
    others all fit follows from the dice faces.
  A miss falls back on the best play that survives on the kept dice.

The figures (players/word_data.py) are fitted by self-play
(tools/fit_word.py). Easy is greedy: it keeps the dice of the play worth
most points, rerolls the rest, and scores the most points.

A move's value is the seat's expected final score: the total, the open
boxes' worth and the bonus's (``standing``), plus the move's gain; a
greedy move's counts this turn's points alone (docs/PLAYERS.md).
"""

from yahtzee_core import letters as LT
from yahtzee_core.engine import EMPTY
from yahtzee_core.players import Move, check_level, check_turn
from yahtzee_core.players.upper import bonus_worth, isqrt
from yahtzee_core.players.word_data import LEVELS as _DATA

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

S = const(8)        # value units per point
_NB = const(12)
_UPPER = const(5)
_ONE = const(5)
_AC = const(8)
_AV = const(9)
_YZ = const(10)
_CHANCE = const(11)
_BONUS_BOXES = (_ONE, _CHANCE, _AC, _AV)
_TIERS = ((46, 35),)
_SEVEN_POINTS = const(12)  # a seven-letter word's usual letter value


def _fit_chance(kind):
    """Per die, in 1/256, the chance one roll of it shows a face of kind."""
    out = []
    for i in range(LT.NDICE):
        n = 0
        for f in LT.FACES[i]:
            if LT.KIND[f] & kind:
                n += 1
        out.append(n * 256 // 6)
    return tuple(out)


_FIT = (_fit_chance(LT.CONSONANT), _fit_chance(LT.VOWEL))


class WordPlayer:
    """A Word Yahtzee computer player of a level (players.LEVELS)."""

    def __init__(self, level, data=None):
        if data is None:
            check_level(level, _DATA)
        d = data if data is not None else _DATA[level]
        self.level = level
        self.worth, self.spread, self.grow, self.p7, self.rho, self.phi, self.mode = d[:7]
        self.slip = d[7] if len(d) > 7 else 0  # 1 move in `slip` played greedily

    # ----- what scoring a box gains -----------------------------------------------
    def _prepare(self, game):
        sheet = game.sheets[game.seat]
        self.sheet = sheet
        self.u = game.upper_score(game.seat)
        mu = var = n = 0
        for b in range(_NB):
            if sheet[b] == EMPTY:
                n += 1
                if b < _UPPER:
                    mu += self.worth[b]
                    var += self.spread[b] * self.spread[b]
        self.mu, self.var, self.nopen = mu, var, n
        self.base = bonus_worth(_TIERS, self.u, mu, isqrt(var), S)
        # what a move's value starts from, 1/8 point: the total; by worth,
        # a gain is reckoned against the open boxes' worth and the upper
        # bonus's, so those count here instead of the bonus held now
        t = game.total(game.seat) * S
        if self.smart:
            t += self.base - game.upper_bonus(game.seat) * S
            for b in range(_NB):
                if sheet[b] == EMPTY:
                    t += self.worth[b]
        self.standing = t
        y = sheet[_YZ]
        self.yz = 0 if y == EMPTY else (2 if y == 50 else 1)
        # bonus words to come, by the Yahtzee box after this turn
        later = self.rho * (n - 1) * 100 * S // 1000
        self.later = (later * self.phi // 256, 0, later)

    def _gain(self, b, points, bonus=False):
        """In 1/8 point: scoring ``points`` (1/8 point) in box b (``bonus``:
        a bonus seven-letter word, +100)."""
        if not self.smart:
            return points + (800 if bonus else 0)
        w = self.worth[b]
        v = points - w + (800 if bonus else 0)
        if b < _UPPER:
            sd = isqrt(self.var - self.spread[b] * self.spread[b])
            v += bonus_worth(_TIERS, self.u + points // S, self.mu - w, sd, S) - self.base
        if b == _YZ:
            v += self.later[2 if points else 1]
        else:
            v += self.later[self.yz]
        return v

    # ----- the move --------------------------------------------------------------------
    def next_move(self, game):
        """This player's next move in ``game`` (a Word game, its turn)."""
        check_turn(game)
        if not game.rolled and not game.time_out:
            return Move(Move.ROLL)
        mode = 0 if self.slip and _slips(game, self.slip) else self.mode
        self.smart = mode >= 1      # this move scores by worth, not points
        self.plans = mode >= 2      # ... and rolls on for the best plan
        self._prepare(game)
        best = None
        yz50 = self.yz == 2
        for c in game.choices():
            b = game.BOXES.index(c.box)
            bonus = yz50 and c.detail and len(c.detail) == 1 and len(c.detail[0][0]) == 7
            v = self._gain(b, c.points * S, bonus)
            if best is None or v > best[0]:
                best = (v, c, b)
        if game.rolls_left > 0:
            pick = self._plan(game, game.hint(), best[0])
            if pick is not None:
                keep = tuple(d for d in range(LT.NDICE) if pick[1] >> d & 1)
                return Move(Move.ROLL, keep=keep, value=(self.standing + pick[0]) / S)
        v, c, b = best
        if not self.smart and b < _UPPER:  # greedy's points leave out a bonus reached now
            v += bonus_worth(_TIERS, self.u + c.points, 0, 0, S) - bonus_worth(_TIERS, self.u, 0, 0, S)
        return Move(Move.SCORE, box=c.box, detail=c.detail, value=(self.standing + v) / S)

    def _plan(self, game, hint, now):
        """(worth, dice kept) of the best reroll if it beats ``now``."""
        left = game.rolls_left
        if not self.plans:
            return self._greedy(hint)
        sheet = self.sheet
        grow = self.grow
        plays = []  # (gain now, dice) per open box's play, for the fallbacks
        pick = None
        for b in range(_NB):
            if sheet[b] != EMPTY:
                continue
            e = hint[b]
            used = _dice(e)
            pts = e[0] if e else 0
            if e:
                plays.append((self._gain(b, pts * S), used))
            free = LT.NDICE - _count(used)
            if free:
                v = self._gain(b, pts * S + grow[(b * 8 + free) * 2 + left - 1] - 1)  # (stored +1)
                if v > now and (pick is None or v > pick[0]):
                    pick = (v, used)
        # a seven-letter word
        if self.yz != 1:
            used = self._longest(game, hint)
            free = LT.NDICE - _count(used)
            p = self.p7[free * 2 + left - 1]
            if p:
                v = self._chance_plan(p, self._seven_gain(), used, plays)
                if v > now and (pick is None or v > pick[0]):
                    pick = (v, used)
        # All Consonants, All Vowels
        for b, kind, fit in ((_AC, LT.CONSONANT, _FIT[0]), (_AV, LT.VOWEL, _FIT[1])):
            if sheet[b] != EMPTY:
                continue
            used = 0
            p = 256
            for d in range(LT.NDICE):
                if LT.KIND[game.dice[d]] & kind:
                    used |= 1 << d
                else:
                    miss = 256 - fit[d]
                    p = p * (256 - (miss if left == 1 else miss * miss // 256)) // 256
            if p and used != (1 << LT.NDICE) - 1:
                v = self._chance_plan(p, self._gain(b, LT.FIXED * S), used, plays)
                if v > now and (pick is None or v > pick[0]):
                    pick = (v, used)
        return pick

    def _chance_plan(self, p, hit, used, plays):
        """Worth of a plan that hits with chance p/256 for ``hit``, else
        falls back on the best play kept (or the cheapest scratch)."""
        back = None
        for g, d in plays:
            if d & used == d and (back is None or g > back):
                back = g
        if back is None:
            back = self._scratch()
        return (p * hit + (256 - p) * back) // 256

    def _scratch(self):
        """The gain of the cheapest zero."""
        best = None
        for b in range(_NB):
            if self.sheet[b] == EMPTY:
                v = self._gain(b, 0)
                if best is None or v > best:
                    best = v
        return best

    def _seven_gain(self):
        """What a seven-letter word would gain: 50 in the open Yahtzee box,
        or +100 and its best box."""
        if self.yz == 0:
            return self._gain(_YZ, 50 * S)
        best = None
        for b in _BONUS_BOXES:
            if self.sheet[b] == EMPTY:
                v = self._gain(b, (LT.FIXED if b == _AC or b == _AV else _SEVEN_POINTS) * S, True)
                if best is None or v > best:
                    best = v
        if best is None:
            best = self._scratch() + 800
        return best

    def _longest(self, game, hint):
        """The dice of the longest word (3 to 6 letters) on the dice, from
        the hint while the word boxes are open, else from a fresh hint."""
        for b in (4, 3, 2, 1):
            if self.sheet[b] != EMPTY:
                break
            if hint[b]:
                return _dice(hint[b])
        else:
            return 0
        from yahtzee_core import word
        fd = word.finder()
        fd.setting = game.words
        h = fd.hint(game.dice, (4, 3, 2, 1))
        for b in (4, 3, 2, 1):
            if h[b]:
                return _dice(h[b])
        return 0

    def _greedy(self, hint):
        """Keep the play worth the most points, if it leaves a die free."""
        pick = None
        for b in range(_NB):
            if self.sheet[b] != EMPTY:
                continue
            e = hint[b]
            pts = e[0] if e else 0
            if pick is None or pts > pick[0]:
                pick = (pts, _dice(e))
        if pick is None or pick[1] == (1 << LT.NDICE) - 1:
            return None
        return pick[0] * S, pick[1]


def _slips(game, every):
    """Does this move slip (play greedily)? About one move in ``every``,
    picked by the dice, the roll and the score: no random numbers drawn,
    so a game replays the same on the board and the desktop."""
    h = game.rolls_used * 5 + game.total(game.seat)
    for d in game.dice:
        h = (h * 31 + d) & 0xFFFF
    return h % every == 0


def _dice(entry):
    """Die mask of a hint entry's plays."""
    used = 0
    if entry:
        for _, ds in entry[1]:
            for d in ds:
                used |= 1 << d
    return used


def _count(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n
