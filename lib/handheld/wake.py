"""The screen a sleep comes back to. On an RP2040 every wake from a deep
sleep is a reset (handheld/hardware/power.py): what the game is, is in NVM
already (saved after every roll and box); what the *screen* was (the dice
held, the arrow, the box list's line, the words being spelled, the Word
clock) is not, so ``prepare`` saves it as a small W record before the
sleep, and ``restore`` builds that screen at the next boot instead of the
title. It is kept in NVM, not in ``alarm.sleep_memory``, so a power cut
while asleep loses nothing either.

A record of a game's screen names the game by the CRC-16 of its save: as
soon as the game moves on (a roll, a box: a save), it no longer matches
and is ignored, so it needs no clearing (a power-up before that comes
back to the same screen, which is the same game). A record of the menu
or the settings is cleared by the wake that uses it. Each sleep in a game
costs one record of 15-40 bytes, written only into the room the journal
leaves for them (storage_layout.WAKE_RESERVE): a game slept more often
than that keeps its moves but comes back to its own next screen.

    0   FORMAT
    1   screen: TITLE, MENU, SETTINGS, GAME (the game's own next screen),
        TURN, SCORING, SCORING2 (Power's second box), PASS, WORD,
        WORD_BOXES, JACKPOT, HINT (the coach's, classic and Power)
    2   flags: BOUND (bytes 3-4 hold the game's CRC), CARD (the scorecard
        was up over that screen), BACK (the box list came from the dice),
        HINTED (Word's box list had its hint up: asked again at the wake)
    3-4 CRC-16 of the game's save, little-endian
    5   the Word clock's seconds left, NO_CLOCK without one
    6.. with CARD: the scorecard's seat and first line; then app.last (a
        length byte and its text: a solo turn's status line); then the
        screen's fields (``_fields``)

Loaded for a sleep and at a boot that finds a record; let go after.
"""

from handheld import buttons, forget, forget_loader

FORMAT = 1
TITLE, MENU, SETTINGS, GAME, TURN, SCORING, SCORING2, PASS, WORD, WORD_BOXES, JACKPOT, HINT = range(12)
BOUND, CARD, BACK, HINTED = 1, 2, 4, 8
NO_CLOCK = 255
SPACE = 15  # a gap between two words, as a nibble (word_turn's SPACE is 255)
_GAME_SCREENS = {"turn": TURN, "scoring": SCORING, "pass": PASS, "word_turn": WORD,
                 "word_boxes": WORD_BOXES, "jackpot_turn": JACKPOT}


def _mask(flags):
    m = 0
    for i in range(len(flags)):
        if flags[i]:
            m |= 1 << i
    return m


def _unmask(m, out):
    for i in range(len(out)):
        out[i] = (m >> i) & 1


# ----- the sleep itself (handheld/sleep.py's Rest calls these) ----------------
def sleep(rest, now, deep, saved=None):
    """Save (unless ``saved`` says the save is made), switch the screen
    off and sleep: deeply when ``deep`` and a reset would lose nothing,
    else doze in place."""
    if saved is None:
        saved = deep and prepare(rest.app, now)
    app = rest.app
    hw = rest.hw
    hw.screen_power(False)
    if deep and saved:  # the game rides the reset in RAM (no journal replay at the wake)
        g = app.game
        keep = g.save() if g is not None and not g.over and app.saved is not None else None
        hw.deep_sleep(keep)  # on a board that can: no return, the wake is a reset
    rest.asleep = True
    rest.slept = now


def doze(rest):
    """A step while dozing: True when a press woke it (the press is no move)."""
    hw = rest.hw
    woke = False
    e = hw.next_event()
    while e is not None:
        woke = woke or e[1]
        e = hw.next_event()
    if woke:
        _woken(rest, hw.monotonic())
    return woke


def _woken(rest, now):
    """Back from dozing: screen on at full contrast, the Word clock moved
    on by the time asleep."""
    app = rest.app
    hw = rest.hw
    hw.drop_input()  # a pocket's rattle while asleep is no shake
    rest.asleep = rest.dimmed = False
    hw.set_contrast(hw.prefs["contrast"])
    hw.screen_power(True)
    end = getattr(app, "word_deadline", None)
    if end is not None:
        app.word_deadline = end + (now - rest.slept)
    rest.last = rest.due = rest.check_at = now
    if rest.empty_at is not None:  # woken on an empty battery: judged again at once
        rest.empty_at = None
        rest.seen = 0
        app.go(rest.empty[0])


# ----- before the sleep ------------------------------------------------------
def prepare(app, now):
    """Everything kept for a sleep: settings being changed, a finished
    game's high scores (entered under the initials shown, as A would),
    the game, and the screen position. True when a reset would lose
    nothing (else the caller dozes in place)."""
    hw = app.hw
    st = hw.storage
    s = app.screen
    if s is not None and s.NAME == "settings":
        hw.apply_prefs(s.prefs)
    if app.game is not None and app.game.over:
        _enter_scores(app)
    g = app.game
    if g is not None and not g.over and app.saved is not None:
        app.save()  # writes nothing if nothing moved since the last save
    if st is None or not st.enabled or g is not None and g.over:
        return False
    st.save_wake(snapshot(app, now))  # no room while a game runs: the game is kept anyway
    return True


def _enter_scores(app):
    """The game-over screens as A (B off a scorecard) would go through
    them, sound off: each new high score under the initials shown, then
    the menu. Gives up (the game left as it is) on any other screen."""
    snd = app.hw.sound
    was = snd.enabled
    snd.set_enabled(False)
    for _ in range(24):
        s = app.screen
        if app.game is None or not app.game.over:
            break
        if s.NAME in ("gameover", "initials"):
            s.press(buttons.A)
        elif s.NAME == "scorecard":
            s.press(buttons.B)
        else:
            break
    snd.set_enabled(was)


def snapshot(app, now):
    """The W record's bytes for the screen on now."""
    from yahtzee_core.savefmt import crc16
    s = app.screen
    g = app.game
    out = bytearray(6)
    out[0] = FORMAT
    card = None
    if s.NAME == "scorecard" and g is not None:
        card = (s.seat, s.top)
        s = s.back
    code = _GAME_SCREENS.get(s.NAME, GAME)
    hinted = 0
    if s.NAME == "message" and getattr(s, "hint", None) is not None:  # a hint up
        code = HINT  # the coach's (screens/hint.py)
        if g is not None and g.VARIANT == "word":  # Word's box list's: asked again at the wake
            s = s.hint
            code = WORD_BOXES
            hinted = HINTED
    if g is None or g.over or app.saved is None or not app.playing:
        # the title, or the menu's side (a game left for it stays saved):
        # the menu's other screens come back to the menu
        code = {"menu": MENU, "settings": SETTINGS, "title": TITLE}.get(s.NAME, MENU)
    if code == SCORING and s.first is not None:
        code = SCORING2
    out[1] = code
    if code >= GAME:
        c = crc16(g.save())
        out[2] = BOUND | (CARD if card else 0) | (BACK if code == SCORING and s.back is not None else 0) | hinted
        out[3] = c & 0xFF
        out[4] = c >> 8
    out[5] = NO_CLOCK
    end = getattr(app, "word_deadline", None)
    if code >= GAME and end is not None and g.VARIANT == "word":
        left = end - now
        out[5] = 0 if left <= 0 else min(60, int(left) + 1)
    if card:
        out.append(card[0])
        out.append(card[1])
    # the last score's line: shown by the pass screen, and by a solo
    # player's turn before its roll (kept only there: the record's room is small)
    last = (app.last or "")[:21] if code == PASS or code >= GAME and len(g.players) == 1 else ""
    out.append(len(last))
    out.extend(last.encode())
    _fields(code, s, out)
    return bytes(out)


def _fields(code, s, out):
    """The screen's own position, appended to ``out``."""
    if code in (MENU, SETTINGS):
        out.append(getattr(s, "cursor", 255))  # 255: from another of the menu's screens
    elif code == TURN:
        out.append(s.cursor)
        out.append(_mask(s.held))
    elif code == SCORING:
        out.append(s.cursor)
        out.append(_mask(s.back.held) if s.back is not None else 0)
    elif code == SCORING2:
        out.append(s.cursor)
        out.extend(s.first[:21].encode())
    elif code == PASS:
        out.append(s.page)
    elif code in (WORD, WORD_BOXES):
        t = s.turn if code == WORD_BOXES else s
        out.append(t.mode | (t.cursor << 2))
        out.append(t.wild)
        out.append(_mask(t.held))
        out.append(_mask(t.used))
        seq = t.seq
        out.append(len(seq))
        for k in range(0, len(seq), 2):
            a = SPACE if seq[k] == 255 else seq[k]
            b = 0 if k + 1 >= len(seq) else (SPACE if seq[k + 1] == 255 else seq[k + 1])
            out.append(a | (b << 4))
        if code == WORD_BOXES:
            out.append(s.boxes[s.cursor] if s.cursor < len(s.boxes) else 12)  # (12: the coach's row)
    elif code == JACKPOT:
        out.append(s.cursor)
        out.append(s.sym)
        out.append(1 if s.declined else 0)
    elif code == HINT:  # the box list it was asked from: the dice held behind it, Power's 1st box
        h = s.hint
        out.append(255 if h.held is None else _mask(h.held))
        out.extend((h.first or "")[:21].encode())


# ----- at the boot after it --------------------------------------------------
def at_boot(app):
    """The screen the last sleep left, if NVM holds one; after a wake with
    none (no room was left for it), the game's own next screen. True
    when a screen is shown (else the app shows the title)."""
    hw = app.hw
    if hw.woke:
        hw.drop_input()  # the waking press, held through the reset, is no move
    st = hw.storage
    rec = st.load_wake() if st is not None else None
    shown = rec is not None and restore(app)
    if not shown and hw.woke and app.saved is not None and (rec is None or len(rec) > 2 and rec[2] & BOUND):
        app.resume()  # (a record of the title, the menu or the settings: not the game)
        shown = True
    return shown


def restore(app):
    """Build the screen the last sleep left (and clear the record): True
    if it did; False leaves the app to show the title."""
    hw = app.hw
    st = hw.storage
    rec = st.load_wake() if st is not None else None
    if rec is None:
        return False
    shown = False
    try:
        shown = _build(app, rec)
    except (ValueError, IndexError, TypeError, ImportError):
        shown = False  # a record this build cannot use: the title
    if len(rec) > 2 and not rec[2] & BOUND:
        st.save_wake(b"")  # the menu's: used once (a game's goes stale when the game moves on)
    return shown


def _build(app, rec):
    if len(rec) < 7 or rec[0] != FORMAT:
        return False
    code, flags = rec[1], rec[2]
    if code == TITLE:
        return False
    if code in (MENU, SETTINGS):
        if code == MENU:
            from handheld.screens.menu import Menu
            s = Menu(app)
            if rec[-1] != 255:
                s.cursor = rec[-1] % len(s.items)
        else:
            from handheld.screens.settings import ITEMS, Settings
            s = Settings(app)
            s.cursor = rec[-1] % (len(ITEMS) + len(s.about))
        app.go(s)
        return True
    if not flags & BOUND or app.saved is None:
        return False
    from yahtzee_core import load_game
    from yahtzee_core.savefmt import crc16
    blob = app.hw.storage.load_game()
    if blob is None or crc16(blob) != rec[3] | (rec[4] << 8):
        return False  # not the game that went to sleep
    app.game = load_game(blob)
    app.playing = True
    app.keep_journal()
    _coach(app)  # its notes, read back from the journal (as a resume)
    forget_loader()  # read once (as a resume)
    if app.roomy:  # the coach's code, for a quick first hint
        from handheld.new_game import warm_coach
        warm_coach(app)  # (new_game's code is flash there too)
    at = 6
    card = None
    if flags & CARD:
        card = (rec[6], rec[7])
        at = 8
    n = rec[at]
    app.last = bytes(rec[at + 1:at + 1 + n]).decode() or None
    s = _screen(app, code, flags, rec, at + 1 + n)
    if s is None:
        app.continue_game(app.last)
    else:
        app.go(s)
        if flags & HINTED and s.NAME == "word_boxes":
            s.hint()  # the word finder again: the same answer
    if rec[5] != NO_CLOCK and getattr(app, "word_deadline", None) is not None:
        app.word_deadline = app.hw.monotonic() + rec[5]  # (a new Word turn screen starts a fresh minute)
    if card is not None:
        from handheld.screens.scorecard import Scorecard
        sc = Scorecard(app, app.screen, card[0] % len(app.game.players), True)
        sc.top = card[1]
        app.go(sc)
    return True


def _coach(app):
    """The coach's notes on the game woken to (handheld/coach_saved.py)."""
    if app.game.VARIANT == "classic":
        from handheld.coach import restore
        restore(app)
        forget("handheld.coach")


def _screen(app, code, flags, rec, at):
    """The screen for ``code`` with its fields from ``rec[at:]``, not yet
    shown; None: the game's own next screen (``continue_game``)."""
    g = app.game
    if code in (TURN, SCORING) and g.VARIANT in ("classic", "power"):
        from handheld.screens.turn import Turn
        t = Turn(app)
        t.cursor = rec[at] % t.n if code == TURN else 0
        _unmask(rec[at + 1], t.held)
        if code == TURN:
            return t
        from handheld.screens.scoring import Scoring
        s = Scoring(app, t if flags & BACK else None)
        s.cursor = rec[at] % len(s.lines)
        return s
    if code == SCORING2 and g.VARIANT == "power" and g.rolled:
        from handheld.screens.scoring import Scoring
        s = Scoring(app, first=bytes(rec[at + 1:]).decode())
        s.cursor = rec[at] % len(s.lines)
        return s
    if code == PASS and len(g.players) > 1 and not g.rolled:
        from handheld.screens.passing import Pass
        s = Pass(app, app.last)
        s.page = rec[at]
        return s
    if code in (WORD, WORD_BOXES) and g.VARIANT == "word":
        return _word(app, code, rec, at)
    if code == HINT and g.VARIANT in ("classic", "power") and g.rolled:
        from handheld.screens.hint import Hint  # it thinks again: the same answer
        held = None
        if rec[at] != 255:
            held = bytearray(g.NDICE)
            _unmask(rec[at], held)
        return Hint(app, held, bytes(rec[at + 1:]).decode() or None)
    if code == JACKPOT and g.VARIANT == "jackpot":
        from handheld.screens.jackpot_turn import CHANCE_OPTION, JackpotTurn
        s = JackpotTurn(app)
        if rec[at + 2] and s.mode() == CHANCE_OPTION:  # the option was declined
            s.declined = True
            s._step()
        if s.boxes:
            s.cursor = rec[at] % len(s.boxes)
        if s.syms:
            s.sym = rec[at + 1] % len(s.syms)
        return s
    return None


def _word(app, code, rec, at):
    from handheld.screens.word_turn import WordTurn
    t = WordTurn(app)
    t.mode = rec[at] & 3
    t.cursor = (rec[at] >> 2) % 7
    t.wild = rec[at + 1] % 26
    _unmask(rec[at + 2], t.held)
    _unmask(rec[at + 3], t.used)
    n = rec[at + 4]
    seq = []
    for k in range(n):
        v = (rec[at + 5 + k // 2] >> (4 * (k & 1))) & 15
        seq.append(255 if v == SPACE else v)
    t.seq = seq
    if code == WORD:
        return t
    from handheld.screens.word_boxes import WordBoxes
    s = WordBoxes(app, t)
    box = rec[at + 5 + (n + 1) // 2]
    if box in s.boxes or box == 12:
        s.load(box)
    return s
