"""The coach's hint: what the Expert player would do now, and the final
score it expects from there (the rules core's ``Move.value``).

Imported only when a hint is asked for; the player it asks is the one
the CPU seats use (handheld/cpu.py), made once a game.
"""


def hint_text(app):
    """One short paragraph: the best hold or the best box now, and its
    expected value in points (or why there is none)."""
    g = app.game
    m = _player(app).next_move(g)
    if m.kind == "roll":
        dice = [str(g.dice[i]) for i in sorted(m.keep)]
        what = ("Hold %s and roll." % " ".join(dice)) if dice else "Roll all the dice."
    else:
        labels = getattr(g, "LABELS", None)
        label = labels[list(g.BOXES).index(m.box)] if labels else str(m.box)
        what = "Score %s." % label
    if m.value is None:
        return what
    return "%s Expected final score %d." % (what, int(m.value + 0.5))


# ----- the review: what a person's choices cost ---------------------------
# Classic only: the cost of a choice is what the Expert player values the
# best play at, minus what it values the person's play at, both in
# expected final points. It reads the classic player's keep values after
# ``next_move`` (``val``, ``_keep_index``) and scores one box alone with
# ``_score_roll``: the one place the handheld looks inside the player.
WORST = 5  # the review keeps the costliest few choices: a few bytes each


def _player(app):
    g = app.game
    cache = app.cpus
    if cache is None or cache[0] is not g:
        cache = app.cpus = [g, {}]
    key = "hint%d" % g.seat
    p = cache[1].get(key)
    if p is None:
        from yahtzee_core import players
        p = cache[1][key] = players.for_game(g, g.seat, "expert")
    return p


def _note(app, cost, choice, best):
    """Keep (cost in tenths, seat, turn, choice, best) if among the worst."""
    g = app.game
    rec = app.review
    if rec is None or rec[0] is not g:  # the coach watches this game
        rec = app.review = [g, []]
    if not 1 <= cost < 100000:  # under 0.1 point: as good as the best;
        return                  # huge: a box the rules refuse (not played)
    turn = 1 + len([b for b in range(len(g.BOXES)) if g.box(g.seat, b) is not None])
    worst = rec[1]
    worst.append((cost, g.seat, turn, choice, best))
    worst.sort(key=lambda e: (-e[0], e[2], e[1]))  # ties by turn, seat: MicroPython's sort is not stable
    del worst[WORST:]


def note_keep(app, keep):
    """A person rerolls keeping dice ``keep`` (indices): note its cost."""
    g = app.game
    if g.VARIANT != "classic" or not g.rolled or not g.rolls_left or len(keep) == g.NDICE:
        return
    p = _player(app)
    m = p.next_move(g)
    faces = sorted([g.dice[i] for i in keep])
    mine = p.val[p._keep_index(faces)] / 1024
    if m.kind == "roll":
        best = "h" + "".join([str(g.dice[i]) for i in sorted(m.keep)])
    else:
        best = m.box
    _note(app, int((m.value - mine) * 10 + 0.5), "h" + "".join([str(f) for f in faces]), best)


def note_box(app, box):
    """A person scores ``box`` (a box name): note its cost against the
    best play now (a reroll, or another box)."""
    g = app.game
    if g.VARIANT != "classic":
        return
    p = _player(app)
    m = p.next_move(g)
    faces = sorted(g.dice)
    bits = p.table.bits[p._keep_index(faces) - 210]
    opened = p.opened
    p.opened = [list(g.BOXES).index(box)]
    mine = p._score_roll(bits)[0] / 1024
    p.opened = opened
    if m.kind == "roll":
        best = "h" + "".join([str(g.dice[i]) for i in sorted(m.keep)])
    else:
        best = m.box
    _note(app, int((m.value - mine) * 10 + 0.5), box, best)


def describe(game, code):
    """A noted play as words: "hold 5 5" / "reroll all" / a box's label."""
    if code.startswith("h") and code not in game.BOXES:
        return ("hold " + " ".join(code[1:])) if len(code) > 1 else "reroll all"
    return game.LABELS[list(game.BOXES).index(code)]


def review_lines(app):
    """The review's lines: per costly choice, who and which turn with the
    cost, then what was played and what was best."""
    g = app.game
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
