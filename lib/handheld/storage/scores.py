"""The high-score table in its NVM record (``S``, docs/SAVE_LAYOUT.md):
read, ranked and written. Used on the high-score and game-over screens
only, so ``Storage`` imports it for the call and forgets it after."""

from handheld.storage.layout import _ENTRY, _SCORES, MAX_SCORE, TOP, VARIANTS, clean_initials


def all_scores(st, variant=None):
    """{variant: [(initials, score), ...] best first}, from NVM (or the
    list of one ``variant``)."""
    out = {}
    for v in VARIANTS:
        out[v] = []
    data = st._payload(_SCORES)
    if data is None:
        return out if variant is None else out[variant]
    pos = 4
    for k in range(len(VARIANTS)):
        rows = out[VARIANTS[k]]
        for j in range(TOP):
            e = data[pos + j * _ENTRY:pos + (j + 1) * _ENTRY]
            if j < data[k] and len(e) == _ENTRY:
                rows.append((e[0:3].decode(), e[3] | (e[4] << 8) | (e[5] << 16)))
        pos += TOP * _ENTRY
    return out if variant is None else out[variant]


def rank_for(st, variant, score):
    return rank_in(all_scores(st, variant), score)


def rank_in(rows, score):
    """The place (1-5) a score would take among ``rows``, or None. A tie
    ranks below the scores already there."""
    for r in range(len(rows)):
        if score > rows[r][1]:
            return r + 1
    return len(rows) + 1 if len(rows) < TOP else None


def add(st, variant, initials, score):
    """Enter a score; returns its rank (1-5), or None if it did not place."""
    initials = clean_initials(initials)
    score = max(0, min(MAX_SCORE, int(score)))
    table = all_scores(st)
    rows = table[variant]
    rank = rank_in(rows, score)
    if rank is None:
        return None
    rows.insert(rank - 1, (initials, score))
    del rows[TOP:]
    st._save(_SCORES, pack(table))
    return rank


def pack(table):
    data = bytearray(_SCORES[1])
    pos = 4
    for k in range(len(VARIANTS)):
        rows = table[VARIANTS[k]]
        data[k] = len(rows)
        for j in range(len(rows)):
            name, score = rows[j]
            at = pos + j * _ENTRY
            data[at:at + 3] = name.encode()
            data[at + 3] = score & 0xFF
            data[at + 4] = (score >> 8) & 0xFF
            data[at + 5] = (score >> 16) & 0xFF
        pos += TOP * _ENTRY
    return data
