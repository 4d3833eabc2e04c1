"""Random play, random illegal actions and random save damage, shared by
bench/fault_bench.py and the hypothesis tests (tests/test_fault_props.py).

Everything takes a ``random.Random``; a game is driven only through its
public moves (roll, play, score, scratch, place) and properties."""

from yahtzee_core import load_game, new_game, savefmt
from yahtzee_core.errors import CorruptSave, IllegalMove

VARIANTS = ("classic", "power", "word", "jackpot")
MAX_STEPS = 3000  # a game that does not end in this many moves is lost


def fresh(variant, r):
    """A new game, with or without the roll-off for who starts."""
    from yahtzee_core import variant_class
    lo, hi = variant_class(variant).SEATS
    seats = r.randrange(lo, min(hi, 4) + 1)
    first = None if r.random() < 0.5 else 0
    return new_game(variant, ["P%d" % i for i in range(seats)], seed=r.randrange(1 << 30), first=first)


def roll_keep(g, r):
    """A keep the properties say is legal for the roll now."""
    if not g.rolled or g.VARIANT == "jackpot" or g.phase != 1:
        return ()
    keep = tuple(i for i in range(g.NDICE) if r.random() < 0.4)
    if g.VARIANT == "power" and g.rolls_used >= g.ROLLS and 5 not in keep:
        keep = keep + (5,)
    if len(keep) >= g.NDICE:
        keep = tuple(k for k in keep if k != 0)
    return keep


def legal_step(g, r, cheap=0.0):
    """One legal move chosen from what the properties offer. Any refusal
    here means a property lied: it raises AssertionError. At rate
    ``cheap`` a box-sheet game scratches an open box instead of asking
    choices() (Word's choices() runs the word finder: slow in bulk)."""
    if cheap and g.rolled and hasattr(g, "box") and r.random() < cheap:
        open_boxes = [b for b in range(len(g.BOXES)) if g.box(g.seat, b) is None]
        g.scratch(g.BOXES[open_boxes[r.randrange(len(open_boxes))]])
        return
    ch = g.choices()
    if g.can_roll and (not ch or r.random() < 0.5):
        g.roll(keep=roll_keep(g, r))
        return
    assert ch, "neither a roll nor a choice is offered"
    g.play(ch[r.randrange(len(ch))])


def random_action(g, r, boxes):
    """Any move at all, most often an illegal one."""
    k = r.randrange(5)
    if k == 0:
        keep = tuple(r.randrange(-1, g.NDICE + 1) for _ in range(r.randrange(4)))
        return lambda: g.roll(keep=keep)
    if k == 1:
        faces = tuple(r.randrange(0, 8) for _ in range(r.randrange(g.NDICE + 2)))
        return lambda: g.roll(faces=faces)
    box = boxes[r.randrange(len(boxes))] if boxes and r.random() < 0.8 else r.choice(("nothing", 99, None))
    if k == 2 and hasattr(g, "scratch"):
        return lambda: g.scratch(box)
    detail = r.choice((None, None, "X", 0, 3, 7, ("cat",)))
    return lambda: g.score(box, detail)


def play_out(g, r, illegal=0.0, boxes=(), cheap=0.0):
    """Play ``g`` to the end with legal moves (and, at rate ``illegal``,
    random moves that must be refused leaving the save unchanged).
    Returns the number of illegal moves tried."""
    tried = 0
    for _ in range(MAX_STEPS):
        if g.over:
            return tried
        if illegal and r.random() < illegal:
            before = g.save()
            try:
                random_action(g, r, boxes)()
            except IllegalMove:
                tried += 1
                assert g.save() == before, "a refused move changed the game"
                continue
            continue  # it happened to be legal
        legal_step(g, r, cheap)
    raise AssertionError("the game did not end")


def midgame(variant, r, cheap=0.0):
    """A game stopped after a random number of legal moves."""
    g = fresh(variant, r)
    for _ in range(r.randrange(120)):
        if g.over:
            break
        legal_step(g, r, cheap)
    return g


def corrupt(data, r):
    """``data`` with one to three payload bytes changed (small values and
    boundaries favoured), the CRC recomputed so only the loader can tell."""
    code, payload = savefmt.unpack(data)
    p = bytearray(payload)
    for _ in range(r.randrange(1, 4)):
        i = r.randrange(len(p))
        v = r.choice((0, 1, 2, 3, 4, 5, 6, 7, 50, 254, 255, r.randrange(256), p[i] + 1, p[i] - 1))
        p[i] = v & 0xFF
    return savefmt.pack(code, bytes(p))


def damaged_outcome(data, r, cheap=0.0):
    """'refused' if the loader refuses ``data``, 'played' if it loads and
    plays to the end; anything else raises (a crash)."""
    try:
        g = load_game(data)
    except CorruptSave:
        return "refused"
    play_out(g, r, cheap=cheap)
    return "played"
