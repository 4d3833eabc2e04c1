"""The committed dictionary against its source (CPython only).

Needs Debian's scowl package for the source comparisons: skipped without
it on a developer's machine, a failure in CI (CI=true installs it); the
round trip over every stored word always runs."""

import importlib.util
import os

import pytest

from yahtzee_core.words import Dictionary

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ASSET = os.path.join(ROOT, "assets", "words.bin")
SCOWL = "/usr/share/dict/scowl"


def _build_module():
    spec = importlib.util.spec_from_file_location("build_dictionary", os.path.join(ROOT, "tools", "build_dictionary.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _stored():
    return Dictionary(ASSET), _build_module().all_words(ASSET)


def test_common_flags_round_trip():
    d = Dictionary(ASSET)
    entries = _build_module().all_entries(ASSET)
    assert sum(entries.values()) == d.ncommon
    for w, common in list(entries.items())[::7]:
        assert d.lookup(w) == (2 if common else 1), w


def test_every_stored_word_is_found_and_nothing_is_stored_twice():
    d, words = _stored()
    assert len(words) == len(set(words)) == d.nwords
    for w in words:
        assert d.contains(w), w
        assert 1 <= len(w) <= 7 and w.isalpha() and w.islower()


def test_near_misses_are_not_found():
    d, words = _stored()
    stored = set(words)
    # change one letter of many words: whatever is not stored must not be found
    for w in words[::37]:
        for k in range(len(w)):
            for ch in "aeiqxz":
                v = w[:k] + ch + w[k + 1:]
                assert d.contains(v) == (v in stored), v


needs_scowl = pytest.mark.skipif(not os.path.isdir(SCOWL) and os.environ.get("CI") != "true",
                                 reason="apt-get install scowl")


@needs_scowl
def test_asset_is_exactly_what_the_build_script_keeps():
    assert os.path.isdir(SCOWL), "CI must install scowl (apt-get install -y scowl)"
    build = _build_module()
    kept = build.collect_all(SCOWL)
    assert build.all_entries(ASSET) == kept
    with open(ASSET, "rb") as f:
        assert f.read() == build.build(kept)  # the committed file is current


def _read(name):
    path = os.path.join(SCOWL, name)
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8", errors="replace") as f:
        return {line.strip() for line in f}


@needs_scowl
def test_proper_nouns_and_abbreviations_of_the_source_are_out():
    assert os.path.isdir(SCOWL), "CI must install scowl (apt-get install -y scowl)"
    d, words = _stored()
    stored = set(words)
    common = set()
    enable = set(_build_module().read_list(_build_module().ENABLE))  # lower-case ENABLE words ("paris", a plant) stay
    for level in (10, 20, 35, 40, 50):
        common |= _read("english-words.%d" % level) | _read("american-words.%d" % level)
    checked = 0
    for kind in ("english-proper-names", "american-proper-names", "english-upper", "american-upper",
                 "english-abbreviations", "american-abbreviations"):
        for level in (10, 20, 35, 40, 50, 55, 60, 70):
            for w in _read("%s.%d" % (kind, level)):
                low = w.lower()
                if low in common or low in enable or not low.isalpha() or not 1 < len(low) <= 7:
                    continue  # also an ordinary word ("bill", "mark")
                assert low not in stored, w
                checked += 1
    assert checked > 1000
