"""The simulator's keys, written once: what ``--help`` prints, the
window's legend and its key list (H or F1), and the terminal's key list
(H or F1). Each entry: (the window's key, the terminal's key, what it
does); README.md's key table says the same for a player."""

# The handheld's buttons: the keys a game needs.
BUTTONS = (
    ("\u2191 \u2193", "\u2191 \u2193", "UP / DOWN: move in a list; on the turn screen UP rolls, "
                                       "DOWN opens the box list"),
    ("\u2190 \u2192", "\u2190 \u2192", "LEFT / RIGHT: move the arrow under the dice; change a value"),
    ("Z", "Z", "A: select, confirm; hold or release the die above the arrow"),
    ("X", "X", "B: back; the scorecards"),
    ("Space", "Space", "shake: roll"),
    ("F2", "R or F2", "power off and on: the game resumes"),
)

# The simulator's own keys: what a handheld has no button for.
SIMULATOR = (
    ("F12", "F12", "screenshot: the screen as a PNG in the screenshots folder, its name shown"),
    ("H or F1", "H or F1", "the list of every key, on screen"),
    ("[ ]", "[ ]", "battery: VSYS down / up 0.1 V"),
    ("U", "U", "USB power in / out"),
    ("J", "J", "a minute later (the screen dims at 30 s, sleeps at the setting)"),
    ("Esc", "Q", "quit the simulator"),
)

ALL = BUTTONS + SIMULATOR

# A held key: held as long as the key is down (the window; a terminal
# sends no key-up, so there every key is a press and release).
HELD_NOTE = {"window": "A key or a button clicked is held as long as it is down.",
             "terminal": "A terminal sends no key-up: each key is a press and release."}


def rows(front):
    """(key, what) of every key of ``front`` ("window" or "terminal")."""
    col = 0 if front == "window" else 1
    return [(k[col], k[2]) for k in ALL]


def help_epilog(width=79):
    """The key table for ``--help``, in ``width`` columns."""
    from host_sim.status import wrap
    out = ["keys in the window (terminal: where it differs):"]
    for win, term, what in ALL:
        key = win if win == term else "%s (terminal: %s)" % (win, term)
        lines = wrap(what, width - 25)
        if len(key) > 21:
            out.append("  " + key)
        else:
            out.append("  %-22s %s" % (key, lines.pop(0)))
        out.extend(" " * 25 + t for t in lines)
    out.extend(wrap(HELD_NOTE["window"] + " " + HELD_NOTE["terminal"], width))
    return "\n".join(out)
