"""Power cuts at random moments of a scripted Word game (the harness,
shared with classic, Power and Jackpot, is tests/powercut_play.py): every
reboot finds the last completed save (or the one in flight), nothing is
reported damaged, every save is one the uninterrupted game made, and the
game ends with the very same sheets."""

import random

import pytest

from powercut_play import with_cuts
from word_play import WordDriver


@pytest.mark.soak
def test_power_cuts_word_two_players():
    run = with_cuts("word", 2, random.Random(7), driver=WordDriver)
    assert run.final.sheets == run.reference.sheets
