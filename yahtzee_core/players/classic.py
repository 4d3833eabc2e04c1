"""The classic Yahtzee computer player: exact expectimax over one turn.

Each turn is solved exactly at play time: the value of every final roll
(best box, with what the rest of the game is worth after it), then the keep
layers, rolling the kept dice one die at a time so a layer is 1,260 steps.
What the rest of the game is worth comes from the start-of-turn value table
(`assets/classic_values.bin`, built and documented by
`tools/solve_classic.py` and `tools/classic_table.py`), read by seeking:
about 45 small reads a turn, never the whole file.

The levels use the same table (docs/PLAYERS.md gives their exact means):
expert all of it, hard its first curve over the upper total, medium only
each row's mean (it ignores the upper total), easy none (greedy: the best
score this turn, bonus included).

Values are integers in 1/1024 point so the arrays hold no floats.
"""

import struct
from array import array

from yahtzee_core.classic import BOXES, UPPER, YAHTZEE
from yahtzee_core.engine import EMPTY
from yahtzee_core.players import Move, check_level, check_turn

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

SCALE = const(1024)
_KEEPS = const(210)       # keeps of 0-4 dice; 210..461 are the 252 rolls
_ALL = const(462)
_ROLLS = const(252)
_ROWS = const(12288)
_3K, _4K, _FH, _SS, _LS, _YZ = 6, 7, 8, 9, 10, 11
_CHANCE = const(12)
# pattern bit of each lower box that needs one (chance needs none)
_NEED = {_3K: 18, _4K: 19, _FH: 20, _SS: 21, _LS: 22, _YZ: 23}
_FIXED = {_FH: 25, _SS: 30, _LS: 40, _YZ: 50}
LEVEL_CURVES = {"easy": -1, "medium": 0, "hard": 1, "expert": 2}


def _zeros(typecode, n):
    return array(typecode, range(n))  # filled by the caller; no temp list


class ValueTable:
    """The start-of-turn value table, read by seeking in an open file."""

    def __init__(self, f):
        self.f = f
        f.seek(0)
        head = f.read(8)
        if len(head) < 8 or head[:4] != b"YZV1":
            raise ValueError("not a classic value table")
        self.k = head[4]
        self.children = _zeros("H", _KEEPS * 6)
        f.readinto(self.children)
        raw = f.read(3 * _ROLLS)
        self.bits = _zeros("i", _ROLLS)   # per roll: face counts, pattern bits
        self.sums = bytearray(_ROLLS)      # per roll: total of the dice
        for i in range(_ROLLS):
            b = raw[3 * i] | raw[3 * i + 1] << 8 | raw[3 * i + 2] << 16
            self.bits[i] = b
            t = 0
            for f6 in range(6):
                t += (b >> 3 * f6 & 7) * (f6 + 1)
            self.sums[i] = t
        raw = None
        self._scales = 8 + _KEEPS * 12 + 3 * _ROLLS
        self._curves = self._scales + 64 * 4 * self.k
        self._rows = self._curves + 64 * 64 * self.k
        f.seek(0, 2)
        if f.tell() != self._rows + _ROWS * (2 + self.k):
            raise ValueError("the classic value table is cut short")

        # each curve's step as an integer: 1/1024 point per (coefficient x
        # curve byte) unit, times 256 for precision; floats stay out of a move
        steps = _zeros("i", 64 * self.k)
        for s in range(64):
            f.seek(self._scales + s * 4 * self.k)
            got = struct.unpack("<%df" % self.k, f.read(4 * self.k))
            for j in range(self.k):
                steps[s * self.k + j] = int(got[j] * SCALE * 256 / 127 + 0.5)
        self.steps = steps
        self._row = bytearray(2 + self.k)
        self._byte = bytearray(1)

    def value(self, mask, y, u, curves):
        """Expected points still to come, in 1/1024 point, from the start of a
        turn with boxes ``mask`` filled, Yahtzee box state ``y`` (0 open,
        1 zero, 2 fifty), upper total ``u`` (capped at 63), using the first
        ``curves`` of the table's curves. Allocates nothing."""
        if mask == 0x1FFF:
            return 0
        m12 = (mask & 0x7FF) | (mask >> 12 & 1) << 11
        row = m12 if y == 0 else 4096 + 2 * m12 + y - 1
        f = self.f
        k = self.k
        raw = self._row
        f.seek(self._rows + row * (2 + k))
        f.readinto(raw)
        v = (raw[0] | raw[1] << 8) * (SCALE // 128)
        if curves <= 0:
            return v
        s = mask & 63
        extra = 0
        for j in range(curves if curves < k else k):
            c = raw[2 + j]
            if c:
                f.seek(self._curves + (s * k + j) * 64 + u)
                f.readinto(self._byte)
                q = self._byte[0]
                extra += (c - 256 if c > 127 else c) * (q - 256 if q > 127 else q) * self.steps[s * k + j]
        return v + (extra + 128) // 256


class ClassicPlayer:
    """A classic Yahtzee computer player of a level (see LEVELS)."""

    def __init__(self, level, table):
        """``table``: a ValueTable (every level needs its dice tables; easy
        reads no values from it)."""
        check_level(level, LEVEL_CURVES)
        self.level = level
        self.curves = LEVEL_CURVES[level]
        self.table = table
        # work space shared by every player of this table (moves are worked
        # out one at a time), so a six-CPU game holds it once
        # (all or nothing: a MemoryError half way must not leave the table
        # with some of them, which every later player would trip on)
        if not hasattr(table, "e3"):
            val = _zeros("i", _ALL)     # keep values, rolls at 210..461
            last = _zeros("i", _ROLLS)  # each roll's value if scored now
            e3 = _zeros("i", _KEEPS)    # rerolling with one roll left
            table.key = None            # (curves, mask, y, u) of last/e3
            table.val, table.last, table.e3 = val, last, e3
        self.val, self.last, self.e3 = table.val, table.last, table.e3

    # ----- what the rest of the game is worth ----------------------------
    def _future(self, mask, y, u):
        if self.curves < 0:
            return 0
        return self.table.value(mask, y, u, self.curves)

    def _prepare(self, game):
        """Successor values for this turn: per open box, what scoring it is
        worth besides its points."""
        sheet = game.sheets[game.seat]
        mask = 0
        for b in range(len(BOXES)):
            if sheet[b] != EMPTY:
                mask |= 1 << b
        u = min(63, game.upper_score(game.seat))
        y = 0 if sheet[YAHTZEE] == EMPTY else (2 if sheet[YAHTZEE] == 50 else 1)
        after = [None] * len(BOXES)
        opened = []
        for b in range(len(BOXES)):
            if mask >> b & 1:
                continue
            opened.append(b)
            nxt = mask | 1 << b
            if b < UPPER:
                row = []
                for c in range(6):
                    pts = c * (b + 1)
                    nu = min(63, u + pts)
                    bonus = 35 if u < 63 <= u + pts else 0
                    row.append(self._future(nxt, y, nu) + (pts + bonus) * SCALE)
                after[b] = row
            elif b == YAHTZEE:
                after[b] = (self._future(nxt, 1, u), self._future(nxt, 2, u))
            else:
                after[b] = self._future(nxt, y, u)
        self.mask, self.y, self.after, self.opened = mask, y, after, opened

    # ----- the last roll ---------------------------------------------------
    def _score_roll(self, bits):
        """(value, box) of scoring a roll (its packed counts and patterns)."""
        mask, y, after = self.mask, self.y, self.after
        total = 0
        for f in range(6):
            total += (bits >> 3 * f & 7) * (f + 1)
        yahtzee = bits >> 23 & 1
        allowed_upper = allowed_lower = True
        joker = yahtzee and y
        if joker:
            face = 0
            while not bits >> 3 * face & 7:
                face += 1
            if not mask >> face & 1:
                allowed_lower = False
                only = face
            else:
                only = -1
                if (mask >> UPPER) != 0x7F:
                    allowed_upper = False
        best = -1 << 30
        box = -1
        for b in self.opened:
            if b < UPPER:
                if not allowed_upper or (joker and only >= 0 and b != only):
                    continue
                v = after[b][bits >> 3 * b & 7]
            else:
                if not allowed_lower:
                    continue
                if b == _CHANCE:
                    pts = total
                elif joker:
                    pts = _FIXED.get(b, total)
                elif bits >> _NEED[b] & 1:
                    pts = _FIXED.get(b, total)
                else:
                    pts = 0
                if b == YAHTZEE:
                    v = after[b][1 if pts else 0] + pts * SCALE
                else:
                    v = after[b] + pts * SCALE
            if v > best:  # boxes in order: a tie keeps the lowest box
                best = v
                box = b
        if yahtzee and y == 2:
            best += 100 * SCALE
        return best, box

    def _last_layer(self):
        """Each roll's value if scored now (best open box), into ``last``
        and the roll slots of ``val``: one tight loop per open box."""
        t = self.table
        bits, sums = t.bits, t.sums
        last = self.last
        after = self.after
        for i in range(_ROLLS):
            last[i] = -(1 << 29)
        for b in self.opened:
            if b < UPPER:
                row = after[b]
                sh = 3 * b
                for i in range(_ROLLS):
                    v = row[bits[i] >> sh & 7]
                    if v > last[i]:
                        last[i] = v
            elif b == YAHTZEE:
                miss, hit = after[b][0], after[b][1] + 50 * SCALE
                for i in range(_ROLLS):
                    v = hit if bits[i] >> 23 & 1 else miss
                    if v > last[i]:
                        last[i] = v
            else:
                a = after[b]
                need = _NEED.get(b, -1)
                fixed = _FIXED.get(b, 0) * SCALE
                for i in range(_ROLLS):
                    if need < 0 or bits[i] >> need & 1:
                        v = a + (fixed or sums[i] * SCALE)
                    else:
                        v = a
                    if v > last[i]:
                        last[i] = v
        if self.y:  # Yahtzees under the forced Joker rule, bonus included
            for i in _YAHTZEE_ROLLS:
                last[i] = self._score_roll(bits[i])[0]
        val = self.val
        for i in range(_ROLLS):
            val[_KEEPS + i] = last[i]

    # ----- keep layers -------------------------------------------------------
    def _expect(self):
        """val[keep] = mean of val[keep + one die] over the die's six faces,
        largest keeps first: the value of rerolling the dice not kept."""
        val = self.val
        ch = self.table.children
        for k in range(_KEEPS - 1, -1, -1):
            o = 6 * k
            val[k] = (val[ch[o]] + val[ch[o + 1]] + val[ch[o + 2]] + val[ch[o + 3]]
                      + val[ch[o + 4]] + val[ch[o + 5]]) // 6

    def _best_move_layer(self):
        """From rerolling values of keeps, each roll's value with a roll
        left: the best of scoring now and rerolling a proper sub-keep."""
        val = self.val
        ch = self.table.children
        last = self.last
        for i in range(_ROLLS):
            val[_KEEPS + i] = last[i]
        for k in range(_KEEPS):          # best over sub-keeps, pushed upwards
            m = val[k]
            o = 6 * k
            for j in range(6):
                c = ch[o + j]
                if m > val[c]:  # a roll (c >= 210) rerolls only if better
                    val[c] = m

    # ----- the move ------------------------------------------------------------
    def next_move(self, game):
        """This player's next move in ``game`` (a classic game, its turn)."""
        check_turn(game)
        if not game.rolled:
            return Move(Move.ROLL)
        self._prepare(game)
        # the values below are the points still to come; a Move's value is
        # the final score, so the sheet's total (bonuses in) is added
        self.standing = game.total(game.seat)
        dice = game.dice
        cur = self._keep_index(sorted(dice))
        now, box = self._score_roll(self.table.bits[cur - _KEEPS])
        left = game.rolls_left
        if left == 0:
            return Move(Move.SCORE, box=BOXES[box], value=self.standing + now / SCALE)
        key = (self.curves, self.mask, self.y, min(63, game.upper_score(game.seat)))
        val, e3 = self.val, self.e3
        table = self.table
        if key == table.key:         # the turn's last layer, worked out before
            for k in range(_KEEPS):
                val[k] = e3[k]
        else:
            self._last_layer()
            self._expect()
            for k in range(_KEEPS):
                e3[k] = val[k]
            table.key = key
        if left == 2:
            self._best_move_layer()
            self._expect()
        # every proper subset of the dice, walked in sorted order so each
        # is a keep index at once; by size, so a tie keeps fewer dice, and
        # scoring now beats a reroll of equal worth
        order = sorted(range(5), key=lambda i: dice[i] * 8 + i)  # unique: MicroPython's sort is not stable
        ch = self.table.children
        val = self.val
        best, pick = now, -1
        for size in range(5):
            for sel in range(31):
                if _POP[sel] != size:
                    continue
                k = 0
                for j in range(5):
                    if sel >> j & 1:
                        k = ch[6 * k + dice[order[j]] - 1]
                if val[k] > best:
                    best, pick = val[k], sel
        if pick < 0:
            return Move(Move.SCORE, box=BOXES[box], value=self.standing + best / SCALE)
        keep = tuple(sorted(order[j] for j in range(5) if pick >> j & 1))
        return Move(Move.ROLL, keep=keep, value=self.standing + best / SCALE)

    # ----- keeps ------------------------------------------------------------------
    def _keep_index(self, faces):
        ch = self.table.children
        k = 0
        for f in faces:
            k = ch[6 * k + f - 1]
        return k


_YAHTZEE_ROLLS = (0, 126, 196, 231, 246, 251)  # 11111 ... 66666
_POP = bytes(bin(i).count("1") for i in range(32))
