"""The Word Yahtzee dictionary, read by seeking in a file (assets/words.bin):
only a coarse index (a few hundred bytes) lives in RAM, never the words.

File layout (all integers big-endian; built by tools/build_dictionary.py,
described in docs/WORD.md):

* header: b"WYD1", page size P (u8), section count (u8), then per section
  its file offset (u32), record count (u16) and record size (u8);
* page index: per section, the rank of the first record of every page of
  P records (3 bytes each). ``Dictionary`` keeps every GROUP-th of these
  in RAM and reads the rest by seeking;
* sections 0..6: the words of 1..7 letters. A word is stored as the rank
  of its letter multiset ("signature", the sorted letters) followed by the
  code of the order of its letters, so anagrams sit together and a lookup
  by signature is an integer binary search;
* sections 7..12: "wild keys" of 1..6 letters: every signature of a word
  with one letter removed. A key K means "K plus one wild die spells a
  word", which is exactly what the word finder asks about the wild.

Letters are codes 0..25 (a..z). A signature's rank is its number in the
combinatorial number system, so it fits in 22 bits for seven letters.
"""

MAGIC = b"WYD1"
MAXLEN = 7
WORD_SECTIONS = 7   # sections 0..6: words of length 1..7
KEY_SECTIONS = 6    # sections 7..12: wild keys of length 1..6
GROUP = 16          # pages per coarse-index entry



# C(n, k) for k <= 7, n < 33 (0 when k > n), 3 bytes big-endian each, at
# (k * 33 + n) * 3: bytes, not a tuple, to keep the heap small.
_BIN = (
    b"\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00"
    b"\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00"
    b"\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01"
    b"\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00"
    b"\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00"
    b"\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01\x00\x00\x01"
    b"\x00\x00\x01\x00\x00\x00\x00\x00\x01\x00\x00\x02\x00\x00\x03\x00"
    b"\x00\x04\x00\x00\x05\x00\x00\x06\x00\x00\x07\x00\x00\x08\x00\x00"
    b"\x09\x00\x00\x0a\x00\x00\x0b\x00\x00\x0c\x00\x00\x0d\x00\x00\x0e"
    b"\x00\x00\x0f\x00\x00\x10\x00\x00\x11\x00\x00\x12\x00\x00\x13\x00"
    b"\x00\x14\x00\x00\x15\x00\x00\x16\x00\x00\x17\x00\x00\x18\x00\x00"
    b"\x19\x00\x00\x1a\x00\x00\x1b\x00\x00\x1c\x00\x00\x1d\x00\x00\x1e"
    b"\x00\x00\x1f\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00"
    b"\x00\x03\x00\x00\x06\x00\x00\x0a\x00\x00\x0f\x00\x00\x15\x00\x00"
    b"\x1c\x00\x00\x24\x00\x00\x2d\x00\x00\x37\x00\x00\x42\x00\x00\x4e"
    b"\x00\x00\x5b\x00\x00\x69\x00\x00\x78\x00\x00\x88\x00\x00\x99\x00"
    b"\x00\xab\x00\x00\xbe\x00\x00\xd2\x00\x00\xe7\x00\x00\xfd\x00\x01"
    b"\x14\x00\x01\x2c\x00\x01\x45\x00\x01\x5f\x00\x01\x7a\x00\x01\x96"
    b"\x00\x01\xb3\x00\x01\xd1\x00\x01\xf0\x00\x00\x00\x00\x00\x00\x00"
    b"\x00\x00\x00\x00\x01\x00\x00\x04\x00\x00\x0a\x00\x00\x14\x00\x00"
    b"\x23\x00\x00\x38\x00\x00\x54\x00\x00\x78\x00\x00\xa5\x00\x00\xdc"
    b"\x00\x01\x1e\x00\x01\x6c\x00\x01\xc7\x00\x02\x30\x00\x02\xa8\x00"
    b"\x03\x30\x00\x03\xc9\x00\x04\x74\x00\x05\x32\x00\x06\x04\x00\x06"
    b"\xeb\x00\x07\xe8\x00\x08\xfc\x00\x0a\x28\x00\x0b\x6d\x00\x0c\xcc"
    b"\x00\x0e\x46\x00\x0f\xdc\x00\x11\x8f\x00\x13\x60\x00\x00\x00\x00"
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x05\x00\x00"
    b"\x0f\x00\x00\x23\x00\x00\x46\x00\x00\x7e\x00\x00\xd2\x00\x01\x4a"
    b"\x00\x01\xef\x00\x02\xcb\x00\x03\xe9\x00\x05\x55\x00\x07\x1c\x00"
    b"\x09\x4c\x00\x0b\xf4\x00\x0f\x24\x00\x12\xed\x00\x17\x61\x00\x1c"
    b"\x93\x00\x22\x97\x00\x29\x82\x00\x31\x6a\x00\x3a\x66\x00\x44\x8e"
    b"\x00\x4f\xfb\x00\x5c\xc7\x00\x6b\x0d\x00\x7a\xe9\x00\x8c\x78\x00"
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"
    b"\x01\x00\x00\x06\x00\x00\x15\x00\x00\x38\x00\x00\x7e\x00\x00\xfc"
    b"\x00\x01\xce\x00\x03\x18\x00\x05\x07\x00\x07\xd2\x00\x0b\xbb\x00"
    b"\x11\x10\x00\x18\x2c\x00\x21\x78\x00\x2d\x6c\x00\x3c\x90\x00\x4f"
    b"\x7d\x00\x66\xde\x00\x83\x71\x00\xa6\x08\x00\xcf\x8a\x01\x00\xf4"
    b"\x01\x3b\x5a\x01\x7f\xe8\x01\xcf\xe3\x02\x2c\xaa\x02\x97\xb7\x03"
    b"\x12\xa0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"
    b"\x00\x00\x00\x00\x00\x00\x01\x00\x00\x07\x00\x00\x1c\x00\x00\x54"
    b"\x00\x00\xd2\x00\x01\xce\x00\x03\x9c\x00\x06\xb4\x00\x0b\xbb\x00"
    b"\x13\x8d\x00\x1f\x48\x00\x30\x58\x00\x48\x84\x00\x69\xfc\x00\x97"
    b"\x68\x00\xd3\xf8\x01\x23\x75\x01\x8a\x53\x02\x0d\xc4\x02\xb3\xcc"
    b"\x03\x83\x56\x04\x84\x4a\x05\xbf\xa4\x07\x3f\x8c\x09\x0f\x6f\x0b"
    b"\x3c\x19\x0d\xd3\xd0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x08"
    b"\x00\x00\x24\x00\x00\x78\x00\x01\x4a\x00\x03\x18\x00\x06\xb4\x00"
    b"\x0d\x68\x00\x19\x23\x00\x2c\xb0\x00\x4b\xf8\x00\x7c\x50\x00\xc4"
    b"\xd4\x01\x2e\xd0\x01\xc6\x38\x02\x9a\x30\x03\xbd\xa5\x05\x47\xf8"
    b"\x07\x55\xbc\x0a\x09\x88\x0d\x8c\xde\x12\x11\x28\x17\xd0\xcc\x1f"
    b"\x10\x58\x28\x1f\xc7\x33\x5b\xe0"
)


# Per length 0..7: bits of a signature rank (C(25+L, L) values) and of a
# letter-order code (L! values). The build script derives the same.
RANK_BITS = (0, 5, 9, 12, 15, 18, 20, 22)
CODE_BITS = (0, 0, 1, 3, 5, 7, 10, 13)


def rank(sig, n=-1):
    """Rank of a sorted sequence of letter codes (its first ``n``, default
    all) among all multisets of that length (0 .. C(25+L, L)-1). Sorting
    by rank groups equal signatures."""
    if n < 0:
        n = len(sig)
    r = 0
    for j in range(1, n + 1):
        p = 3 * (j * 33 + sig[j - 1] + j - 1)
        r += (_BIN[p] << 16) | (_BIN[p + 1] << 8) | _BIN[p + 2]
    return r


def sort_codes(b):
    """Sorted copy of letter codes (insertion sort: seven at most)."""
    s = bytearray(b)
    for i in range(1, len(s)):
        v = s[i]
        j = i - 1
        while j >= 0 and s[j] > v:
            s[j + 1] = s[j]
            j -= 1
        s[j + 1] = v
    return s


def order_code(word_codes, sig):
    """The order of a word's letters relative to its signature, as a
    mixed-radix number below L!: each letter's position among the letters
    still unused, taking the first of equal letters (so it is unique)."""
    rest = bytearray(sig)
    n = len(rest)
    code = 0
    for c in word_codes:
        i = 0
        while rest[i] != c:
            i += 1
        code = code * n + i
        n -= 1
        for j in range(i, n):  # drop rest[i] in place
            rest[j] = rest[j + 1]
    return code


def unorder(sig, code, n=-1):
    """The word (letter codes) for a signature (its first ``n`` codes) and
    an order code."""
    if n < 0:
        n = len(sig)
    out = bytearray(n)
    rest = bytearray(sig)
    div = 1  # the first letter's digit has radix n, the last radix 1
    for k in range(2, n):
        div *= k
    left = n
    for k in range(n):
        i = code // div
        code -= i * div
        left -= 1
        if left > 0:
            div //= left
        out[k] = rest[i]
        for j in range(i, left):  # drop rest[i] in place
            rest[j] = rest[j + 1]
    return out


class Dictionary:
    """Word checks and signature lookups on the packed dictionary file.

    ``Dictionary(path_or_file)``: a path is opened read-only ('rb'); an
    open binary file is used as is. ``nwords``: how many words it holds."""

    def __init__(self, src):
        f = self.f = open(src, "rb") if isinstance(src, str) else src
        f.seek(0)
        h = f.read(6)
        if len(h) < 6 or h[:4] != MAGIC:
            raise ValueError("not a Word Yahtzee dictionary file")
        self.page = P = h[4]
        t = f.read(7 * h[5])
        self.ix_off = ix = 6 + len(t)
        offs = []
        counts = []
        sizes = []
        firsts = [0]   # each section's first page in the page index
        cfirsts = [0]  # ... and first entry in the coarse index
        coarse = bytearray()
        for s in range(h[5]):
            offs.append((t[7 * s] << 24) | (t[7 * s + 1] << 16) | (t[7 * s + 2] << 8) | t[7 * s + 3])
            counts.append((t[7 * s + 4] << 8) | t[7 * s + 5])
            sizes.append(t[7 * s + 6])
            firsts.append(firsts[s] + (counts[s] + P - 1) // P)
            # RAM keeps every GROUP-th page's first rank; a lookup reads the
            # group's page ranks from the file
            for p in range(firsts[s], firsts[s + 1], GROUP):
                f.seek(ix + 3 * p)
                coarse += f.read(3)
            cfirsts.append(len(coarse) // 3)
        f.seek(offs[-1] + counts[-1] * sizes[-1] - 1)
        if len(f.read(1)) != 1:
            raise ValueError("dictionary file is truncated")
        self.offs = tuple(offs)
        self.counts = tuple(counts)
        self.sizes = tuple(sizes)
        self.firsts = tuple(firsts)
        self.cfirsts = tuple(cfirsts)
        self.coarse = bytes(coarse)
        self.ibuf = bytearray(3 * GROUP)
        self.buf = bytearray(P * max(sizes))
        # a page of each record size, so a read takes only what it needs
        self.views = tuple(memoryview(self.buf)[:P * k] for k in range(max(sizes) + 1))
        self.nwords = sum(counts[:WORD_SECTIONS])
        # RAM the index holds: the coarse index and the group buffer
        self.index_bytes = len(coarse) + len(self.ibuf)
        # the page in self.buf: first record, count, record size, rank
        # shift, section; the group whose page ranks are in self.ibuf
        self._pfirst = self._pn = self._size = self._shift = 0
        self._psec = self._gp = -1

    # ----- the lookup every query goes through ------------------------
    def _rk(self, i):
        """Rank of record ``i`` of the loaded page."""
        size = self._size
        p = i * size
        buf = self.buf
        v = buf[p]
        for k in range(1, 3 if size > 3 else size):
            v = (v << 8) | buf[p + k]
        return v >> self._shift

    def _load(self, section, first):
        """Read the page starting at record ``first`` into ``self.buf``;
        return its record count (0 past the end)."""
        n = self.counts[section] - first
        if n > self.page:
            n = self.page
        if n < 0:
            n = 0
        if n and (section != self._psec or first != self._pfirst):  # not loaded yet
            self.f.seek(self.offs[section] + first * self.sizes[section])
            self.f.readinto(self.views[self.sizes[section]])
            self._psec = section
        self._pfirst = first
        self._pn = n
        return n

    def _seek_rank(self, section, r):
        """Load the page holding the first record of rank ``r``; return
        that record's number in the page, or -1. The page sought is the
        last whose first rank < r (an anagram group may start at the end of
        the page before the one whose first rank equals r): found among the
        coarse groups in RAM, then among the group's pages, read from the
        file."""
        ix = self.coarse
        lo = self.cfirsts[section]
        hi = self.cfirsts[section + 1] - 1
        if hi < lo:
            return -1
        for step in range(2):
            while lo < hi:
                mid = (lo + hi + 1) >> 1
                p = 3 * mid
                if ((ix[p] << 16) | (ix[p + 1] << 8) | ix[p + 2]) < r:
                    lo = mid
                else:
                    hi = mid - 1
            if step:
                break
            p0 = self.firsts[section] + (lo - self.cfirsts[section]) * GROUP
            hi = self.firsts[section + 1] - p0 - 1
            if hi >= GROUP:
                hi = GROUP - 1
            ix = self.ibuf
            if p0 != self._gp:  # the group's page ranks, unless loaded
                self.f.seek(self.ix_off + 3 * p0)
                self.f.readinto(ix)
                self._gp = p0
            lo = 0
        size = self._size = self.sizes[section]
        L = section + 1 if section < WORD_SECTIONS else section - WORD_SECTIONS + 1
        self._shift = 8 * (3 if size > 3 else size) - RANK_BITS[L]
        first = (p0 + lo - self.firsts[section]) * self.page
        for _ in range(2):  # this page, else the first record of the next
            n = self._load(section, first)
            lo = 0
            hi = n
            while lo < hi:  # first record with rank >= r, or n
                mid = (lo + hi) >> 1
                if self._rk(mid) < r:
                    lo = mid + 1
                else:
                    hi = mid
            if lo < n:
                return lo if self._rk(lo) == r else -1
            first += self.page
        return -1

    def _group(self, L, i, r, want):
        """Walk the anagram group (rank ``r``) from record ``i`` of the
        loaded page; return the first order code (``want`` None) or the one
        equal to ``want``, else None; pages are followed as needed."""
        size = self._size
        cb = CODE_BITS[L]
        while i < self._pn or self._load(L - 1, self._pfirst + self.page):
            if i >= self._pn:
                i = 0
            if self._rk(i) != r:
                return None
            v = 0
            for k in range(RANK_BITS[L] // 8, size):
                v = (v << 8) | self.buf[i * size + k]
            code = (v >> (8 * size - RANK_BITS[L] - cb)) & ((1 << cb) - 1)
            if want is None or code == want:
                return code
            i += 1
        return None

    # ----- what the game and the finder ask ----------------------------
    def has_sig(self, length, r):
        """Is some word an arrangement of the multiset with rank ``r``?"""
        return 1 <= length <= MAXLEN and self._seek_rank(length - 1, r) >= 0

    def has_key(self, length, r):
        """Does the multiset (rank ``r``) plus one more letter spell a
        word? Length 0 (the empty set) is true: A and I are words."""
        if length == 0:
            return self.counts[0] > 0
        return 1 <= length < MAXLEN and self._seek_rank(WORD_SECTIONS + length - 1, r) >= 0

    def contains(self, word):
        """Is ``word`` (str, any case) in the dictionary?"""
        L = len(word)
        if not 1 <= L <= MAXLEN:
            return False
        c = bytearray(L)
        for k in range(L):
            c[k] = ord(word[k]) | 32
            if not 97 <= c[k] <= 122:
                return False
            c[k] -= 97
        sig = sort_codes(c)
        r = rank(sig)
        i = self._seek_rank(L - 1, r)
        return i >= 0 and self._group(L, i, r, order_code(c, sig)) is not None

    def word_for(self, sig, L=-1):
        """A word (str) spelled by the sorted letter codes ``sig`` (its
        first ``L``), or None."""
        if L < 0:
            L = len(sig)
        r = rank(sig, L)
        i = self._seek_rank(L - 1, r) if 1 <= L <= MAXLEN else -1
        if i < 0:
            return None
        w = unorder(sig, self._group(L, i, r, None), L)
        for k in range(L):
            w[k] += 97
        return w.decode()
