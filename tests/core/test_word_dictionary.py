"""The shipped dictionary: what a player may and may not spell."""

from word_dict import dictionary


def test_common_words_of_every_length_are_in():
    d = dictionary()
    for w in ("a", "i", "on", "it", "him", "cat", "mice", "word", "house", "dice",
              "roll", "score", "yacht", "letter", "friend", "scamper", "example",
              "quiz", "jazz", "zoo", "box", "family"):
        assert d.contains(w), w


def test_case_does_not_matter():
    assert dictionary().contains("MICE")
    assert dictionary().contains("Scamper")


def test_only_a_and_i_are_one_letter_words():
    d = dictionary()
    for ch in "bcdefghjklmnopqrstuvwxyz":
        assert not d.contains(ch), ch


def test_non_words_proper_nouns_and_abbreviations_are_out():
    d = dictionary()
    for w in ("xqz", "aaaa", "london", "etc", "mph", "usa",
              "ms", "dont", "didnt", "isnt", "bvcrspo", "zzzzzzz"):
        assert not d.contains(w), w
    for w in ("paris", "texas"):  # ENABLE's plant and deckhouse: Full only
        assert not d.contains(w, "family") and d.contains(w, "full"), w


def test_too_long_empty_and_odd_characters_are_not_words():
    d = dictionary()
    for w in ("", "scampers", "examples", "it's", "mi ce", "naïve", "r2d2"):
        assert not d.contains(w), w


def test_family_takes_common_words_only_full_takes_every_word():
    d = dictionary()
    for w in ("mice", "scamper", "house", "a"):
        assert d.lookup(w) == 2 and d.contains(w, "family") and d.contains(w, "full"), w
    for w in ("qat", "xu", "aa", "zax", "jiao", "cwm"):  # ENABLE only
        assert d.lookup(w) == 1 and not d.contains(w, "family") and d.contains(w, "full"), w
    for w in ("xqz", "zzzzzzz"):
        assert d.lookup(w) == 0 and not d.contains(w, "full"), w
    assert d.contains("qat")  # the default is Full: every word the file holds


def test_counts_in_the_header():
    d = dictionary()
    assert d.nwords >= 50000 and 20000 <= d.ncommon < d.nwords


def test_index_in_ram_is_at_most_303_bytes():
    assert dictionary().index_bytes <= 303
