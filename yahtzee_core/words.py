"""The Word Yahtzee dictionary, read by seeking in a file (assets/words.bin):
a minimal word graph (DAWG) whose edges stay in flash; RAM holds the
header's few numbers and one 78-byte buffer, never the words.

File layout (big-endian; built by tools/build_dictionary.py, described in
docs/WORD.md):

* header, 22 bytes: b"WYD3", version (3), header length (22), edge count
  (u16), word count (u32), common word count (u32), CRC-32 of all that
  follows the header, ``single`` (u16: where the one-edge lists start);
* edges, 3 bytes each, a node's edges one after another: byte 0 holds the
  letter (bits 0-4, 0..25 = a..z), LAST (bit 5: the node's last edge),
  WORD (bit 6: a word ends with this letter) and COMMON (bit 7: that word
  is common, i.e. in SCOWL's lists up to size 50); bytes 1-2 the number of
  the edge where the child's list starts (0: no child). The root's list
  starts at edge 0; lists of one edge come last, from ``single`` on,
  grouped by letter, each letter from a block of BLOCK edges on (padding,
  lists no edge points to, fills the blocks);
* the one-edge table: a byte per BLOCK edges from ``single`` on, the
  letter of every edge in the block. The word finder reads a one-edge
  child's letter here instead of reading the list (wordwalk.py).

Every word carries the common flag, so one file serves both settings:
Family (common words only) and Full (every word).
"""

MAGIC = b"WYD3"
VERSION = 3
HEADER = 22
LAYOUT = ">4sBBHIIIH"  # the header's fields (struct; the reader slices them)
BLOCK = 16   # edges per entry of the one-edge table
MAXLEN = 7
LAST = 32
WORD = 64
COMMON = 128
LIST = 78    # bytes of the longest edge list: 26 letters, 3 bytes each

FAMILY = "family"
FULL = "full"
SETTINGS = (FAMILY, FULL)


class Dictionary:
    """Word checks on the packed dictionary file.

    ``Dictionary(path_or_file)``: a path is opened read-only ('rb'); an
    open binary file is used as is. ``nwords``: how many words it holds,
    ``ncommon`` how many of them are common."""

    def __init__(self, src):
        f = self.f = open(src, "rb") if isinstance(src, str) else src
        f.seek(0)
        h = f.read(HEADER)
        if len(h) < HEADER or h[:4] != MAGIC or h[4] != VERSION:
            raise ValueError("not a Word Yahtzee dictionary file (version 3)")
        self.base = h[5]
        self.nedges = (h[6] << 8) | h[7]
        self.nwords = (h[8] << 24) | (h[9] << 16) | (h[10] << 8) | h[11]
        self.ncommon = (h[12] << 24) | (h[13] << 16) | (h[14] << 8) | h[15]
        self.single = (h[20] << 8) | h[21]
        self.nones = (self.nedges - self.single) // BLOCK  # the one-edge table's length
        if self.single > self.nedges:
            raise ValueError("not a Word Yahtzee dictionary file (version 3)")
        f.seek(self.base + 3 * self.nedges + self.nones - 1)
        if len(f.read(1)) != 1:
            raise ValueError("dictionary file is truncated")
        self.buf = bytearray(LIST)
        # RAM the index needs: the list buffer and, while the finder
        # works, the one-edge table (read_ones; the header's numbers are
        # attributes)
        self.index_bytes = LIST + self.nones

    def read_ones(self, buf):
        """Read the one-edge table into ``buf`` (at least ``nones`` bytes).
        Nothing keeps it between hints: the word finder reads it into a
        table of its own that the rest of a hint uses for other things."""
        self.f.seek(self.base + 3 * self.nedges)
        self.f.readinto(buf)

    def read_list(self, edge, buf):
        """Read the edge list starting at ``edge`` into ``buf`` (78 bytes;
        near the end of the file the tail is left as it was)."""
        self.f.seek(self.base + 3 * edge)
        self.f.readinto(buf)

    def lookup(self, word):
        """0 if ``word`` (str, any case) is not in the dictionary, 1 if it
        is a rare word, 2 if it is common."""
        L = len(word)
        if not 1 <= L <= MAXLEN:
            return 0
        buf = self.buf
        edge = 0
        for k in range(L):
            c = (ord(word[k]) | 32) - 97
            if not 0 <= c <= 25:
                return 0
            self.read_list(edge, buf)
            p = 0
            while True:
                b = buf[p]
                if b & 31 == c:
                    break
                if b & LAST:
                    return 0
                p += 3
            if k == L - 1:
                return (2 if b & COMMON else 1) if b & WORD else 0
            edge = (buf[p + 1] << 8) | buf[p + 2]
            if not edge:
                return 0
        return 0

    def contains(self, word, setting=FULL):
        """Is ``word`` a word under ``setting`` ("full": any word the
        dictionary holds; "family": common words only)?"""
        return self.lookup(word) > (1 if setting == FAMILY else 0)
