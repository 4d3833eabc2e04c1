"""Statistics per game and per initials, in their NVM record (``T``,
docs/SAVE_LAYOUT.md "Statistics"): games, mean, best, how often the
upper bonus (Jackpot: a High Round Bonus) was taken, Yahtzees (Jackpot:
rack bonuses) and the last 10 scores for a sparkline.

Updated once per finished game: the record also names the game record
(G sequence number) it counted, and the store treats that game as ended,
so a power cut between this record and the cleared game neither resumes
the finished game nor counts it twice. Loaded for the update or the
screen, then forgotten (``Storage`` does both)."""

from handheld.storage.layout import _STATS, VARIANTS, clean_initials

ENTRY = 26  # variant(1) initials(3) games(2) sum(4) best(2) bonuses(2) yahtzees(2) last(10)
MAX_ENTRIES = (_STATS[1] - 3) // ENTRY
LAST = 10
# A sparkline point is a score divided by this (one byte): shape, not value.
SPARK_DIV = (4, 8, 4, 4)
NO_GAME = 0  # flag byte: the record names no game


def _u(b, at, n):
    v = 0
    for k in range(n):
        v |= b[at + k] << (8 * k)
    return v


def _put(b, at, n, v):
    for k in range(n):
        b[at + k] = (v >> (8 * k)) & 0xFF


def read(st):
    """[entry dict, ...], most recently played first."""
    data = st._payload(_STATS)
    out = []
    if data is None:
        return out
    for at in range(3, len(data) - ENTRY + 1, ENTRY):
        e = data[at:at + ENTRY]
        if e[0] >= len(VARIANTS):
            continue
        games = _u(e, 4, 2)
        out.append({"variant": VARIANTS[e[0]], "initials": bytes(e[1:4]).decode(), "games": games,
                    "sum": _u(e, 6, 4), "best": _u(e, 10, 2), "bonuses": _u(e, 12, 2),
                    "yahtzees": _u(e, 14, 2), "last": list(e[16:16 + min(games, LAST)])})
    return out


def for_variant(st, variant):
    return [e for e in read(st) if e["variant"] == variant]


def game_facts(game, seat):
    """(score, upper bonus taken, Yahtzees) of one seat of a finished game,
    read through the rules core's public calls."""
    v = game.VARIANT
    score = game.total(seat)
    if v == "jackpot":
        done = range(game.round)
        return (score, any(game.high_bonus(seat, r) for r in done),
                sum([1 for r in done if game.bonus[seat][r]]))
    bonus = game.upper_bonus(seat) > 0
    if v == "power":
        from yahtzee_core.power import SLOTS
        y = 0
        for i in range(len(SLOTS)):
            if SLOTS[i].startswith("yahtzee"):
                slot = game.slot(seat, i)  # None while open
                y += 1 if slot is not None and slot[0] not in ("X", 0) else 0
        return score, bonus, y
    y = 0
    if "yahtzee" in game.BOXES:
        y = 1 if (game.box(seat, game.BOXES.index("yahtzee")) or 0) >= 50 else 0
    return score, bonus, y + game.bonus_count[seat]


def record(st, game, game_seq):
    """Count a finished game for every seat (merging seats with the same
    initials' entries) and name ``game_seq`` as the game counted."""
    entries = read(st)
    k = VARIANTS.index(game.VARIANT)
    played = []
    for seat in range(len(game.players)):
        score, bonus, yahtzees = game_facts(game, seat)
        initials = clean_initials(game.players[seat])
        e = None
        for i in range(len(played)):  # a seat before of the same initials (two Easy CPUs: EAS)
            if played[i]["initials"] == initials:
                e = played.pop(i)
                break
        for i in range(len(entries) if e is None else 0):
            if entries[i]["variant"] == game.VARIANT and entries[i]["initials"] == initials:
                e = entries.pop(i)
                break
        if e is None:
            e = {"variant": game.VARIANT, "initials": initials, "games": 0, "sum": 0, "best": 0,
                 "bonuses": 0, "yahtzees": 0, "last": []}
        e["games"] = min(0xFFFF, e["games"] + 1)
        e["sum"] = min(0xFFFFFFFF, e["sum"] + max(0, score))
        e["best"] = min(0xFFFF, max(e["best"], score))
        e["bonuses"] = min(0xFFFF, e["bonuses"] + (1 if bonus else 0))
        e["yahtzees"] = min(0xFFFF, e["yahtzees"] + yahtzees)
        e["last"] = ([min(255, max(0, score) // SPARK_DIV[k])] + e["last"])[:LAST]
        played.append(e)
    entries = played + entries  # most recent first (seat order); the least recent drop off
    del entries[MAX_ENTRIES:]
    st._save(_STATS, pack(entries, game_seq))


def pack(entries, game_seq):
    data = bytearray(3 + ENTRY * len(entries))
    if game_seq is not None:
        data[0] = 1
        _put(data, 1, 2, game_seq)
    at = 3
    for e in entries:
        data[at] = VARIANTS.index(e["variant"])
        data[at + 1:at + 4] = e["initials"].encode()
        _put(data, at + 4, 2, e["games"])
        _put(data, at + 6, 4, e["sum"])
        _put(data, at + 10, 2, e["best"])
        _put(data, at + 12, 2, e["bonuses"])
        _put(data, at + 14, 2, e["yahtzees"])
        last = e["last"]
        for i in range(len(last)):
            data[at + 16 + i] = last[i]
        at += ENTRY
    return data
