"""The word finder's first step: which subsets of seven letter dice (the
wild included) spell a word, by a walk of the word graph (words.py) with
the dice, the wild standing for any letter no free die shows (docs/WORD.md).
``Walk`` holds the tables the walk fills; ``wordfinder.Finder`` builds on
it to find the best play per box.

For every subset of the non-wild dice (at most 127, equal letters counted
once): are these letters a word's, and with one wild? It keeps each
subset's first word met (``spelt``): a play is spelled by a lookup.
Memory: a ``Walk`` preallocates its tables (about 2.5 KB) once.
"""

from yahtzee_core.letters import VALUES, WILD, NDICE
from yahtzee_core.words import LIST, FAMILY, FULL
from yahtzee_core.words import WORD as WORDBIT, COMMON as COMMONBIT

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_DONE = const(255)  # a walk level whose edge list is read to its end
_SHIFT = const(4)   # words.BLOCK == 1 << _SHIFT: edges per one-edge table entry


# Dice in each of the 128 die masks.
POP = (
    b"\x00\x01\x01\x02\x01\x02\x02\x03\x01\x02\x02\x03\x02\x03\x03\x04"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
)

# The dice in all masks below m (where its kept word starts: wordfinder.slot)
# = 16 * HIGH[m >> 4] + (m & 15) * POP[m >> 4] + LOW[m & 15]: no loop.
HIGH = b"\x00\x02\x05\x08\x0c\x0f\x13\x17"
LOW = b"\x00\x00\x01\x02\x04\x05\x07\x09\x0c\x0d\x0f\x11\x14\x16\x19\x1c"


class Walk:
    """The walk's tables for one dictionary, allocated once."""

    def __init__(self, dictionary, setting=FULL):
        # Scalars first: the attribute table grows while the heap is whole.
        self.nwords = 0
        self.wild = -1
        self.dice = None
        self.full = 0
        self.ctx = None  # per hint, all the walk's loops read (_scan): one line to unpack
        self.need = WORDBIT
        self.setting = setting      # FAMILY or FULL: the words hints may use
        self.dic = dictionary
        self.isw = bytearray(128)   # per die mask: 1 if its dice spell a word, 2 a common one
        self.val = bytearray(128)   # per die mask: its letters' value
        self.wm = bytearray(128)    # word die masks, grouped by lowest die
        self.wv = bytearray(128)    # their values
        # best single word inside a mask, +1, and which (a1: b1's second
        # half). Until the Two/Three Words step they hold the one-edge table
        # for the walk (Dictionary.read_ones): none is kept between hints.
        self.b1 = bytearray(256)
        self.a1 = memoryview(self.b1)[128:]
        if dictionary.nones > len(self.b1):
            raise ValueError("the dictionary's one-edge table is too long")
        # Chance: best disjoint words inside a mask, the word with its lowest
        # die (or 0). Before that step _scan's: sorted subset -> die mask, and
        # ``ok``: bit 1 word, bit 2 word with wild (4, 8: common).
        self.g = bytearray(128)
        self.gw = bytearray(128)
        self.bufs = [bytearray(LIST) for _ in range(NDICE)]  # an edge list per level: 7 letters at most
        self.end = bytearray(26)    # per letter: one past its last sorted die
        # ... how many of its dice are unused, by an edge's letter byte & 63:
        # 32-63 (LAST set) stay 1, so one lookup also stops at a list's end
        self.free = bytearray(32) + bytearray(b"\x01" * 32)
        self.order = bytearray(NDICE)
        self.start = bytearray(NDICE + 1)
        # The walks' stacks, a level per letter (at, us, lt: _walk), one
        # attribute: four more grew the instance's dict by 592 bytes.
        self.stacks = tuple(bytearray(NDICE + 1) for _ in range(3))
        # The first word the walk met per sorted subset (wordfinder.slot): its
        # letters, the first one's bits 5-6 its rank (0 none, 1 a word, 2
        # common). ``spell`` reads them (searching the graph again was 63%
        # of a hint's time). Two small pieces, for the 64 KB heap's holes.
        self.spelt = (bytearray(192), bytearray(256))

    # ----- step 1: which die subsets spell words --------------------------
    def _walk(self):
        """Follow the word graph from its root with the dice (the wild
        while it is free). Every word met marks its die subset in ``ok``:
        bit 1 spelled by the dice, bit 2 with the wild; bits 4 / 8 the
        same for a common word. The wild only stands for a letter no free
        die shows: a word where it replaces a free die's letter is the same
        word on the dice with one die swapped for the wild, which ``_scan``
        adds afterwards (so each prefix is spelled one way and read once).

        A loop over an explicit stack, not recursion (CircuitPython's 1.5 KB
        Python stack ran out). Per level: ``at`` where its list goes on
        (``_DONE``: read to the end), ``us`` the sorted dice used, ``lt``
        the letter taken. ``free`` counts each letter's unused dice; its
        leftmost free die is ``end - free`` (sorted: its dice together).

        This loop walks the levels where the wild is still free; then
        ``_dice_walk`` goes on with the dice alone (most of the lists a
        hint reads). Both stay in one list's edges until they step down or
        back up: on the board a hint's time is the statements it runs."""
        bufs, seek, readinto, base, one, single, ok, end, free, need, full, at, us, lt = self.ctx
        for arr in self.spelt:
            for i in range(len(arr)):
                arr[i] = 0
        buf = bufs[0]
        seek(base)
        readinto(buf)
        at[0] = 0
        us[0] = 0
        if self.wild < 0:
            self._dice_walk(0, 0)
            return
        d = p = used = 0
        while True:  # the edge at p of level d's list
            b = buf[p]
            c = b & 31
            k = free[c]
            child = (buf[p + 1] << 8) | buf[p + 2]
            if k:  # the leftmost free die with this letter; the wild stays free
                m = used | (1 << (end[c] - k))
                if b & need == need:
                    f = ok[m]
                    w = 5 if b & 128 else 1
                    if w | f != f:  # the subset's first word, or its first common one
                        ok[m] = w | f
                        self._keep(0, m, d, c, 2 if b & 128 else 1)
                if child:
                    at[d] = _DONE if b & 32 else p + 3
                    free[c] = k - 1
                    lt[d] = c
                    d += 1
                    us[d] = used = m
                    buf = bufs[d]
                    seek(base + 3 * child)
                    readinto(buf)
                    p = 0
                    continue
            else:  # the wild stands for this letter
                if b & need == need:
                    f = ok[used]
                    w = 10 if b & 128 else 2
                    if w | f != f:
                        ok[used] = w | f
                        self._keep(1, used, d, c, 2 if b & 128 else 1)
                # (a one-edge child list whose letter no free die shows: its
                # letter is in the one-edge table, and it is not read)
                if child and used != full and (child < single or free[one[(child - single) >> _SHIFT]]):
                    nb = bufs[d + 1]
                    seek(base + 3 * child)
                    readinto(nb)
                    q = 0
                    e = nb[0]  # its first letter a free die shows
                    while not free[e & 63]:
                        q += 3
                        e = nb[q]
                    if free[e & 31]:  # else none (most lists read): no step down
                        lt[d] = c
                        at[d + 1] = q
                        us[d + 1] = used
                        self._dice_walk(d + 1, 1)
            if not b & 32:
                p += 3
                continue
            while True:  # this list is read: back up to a level with edges left
                d -= 1
                if d < 0:
                    return
                free[lt[d]] += 1  # this loop steps down only on a die
                p = at[d]
                if p != _DONE:
                    break
            buf = bufs[d]
            used = us[d]

    def _dice_walk(self, top, kind):
        """The walk below level ``top`` with the dice alone (``kind`` 1:
        the wild was taken above): ``top``'s list is read, ``at[top]`` on
        its first letter a free die shows. Returns when that list is done.
        A list is read and searched for a free die's letter before the walk
        steps into it: most hold none, and then no step is taken."""
        bufs, seek, readinto, base, one, single, ok, end, free, need, full, at, us, lt = self.ctx
        word = 5 << kind
        rare = 1 << kind
        d = top
        p = at[d]
        buf = bufs[d]
        used = us[d]
        while True:  # an edge of level d's list, from p
            b = buf[p]
            while not free[b & 63]:  # pass over letters no free die shows
                p += 3               # (free[32..63] = 1 stops at the end)
                b = buf[p]
            c = b & 31
            k = free[c]
            if k:  # (else the list's last edge, and no die for it)
                m = used | (1 << (end[c] - k))
                if b & need == need:
                    f = ok[m]
                    w = word if b & 128 else rare
                    if w | f != f:  # the subset's first word, or its first common one
                        ok[m] = w | f
                        self._keep(kind, m, d, c, 2 if b & 128 else 1)
                if m != full:
                    child = (buf[p + 1] << 8) | buf[p + 2]
                    if child:
                        free[c] = k - 1
                        # a one-edge list whose letter no free die shows is
                        # not read: the one-edge table has its letter
                        if child < single or free[one[(child - single) >> _SHIFT]]:
                            nb = bufs[d + 1]
                            seek(base + 3 * child)
                            readinto(nb)
                            q = 0
                            e = nb[0]
                            while not free[e & 63]:
                                q += 3
                                e = nb[q]
                            if free[e & 31]:  # one letter down
                                at[d] = _DONE if b & 32 else p + 3
                                lt[d] = c
                                d += 1
                                us[d] = used = m
                                buf = nb
                                p = q
                                continue
                        free[c] = k  # no free die's letter there: no step down
                if not b & 32:
                    p += 3
                    continue
            while True:  # this list is read: back up to a level with edges left
                if d == top:
                    return
                d -= 1
                free[lt[d]] += 1
                p = at[d]
                if p != _DONE:
                    break
            buf = bufs[d]
            used = us[d]

    def _scan(self, dice):
        """The tables for ``dice``: the walk between two steps whose locals
        stay off the Python stack while it walks (CircuitPython's 1.5 KB
        ran out under a Word CPU's deepest hint)."""
        _prepare(self, dice)
        self._walk()
        self.ctx = None  # (a tuple of 14: not kept between hints)
        _tables(self, dice)

    def _canon(self, key):
        """The sorted subset with the same letters that the walk marks."""
        dice = self.dice
        order = self.order
        n = POP[self.full]
        i = 1
        while i < n:
            if (key >> i) & 1 and not (key >> (i - 1)) & 1 and dice[order[i]] == dice[order[i - 1]]:
                key = key ^ (1 << i) ^ (1 << (i - 1))
                i = 1
                continue
            i += 1
        return key

    def _keep(self, kind, key, d, c, r):
        """Keep the word the walk is on (its letters at levels 0..d-1, then
        ``c``) for sorted subset ``key`` (``kind`` and the place: as
        wordfinder.slot, inline so a hint nests no deeper), with its rank
        ``r``; only a subset's first word, or its first common one."""
        h = key >> 4
        o = (HIGH[h] << 4) + (key & 15) * POP[h] + LOW[key & 15]
        if kind:
            o += 192 + key
        arr = self.spelt[0]
        if o >= 192:
            arr = self.spelt[1]
            o -= 192
        lt = self.stacks[2]
        for j in range(d):
            arr[o + j] = lt[j]
        arr[o + d] = c
        arr[o] = (arr[o] & 31) | (r << 5)


# _scan's steps, module functions: as methods they grew the class's dict.
def _prepare(self, dice):
    """Sort the dice; set up the walk's tables and ``ctx``."""
    n = 0
    wild = -1
    order = self.order
    for i in range(NDICE):  # non-wild dice sorted by letter
        f = dice[i]
        if f == WILD:
            wild = i
            continue
        j = n
        while j > 0 and dice[order[j - 1]] > f:
            order[j] = order[j - 1]
            j -= 1
        order[j] = i
        n += 1
    sm = self.g   # (the Chance tables: free until the hint's Chance step)
    ok = self.gw
    isw = self.isw
    val = self.val
    end = self.end
    free = self.free
    for c in range(26):
        free[c] = 0
    for j in range(n):  # sorted: a letter's dice are together
        c = dice[order[j]]
        end[c] = j + 1
        free[c] += 1
    for m in range(128):
        isw[m] = 0
        ok[m] = 0
        if m:  # the lowest die's value plus the rest's
            low = m & -m
            val[m] = val[m ^ low] + VALUES[dice[POP[low - 1]]]
    sm[0] = 0
    top = 0  # m's highest bit
    for m in range(1, 1 << n):
        if m >> (top + 1):
            top += 1
        sm[m] = sm[m ^ (1 << top)] | (1 << order[top])
    self.full = (1 << n) - 1
    self.need = WORDBIT | (COMMONBIT if self.setting == FAMILY else 0)
    self.wild = wild  # the walk asks whether there is one
    dic = self.dic
    dic.read_ones(self.b1)
    f = dic.f
    self.ctx = (self.bufs, f.seek, f.readinto, dic.base, self.b1, dic.single,
                ok, end, free, self.need, self.full) + self.stacks
    self.dice = dice  # _canon reads it


def _tables(self, dice):
    """After the walk: the subsets ``ok`` marks as die masks, in ``isw``
    and, grouped by lowest die, ``wm`` and ``wv``."""
    n = POP[self.full]
    wild = self.wild
    order = self.order
    ok = self.gw
    sm = self.g
    isw = self.isw
    val = self.val
    if wild >= 0:  # a word on the dice is a word with any die swapped for the wild
        for m in range(1, 1 << n):
            f = ok[m] & 5
            if f:
                f <<= 1
                for i in range(n):
                    if (m >> i) & 1:
                        ok[m ^ (1 << i)] |= f
    # every die subset equal in letters to a canonical one spells too
    dup = 0  # sorted dice showing the same letter as the one before
    for i in range(1, n):
        if dice[order[i]] == dice[order[i - 1]]:
            dup |= 1 << i
    if dup:
        for m in range(1, 1 << n):
            if m & dup & ~(m << 1):  # not canonical (_canon moves a die)
                ok[m] = ok[self._canon(m)]
    # word die masks and values, grouped by lowest die: the order the
    # hint's boxes try them in, and so which play wins a tie
    wildbit = (1 << wild) if wild >= 0 else 0
    cnt = self.start
    for i in range(NDICE + 1):
        cnt[i] = 0
    for m in range(1 << n):
        f = ok[m]
        if f & 1:  # 2: a common word spells it
            isw[sm[m]] = 2 if f & 4 else 1
        if f & 2:
            isw[sm[m] | wildbit] = 2 if f & 8 else 1
    # counting sort by lowest set bit
    for d in range(1, 128):
        if isw[d]:
            cnt[POP[(d & -d) - 1] + 1] += 1  # POP[lowest bit - 1]: its die
    for i in range(NDICE):
        cnt[i + 1] += cnt[i]
    pos = bytearray(cnt[:NDICE])  # one small allocation per roll
    wm = self.wm
    wv = self.wv
    for d in range(1, 128):
        if isw[d]:
            low = POP[(d & -d) - 1]
            k = pos[low]
            pos[low] = k + 1
            wm[k] = d
            wv[k] = val[d]  # the letters' values, summed above
    self.nwords = cnt[NDICE]
