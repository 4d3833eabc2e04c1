"""The coach's hint in Word, on the game's own firmware (``app.roomy``):
the box list's last row asks the Expert by the optimum (the Word Expert
by its table, yahtzee_core/players/word_expert.py) what it would do now,
and its expected final score. Loaded for the moment and let go by
``WordBoxes.hint`` (as word_hint is); on stock firmware the box list has
no such row (the Expert's table player does not fit its heap: the hint
there is word_hint's, the finder's best play for one box).

    "Hold S T R E A M and roll. Expected final score 612."
    "Score Yahtzee Word: ABIDERS, 50 points. Expected final score 745."

A on the hint does it: holds its dice on the turn screen (to roll), or
spells its words and puts the list's cursor on its box
(``WordBoxes.use_hint``). A sleep on the hint wakes to it
(handheld/wake.py asks the box list's hint again: the same answer).
"""

from yahtzee_core import letters as LT


def hint(boxes, preview):
    """Show the Expert's best play for the box list ``boxes``;
    ``preview`` is word_boxes.preview (passed: no import circle)."""
    app = boxes.app
    g = app.game
    if g.rolled:  # the finder's walk here, as deep as word_hint's: from the
        g.hint()  # Expert's move, two calls deeper, it ran out of the board's
    from handheld import cpu  # Python stack (pystack exhausted); the move reads it back
    m = cpu.player(app, "coach", "expert").next_move(g)
    app.hw.debug_mem("hint")  # the Expert loaded: the hint's heap
    if not cpu.keep_coach(app):
        cpu.let_go(app, "coach")
    text, do = _words(boxes, g, m, preview)
    from handheld.screens.message import Message
    msg = Message(app, "HINT", "%s Expected final score %d." % (text, int(m.value + 0.5)),
                  do, boxes.back_here, "A: do it  B: back")
    msg.hint = boxes  # a sleep comes back to the hint (handheld/wake.py)
    app.go(msg)


def _words(boxes, g, m, preview):
    """(the hint's words, what A does) for the Expert's move ``m``."""
    if m.kind == "roll":
        keep = tuple(m.keep)
        held = " ".join([LT.letter(g.dice[i]) for i in sorted(keep)])
        turn = boxes.turn

        def do():
            for i in range(7):
                turn.held[i] = 1 if i in keep else 0
            turn.clear_words()
            turn.mode = 0  # word_turn.ROLLING: the held dice to roll
            boxes.app.go(turn)
        return (("Hold %s and roll." % held) if held else "Roll all the dice."), do
    b = g.BOXES.index(m.box)
    plays = m.detail
    words = tuple([w for w, _ in plays]) if plays else ()
    pts = preview(g, b, words)[0]
    what = "Score %s" % LT.BOX_NAMES[b]
    if words:
        what += ": " + " ".join([w.upper() for w in words])
    what += ", %d point%s" % (pts, "" if pts == 1 else "s")
    if g.box(g.seat, 10) == 50 and len(words) == 1 and len(words[0]) == 7:
        what += " +100"
    for w, ds in plays or ():  # which letter the wild stands for
        for k in range(len(ds)):
            if g.dice[ds[k]] == LT.WILD:
                what += ". The wild is " + w[k].upper()
    boxes.hinted = (plays or (), b)  # A: use_hint spells them, the cursor on b
    return what + ".", boxes.use_hint
