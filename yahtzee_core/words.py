"""The Word Yahtzee dictionary, read by seeking in a file (assets/words.bin):
only a small page index (a few KB) lives in RAM, never the word list.

File layout (all integers big-endian; built by tools/build_dictionary.py,
described in docs/WORD.md):

* header: b"WYD1", page size P (u8), section count (u8), then per section
  its file offset (u32), record count (u16) and record size (u8);
* page index: per section, the rank of the first record of every page of
  P records (3 bytes each). This is what ``Dictionary`` keeps in RAM;
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

# C(n, k) for n < 33, k <= 7, flat: _BIN[k * 33 + n]
_B = []
for _k in range(8):
    for _n in range(33):
        _v = 1
        if _k > _n:
            _v = 0
        else:
            for _i in range(_k):
                _v = _v * (_n - _i) // (_i + 1)
        _B.append(_v)
_BIN = tuple(_B)
del _B


def _bits(n):
    """Bits needed to hold 0..n-1."""
    b = 0
    while (1 << b) < n:
        b += 1
    return b


def _fact(n):
    f = 1
    for i in range(2, n + 1):
        f *= i
    return f


# Per length: bits of a signature rank, bits of a letter-order code.
RANK_BITS = tuple(_bits(_BIN[L * 33 + 25 + L]) for L in range(MAXLEN + 1))
CODE_BITS = tuple(_bits(_fact(L)) for L in range(MAXLEN + 1))


def rank(sig, n=-1):
    """Rank of a sorted sequence of letter codes (its first ``n``, default
    all) among all multisets of that length (0 .. C(25+L, L)-1). Sorting
    by rank groups equal signatures."""
    if n < 0:
        n = len(sig)
    r = 0
    for j in range(1, n + 1):
        r += _BIN[j * 33 + sig[j - 1] + j - 1]
    return r


def codes(word):
    """Letter codes of a word (a str of a..z), or None if it has others."""
    out = bytearray(len(word))
    i = 0
    for ch in word:
        c = ord(ch) - 97
        if not 0 <= c < 26:
            return None
        out[i] = c
        i += 1
    return out


def sort_codes(b):
    """Sorted copy (insertion sort: seven letters at most)."""
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
    code = 0
    for c in word_codes:
        i = rest.index(c)
        code = code * len(rest) + i
        rest = rest[:i] + rest[i + 1:]
    return code


def unorder(sig, code, out=None):
    """The word (letter codes) for a signature and an order code, written
    into ``out`` (a bytearray at least as long) or a new bytearray."""
    n = len(sig)
    if out is None:
        out = bytearray(n)
    rest = bytearray(sig) if n > 0 else bytearray(0)
    # digits of the mixed-radix code: the last letter's has radix 1,
    # the first letter's radix n
    div = 1
    for k in range(2, n):
        div *= k
    left = n
    for k in range(n):
        i = code // div if div else 0
        code -= i * div
        if left > 1:
            div //= left - 1
        out[k] = rest[i]
        for j in range(i, left - 1):  # drop rest[i] in place
            rest[j] = rest[j + 1]
        left -= 1
    return out


def record_size(section):
    """Bytes per record in a section."""
    if section < WORD_SECTIONS:
        L = section + 1
        return (RANK_BITS[L] + CODE_BITS[L] + 7) // 8
    k = section - WORD_SECTIONS + 1
    return (RANK_BITS[k] + 7) // 8


def encode_record(section, r, code=0):
    """Bytes of one record: the rank in the top bits, then the order code."""
    n = record_size(section)
    if section < WORD_SECTIONS:
        L = section + 1
        v = ((r << CODE_BITS[L]) | code) << (8 * n - RANK_BITS[L] - CODE_BITS[L])
    else:
        k = section - WORD_SECTIONS + 1
        v = r << (8 * n - RANK_BITS[k])
    return bytes((v >> (8 * (n - 1 - i))) & 0xFF for i in range(n))


class Dictionary:
    """Word checks and signature lookups on the packed dictionary file.

    ``Dictionary(path_or_file)``: a path is opened read-only ('rb'); an
    open binary file is used as is (and not closed by ``close``)."""

    def __init__(self, src):
        if isinstance(src, str):
            self.f = open(src, "rb")
            self._own = True
        else:
            self.f = src
            self._own = False
        f = self.f
        f.seek(0)
        head = f.read(6)
        if len(head) < 6 or head[:4] != MAGIC:
            raise ValueError("not a Word Yahtzee dictionary file")
        self.page = head[4]
        nsec = head[5]
        table = f.read(7 * nsec)
        offs = []
        counts = []
        sizes = []
        npages = 0
        for s in range(nsec):
            t = table[7 * s:7 * s + 7]
            offs.append((t[0] << 24) | (t[1] << 16) | (t[2] << 8) | t[3])
            counts.append((t[4] << 8) | t[5])
            sizes.append(t[6])
        self.offs = tuple(offs)
        self.counts = tuple(counts)
        self.sizes = tuple(sizes)
        # index: first page number of each section, then 3 bytes per page
        firsts = []
        for s in range(nsec):
            firsts.append(npages)
            npages += (counts[s] + self.page - 1) // self.page
        firsts.append(npages)
        self.firsts = tuple(firsts)
        self.index = f.read(3 * npages)
        if len(self.index) != 3 * npages:
            raise ValueError("dictionary file is truncated")
        self.buf = bytearray(self.page * max(sizes))
        self.nsec = nsec

    def close(self):
        if self._own:
            self.f.close()

    @property
    def index_bytes(self):
        """RAM the page index holds (the file's index, kept as bytes)."""
        return len(self.index)

    def __len__(self):
        return sum(self.counts[:WORD_SECTIONS])

    # ----- the lookup every query goes through ------------------------
    def _seek_rank(self, section, r):
        """Load the page holding the first record of rank ``r`` into
        ``self.buf``; return that record's number in the page, or -1.
        Binary search over the RAM index, then within the page."""
        ix = self.index
        lo = self.firsts[section]
        hi = self.firsts[section + 1] - 1
        if hi < lo:
            return -1
        # last page whose first rank < r (an anagram group may start at the
        # end of the page before the one whose first rank equals r)
        while lo < hi:
            mid = (lo + hi + 1) >> 1
            p = 3 * mid
            if ((ix[p] << 16) | (ix[p + 1] << 8) | ix[p + 2]) < r:
                lo = mid
            else:
                hi = mid - 1
        size = self.sizes[section]
        L = section + 1 if section < WORD_SECTIONS else section - WORD_SECTIONS + 1
        nb = 3 if size > 3 else size
        shift = 8 * nb - RANK_BITS[L]
        buf = self.buf
        f = self.f
        first = (lo - self.firsts[section]) * self.page
        for _ in range(2):  # this page, else the first record of the next
            n = self.counts[section] - first
            if n <= 0:
                return -1
            if n > self.page:
                n = self.page
            f.seek(self.offs[section] + first * size)
            f.readinto(buf)
            self._pfirst = first  # which page is loaded, for _scan_group
            self._pn = n
            lo = 0
            hi = n
            while lo < hi:  # first record with rank >= r, or n
                mid = (lo + hi) >> 1
                p = mid * size
                v = buf[p]
                if nb > 1:
                    v = (v << 8) | buf[p + 1]
                    if nb > 2:
                        v = (v << 8) | buf[p + 2]
                if (v >> shift) < r:
                    lo = mid + 1
                else:
                    hi = mid
            if lo < n:
                p = lo * size
                v = buf[p]
                if nb > 1:
                    v = (v << 8) | buf[p + 1]
                    if nb > 2:
                        v = (v << 8) | buf[p + 2]
                return lo if (v >> shift) == r else -1
            first += self.page
        return -1

    def _code_at(self, L, i):
        """Order code of record ``i`` of the page in ``self.buf``."""
        size = self.sizes[L - 1]
        p = i * size
        start = RANK_BITS[L] // 8
        v = 0
        for k in range(start, size):
            v = (v << 8) | self.buf[p + k]
        return (v >> (8 * size - RANK_BITS[L] - CODE_BITS[L])) & ((1 << CODE_BITS[L]) - 1)

    # ----- what the game and the finder ask ----------------------------
    def has_sig(self, length, r):
        """Is some word an arrangement of the multiset with rank ``r``?"""
        if not 1 <= length <= MAXLEN:
            return False
        return self._seek_rank(length - 1, r) >= 0

    def has_key(self, length, r):
        """Does the multiset (rank ``r``) plus one more letter spell a
        word? Length 0 (the empty set) is true: A and I are words."""
        if length == 0:
            return self.counts[0] > 0
        if not 1 <= length < MAXLEN:
            return False
        return self._seek_rank(WORD_SECTIONS + length - 1, r) >= 0

    def contains(self, word):
        """Is ``word`` (str, any case) in the dictionary?"""
        L = len(word)
        if not 1 <= L <= MAXLEN:
            return False
        c = codes(word.lower())
        if c is None:
            return False
        sig = sort_codes(c)
        i = self._seek_rank(L - 1, rank(sig))
        if i < 0:
            return False
        want = order_code(c, sig)
        return self._scan_group(L, i, rank(sig), want) is not None

    def _scan_group(self, L, i, r, want):
        """Walk the anagram group from record ``i`` of the loaded page;
        return the first order code (want None) or the one equal to
        ``want``, else None. A group running past the page end is followed
        into the next page."""
        section = L - 1
        size = self.sizes[section]
        nb = 3 if size > 3 else size
        shift = 8 * nb - RANK_BITS[L]
        buf = self.buf
        while True:
            while i < self._pn:
                p = i * size
                v = buf[p]
                for k in range(1, nb):
                    v = (v << 8) | buf[p + k]
                if (v >> shift) != r:
                    return None
                code = self._code_at(L, i)
                if want is None or code == want:
                    return code
                i += 1
            first = self._pfirst + self.page
            if first >= self.counts[section]:
                return None
            self.f.seek(self.offs[section] + first * size)
            self.f.readinto(buf)
            self._pfirst = first
            self._pn = min(self.page, self.counts[section] - first)
            i = 0

    def word_for(self, sig):
        """A word (str) spelled by the sorted letter codes ``sig``, or None."""
        L = len(sig)
        if not 1 <= L <= MAXLEN:
            return None
        r = rank(sig)
        i = self._seek_rank(L - 1, r)
        if i < 0:
            return None
        w = unorder(sig, self._scan_group(L, i, r, None))
        for k in range(L):
            w[k] += 97
        return w.decode()

    def words(self, length):
        """Every word of ``length`` letters, in file order (for tests and
        tools; reads record by record)."""
        section = length - 1
        size = self.sizes[section]
        L = length
        rec = bytearray(size)
        for i in range(self.counts[section]):
            self.f.seek(self.offs[section] + i * size)
            self.f.readinto(rec)
            v = 0
            for b in rec:
                v = (v << 8) | b
            v >>= 8 * size - RANK_BITS[L] - CODE_BITS[L]
            code = v & ((1 << CODE_BITS[L]) - 1)
            r = v >> CODE_BITS[L]
            w = unorder(unrank(r, L), code)
            for k in range(L):
                w[k] += 97
            yield w.decode()


def unrank(r, L):
    """The sorted letter codes of the multiset with rank ``r``."""
    out = bytearray(L)
    for j in range(L, 0, -1):
        # largest d with C(d, j) <= r
        d = j - 1
        while _BIN[j * 33 + d + 1] <= r:
            d += 1
        r -= _BIN[j * 33 + d]
        out[j - 1] = d - (j - 1)
    return out
