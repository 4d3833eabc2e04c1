"""A Word save keeps the dictionary setting (Family or Full); a save
from before the setting reads as Family. A module of its own: each
portable test module runs in a fresh 64 KB heap. Portable."""

from word_helpers import game, arrange

from yahtzee_core import load_game


def test_the_dictionary_setting_is_saved_and_old_saves_are_family():
    g = game(("ANN",), dictionary="full")
    g.roll(faces=arrange("scamper"))
    h = load_game(g.save())
    assert h.words == "full" and h.save() == g.save()
    f = game(("ANN",))
    assert f.words == "family"  # the default, and what a save without bit 3 means
    assert load_game(f.save()).words == "family"
