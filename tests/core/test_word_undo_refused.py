# mpy-heap: 68k  (the loader and the Word save checks beside the game)
"""A Word save whose step to take back spells what the dice cannot is
refused whole (a module of its own: each portable test module runs in a
fresh 64 KB heap, and this one loads the loader and its checks). Portable."""

from support import raises
from word_helpers import game, arrange

from yahtzee_core import load_game, savefmt
from yahtzee_core.errors import CorruptSave


def test_a_step_the_dice_cannot_spell_is_refused():
    g = game(("ANN", "BOB"))
    g.roll(faces=arrange("mice"))
    g.score("four_letter", ("mice",))
    code, payload = savefmt.unpack(g.save())
    assert payload[-5:] == b"\x04mice"
    for word in (b"mile", b"MICE", b"mic", b"micee"):
        bad = payload[:-6] + bytes((len(word),)) + word
        with raises(CorruptSave):
            load_game(savefmt.pack(code, bad))
