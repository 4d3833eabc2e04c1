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


def binom(k, n):
    """C(n, k) from the table."""
    p = 3 * (k * 33 + n)
    return (_BIN[p] << 16) | (_BIN[p + 1] << 8) | _BIN[p + 2]


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
        # RAM keeps only every GROUP-th page's first rank (the coarse
        # index); a lookup reads the group's page ranks from the file.
        self.ix_off = 6 + 7 * nsec
        coarse = bytearray()
        cfirsts = []
        for s in range(nsec):
            cfirsts.append(len(coarse) // 3)
            for p in range(firsts[s], firsts[s + 1], GROUP):
                f.seek(self.ix_off + 3 * p)
                coarse += f.read(3)
        cfirsts.append(len(coarse) // 3)
        self.coarse = bytes(coarse)
        self.cfirsts = tuple(cfirsts)
        f.seek(self.ix_off + 3 * npages - 3)
        if npages and len(f.read(3)) != 3:
            raise ValueError("dictionary file is truncated")
        self.ibuf = bytearray(3 * GROUP)
        self.buf = bytearray(self.page * max(sizes))
        self.nsec = nsec

    def close(self):
        if self._own:
            self.f.close()

    @property
    def index_bytes(self):
        """RAM the index holds: the coarse index and the group buffer."""
        return len(self.coarse) + len(self.ibuf)

    def __len__(self):
        return sum(self.counts[:WORD_SECTIONS])

    # ----- the lookup every query goes through ------------------------
    def _seek_rank(self, section, r):
        """Load the page holding the first record of rank ``r`` into
        ``self.buf``; return that record's number in the page, or -1.
        Binary search over the RAM index, then within the page."""
        # The page sought is the last whose first rank < r (an anagram
        # group may start at the end of the page before the one whose first
        # rank equals r): first among the groups, then in the group.
        ix = self.coarse
        lo = self.cfirsts[section]
        hi = self.cfirsts[section + 1] - 1
        if hi < lo:
            return -1
        while lo < hi:
            mid = (lo + hi + 1) >> 1
            p = 3 * mid
            if ((ix[p] << 16) | (ix[p + 1] << 8) | ix[p + 2]) < r:
                lo = mid
            else:
                hi = mid - 1
        p0 = self.firsts[section] + (lo - self.cfirsts[section]) * GROUP
        np = self.firsts[section + 1] - p0
        if np > GROUP:
            np = GROUP
        ix = self.ibuf
        f = self.f
        f.seek(self.ix_off + 3 * p0)
        f.readinto(ix)
        lo = 0
        hi = np - 1
        while lo < hi:
            mid = (lo + hi + 1) >> 1
            p = 3 * mid
            if ((ix[p] << 16) | (ix[p + 1] << 8) | ix[p + 2]) < r:
                lo = mid
            else:
                hi = mid - 1
        lo += p0
        size = self.sizes[section]
        L = section + 1 if section < WORD_SECTIONS else section - WORD_SECTIONS + 1
        nb = 3 if size > 3 else size
        shift = 8 * nb - RANK_BITS[L]
        buf = self.buf
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
