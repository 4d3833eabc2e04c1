"""The layout rule of handheld/text_layout.py, as the board runs it (a
portable test: CPython and MicroPython alike). tests/test_messages_whole.py
lays every message of the handheld out with it."""

import sys

sys.path.append("lib")  # (the runner's tree has handheld/ beside yahtzee_core/)

from handheld.text_layout import pages, wrap  # noqa: E402


def test_lines_break_at_spaces_only():
    assert wrap("a b c", 3) == ["a b", "c"]
    assert wrap("YZ_I2C_FREQUENCY = 10000..1000000", 21) == ["YZ_I2C_FREQUENCY =", "10000..1000000"]
    assert wrap("", 21) == []


def test_a_quoted_value_with_spaces_stays_on_one_line():
    assert wrap('type "tilt it" now', 9) == ["type", '"tilt it"', "now"]
    # no closing quote, or a value longer than a line: word by word
    assert wrap('type "tilt it now', 9) == ['type', '"tilt it', "now"]
    assert wrap('a "b c d e f g h" i', 5) == ['a "b', "c d e", "f g", 'h" i']


def test_only_a_word_longer_than_a_line_is_cut_after_an_underscore_or_slash():
    assert wrap("Run: circup install adafruit_displayio_ssd1306.", 21) == [
        "Run: circup install", "adafruit_displayio_", "ssd1306."]
    assert wrap("see assets/classic_values.bin now", 21) == ["see", "assets/classic_", "values.bin now"]
    assert wrap("0123456789012345678901234", 21) == ["012345678901234567890", "1234"]


def test_a_message_that_fits_a_page_is_whole_on_one():
    got = pages(["one two", "three four five six"], 2, 10)
    assert got == [["one two"], ["three four", "five six"]], got
    assert pages(["a", "b", "c"], 2, 10) == [["a", "b"], ["c"]]
    assert pages([], 4) == []


def test_a_longer_message_starts_a_page_and_goes_sentence_by_sentence():
    got = pages(["x", "One two. Three four five? Six!"], 2, 10)
    assert got == [["x"], ["One two."], ["Three four", "five?"], ["Six!"]], got
    # "e.g." would end a sentence: the messages use none (test_messages_whole.py)
    got = pages(["Say it, like 0x3C. Or not"], 1, 12)
    assert got == [["Say it, like"], ["0x3C."], ["Or not"]], got


def test_a_sentence_longer_than_a_page_is_still_shown_whole():
    got = pages(["a b c d e f"], 2, 3)
    assert [ln for p in got for ln in p] == ["a b", "c d", "e f"]
