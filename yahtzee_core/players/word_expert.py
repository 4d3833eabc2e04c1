"""The Word Expert by the optimum: what the rest of the game is worth read
from a table fitted to the exact solitaire optimum, and keeps that chase
seven-letter words by their chances (players/word_values.py, built by
tools/word_table.py; docs/PLAYERS.md, "Word: the Expert").

* Scoring: the choice (``choices()``: the finder's best play per box)
  whose points, bonuses and the table's value of the sheet after are
  worth most: the box is picked by the optimum's own values.
* Rolling, while the Yahtzee box is open or holds 50: a seven-letter word
  is then worth 50, or +100 and a box, far more than any other play, and
  the optimum spends nearly every turn on one. A keep is worth its chance
  of one by the turn's end (the table's, chasing only that) times what
  one is worth, and what a miss is worth otherwise (the best play now, or
  without the finder the best zero), plus half a point a die kept (of
  two keeps as likely, the one keeping more letters keeps more plays for
  a miss). All 127 keeps are weighed; the best beats scoring now, or the
  player scores. When even the most the dice could score now (each box's
  highest letters) is worth less than the best keep, it rolls without
  asking the word finder.
* With 0 in the Yahtzee box it keeps as the fitted Expert does (its
  plans for each box, players/word.py) and still scores by the table.

A move's value is the seat's expected final score: the points it has
(the upper bonus once all five upper boxes are filled) and the table's
worth of the rest; a keep's, its chance-weighted worth.
"""

from yahtzee_core import letters as LT
from yahtzee_core.engine import EMPTY
from yahtzee_core.players import Move, check_turn
from yahtzee_core.players.word import WordPlayer

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_S = const(8)          # value units per point
_UPPER = const(5)
_ONE = const(5)
_AC = const(8)
_AV = const(9)
_YZ = const(10)
_CHANCE = const(11)
_UCAP = const(46)
_BONUS = const(800)    # +100 a bonus word, 1/8 point
_UPPER_BONUS = const(280)
_TIE = const(1020)     # half a point a kept die, in the keeps' unit (1/8 point x 1/255)
_ALL = const(127)


class WordExpert(WordPlayer):
    """The Expert: ``table`` a WordValues of the game's dictionary."""

    def __init__(self, table):
        WordPlayer.__init__(self, "expert")
        self.table = table

    # ----- the sheet ---------------------------------------------------------------------
    def _state(self, game):
        sheet = game.sheets[game.seat]
        mask = 0
        up = 0
        for b in range(12):
            if b != _YZ and sheet[b] != EMPTY:
                mask |= 1 << (10 if b == _CHANCE else b)
                if b < _UPPER:
                    up += sheet[b]
        y = sheet[_YZ]
        self.sheet, self.mask, self.up = sheet, mask, up
        self.y = 0 if y == EMPTY else (1 if y == 50 else 2)
        t = game.total(game.seat)
        if mask & 31 != 31:
            t -= game.upper_bonus(game.seat)  # the table counts it as still to come
        self.so_far = t * _S

    def _after(self, b, pts):
        """What scoring ``pts`` points in open box b gains (1/8 point): the
        points, the upper bonus if it is made now, and the table's value
        of the sheet after (0 for a full sheet)."""
        mask, y, up = self.mask, self.y, self.up
        v = pts * _S
        if b == _YZ:
            y = 1 if pts == 50 else 2
        else:
            mask |= 1 << (10 if b == _CHANCE else b)
            if b < _UPPER:
                up += pts
                if mask & 31 == 31 and up >= 46:
                    v += _UPPER_BONUS
        if mask == 2047 and y:
            return v
        u = 0 if mask & 31 == 31 or mask & 31 == 0 else (up if up < _UCAP else _UCAP)
        return v + self.table.value(mask, y, u)

    def _scores(self, game):
        """(best, its choice, best without a bonus word): the choices'
        worths, 1/8 point."""
        best = nons = None
        y50 = self.y == 1
        for c in game.choices():
            b = game.BOXES.index(c.box)
            bonus = y50 and c.detail and len(c.detail) == 1 and len(c.detail[0][0]) == 7
            v = self._after(b, c.points) + (_BONUS if bonus else 0)
            if best is None or v > best[0]:
                best = (v, c)
            if not bonus and (nons is None or v > nons):
                nons = v
        return best[0], best[1], nons

    def _zero(self):
        """The most a zero in an open box is worth."""
        best = None
        for b in range(12):
            if self.sheet[b] == EMPTY:
                v = self._after(b, 0)
                if best is None or v > best:
                    best = v
        return best

    def _seven(self):
        """What a seven-letter word at the turn's end is worth: 50 in the
        open Yahtzee box, or +100 and its best box (the dictionary's mean
        letter value in One Word or Chance), or with none of those open
        +100 and a zero."""
        if self.y == 0:
            return self._after(_YZ, 50)
        best = None
        for b in (_ONE, _CHANCE, _AC, _AV):
            if self.sheet[b] == EMPTY:
                pts = LT.FIXED if b == _AC or b == _AV else (self.table.seven_pts + 4) // _S
                v = self._after(b, pts)
                if best is None or v > best:
                    best = v
        if best is None:
            best = self._zero()
        return best + _BONUS

    def _most_now(self, dice):
        """The most scoring now could be worth, from the dice's letter
        values alone (no word finder): each box its highest letters."""
        vals = sorted([LT.VALUES[f] for f in dice], reverse=True)
        best = None
        for b in range(12):
            if self.sheet[b] != EMPTY or b == _YZ:
                continue
            if b < _UPPER:
                pts = sum(vals[:b + 2])
            elif b == _AC or b == _AV:
                kind = LT.CONSONANT if b == _AC else LT.VOWEL
                pts = LT.FIXED
                for f in dice:
                    if not LT.KIND[f] & kind:
                        pts = 0
            else:
                pts = sum(vals)
            v = self._after(b, pts)
            if best is None or v > best:
                best = v
        if self.sheet[_YZ] == EMPTY:  # not a seven: the Yahtzee box would take 0
            v = self._after(_YZ, 0)
            if best is None or v > best:  # (None: the Yahtzee box is the last one open)
                best = v
        return best

    # ----- the keeps -----------------------------------------------------------------------
    def _keep(self, game, gain):
        """(worth, dice mask) of the best keep, ``gain`` (1/8 point) what a
        seven-letter word is worth over a miss; the worth in 1/8 point x
        1/255 over a miss, half a point a kept die included."""
        t = self.table
        two = game.rolls_left == 2
        fs = self.faces
        best = None
        for k in range(_ALL):
            n = code = 0
            w = 1
            for d in range(7):
                if k >> d & 1:
                    code += fs[d] * w
                    w *= 6
                    n += 1
            if n <= 3:
                p = t.dense(two, k, code)
            elif n == 4 or (n == 5 and two):
                p = t.sparse(two, k, code)
                if p < 0:
                    continue
            else:
                p = self._count(k)  # one roll left: of 36 or 6 completions
                if two:  # six kept, two rolls: two tries
                    p = 255 - (255 - p) * (255 - p) // 255
            v = p * gain + _TIE * n
            if best is None or v > best[0]:
                best = (v, k, n)
        return best

    def _count(self, k):
        """The chance (1/255) that rerolling the dice not in k (one or two)
        spells a seven-letter word, from the sevens' bits."""
        t = self.table
        fs = self.faces
        base = 0
        free = []
        w = 1
        for d in range(7):
            if k >> d & 1:
                base += fs[d] * w
            else:
                free.append(w)
            w *= 6
        hits = 0
        if len(free) == 1:
            for a in range(6):
                hits += t.seven(base + a * free[0])
            return (hits * 255 + 3) // 6
        for a in range(6):
            for b in range(6):
                hits += t.seven(base + a * free[0] + b * free[1])
        return (hits * 255 + 18) // 36

    # ----- the move ------------------------------------------------------------------------
    def next_move(self, game):
        """This player's next move in ``game`` (a Word game, its turn)."""
        check_turn(game)
        if not game.rolled and not game.time_out:
            return Move(Move.ROLL)
        self._state(game)
        if game.rolls_left > 0:
            if self.y == 2:
                return self._fitted(game)
            dice = game.dice
            fs = self.faces = _faces(dice)
            o = 0
            for d in range(6, -1, -1):
                o = o * 6 + fs[d]
            if not self.table.seven(o):
                low = self._zero()
                seven = self._seven()
                pick = self._keep(game, seven - low)
                if pick is not None and pick[0] - _TIE * pick[2] > (self._most_now(dice) - low) * 255:
                    return self._roll(pick, low)
            now, c, nons = self._scores(game)
            if not self.table.seven(o):
                low = self._zero()
                if nons is not None and nons > low:
                    low = nons
                pick = self._keep(game, self._seven() - low)
                if pick is not None and pick[0] - _TIE * pick[2] > (now - low) * 255:
                    return self._roll(pick, low)
            return self._score(now, c)
        now, c, _ = self._scores(game)
        return self._score(now, c)

    def _roll(self, pick, low):
        v, k, n = pick
        keep = tuple([d for d in range(7) if k >> d & 1])
        worth = low + (v - _TIE * n) // 255
        return Move(Move.ROLL, keep=keep, value=(self.so_far + worth) / _S)

    def _score(self, now, c):
        return Move(Move.SCORE, box=c.box, detail=c.detail, value=(self.so_far + now) / _S)

    def _fitted(self, game):
        """0 in the Yahtzee box: the fitted Expert's keeps, scored by the
        table."""
        m = WordPlayer.next_move(self, game)
        now, c, _ = self._scores(game)
        if m.kind == Move.ROLL:
            m.value = (self.so_far + now) / _S  # at least what scoring now is worth
            return m
        return self._score(now, c)


def _faces(dice):
    """Each die's face index (its place in letters.FACES)."""
    out = []
    for d in range(7):
        fd = LT.FACES[d]
        f = 0
        while fd[f] != dice[d]:
            f += 1
        out.append(f)
    return out


def expert(setting):
    """The Expert of a dictionary setting by its table, or None when the
    drive holds no whole table (players/choose.py then makes the fitted
    Expert)."""
    from yahtzee_core.players.word_values import word_table
    try:
        return WordExpert(word_table(setting))
    except (OSError, ValueError):  # missing, or not a whole table
        return None
