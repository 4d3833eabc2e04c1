"""The word finder: from seven letter dice (the wild included) the best
play for every open box of Word Yahtzee. It is the handheld's hint and the
computer players' move.

How: a word's value depends only on its letters, so the finder works on
letter multisets. For every subset of the non-wild dice (at most 127,
equal letters counted once) it finds out two things: are these letters
a word's letters, and do these letters plus one wild spell a word. That
gives every die
subset that forms a word. Small dynamic programmes over the 128 subsets of
the seven dice then give one word of each length, two and three disjoint
words, and the best set of disjoint words (Chance). Only the winning plays
are turned back into words (``spell``).

The setting (``Finder.setting``, "family" or "full", set by the game
before a hint) says which words count; in Full, of two single words
scoring the same the common one is shown, and a die subset is spelled as a
common word when it can be.


How the subsets are found: ``wordwalk.Walk``, which this builds on.

Memory: a ``Finder`` preallocates its tables (about 2.5 KB, wordwalk.py)
once; a full hint allocates its result (up to about 10 KB with every box
open).
"""

from yahtzee_core.letters import NDICE, KIND, VOWEL, CONSONANT
from yahtzee_core.letters import BOXES, BOX_NAMES, FIXED, YAHTZEE_SCORE  # noqa: F401
from yahtzee_core.wordwalk import HIGH, LOW, POP, Walk

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# Box numbers: positions in letters.BOXES (sheet order; tests check they agree).
W2 = const(0)
W3 = const(1)
W4 = const(2)
W5 = const(3)
W6 = const(4)
ONE = const(5)
TWO = const(6)
THREE = const(7)
CONSONANTS = const(8)
VOWELS = const(9)
YAHTZEE = const(10)
CHANCE = const(11)
NBOXES = const(12)

ALL = (1 << NDICE) - 1


def slot(kind, key):
    """Where the word kept for sorted subset ``key`` starts, dice only
    (``kind`` 0) or with the wild (1), over ``spelt``'s two pieces (192
    letters, then 256), packed by subset (as many letters as dice):
    subsets below 64 of the dice alone fill the first piece; the second
    holds the rest of them (7 dice, no wild) or the 64 subsets of the
    other 6 with the wild. An int, not a (piece, offset) pair: a tuple
    per word met was 50 KB of garbage a hint."""
    h = key >> 4
    o = (HIGH[h] << 4) + (key & 15) * POP[h] + LOW[key & 15]
    return 192 + o + key if kind else o


class Finder(Walk):
    """Finds plays for one dictionary: ``Finder(dictionary, setting)``.
    Reuse one Finder: its tables are allocated once."""

    # ----- step 2: the boxes -------------------------------------------
    def hint(self, dice, open_boxes=None):
        """Best play per box for ``dice`` (seven faces: letter codes 0..25
        or WILD). Returns a list of 12 entries, one per box in sheet order:
        None if the box is closed or the dice cannot fill it, else
        (points, plays) where plays is a tuple of (word, dice) pairs, dice
        being the die indices in the word's letter order (the wild's letter
        is the one shown in the word). ``open_boxes``: iterable of box
        numbers, default all."""
        if len(dice) != NDICE:
            raise ValueError("the word finder needs seven dice")
        self._scan(dice)
        self.dice = dice
        want = bytearray(NBOXES)
        if open_boxes is None:
            for b in range(NBOXES):
                want[b] = 1
        else:
            for b in open_boxes:
                want[b] = 1
        out = [None] * NBOXES
        nw = self.nwords
        wm = self.wm
        wv = self.wv
        # single words: best per length and overall
        if want[W2] or want[W3] or want[W4] or want[W5] or want[W6] or want[ONE] or want[YAHTZEE]:
            bestv = bytearray(NDICE + 1)
            bestm = bytearray(NDICE + 1)
            com = self.isw
            for k in range(nw):
                L = POP[wm[k]]
                if not bestm[L] or wv[k] > bestv[L] or wv[k] == bestv[L] and com[wm[k]] > com[bestm[L]]:
                    bestv[L] = wv[k]  # on a tie, a common word (Full)
                    bestm[L] = wm[k]
            for L in range(2, 7):
                if want[W2 + L - 2] and bestm[L]:
                    out[W2 + L - 2] = (bestv[L], self._plays((bestm[L],)))
            if want[YAHTZEE] and bestm[7]:
                out[YAHTZEE] = (YAHTZEE_SCORE, self._plays((bestm[7],)))
            if want[ONE]:
                bl = 0
                for L in range(1, NDICE + 1):
                    if bestm[L] and (not bl or bestv[L] > bestv[bl]):
                        bl = L
                if bl:
                    out[ONE] = (bestv[bl], self._plays((bestm[bl],)))
        if want[TWO] or want[THREE]:
            self._best_single()
            b1 = self.b1
            a1 = self.a1
            if want[TWO]:
                best = -1
                for k in range(nw):
                    c = ALL ^ wm[k]
                    if b1[c] and wv[k] + b1[c] - 1 > best:
                        best = wv[k] + b1[c] - 1
                        p = (wm[k], a1[c])
                if best >= 0:
                    out[TWO] = (best, self._plays(p))
            if want[THREE]:
                # a word, a second word among the dice it leaves (every
                # sub-mask), and the best word among the rest
                best = -1
                isw = self.isw
                val = self.val
                for i in range(nw):
                    m1 = wm[i]
                    c = ALL ^ m1
                    m2 = c
                    while m2:
                        if isw[m2]:
                            r = c ^ m2
                            if b1[r] and wv[i] + val[m2] + b1[r] - 1 > best:
                                best = wv[i] + val[m2] + b1[r] - 1
                                p = (m1, m2, a1[r])
                        m2 = (m2 - 1) & c
                if best >= 0:
                    out[THREE] = (best, self._plays(p))
        if want[CHANCE] and nw:
            self._chance()
            ms = []
            m = ALL
            while m:
                w = self.gw[m]
                if w:
                    ms.append(w)
                    m ^= w
                else:
                    m &= m - 1
            out[CHANCE] = (self.g[ALL], self._plays(ms))
        if want[CONSONANTS] or want[VOWELS]:
            both = VOWEL | CONSONANT
            for f in dice:
                both &= KIND[f]
            cons = both & CONSONANT
            vow = both & VOWEL
            if want[CONSONANTS] and cons:
                out[CONSONANTS] = (FIXED, ())
            if want[VOWELS] and vow:
                out[VOWELS] = (FIXED, ())
        return out

    def any_word(self, dice):
        """Can these dice spell at least one word?"""
        self._scan(dice)
        return self.nwords > 0

    def _best_single(self):
        """b1[m]: 1 + value of the best word within die mask m (0: none)."""
        b1 = self.b1
        a1 = self.a1
        for m in range(128):
            b1[m] = 0
            a1[m] = 0
        for k in range(self.nwords):
            b1[self.wm[k]] = self.wv[k] + 1
            a1[self.wm[k]] = self.wm[k]
        bit = 1
        while bit < 128:
            for m in range(128):
                if m & bit and b1[m ^ bit] > b1[m]:
                    b1[m] = b1[m ^ bit]
                    a1[m] = a1[m ^ bit]
            bit <<= 1

    def _chance(self):
        """g[m]: best total of disjoint words within m; gw[m]: the word
        using m's lowest die in that best, or 0 to leave that die out
        (the smallest such word on a tie). The words through m's lowest
        die are found among m's own subsets (about 1,100 in all) rather
        than by trying every word on every mask (4,500 on a slow roll)."""
        g = self.g
        gw = self.gw
        isw = self.isw
        val = self.val
        g[0] = 0
        for m in range(1, 128):
            lb = m & -m
            rest = m ^ lb
            best0 = best = g[rest]
            bw = 0
            t = rest
            while True:  # t: the subsets of rest, largest first
                w = t | lb
                if isw[w]:
                    v = val[w] + g[m ^ w]
                    # later is smaller: on a tie it wins, as the first
                    # (smallest) word did when the words were tried in order
                    if v > best or v == best and (bw or not best0):
                        best = v
                        bw = w
                if not t:
                    break
                t = (t - 1) & rest
            g[m] = best
            gw[m] = bw

    # ----- turning die masks back into words -----------------------------
    def _plays(self, masks):
        # spelling is a lookup now (``spelt``): no cache of the words spelled
        out = []
        for m in masks:
            out.append(self.spell(m))
        return tuple(out)

    def spell(self, mask):
        """(word, dice) for a die mask known to spell a word: in Full a
        common word when there is one: the one the walk met first for
        those letters (``spelt``), so spelling reads nothing from flash."""
        dice = self.dice
        word = self._recalled(mask)
        used = 0
        idx = []
        wild = self.wild if self.wild >= 0 and (mask >> self.wild) & 1 else -1
        for ch in word:
            c = ord(ch) - 97
            pick = wild
            for i in range(NDICE):
                if (mask >> i) & 1 and not (used >> i) & 1 and dice[i] == c:
                    pick = i
                    break
            used |= 1 << pick
            idx.append(pick)
        return (word, tuple(idx))

    def _recalled(self, mask):
        """The walk's word for a die mask. With the wild in the
        mask: a word the walk spelled with it, or a word of the dice with
        one more die, the wild playing that die's letter."""
        order = self.order
        key = 0
        n = 0
        while self.full >> n:
            if (mask >> order[n]) & 1:
                key |= 1 << n
            n += 1
        size = 0
        for i in range(NDICE):
            size += (mask >> i) & 1
        s0, s1 = self.spelt
        ck = self._canon(key)
        o = slot(0, ck)
        if self.wild >= 0 and (mask >> self.wild) & 1:
            o = slot(1, ck)
            if s1[o - 192] >> 5 < 2:  # with the wild: always the second piece
                for j in range(n):
                    if not (key >> j) & 1:
                        o2 = slot(0, self._canon(key | (1 << j)))
                        r2 = (s0[o2] if o2 < 192 else s1[o2 - 192]) >> 5
                        if r2 > (s0[o] if o < 192 else s1[o - 192]) >> 5:
                            o = o2
        arr = s0
        if o >= 192:
            arr = s1
            o -= 192
        if not arr[o] >> 5:  # every mask the walk marks has its word
            raise ValueError("the dice %s spell no word" % bin(mask))
        out = bytearray(size)  # not bytes(generator): a generator is a 152-byte block
        for k in range(size):
            out[k] = 97 + (arr[o + k] & 31)
        return out.decode()

