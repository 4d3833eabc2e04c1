#!/usr/bin/env python3
"""Build assets/words.bin, the Word Yahtzee dictionary, from SCOWL.

    apt-get install -y scowl          # Debian/Ubuntu: lists in /usr/share/dict/scowl
    python3 tools/build_dictionary.py [--scowl DIR] [--size 50] [--out assets/words.bin]

Source: SCOWL (Kevin Atkinson), "english-words" and "american-words" up to
size 50 (the common words a player knows). Kept: 1 to 7 letters a-z only,
lower-case in the source (capitalised entries are proper nouns; SCOWL keeps
abbreviations, contractions and proper names in separate lists, which are
not read). One-letter words: only A and I. A few list entries that are not
words a player would accept (plurals of letters such as "ms") are dropped.
The layout is described in yahtzee_core/words.py and docs/WORD.md; the
result is committed, so nothing needs to rebuild it."""

import argparse
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from yahtzee_core import words as W  # noqa: E402

LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
PAGE = 64
# In SCOWL's lists but not words: plurals of letters written without the
# apostrophe, and net slang.
DROP = {"cs", "es", "gs", "ks", "ls", "ms", "rs", "ts", "pwn"}


def _bits(n):
    """Bits needed to hold 0..n-1."""
    return max(0, (n - 1).bit_length())


def check_bit_widths():
    """The reader's fixed bit widths are the ones the format needs."""
    for L in range(W.MAXLEN + 1):
        assert W.RANK_BITS[L] == _bits(math.comb(25 + L, L)), L
        assert W.CODE_BITS[L] == _bits(math.factorial(L)), L


def record_size(section):
    """Bytes per record in a section."""
    if section < W.WORD_SECTIONS:
        L = section + 1
        return (W.RANK_BITS[L] + W.CODE_BITS[L] + 7) // 8
    k = section - W.WORD_SECTIONS + 1
    return (W.RANK_BITS[k] + 7) // 8


def encode_record(section, r, code=0):
    """Bytes of one record: the rank in the top bits, then the order code."""
    n = record_size(section)
    if section < W.WORD_SECTIONS:
        L = section + 1
        v = ((r << W.CODE_BITS[L]) | code) << (8 * n - W.RANK_BITS[L] - W.CODE_BITS[L])
    else:
        v = r << (8 * n - W.RANK_BITS[section - W.WORD_SECTIONS + 1])
    return v.to_bytes(n, "big")


def unrank(r, L):
    """The sorted letter codes of the multiset with rank ``r``."""
    out = bytearray(L)
    for j in range(L, 0, -1):
        d = j - 1  # largest d with C(d, j) <= r
        while math.comb(d + 1, j) <= r:
            d += 1
        r -= math.comb(d, j)
        out[j - 1] = d - (j - 1)
    return out


def all_words(path):
    """Every word stored in a dictionary file, decoded record by record
    (independently of the reader's lookups: for tests and tools)."""
    with open(path, "rb") as f:
        data = f.read()
    nsec = data[5]
    out = []
    for s in range(W.WORD_SECTIONS):
        off, count, size = struct.unpack_from(">IHB", data, 6 + 7 * s)
        L = s + 1
        for i in range(count):
            v = int.from_bytes(data[off + i * size:off + (i + 1) * size], "big")
            v >>= 8 * size - W.RANK_BITS[L] - W.CODE_BITS[L]
            code = v & ((1 << W.CODE_BITS[L]) - 1)
            sig = unrank(v >> W.CODE_BITS[L], L)
            out.append(bytes(97 + c for c in W.unorder(sig, code)).decode())
    assert nsec == W.WORD_SECTIONS + W.KEY_SECTIONS
    return out


def read_list(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            yield line.strip()


def collect(scowl, size):
    """The sorted word list the game accepts."""
    out = set()
    for level in LEVELS:
        if level > size:
            break
        for kind in ("english-words", "american-words"):
            path = os.path.join(scowl, "%s.%d" % (kind, level))
            if not os.path.exists(path):
                continue
            for w in read_list(path):
                if not 1 <= len(w) <= W.MAXLEN:
                    continue
                if not all("a" <= ch <= "z" for ch in w):
                    continue  # capitals, apostrophes, accents
                if len(w) == 1 and w not in ("a", "i"):
                    continue
                if w in DROP:
                    continue
                out.add(w)
    if not out:
        raise SystemExit("no SCOWL lists found in %s (apt-get install scowl)" % scowl)
    return sorted(out)


def build(words):
    """The file's bytes for a word list."""
    sections = [[] for _ in range(W.WORD_SECTIONS + W.KEY_SECTIONS)]
    keys = set()
    for w in words:
        c = bytes(ord(ch) - 97 for ch in w)
        sig = bytes(W.sort_codes(c))
        sections[len(w) - 1].append((W.rank(sig), W.order_code(c, sig)))
        for i in range(len(sig)):
            k = sig[:i] + sig[i + 1:]
            if k:
                keys.add(k)
    for k in keys:
        sections[W.WORD_SECTIONS + len(k) - 1].append((W.rank(k), 0))
    body = []
    index = bytearray()
    table = bytearray()
    nsec = len(sections)
    head_len = 6 + 7 * nsec
    npages = sum((len(s) + PAGE - 1) // PAGE for s in sections)
    off = head_len + 3 * npages
    for s, recs in enumerate(sections):
        recs.sort()
        if len(recs) > 0xFFFF:
            raise SystemExit("section %d has too many records" % s)
        data = b"".join(encode_record(s, r, code) for r, code in recs)
        table += struct.pack(">IHB", off, len(recs), record_size(s))
        for p in range(0, len(recs), PAGE):
            index += recs[p][0].to_bytes(3, "big")
        body.append(data)
        off += len(data)
    return W.MAGIC + bytes((PAGE, nsec)) + bytes(table) + bytes(index) + b"".join(body)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scowl", default="/usr/share/dict/scowl")
    ap.add_argument("--size", type=int, default=50)
    ap.add_argument("--out", default=os.path.join(here, "..", "assets", "words.bin"))
    args = ap.parse_args()
    check_bit_widths()
    words = collect(args.scowl, args.size)
    data = build(words)
    with open(args.out, "wb") as f:
        f.write(data)
    by_len = [sum(1 for w in words if len(w) == L) for L in range(1, 8)]
    print("%d words (by length 1-7: %s), %d bytes, %.2f bytes/word -> %s"
          % (len(words), by_len, len(data), len(data) / len(words), args.out))


if __name__ == "__main__":
    main()
