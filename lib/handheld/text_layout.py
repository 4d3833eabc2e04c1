"""The one rule for laying a message out on the 21-column screen: the
boot checks' CHECK pages (handheld/startup.py), the message screen
(screens/message.py) and a turn's two-line notice (widgets.wrap).

- ``wrap``: lines break at spaces only. A word, a number ("0x3C",
  "10000..1000000") or a quoted value ("tilt it", with its spaces) is
  never cut; only a word longer than a line (a library's name) is, after
  a "_" or "/" where it has one.
- ``pages``: messages a page of ``rows`` lines at a time. A message that
  fits a page is whole on one (with the next ones, while they fit); a
  longer one starts a page and goes sentence by sentence, each sentence
  whole on a page: a page never begins inside a sentence. A sentence
  ends at ".", "?" or "!" before a space; the messages use no
  abbreviations ("e.g.") that would end one early.

What a break of the rule is (a number or a quoted value cut, a page
beginning inside a sentence, a page that only continues the message
before it on one line): tests/test_messages_whole.py, which lays out
every message the handheld can show with these functions.

No displayio here: the portable tests run it under MicroPython. Loaded
for the moment and let go (widgets.wrap, the message screen, boot): a
computer's move, the games' thinnest moment, does not hold it."""


def wrap(text, width=21):
    """``text`` as lines of at most ``width`` characters (the rule above)."""
    q = chr(34)  # '"' (a short literal would be one more name in the firmware's pool)
    lines = []
    line = ""
    words = text.split(" ")
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        k = i
        while word.count(q) == 1 and k < len(words):  # a quoted value with spaces
            word += " " + words[k]
            k += 1
        if word.count(q) == 1 or len(word) > width:  # no closing quote, or too long: as it was
            word = words[i - 1]
        else:
            i = k
        if line and len(line) + 1 + len(word) <= width:
            line += " " + word
            continue
        if line:
            lines.append(line)
        while len(word) > width:  # only a name longer than a line
            cut = max(word.rfind("_", 0, width), word.rfind("/", 0, width)) + 1
            if cut <= 0:
                cut = width
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


def pages(what, rows, width=21):
    """``what`` (the messages) as pages, each a list of at most ``rows``
    lines (the rule above)."""
    out = []
    page = []
    for text in what:
        lines = wrap(text, width)
        parts = [lines]
        if len(lines) > rows:  # sentence by sentence, on a page of its own
            parts = []
            start = 0
            for i in range(1, len(text)):
                if text[i] == " " and ord(text[i - 1]) in (33, 46, 63):  # after "!", "." or "?"
                    parts.append(wrap(text[start:i], width))
                    start = i + 1
            parts.append(wrap(text[start:], width))
            if page:
                out.append(page)
                page = []
        for lines in parts:
            if page and len(page) + len(lines) > rows:
                out.append(page)
                page = []
            while len(lines) > rows:  # a sentence longer than a page: all of it still shown
                out.append(lines[:rows])
                lines = lines[rows:]
            page = page + lines
    if page:
        out.append(page)
    return out
