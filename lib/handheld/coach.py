"""The coach's hint: what the Expert player would do now, and the final
score it expects from there (the rules core's ``Move.value``).

Imported only when a hint is asked for; the player it asks is the one
the CPU seats use (handheld/cpu.py), made once a game.
"""


def hint_text(app):
    """One short paragraph: the best hold or the best box now, and its
    expected value in points (or why there is none)."""
    g = app.game
    from yahtzee_core import players
    cache = app.cpus
    if cache is None or cache[0] is not g:
        cache = app.cpus = [g, {}]
    key = "hint%d" % g.seat
    p = cache[1].get(key)
    if p is None:
        p = cache[1][key] = players.for_game(g, g.seat, "expert")
    m = p.next_move(g)
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
