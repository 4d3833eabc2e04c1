"""The coach's notes for its review: the persons' choices that cost the
most expected points, priced by the Expert player (handheld/cpu.py's,
loaded when needed and let go after). The hint is screens/hint.py, the
review screens/review.py; the notes read back from the saved game after
a sleep, a power cut or a Resume handheld/coach_saved.py.

Imported only when a choice is noted or priced.
"""

from handheld import forget


# ----- the review: what a person's choices cost ---------------------------
# Classic only: the cost of a choice is what the Expert player values the
# best play at, minus what it values the person's play at, both in
# expected final points (the sheet's standing, ``p.standing``, plus the
# points to come). It reads the classic player's keep values after
# ``next_move`` (``val``, ``_keep_index``) and scores one box alone with
# ``_score_roll``: the one place the handheld looks inside the player.
#
# A choice is noted as the moment it was made (the seat's boxes, the dice,
# the rolls left: 20 bytes) and priced later, when no person's turn screen
# is loaded: at the next CPU's turn (whose player is loaded anyway), the
# next pass screen, or the review. Pricing it at once kept the Expert
# (about 17 KB on the board) beside the turn screens: 57 KB free at six
# seats, under the 60 KB margin (docs/FIRMWARE.md).
#
# They last as the game does (a sleep, a power cut, a Resume): a choice is
# a move the game's journal keeps anyway, and ``_priced`` adds to it what
# the pricing kept (handheld/coach_saved.py reads both back).
WORST = 5  # the review keeps the costliest few choices: a few bytes each


def note_keep(app, keep):
    """A person rerolls keeping dice ``keep`` (indices): note the choice."""
    g = app.game
    if g.VARIANT != "classic" or not g.rolled or not g.rolls_left or len(keep) == g.NDICE:
        return
    faces = sorted([g.dice[i] for i in keep])
    app.notes()[2].append((_moment(g), "h" + "".join([str(f) for f in faces])))


def note_box(app, box):
    """A person scores ``box`` (a box name): note the choice."""
    g = app.game
    if g.VARIANT == "classic":
        app.notes()[2].append((_moment(g), box))


def restore(app):
    """A classic game just read back (a resume, a wake): its notes from its
    journal (handheld/coach_saved.py). Called through here so that the
    modules every game loads (saved_game.py, wake.py) name no module the
    firmware's pool of names does not hold already."""
    import sys
    from handheld.coach_saved import restore as read_back
    read_back(app, sys.modules[__name__])  # this module, handed in: no import circle
    read_back = None
    forget("handheld.coach_saved")


def unnote_box(app, seat):
    """``seat``'s box was taken back (screens/takeback.py; a resume reading
    the journal's undo, handheld/coach_saved.py): forget its note, priced
    or not, so the review never lists a choice the game no longer holds
    (the holds before it were made and stay)."""
    g = app.game
    rec = app.notes()
    boxes = g.BOXES
    for i in range(len(rec[2]) - 1, -1, -1):
        if rec[2][i][0][19] == seat and rec[2][i][1] in boxes:
            rec[2].pop(i)
            return
    turn = 1 + len([v for v in g.sheets[seat] if v != 255])  # the turn it was scored in
    for e in rec[1]:
        if e[1] == seat and e[2] == turn and e[3] in boxes:
            rec[1].remove(e)
            return


def _moment(g):
    return bytes(g.sheets[g.seat]) + bytes(g.dice) + bytes((g.rolls_left, g.seat))


class _Then:
    """A noted moment as the Expert reads a game: one seat's boxes, its
    dice and rolls left (``next_move`` asks nothing else, and the
    standing its values start from)."""

    phase = 1  # engine.PLAYING
    rolled = True
    seat = 0

    def __init__(self, raw):
        self.sheets = [raw[:13]]
        self.dice = raw[13:18]
        self.rolls_left = raw[18]

    def upper_score(self, seat):
        return sum([v for v in self.sheets[0][:6] if v != 255])

    def total(self, seat):
        # the Yahtzee bonuses are not noted: a cost is a difference of two
        # values of the same moment, so the standing cancels out
        return sum([v for v in self.sheets[0] if v != 255]) + (35 if self.upper_score(0) >= 63 else 0)


def price(app):
    """Price the choices noted and not yet priced, with the Expert (loaded
    if need be), then let it go; the players' code goes too unless a CPU
    seat's player is held (a CPU's turn prices before its first move)."""
    rec = app.review
    if rec is None or rec[0] is not app.game or not rec[2]:
        return
    from handheld.cpu import keep_coach, let_go, player
    p = player(app, "coach", "expert")
    new = []
    while rec[2]:
        raw, choice = rec[2].pop(0)
        then = _Then(raw)
        m = p.next_move(then)
        faces = sorted(then.dice)
        if choice in app.game.BOXES:
            bits = p.table.bits[p._keep_index(faces) - 210]
            opened = p.opened
            p.opened = [list(app.game.BOXES).index(choice)]
            mine = p.standing + p._score_roll(bits)[0] / 1024
            p.opened = opened
        else:
            mine = p.standing + p.val[p._keep_index([int(c) for c in choice[1:]])] / 1024
        if m.kind == "roll":  # faces sorted, as a person's hold is noted: one order
            best = "h" + "".join([str(f) for f in sorted([then.dice[i] for i in m.keep])])
        else:
            best = m.box
        turn = 1 + len([v for v in then.sheets[0] if v != 255])
        new.append(_note(rec, int((m.value - mine) * 10 + 0.5), raw[19], turn, choice, best))
    _priced(app, new)
    app.hw.debug_mem("coach")  # the Expert loaded: the pricing's heap
    if not keep_coach(app):  # the game's own firmware may keep it for the next hint
        let_go(app, "coach")


def _note(rec, cost, seat, turn, choice, best):
    """Keep (cost in tenths, seat, turn, choice, best) if among the worst;
    returns it (None: as good as the best)."""
    if not 1 <= cost <= 0xFFFF:  # under 0.1 point: as good as the best;
        return None              # huge: a box the rules refuse (not played)
    worst = rec[1]
    e = (cost, seat, turn, choice, best)
    worst.append(e)
    # the whole entry orders the ties (MicroPython's sort is not stable):
    # the notes read back (handheld/coach_saved.py) keep the same five
    worst.sort(key=lambda e: (-e[0], e[2], e[1], e[3], e[4]))
    del worst[WORST:]
    return e


def _priced(app, new):
    """Keep with the game's next save, as a note in its journal
    (yahtzee_core/replay.py's NOTE), that its choices so far are priced
    and which of ``new`` the review keeps, 7 bytes each: the cost in
    tenths, the seat and turn, the play and the best (``_code``).
    handheld/coach_saved.py reads them back after a sleep, a power cut
    or a Resume, and the choices from the moves themselves."""
    g = app.game
    out = bytearray(b"\x7c\x01P")
    for e in new:
        if e is not None and e in app.review[1]:
            out.extend(bytes((e[0] & 255, e[0] >> 8, e[1] | e[2] << 3)) + _code(g, e[3]) + _code(g, e[4]))
    out[1] = len(out) - 2
    j = getattr(g, "journal", None)
    if j is not None:
        j.extend(out)


def _code(g, c):
    """A play as 2 bytes, little-endian: a box's index, or a hold: bit 15
    set, the count of dice held in bits 12-14, their faces 3 bits each."""
    if c in g.BOXES:
        return bytes((list(g.BOXES).index(c), 0))
    v = (len(c) - 1) << 12 | 0x8000
    for i in range(1, len(c)):
        v |= int(c[i]) << 3 * i - 3
    return bytes((v & 255, v >> 8))
