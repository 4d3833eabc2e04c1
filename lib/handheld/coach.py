"""The coach's review: the persons' choices that cost the most expected
points, priced by the Expert player (handheld/cpu.py's, loaded when
needed and let go after). The hint is screens/hint.py.

Imported only when a choice is noted or priced, and for the review.
"""


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


def unnote_box(app, seat):
    """``seat``'s box was taken back (screens/takeback.py): forget its
    note, priced or not, so the review never lists a choice the game no
    longer holds (the holds before it were made and stay)."""
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
        _note(rec, int((m.value - mine) * 10 + 0.5), raw[19], turn, choice, best)
    app.hw.debug_mem("coach")  # the Expert loaded: the pricing's heap
    if not keep_coach(app):  # the game's own firmware may keep it for the next hint
        let_go(app, "coach")


def _note(rec, cost, seat, turn, choice, best):
    """Keep (cost in tenths, seat, turn, choice, best) if among the worst."""
    if not 1 <= cost < 100000:  # under 0.1 point: as good as the best;
        return                  # huge: a box the rules refuse (not played)
    worst = rec[1]
    worst.append((cost, seat, turn, choice, best))
    worst.sort(key=lambda e: (-e[0], e[2], e[1]))  # ties by turn, seat: MicroPython's sort is not stable
    del worst[WORST:]


def describe(game, code):
    """A noted play as words: "hold 5 5" / "reroll all" / a box's label."""
    if code.startswith("h") and code not in game.BOXES:
        return ("hold " + " ".join(code[1:])) if len(code) > 1 else "reroll all"
    return game.LABELS[list(game.BOXES).index(code)]


def review_lines(app):
    """The review's lines: per costly choice, who and which turn with the
    cost, then what was played and what was best."""
    g = app.game
    price(app)  # the last choices (the game's end comes before a pass)
    rec = app.review
    if rec is None or rec[0] is not g:
        return ["The coach watched no", "choice: it watches a", "game with a CPU seat,",
                "or once a hint is", "asked (for the heap)."]
    if not rec[1]:
        return ["No costly choices:", "every play was within", "0.1 point of the best."]
    out = []
    for cost, seat, turn, choice, best in rec[1]:
        out.append("T%d %s -%d.%d pts" % (turn, g.players[seat], cost // 10, cost % 10))
        out.append(" " + describe(g, choice)[:20])
        out.append(" best: " + describe(g, best)[:14])
    return out
