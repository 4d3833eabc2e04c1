"""The Power Yahtzee computer player: exact expectimax over one turn, with
a fitted estimate of what the rest of the sheet is worth.

A turn is solved when it is played, over the 252 rolls of the numbered
dice and the Power die's face: the value of scoring each roll at each
multiplier (x1, x2, x3, and DOUBLE's best two slots at x2), then POWER's
fourth roll, then the two keep layers, where each keep may hold the Power
die (keeping its face) or reroll it (any face; FREEZE ends the turn).

What a filled slot costs the rest of the game is the fitted estimate
(players/power_data.py, made by tools/fit_power.py): each open slot is
worth its share of what the rest of a game brings (the Expert's, fitted
by least squares over its own games) or a part of its mean score (Medium
and Hard), and the upper bonus
(150/200/300 -> 50/100/200) is worth its chance given the upper total and
a normal spread of what the open upper slots still bring. Scoring a slot
gains its points minus that slot's worth, plus the change in the bonus's
worth. Easy knows none of it (greedy: the most points this turn, a bonus
reached now included).

Values are integers in 1/8 point in 16-bit arrays shared by every Power
player (moves are worked out one at a time): 5.2 KB, besides dice5's 2.3 KB.
"""

from yahtzee_core.players import Move, check_turn
from yahtzee_core.players import dice5 as D
from yahtzee_core.players import power_loops
from yahtzee_core.players.power_work import CHOICE_POINTS, figures, shared_work
from yahtzee_core.players.upper import bonus_worth, isqrt
from yahtzee_core.power import DOUBLE, EMPTY, FREEZE, GROUPS, POWER, POWER_DIE, X, YAHTZEE_BASE

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

S = const(8)            # value units per point
NEG = const(-30000)
_NR = const(252)
_K = const(210)         # dice5.KEEPS: roll r's slot in a keep array is _K + r
_NG = const(15)         # boxes (power.GROUPS)
_CHOICE = const(6)
_YAHTZEE = const(14)
_NONE = const(255)
# the pattern bit each lower box needs (0: none), and its fixed base (0: the sum)
_NEED = (0, 0, 0, 0, 0, 0, 0, D.TWO_PAIRS, D.THREE_KIND, D.FOUR_KIND,
         D.FULL_HOUSE, D.SMALL, D.LARGE, 0, D.YAHTZEE)
_FIXED = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 30, 40, 0, 0)
_MULT = (0, 1, 2, 3, 2, 1, 3)  # by Power face
_TIERS = ((150, 50), (200, 50), (300, 100))  # each tier of the upper bonus adds
RACE = [350, 256]  # slots a turn fills (DOUBLE fills two), 1/256: another seat's, this one's
L = power_loops.L or power_loops  # the loops: native code where the firmware has them


_serial = 0


class PowerPlayer:
    """A Power Yahtzee computer player of a level (players.LEVELS)."""

    def __init__(self, level):
        self.worth, self.spread = figures(level)
        self.level = level
        global _serial
        _serial += 1
        self.serial = _serial  # names whose tables the shared arrays hold
        self.ws = shared_work()

    # ----- what a slot is worth ---------------------------------------------
    def _bonus(self, u, mu, sd):
        return bonus_worth(_TIERS, u, mu, sd, S)

    def _prepare(self, game):
        """The open slots per box, and the upper boxes' gains: scoring p
        points there gains p, less the slot's worth, plus the change in
        the bonus's worth."""
        sheet = game.sheets[game.seat]
        ws = self.ws
        f, ws.tempo = self._race(game)
        worth = ws.w  # each slot's worth, the race counted
        for i in range(21):
            worth[i] = self.worth[i] * f // 256
        spread = self.spread
        u = game.upper_score(game.seat)
        mu = var = 0
        for s in range(7):
            if sheet[2 * s] == EMPTY:
                mu += worth[s]
                var += spread[s] * spread[s] * f // 256
        base = self._bonus(u, mu, isqrt(var))
        # the sheet's worth as it stands: points, open slots, the bonus
        left = 0
        for i in range(21):
            if sheet[2 * i] == EMPTY:
                left += worth[i]
        ws.standing = game.total(game.seat) - game.upper_bonus(game.seat) + (left + base) / S
        self._slots(sheet)
        up = ws.up
        for s in range(7):
            if sheet[2 * s] != EMPTY:
                continue
            sd = isqrt(var - spread[s] * spread[s] * f // 256)
            rest = mu - worth[s]
            o, step, n = (96, 1, 91) if s == _CHOICE else (16 * s, s + 1, 16)
            for j in range(n):
                if s == _CHOICE and not CHOICE_POINTS[j]:
                    continue
                p = j * step
                up[o + j] = p * S - worth[s] + self._bonus(u + p, rest, sd) - base
        bx, sl, nopen = ws.bx, ws.slots, ws.nopen
        for g in range(7, _NG):  # a lower box's score, X, and DOUBLE's two slots in it
            if nopen[g]:
                o, a, z = 5 * g, -worth[sl[4 * g]], -worth[sl[4 * g + 2]]
                bx[o], bx[o + 1] = a, z
                if nopen[g] > 1:
                    bx[o + 2] = a - worth[sl[4 * g + 1]]
                    bx[o + 3] = a + z
                    bx[o + 4] = z - worth[sl[4 * g + 3]]

    def _slots(self, sheet):
        """Per box its open slots: 1st, 2nd, last, 2nd last (ws.slots), how
        many (ws.nopen), and in all (ws.nslots)."""
        ws = self.ws
        sl = ws.slots
        ws.nslots = 0
        for g in range(_NG):
            first, n = GROUPS[g][1], GROUPS[g][2]
            k = 0
            for i in range(first, first + n):
                if sheet[2 * i] == EMPTY:
                    if k < 2:
                        sl[4 * g + k] = i
                    sl[4 * g + 3] = sl[4 * g + 2]
                    sl[4 * g + 2] = i
                    k += 1
            ws.nopen[g] = k
            ws.nslots += k

    def _race(self, game):
        """(f, tempo): the game ends the moment any sheet is full, so when
        another sheet will be full before this one, only a share f (1/256)
        of the open slots will still be filled, and every slot worth that
        much less (on the last turn nothing: then it plays greedy); and a
        DOUBLE, filling a second slot in the same turn, gains ``tempo``
        (1/8 point): a slot filled that would otherwise be lost."""
        me = game.seat
        n = _open(game.sheets[me])
        turns = n * 256  # my turns left, 1/256 turn
        for j in range(len(game.players)):
            if j != me:  # j fills its sheet on its k-th turn, after my k-th
                k = _open(game.sheets[j]) * 65536 // RACE[0]
                if k < turns:
                    turns = k
        # slots my later turns fill, 1/256: none when another sheet fills
        # before my next turn (below 0 the open slots were worth less than
        # nothing, and a move's value fell under the sheet's total)
        later = max(0, (turns - 256) * RACE[1] // 256)
        if n <= 1 or later >= (n - 1) * 256:
            return 256, 0
        f1 = later // (n - 1)
        if n == 2:
            return f1, 0
        f2 = min(256, later // (n - 2))
        left = 0
        for i in range(21):
            if game.sheets[me][2 * i] == EMPTY:
                left += self.worth[i]
        return f1, (f2 - f1) * left * (n - 2) // (n * 256)

    def _x(self, g):
        """The gain of an X (an upper box: a zero) in box g."""
        if g < 6:
            return self.ws.up[16 * g]
        if g == _CHOICE:
            return self.ws.up[96]
        return self.ws.bx[5 * g + 1]

    # ----- every roll's best slot ------------------------------------------------
    def _final_layer(self):
        """g[0..2][r]: the best gain scoring roll r at x1, x2, x3; g[3][r]:
        DOUBLE's best two slots at x2: two of one box, or the best and the
        runner-up at x2 from another box (their gains summed). The upper
        boxes and the two boxes whose X is worth most go over every roll;
        the others only over the rolls they fit, since elsewhere their X is
        below those two. A lower box's gains are ws.bx's (_prepare)."""
        ws = self.ws
        sl, nopen, bx, par = ws.slots, ws.nopen, ws.bx, ws.par
        xa = xb = xx0 = NEG
        ga = gb = -1
        for g in range(_NG):
            if not nopen[g]:
                continue
            x = self._x(g)
            if x > xa:
                xb, gb, xa, ga = xa, ga, x, g
            elif x > xb:
                xb, gb = x, g
            if nopen[g] > 1 and bx[5 * g + 4] > xx0:
                xx0 = bx[5 * g + 4]  # DOUBLE: two X's in one box
        L.start(ws, xx0)
        for g in range(_NG):
            if not nopen[g]:
                continue
            if g <= _CHOICE:
                L.upper(ws, g)
                continue
            o = 5 * g
            par[0], par[1] = _NEED[g], _FIXED[g]
            par[2] = par[1]
            if g == _YAHTZEE:
                par[1] = YAHTZEE_BASE[sl[4 * g] - GROUPS[g][1]]
                if nopen[g] > 1:
                    par[2] = YAHTZEE_BASE[sl[4 * g + 1] - GROUPS[g][1]]
            for j in range(4):
                par[3 + j] = bx[o + j]
            par[7] = nopen[g] > 1
            par[8] = g == ga or g == gb
            L.lower(ws)
        L.finish(ws)
    # ----- the rolls ------------------------------------------------------------
    def _later(self, face):
        """work's roll slots: each roll's worth with ``face`` showing and a
        roll still to come. With POWER it is worked out here (POWER's
        fourth roll: score at x3 or roll once more, the Power die kept),
        each time it is needed, rather than kept in an array of its own
        through the turn: the board's heap is lowest in a CPU's move."""
        g1, g2, g3, gd = self.ws.g
        w = self.ws.work
        L.copy(w, (g1, g2, g3, gd, None, g3)[face - 1])
        if face == POWER:
            L.expect(w)
            L.push_up(w, NEG, None)
            L.maxin(w, g3)

    def _stage2(self):
        """The worth of rerolling the Power die too with one roll left."""
        self._later(POWER)
        L.mean6(self.ws)
        L.expect(self.ws.r2)

    def _stage1(self, face):
        """Every face's worth after the first roll, and the worth of
        rerolling the Power die too with two rolls left (r1). The face
        showing comes last and its worths stay in work's roll slots: the
        one decision made after a first roll needs no array of its own."""
        ws = self.ws
        g1, g2, g3, gd = ws.g
        w, r1, r2 = ws.work, ws.r1, ws.r2
        L.sixth(ws)  # FREEZE: score at x1
        for f in [f for f in (1, 2, 3, DOUBLE, POWER) if f != face] + [face]:
            self._later(f)
            L.expect(w)
            L.push_up(w, NEG, r2)  # hold the face or reroll it, keeping less
            L.merge(ws, (g1, g2, g3, gd, None, g3)[f - 1], f == face)
        L.expect(r1)

    # ----- the move -------------------------------------------------------------------
    def next_move(self, game):
        """This player's next move in ``game`` (a Power game, its turn)."""
        check_turn(game)
        if not game.rolled:
            return Move(Move.ROLL)
        ws = self.ws
        # the tables hold this sheet's gains; the race reads how many
        # slots every sheet has open
        key = [self.serial, game.seat, bytes(game.sheets[game.seat])]
        for sheet in game.sheets:
            key.append(_open(sheet))
        key = tuple(key)
        if ws.key != key:
            ws.key = None
            self._prepare(game)
            ws.key = key
            ws.stage = 3
        face = game.power_face
        if game.rolls_left == 0 or face == FREEZE:
            return self._score(game)
        if ws.stage == 3:
            self._final_layer()
            self._stage2()
            ws.stage = 2
        g1, g2, g3, gd = ws.g
        dice = game.dice[:POWER_DIE]
        roll = D.keep_index(dice) - _K
        now = (g1, g2, g3, gd, None, g3)[face - 1][roll]
        w = ws.work
        if game.rolls_used == 1:
            self._stage1(face)  # work's roll slots: each roll with this face
            reroll = ws.r1
        elif game.rolls_used == 2:
            self._later(face)
            reroll = ws.r2
        else:  # POWER's fourth roll: the Power die stays
            L.copy(w, g3)
            reroll = None
        L.expect(w)
        opts = ((w, False),) if reroll is None else ((w, False), (reroll, True))
        best, keep, which = D.best_keep(dice, now, opts)
        if keep < 0:
            return self._score(game)
        held = [i for i in range(5) if keep >> i & 1]
        if which == 0:
            held.append(POWER_DIE)
        return Move(Move.ROLL, keep=tuple(held), value=ws.standing + best / S)

    # ----- scoring ----------------------------------------------------------------------
    def _score(self, game):
        """The slot whose gain is best for this roll. DOUBLE's two slots
        are picked one at a time: the best now, then (asked again) the
        best left, which is the best pair the turn tables valued."""
        face = game.power_face
        m = _MULT[face]
        roll = D.keep_index(game.dice[:POWER_DIE]) - _K
        b = D.bits[roll]
        total = b >> D.SUM
        ws = self.ws
        up, sl, nopen, bx = ws.up, ws.slots, ws.nopen, ws.bx
        best = 4 * NEG
        for g in range(_NG):
            if not nopen[g]:
                continue
            if g < 6:
                v, d = up[16 * g + m * (b >> 3 * g & 7)], None
            elif g == _CHOICE:
                v = 4 * NEG
                for k in range(1, 7):
                    x = up[96 + m * k * (b >> 3 * k - 3 & 7)]
                    if x > v:
                        v, d = x, k
            else:
                v, d = bx[5 * g + 1], X
                if not _NEED[g] or b >> _NEED[g] & 1:
                    p = _FIXED[g] or total
                    if g == _YAHTZEE:
                        p = YAHTZEE_BASE[sl[4 * g] - GROUPS[g][1]]
                    if m * p * S + bx[5 * g] >= v:
                        v, d = m * p * S + bx[5 * g], None
            if v > best:  # boxes in order: a tie keeps the lowest box
                best, box, detail = v, g, d
        if face == DOUBLE and not game.placed and ws.nslots > 1:
            best += ws.tempo
        return Move(Move.SCORE, box=GROUPS[box][0], detail=detail, value=ws.standing + best / S)

def _open(sheet):
    n = 0
    for i in range(0, len(sheet), 2):
        if sheet[i] == EMPTY:
            n += 1
    return n
