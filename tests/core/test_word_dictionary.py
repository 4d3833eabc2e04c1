"""The shipped dictionary: what a player may and may not spell."""

from word_dict import dictionary

from yahtzee_core.words import rank, sort_codes


def codes(word):
    return bytes(ord(ch) - 97 for ch in word)


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
    for w in ("xqz", "aaaa", "london", "paris", "texas", "etc", "mph", "usa",
              "ms", "dont", "didnt", "isnt", "bvcrspo", "zzzzzzz"):
        assert not d.contains(w), w


def test_too_long_empty_and_odd_characters_are_not_words():
    d = dictionary()
    for w in ("", "scampers", "examples", "it's", "mi ce", "naïve", "r2d2"):
        assert not d.contains(w), w


def test_word_for_gives_a_real_anagram():
    d = dictionary()
    w = d.word_for(sort_codes(codes("ecim")))
    assert w is not None and sorted(w) == sorted("mice") and d.contains(w)
    assert d.word_for(sort_codes(codes("qqx"))) is None


def test_signature_and_wild_key_lookups():
    d = dictionary()
    # "mce" + one more letter spells MICE
    assert d.has_key(3, rank(sort_codes(codes("mce"))))
    assert not d.has_key(3, rank(sort_codes(codes("qqx"))))
    assert d.has_sig(7, rank(sort_codes(codes("scamper"))))
    assert not d.has_sig(7, rank(sort_codes(codes("bvcrspo"))))
    assert d.has_key(0, 0)  # the wild alone: A or I


def test_index_in_ram_is_at_most_8_kb():
    assert dictionary().index_bytes <= 8192
