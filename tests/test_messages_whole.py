"""Issue 48, "every message read whole": every message the handheld can
show (tests/messages_all.py: the boot checks, the save checks, the
rules' refusals, the app's own messages, the crash screen), laid out on
the 128x64 screen by the real layout code (handheld/text_layout.py, as
the CHECK pages, the message screen and a turn's notice call it), breaks
none of the layout rule. A *break* is any of:

- a line wider than the screen's 21 columns, or text lost or moved;
- a line that ends inside a word (so inside a number: "0x3C", "10..60",
  "GP18"), unless the word is longer than a line, and then only right
  after a "_" or "/";
- a quoted value ("GP18", "tilt it") not whole on one line;
- a *fragment page*: a page that continues a message from the page
  before and begins inside a sentence (not right after a ".", "?" or
  "!"), or holds a single line (the tail of what the page before said);
- a message that fits a page but is not whole on one; a longer one that
  does not start a page;
- a turn's notice longer than its two lines.

``python tests/test_messages_whole.py`` prints how many messages were
laid out and the breaks, and the issue's four-problem settings.toml page
by page."""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests"), os.path.join(ROOT, "tests", "core")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from handheld import startup  # noqa: E402
from handheld.text_layout import pages, wrap  # noqa: E402
import messages_all  # noqa: E402

WIDTH = 21
ROWS = {"check": startup.ROWS, "message": 4}  # a CHECK page; the message screen's four lines
NOTICE_LINES = 2  # a turn screen's status and hint lines


def laid_out(where, texts):
    """The pages the screen shows ``texts`` on (a notice: one page)."""
    if where == "notice":
        return [wrap(texts[0], WIDTH)]
    return pages(texts, ROWS[where], WIDTH)


def breaks(where, texts, pgs=None):
    """Every break of the rule in ``texts`` laid out as ``pgs`` (by
    default as ``where`` lays them out), each said in a line."""
    pgs = laid_out(where, texts) if pgs is None else pgs
    out = []
    flat = [(k, line) for k in range(len(pgs)) for line in pgs[k]]
    i = 0  # the next line to read
    for text in texts:
        i0 = i
        pos = 0
        spans = []  # (page, line) of this message's lines
        while pos < len(text):
            while pos < len(text) and text[pos] == " ":
                pos += 1
            if pos == len(text):
                break
            if i >= len(flat) or not text.startswith(flat[i][1], pos) or not flat[i][1]:
                out.append("text lost or moved at %r: %r" % (text[pos:pos + 20], text))
                return out
            k, line = flat[i]
            i += 1
            end = pos + len(line)
            if len(line) > WIDTH:
                out.append("line wider than the screen: %r" % line)
            if end < len(text) and text[end] != " ":
                a = text.rfind(" ", 0, end) + 1
                b = text.find(" ", end)
                word = text[a:b if b >= 0 else len(text)]
                if len(word) <= WIDTH or text[end - 1] not in "_/":
                    out.append("a word cut at the line's end: %r in %r" % (word, text))
            spans.append((k, pos, end))
            pos = end
        for m in re.finditer(r'"[^"]*"', text):
            if not any(a <= m.start() and m.end() <= b for _k, a, b in spans):
                out.append("a quoted value cut: %s in %r" % (m.group(0), text))
        if where == "notice":
            if len(spans) > NOTICE_LINES:
                out.append("a notice of %d lines: %r" % (len(spans), text))
            continue
        first = spans[0][0] if spans else 0
        on = {}
        for k, a, _b in spans:
            on.setdefault(k, []).append(a)
        if len(wrap(text, WIDTH)) <= ROWS[where]:
            if len(on) > 1:
                out.append("a message that fits a page spread over %d: %r" % (len(on), text))
        elif i0 != sum(len(p) for p in pgs[:first]):
            out.append("a long message that does not start a page: %r" % text)
        for k in sorted(on)[1:]:
            before = text[:on[k][0]].rstrip()
            if not before.endswith((".", "?", "!")):
                out.append("a page beginning inside a sentence: %r in %r" % (pgs[k][0], text))
            if len(on[k]) < 2:
                out.append("a page holding one line of the message before: %r in %r" % (pgs[k][0], text))
    if i != len(flat):
        out.append("lines laid out that no message holds: %r" % [line for _k, line in flat[i:]])
    return out


_every = []


def every():
    if not _every:
        _every.extend(messages_all.every())
    return _every


def test_every_message_the_handheld_shows_is_laid_out_with_no_break():
    said = every()
    for where, least in (("check", 600), ("message", 2000), ("notice", 6)):  # every source was found
        assert len([1 for w, _s, _t in said if w == where]) >= least, where
    broken = [(w, s, b) for w, s, t in said for b in breaks(w, [t])]
    assert not broken, "%d breaks, the first: %s" % (len(broken), broken[:8])


def test_the_check_sequences_keep_each_message_whole():
    """The boot's problems on CHECK pages together, as a board lists them."""
    checks = [t for w, _s, t in every() if w == "check"]
    for n in (2, 3, 5, 9):
        for k in range(0, len(checks) - n, 37):
            seq = checks[k:k + n]
            assert not breaks("check", seq), (seq, breaks("check", seq))


def test_every_refusal_a_screen_can_meet_is_laid_out():
    """Each raise IllegalMove of the rules core is met by the games of
    messages_rules.py (and laid out above), or no screen meets it, and
    the reason is written there."""
    import messages_rules
    said = messages_rules.refusals()
    missing = [u for u in messages_rules.unseen(said["at"]) if u[3] is None]
    assert not missing, "refusals neither met nor explained: %s" % missing
    assert len(said["at"]) >= 30 and len(said["roll"]) >= 5, said["at"]


def test_the_issue_four_problems_are_four_pages_one_problem_each():
    """YZ_SHAKE unquoted (9.2.8 reads it as a number), a pin the Pico has
    not, a number out of range, a misspelled key: seven pages before
    (``10); using "switch"``, ``using "GP18"``, ``ignored`` alone), now
    one page each, each saying what to type."""
    problems = messages_all.settings_problems(messages_all.FOUR, "9.2.8")
    assert len(problems) == 4, problems
    pgs = laid_out("check", problems)
    assert [" ".join(p) for p in pgs] == problems, pgs
    assert not breaks("check", problems)
    said = " ".join(problems)
    assert 'Put it in quotes: YZ_SHAKE = "lis3dh"' in said
    assert "did you mean YZ_SLEEP_MINUTES?" in said
    assert 'type its pin, like "GP18"' in said and "type 0 to 60, like 2" in said


def test_settings_messages_say_what_to_type_not_the_firmwares_jargon():
    texts = messages_all.settings_messages()
    assert len(texts) > 300
    for t in texts:
        assert "invalid syntax" not in t and "base 10" not in t and "Invalid byte" not in t, t
        assert re.search(r"\b(type|Type|Put it in quotes|write it|delete one|put the YZ_|check its"
                         r"|did you mean|more such lines|Give each its own pin)\b", t), t


def test_the_layout_rule_fails_the_old_pages():
    """The checker catches what the issue showed: the old CHECK pages of
    the four problems (cut clause by clause at "; ", four lines a page)."""
    old = ['settings.toml: YZ_SHAKE unreadable (invalid syntax for integer with base 10); using "switch"',
           'settings.toml: YZ_BUZZER_PIN = "GP30" is not a pin on this board; using "GP18"']
    pgs = [["settings.toml:", "YZ_SHAKE unreadable", "(invalid syntax for", "integer with base"],
           ['10);', 'using "switch"'], ["settings.toml:", "YZ_BUZZER_PIN =", '"GP30" is not a pin', "on this board;"],
           ['using "GP18"']]
    found = breaks("check", old, pgs)
    assert any("inside a sentence" in b for b in found) and any("one line" in b for b in found), found
    assert breaks("check", ["a 0x3C b"], [["a 0x", "3C b"]])
    assert breaks("check", ['say "tilt it" now'], [['say "tilt'], ['it" now']])


def main():
    said = every()
    broken = [(w, s, t, b) for w, s, t in said for b in breaks(w, [t])]
    by = {}
    for w, s, _t in said:
        by[(w, s)] = by.get((w, s), 0) + 1
    for (w, s), n in sorted(by.items()):
        print("%-8s %-9s %5d" % (w, s, n))
    print("%d messages laid out, %d distinct; %d breaks" % (len(said), len({t for _w, _s, t in said}), len(broken)))
    for b in broken[:40]:
        print("  BREAK", b)
    problems = messages_all.settings_problems(messages_all.FOUR, "9.2.8")
    pgs = laid_out("check", problems)
    print("\nThe four-problem settings.toml (9.2.8), %d CHECK pages:" % len(pgs))
    for k, p in enumerate(pgs):
        print("CHECK %d/%d  A:%s" % (k + 1, len(pgs), "next" if k + 1 < len(pgs) else "play"))
        print("\n".join(p))
        print("-" * WIDTH)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
