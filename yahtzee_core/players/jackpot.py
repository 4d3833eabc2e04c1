"""The Jackpot Yahtzee computer player: where each tile goes.

A Jackpot turn has no keeping: the roll names the tile (or a choice of
them) and the player places it, perhaps moving the Chance Space tile
first. So the player is an evaluation of racks, tried on every legal step:

* Each scoring line is worth its best possible run: over every stretch of
  3, 4 or 5 windows on the line holding one symbol or nothing, the run's
  points times q[symbol] per empty window in it (q: how likely an empty
  window still gets that symbol). A full line is worth exactly its
  points, so a full rack is valued at its score.
* The rack bonus counts as it stands (7, 8, 9+ tiles of a symbol).
* An empty Chance Space is worth ``hold`` (a place to park an unwanted
  tile, or one to drop in later on three or four alike).

Only the lines through the changed window are re-valued, so a step costs
a few hundred simple operations. The figures per level are in _LEVELS,
tuned by self-play (tools/tune_jackpot.py). Easy is greedy: the most
points the rack would score now.

A move's value is the seat's expected final score: the rounds scored,
this round's rack, and the mean round the level scores playing itself
(``python bench/players_bench.py --rounds``) for each round to come. The
rack's worth above is a guide for placing, not a forecast (an empty rack
is worth well under a mean round), so the value adds the difference in
proportion to the windows still empty; a full rack counts its score.
High Round Bonuses are left out: they turn on the other racks. Easy
counts the rack's score now and nothing to come.
"""

from yahtzee_core import rack as R
from yahtzee_core.jackpot import CHANCE_SPACE, FOUR, KIND_TILES, OPTION, ROUNDS, SUPPLY
from yahtzee_core.players import Move, check_level, check_turn

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_EMPTY = const(4)
_W = const(15)
# q per symbol (cherry, orange, bell, dollar) in 1/256, the worth of an
# empty Chance Space in points, and the level's mean round subtotal in
# self-play at two seats (for a move's value only); None: greedy
_LEVELS = {
    "easy": None,
    "medium": ((150, 150, 150, 150), 0, 286),
    "hard": ((170, 170, 135, 125), 5, 362),  # halfway from Medium to Expert
    "expert": ((190, 190, 120, 100), 10, 400),
}
_TRY = const(4)  # a Jackpot's two tiles: first tiles tried with a second


# the lines through each window
_THROUGH = tuple(tuple(i for i in range(len(R.LINES)) if w in R.LINES[i]) for w in range(_W))


class JackpotPlayer:
    """A Jackpot Yahtzee computer player of a level (players.LEVELS)."""

    def __init__(self, level, params=None):
        if params is None:
            check_level(level, _LEVELS)
        self.level = level
        p = params if params is not None else _LEVELS[level]
        self.greedy = p is None
        if not self.greedy:
            q, self.hold = p[0], p[1]
            self.mean = p[2] if len(p) > 2 else 0
            # run potential: RUN_POINTS[L - 3][s] x q[s]^k, in 1/256 point,
            # and a stretch of L empty windows at its best symbol
            self.pot = []
            for L in range(3):
                row = []
                for s in range(4):
                    v = R.RUN_POINTS[L][s] * 256
                    ks = [v]
                    for k in range(5):
                        v = v * q[s] // 256
                        ks.append(v)
                    row.append(ks)
                self.pot.append(row)
            self.blank = [max(self.pot[L - 3][s][L] for s in range(4)) for L in range(3, 6)]
            # what a mean round has over an empty rack's worth, 1/256 point
            self.short = self.mean * 256 - self._worth(R.new_rack(), True, (0, 0, 0, 0))

    # ----- valuing a rack ---------------------------------------------------
    def _line(self, rack, line):
        """A line's worth: its best run to come, in 1/256 point."""
        n = len(line)
        best = 0
        for L in range(3, n + 1):
            pots = self.pot[L - 3]
            for st in range(n - L + 1):
                s = _EMPTY
                e = 0
                for i in range(st, st + L):
                    t = rack[line[i]]
                    if t == _EMPTY:
                        e += 1
                    elif s == _EMPTY:
                        s = t
                    elif t != s:
                        s = -1
                        break
                if s < 0:
                    continue
                v = self.blank[L - 3] if s == _EMPTY else pots[s][e]
                if v > best:
                    best = v
        return best

    def _gain(self, rack, w, sym):
        """How much dropping sym into window w changes the lines' worth."""
        lines = R.LINES
        d = 0
        for li in _THROUGH[w]:
            d -= self._line(rack, lines[li])
        rack[w] = sym
        for li in _THROUGH[w]:
            d += self._line(rack, lines[li])
        rack[w] = _EMPTY
        return d

    def _worth(self, rack, chance_empty, count):
        """A rack's whole worth (lines, rack bonus, Chance Space), 1/256
        point; ``count``: its tiles per symbol."""
        bonus = 0
        for sym in range(4):
            bonus += R.bonus_for(count[sym])
        if self.greedy:
            return (R.line_points(rack) + bonus) * 256
        v = 0
        for line in R.LINES:
            v += self._line(rack, line)
        return v + bonus * 256 + (self.hold * 256 if chance_empty else 0)

    # ----- the move ------------------------------------------------------------
    def next_move(self, game):
        """This player's next step in ``game`` (a Jackpot game, its turn)."""
        check_turn(game)
        if not game.rolled:
            return Move(Move.ROLL)
        seat = game.seat
        rack = game.racks[seat]
        chance = game.chance[seat]
        due = game.tiles_due
        syms = game.allowed_symbols()
        count = [0, 0, 0, 0, 0]  # tiles per symbol (and empty windows)
        for t in rack:
            count[t] += 1
        bv = bw = bd = None
        if game.option_open:  # move the Chance Space tile first, or not
            for w in range(_W):
                if R.is_open(rack, w):
                    rack[w] = chance
                    count[chance] += 1
                    v = self._best_tiles(rack, True, syms, due, count,
                                         self._worth(rack, True, count))
                    count[chance] -= 1
                    rack[w] = _EMPTY
                    if bv is None or v > bv:
                        bv, bw, bd = v, w, OPTION
            v = self._best_tiles(rack, True, syms, due, count, self._worth(rack, True, count))
            if v > bv:
                bv, bw, bd = v, SUPPLY, OPTION
        empty = chance == _EMPTY
        v = self._best_tiles(rack, empty, syms, due, count, self._worth(rack, empty, count))
        if bv is None or v >= bv:
            bv, bw, bd = v, self.where, self.sym
        return Move(Move.SCORE, box=bw, detail=bd, value=self._final(game, bv, bw, bd, count[_EMPTY]))

    def _final(self, game, bv, bw, bd, empty):
        """The seat's expected final score (see the module's docstring)
        after the step (bw, bd) worth ``bv`` (1/256 point), the rack
        holding ``empty`` empty windows before it."""
        v = game.total(game.seat) * 256 + bv
        if not self.greedy:
            due = game.tiles_due
            # windows still empty once the turn's tiles are down (a tile the
            # second step parks in the Chance Space is not foreseen)
            left = empty - (bw < _W) - (due if bd == OPTION else due - 1)
            if left > 0:
                v += self.short * left // _W
            elif bw != CHANCE_SPACE and (bd == OPTION or game.chance[game.seat] == _EMPTY):
                v -= self.hold * 256  # the round is over: no tile to park
            v += (ROUNDS - 1 - game.round) * self.mean * 256
        return v / 256

    def _best_tiles(self, rack, chance_empty, syms, due, count, base):
        """The worth of the best placement of the next tile (and of the
        next one after it when two are due), given the rack's worth
        ``base``; its window and symbol are left in self.where and
        self.sym (no tuples: a Jackpot's two tiles try hundreds of
        placements)."""
        bonus = 0
        if self.greedy:
            for sym in range(4):
                bonus += R.bonus_for(count[sym])
        bv = bw = bs = None
        if due > 1:  # a Jackpot: the best few first tiles, best first
            tv = [None] * _TRY
            tw = bytearray(_TRY)
            ts = bytearray(_TRY)
        for w in range(_W):
            if not R.is_open(rack, w):
                continue
            for sym in syms:
                more = R.bonus_for(count[sym] + 1) - R.bonus_for(count[sym])
                if self.greedy:
                    rack[w] = sym
                    v = (R.line_points(rack) + bonus + more) * 256
                    rack[w] = _EMPTY
                else:
                    v = base + self._gain(rack, w, sym) + more * 256
                if due > 1:
                    i = _TRY
                    while i and (tv[i - 1] is None or v > tv[i - 1]):
                        i -= 1
                    if i < _TRY:
                        for j in range(_TRY - 1, i, -1):
                            tv[j], tw[j], ts[j] = tv[j - 1], tw[j - 1], ts[j - 1]
                        tv[i], tw[i], ts[i] = v, w, sym
                elif bv is None or v > bv:
                    bv, bw, bs = v, w, sym
        for i in range(_TRY if due > 1 else 0):  # ... each with its best second
            if tv[i] is None:
                break
            w, sym = tw[i], ts[i]
            rack[w] = sym
            count[sym] += 1
            v = self._best_tiles(rack, chance_empty, syms, 1, count, tv[i])
            count[sym] -= 1
            rack[w] = _EMPTY
            if bv is None or v > bv:
                bv, bw, bs = v, w, sym
        if chance_empty:
            for sym in syms:
                v = base - (0 if self.greedy else self.hold * 256)
                if due > 1:
                    v = self._best_tiles(rack, False, syms, 1, count, v)
                if bv is None or v > bv:
                    bv, bw, bs = v, CHANCE_SPACE, sym
        if bv is None:  # no room at all: a second tile goes back
            bv, bw, bs = base, SUPPLY, syms[0]
        self.where, self.sym = bw, bs
        return bv
