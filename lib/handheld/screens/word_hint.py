"""Word Yahtzee's hint on the box list: the word finder's best play for
the selected box, said in a message (A there spells it on the turn
screen). Loaded for the moment and forgotten by ``WordBoxes.hint``, so
its code is not in the heap while the list is up (on the firmware the
8-seat game's lowest point)."""

from yahtzee_core import letters as LT
from yahtzee_core.word import release_finder


def shown(game, plays_or_words):
    """Words for a title, in capitals: the wild's letter too (a lower-case
    l read as a 1; the hint says which letter the wild is)."""
    out = []
    for p in plays_or_words:
        if isinstance(p, str):
            out.append(p.upper())
            continue
        w, ds = p
        s = ""
        for k in range(len(w)):
            s += w[k].upper()
        out.append(s)
    return " ".join(out)


def hint(boxes, preview):
    """What the box list ``boxes`` says for a hint on its selected box:
    ``(title, text, plays)``, where ``plays`` is the play A spells on the
    turn screen, or None for a plain message. Only strings and tuples come
    back: the list builds the message with its own methods, so nothing
    the message holds keeps this module alive. ``preview`` is
    word_boxes.preview (passed, not imported: no import circle)."""
    g = boxes.app.game
    b = boxes.boxes[boxes.cursor]
    title = "HINT " + LT.BOX_NAMES[b]
    if not g.rolled:
        return "HINT", "Time ran out before a roll: score a zero.", None
    hs = g.hint()
    release_finder()  # the game keeps the answer: free the finder's ~7.6 KB (docs/UI.md)
    h = hs[b]
    extra = ""
    if g.box(g.seat, 10) == 50 and hs[10]:  # a bonus Yahtzee word: placed as the rules say
        bonus_open = [k for k in (5, 8, 9, 11) if g.box(g.seat, k) is None]
        if b in bonus_open or not bonus_open:
            h = hs[10]
            extra = ", +100 bonus"
    if h is None:
        return title, "No play for this box with these dice.", None
    plays = h[1]
    if not plays:  # All Consonants / All Vowels: the dice as they are
        return title, "%d points with these dice." % preview(g, b, ())[0], None
    pts = preview(g, b, tuple([w for w, _ in plays]))[0]
    text = "%s - %d points%s" % (shown(g, plays), pts, extra)
    for w, ds in plays:  # say which letter the wild stands for
        for k in range(len(ds)):
            if g.dice[ds[k]] == LT.WILD:
                text += ". The wild is %s." % w[k].upper()
    return title, text, plays
