"""The front ends' status line: what the device printed (its serial
console) and what the simulator says (a screenshot's name), each shown
whole for its moment and then cleared.

A message is the lines that arrived together. It is wrapped at spaces,
never inside a word, and a number or a quoted value stays on the line of
the word before it ("VSYS 3.9 V", "clock 120 s", 'key "GP40"'). When it
needs more lines than the front end has, it is shown a page at a time.
Its moment: ``SECONDS``, plus a second for every ``CHARS_A_SECOND``
characters and ``PAGE_SECONDS`` for each page past the first; then the
front end's idle line comes back."""

import re
import time

SECONDS = 4.0
CHARS_A_SECOND = 20
PAGE_SECONDS = 3.0
MAX_LINES = 8  # of one message: a traceback shows its last lines

# a token that belongs to the word before it: a number (with its sign,
# decimal point, unit or %), or a value in quotes
_CLINGS = re.compile(r"""^[-+(]?\d[\w.,:%)/]*$|^["'].*["'][.,;:)]?$""")
_UNIT = re.compile(r"^(V|s|ms|KB|MB|bytes?|%|x)[.,;:)]?$")


def chunks(text):
    """The message's words, grouped into what must stay on one line: a
    number or quoted value with the word before it, a unit with its
    number, a quoted value with spaces inside as one piece."""
    words = []
    quote = None
    for w in text.split(" "):
        if not w:
            continue
        if quote is not None:  # inside a quoted value with spaces
            words[-1] += " " + w
            if w.rstrip(".,;:)").endswith(quote):
                quote = None
            continue
        if w[0] in "\"'" and not w.rstrip(".,;:)")[1:].endswith(w[0]):
            quote = w[0]
        words.append(w)
    out = []
    after_number = False
    for w in words:
        number = bool(_CLINGS.match(w))
        if out and (number or (after_number and _UNIT.match(w))):
            out[-1].append(w)
        else:
            out.append([w])
        after_number = number
    return out


def wrap(text, width, measure=len):
    """``text`` in lines no wider than ``width`` (``measure`` gives a
    string's width: characters, or a font's pixels), broken only at
    spaces between chunks. A chunk wider than a line has a line of its
    own, broken at its spaces if it has any; a single word wider than a
    line is never cut: it stands alone (the terminal wraps it)."""
    lines = []
    line = ""
    for group in chunks(text):
        piece = " ".join(group)
        if measure(piece) > width and " " in piece:
            for w in piece.split(" "):
                line = _add(lines, line, w, width, measure)
            continue
        line = _add(lines, line, piece, width, measure)
    if line:
        lines.append(line)
    return lines or [""]


def _add(lines, line, piece, width, measure):
    joined = line + " " + piece if line else piece
    if not line or measure(joined) <= width:
        return joined
    lines.append(line)
    return piece


class Status:
    """The status line of one front end. ``update(console)`` takes what
    the device printed since the last call; ``say(text)`` adds the
    simulator's own word; ``lines(width, room)`` is what to show now."""

    def __init__(self, idle="", clock=time.monotonic):
        self.idle = idle
        self.clock = clock
        self.seen = 0
        self.message = []
        self.since = 0.0
        self.pages = 1

    def update(self, console):
        """Take the lines the device printed since the last call (at the
        first call, all of them: the boot's)."""
        if len(console) < self.seen:
            self.seen = 0
        new = console[self.seen:]
        self.seen = len(console)
        if new:
            self._show([t for t in new if t.strip()])

    def say(self, text):
        """A message of the simulator's own (a screenshot's name)."""
        self._show([text])

    def _show(self, lines):
        if lines:
            self.message = lines[-MAX_LINES:]
            self.since = self.clock()
            self.pages = 1

    def moment(self):
        """How long the current message stays, in seconds."""
        chars = sum(len(t) for t in self.message)
        return SECONDS + chars / CHARS_A_SECOND + PAGE_SECONDS * (self.pages - 1)

    def current(self):
        """The message's lines while its moment lasts, else []."""
        if self.message and self.clock() - self.since > self.moment():
            self.message = []
        return self.message

    def lines(self, width, room=1, measure=len):
        """What to show in ``room`` lines of ``width``: the message (its
        page of the moment) or the idle line, each line whole."""
        shown = self.current()
        if not shown:
            return wrap(self.idle, width, measure)[:room] if self.idle else [""]
        out = []
        for t in shown:
            out.extend(wrap(t, width, measure))
        room = max(1, room)
        self.pages = (len(out) + room - 1) // room
        page = min(self.pages - 1, int((self.clock() - self.since) // PAGE_SECONDS))
        return out[page * room:(page + 1) * room]
