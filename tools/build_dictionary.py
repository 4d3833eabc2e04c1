#!/usr/bin/env python3
"""Build assets/words.bin, the Word Yahtzee dictionary: ENABLE's words of 2
to 7 letters plus SCOWL's common words, as a minimal word graph (DAWG) with
a "common" flag on every word.

    apt-get install -y scowl          # Debian/Ubuntu: lists in /usr/share/dict/scowl
    python3 tools/build_dictionary.py [--scowl DIR] [--out assets/words.bin]

Sources: tools/wordlists/enable-2-7.txt (ENABLE, public domain, committed)
and SCOWL (Kevin Atkinson) "english-words" and "american-words" up to size
50. A word is *common* when it is in those SCOWL lists. Kept: a-z only,
lower-case in the source (capitalised SCOWL entries are proper nouns; SCOWL
keeps abbreviations, contractions and proper names in separate lists, which
are not read); 2 to 7 letters plus A and I. A few SCOWL entries that are
not words (plurals of letters such as "ms", "pwn") are dropped.

File layout (big-endian; read by yahtzee_core/words.py):

* header, 22 bytes: b"WYD3", version (u8, 3), header length (u8, 22),
  edge count (u16), word count (u32), common word count (u32), CRC-32 of
  everything after the header (u32), the first edge of the one-edge lists
  (u16, ``single``);
* the edges, 3 bytes each: byte 0 = letter (bits 0-4, 0..25 = a..z), last
  edge of its list (bit 5), a word ends here (bit 6), that word is common
  (bit 7); bytes 1-2 = the edge number where the child's list starts (0:
  no child). The root's list starts at edge 0. Lists of two or more edges
  come first (breadth first from the root), then, from ``single`` on, the
  lists of one edge, grouped by letter, each letter's from a block of 16
  edges on. Padding fills the last block of each group (and before
  ``single``): one-edge lists no edge points to;
* the one-edge table, a byte per block of 16 edges from ``single`` on:
  the letter of all its edges. So the word finder knows the letter of a
  one-edge child list without reading it (a third of the lists a hint
  reads with the wild are one edge whose letter no free die shows).

The graph is the minimal one for (word, common) pairs: two nodes are
shared only when the same words, with the same flags, follow them."""

import argparse
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))

from yahtzee_core import words as W  # noqa: E402

LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
ENABLE = os.path.join(HERE, "wordlists", "enable-2-7.txt")
# In SCOWL's lists but not words: plurals of letters written without the
# apostrophe, and net slang.
DROP = {"cs", "es", "gs", "ks", "ls", "ms", "rs", "ts", "pwn"}


def read_list(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            yield line.strip()


def _ok(w):
    if not 1 <= len(w) <= W.MAXLEN or not all("a" <= ch <= "z" for ch in w):
        return False  # capitals, apostrophes, accents, too long
    return (len(w) > 1 or w in ("a", "i")) and w not in DROP


def collect(scowl, size=50):
    """SCOWL's words up to ``size`` that the game accepts, sorted: the
    common words."""
    out = set()
    for level in LEVELS:
        if level > size:
            break
        for kind in ("english-words", "american-words"):
            path = os.path.join(scowl, "%s.%d" % (kind, level))
            if os.path.exists(path):
                out.update(w for w in read_list(path) if _ok(w))
    if not out:
        raise SystemExit("no SCOWL lists found in %s (apt-get install scowl)" % scowl)
    return sorted(out)


def collect_all(scowl, enable=ENABLE):
    """{word: common} for every word the dictionary holds."""
    common = set(collect(scowl))
    out = {w: True for w in common}
    for w in read_list(enable):
        if _ok(w) and w not in out:
            out[w] = False
    return out


def edge(ch, flags, last, child):
    """An edge's 3 bytes: the letter with LAST, WORD (flags bit 0) and
    COMMON (flags bit 1), then the child's edge number (0: none)."""
    b = (ord(ch) - 97) | (W.LAST if last else 0) | (W.WORD if flags & 1 else 0) | (W.COMMON if flags & 2 else 0)
    return bytes((b,)) + child.to_bytes(2, "big")


def build(entries):
    """The file's bytes for {word: common}."""
    root = {}
    for w, c in entries.items():
        n = root
        for ch in w[:-1]:
            n = n.setdefault(ch, [0, {}])[1]
        e = n.setdefault(w[-1], [0, {}])
        e[0] = 3 if c else 1  # bit 0 a word ends, bit 1 it is common
    ids = {}     # a node's key -> its number
    kids = []    # per node number: its edges (letter, flags, child node or -1)

    def node(children):  # children: {letter: [flags, children]}; bottom-up
        edges = tuple((ch, f, node(sub) if sub else -1) for ch, (f, sub) in sorted(children.items()))
        if edges not in ids:
            ids[edges] = len(kids)
            kids.append(edges)
        return ids[edges]

    top = node(root)
    # Lay the lists out breadth first from the root, so the root is at 0;
    # the one-edge lists go last, grouped by letter (the one-edge table).
    order = [top]
    seen = {top}
    for nd in order:
        for _, _, child in kids[nd]:
            if child >= 0 and child not in seen:
                seen.add(child)
                order.append(child)
    many = [nd for nd in order if len(kids[nd]) > 1]
    if many[0] != top:
        raise SystemExit("the root has one edge")
    ones = {}  # letter -> its one-edge lists
    for nd in order:
        if len(kids[nd]) == 1:
            ones.setdefault(kids[nd][0][0], []).append(nd)
    start = {}
    pos = 0
    for nd in many:
        start[nd] = pos
        pos += len(kids[nd])
    # each letter's one-edge lists from a block's start, so every block
    # holds one letter; a block's spare edges are padding: one-edge lists
    # of that letter that no edge points to
    pos = single = -(-pos // W.BLOCK) * W.BLOCK
    letters = []
    for ch in sorted(ones):
        for nd in ones[ch]:
            start[nd] = pos
            pos += 1
        pad = -pos % W.BLOCK
        pos += pad
        letters.append((ch, len(ones[ch]) + pad))
    if pos > 0xFFFF:
        raise SystemExit("%d edges: too many for 16-bit child numbers" % pos)
    body = bytearray()
    for nd in many:
        es = kids[nd]
        for k, (ch, f, child) in enumerate(es):
            body += edge(ch, f, k == len(es) - 1, start[child] if child >= 0 else 0)
    body += edge("a", 0, True, 0) * (single - len(body) // 3)  # padding up to a block
    table = bytearray()
    for ch, n in letters:
        for nd in ones[ch]:
            f, child = kids[nd][0][1:]
            body += edge(ch, f, True, start[child] if child >= 0 else 0)
        body += edge(ch, 0, True, 0) * (n - len(ones[ch]))
        table += bytes((ord(ch) - 97,)) * (n // W.BLOCK)
    body += table
    ncommon = sum(1 for c in entries.values() if c)
    head = struct.pack(W.LAYOUT, W.MAGIC, W.VERSION, W.HEADER, pos, len(entries), ncommon,
                       zlib.crc32(bytes(body)) & 0xFFFFFFFF, single)
    return head + bytes(body)


def all_entries(path):
    """{word: common} for every word stored in a dictionary file, decoded
    edge by edge (independently of the reader: for tests and tools)."""
    with open(path, "rb") as f:
        data = f.read()
    magic, ver, hl, nedges, nwords, ncommon, crc, single = struct.unpack_from(W.LAYOUT, data)
    blocks = (nedges - single) // W.BLOCK
    assert magic == W.MAGIC and ver == W.VERSION and len(data) == hl + 3 * nedges + blocks
    assert zlib.crc32(data[hl:]) & 0xFFFFFFFF == crc
    for e in range(single, nedges):  # each one-edge list, and the table says its letter
        b = data[hl + 3 * e]
        assert b & 32 and data[hl + 3 * e - 3] & 32
        assert data[hl + 3 * nedges + (e - single) // W.BLOCK] == b & 31
    out = {}

    def walk(e, prefix):
        while True:
            b = data[hl + 3 * e]
            child = (data[hl + 3 * e + 1] << 8) | data[hl + 3 * e + 2]
            w = prefix + chr(97 + (b & 31))
            if b & 64:
                out[w] = bool(b & 128)
            if child:
                walk(child, w)
            if b & 32:
                return
            e += 1
    walk(0, "")
    assert len(out) == nwords and sum(out.values()) == ncommon
    return out


def all_words(path):
    """Every word stored, sorted."""
    return sorted(all_entries(path))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scowl", default="/usr/share/dict/scowl")
    ap.add_argument("--out", default=os.path.join(HERE, "..", "assets", "words.bin"))
    args = ap.parse_args()
    entries = collect_all(args.scowl)
    data = build(entries)
    with open(args.out, "wb") as f:
        f.write(data)
    by_len = [sum(1 for w in entries if len(w) == L) for L in range(1, 8)]
    com_len = [sum(1 for w, c in entries.items() if c and len(w) == L) for L in range(1, 8)]
    print("%d words (%d common; by length 1-7: %s, common %s), %d edges, %d bytes, "
          "%.2f bytes/word -> %s" % (len(entries), sum(com_len), by_len, com_len,
                                     struct.unpack_from(W.LAYOUT, data)[3], len(data),
                                     len(data) / len(entries), args.out))


if __name__ == "__main__":
    main()
