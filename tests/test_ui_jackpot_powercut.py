"""Power cuts at random moments of a scripted Jackpot game (the harness,
shared with classic, Power and Word, is tests/powercut_play.py): every
reboot finds the last save (or the one in flight, if its commit byte made
it) with no damage reported; every save is one the uninterrupted game
made; the game ends with the very same rounds."""

import random

import pytest

from jackpot_play import JackpotDriver
from powercut_play import with_cuts


@pytest.mark.soak
def test_power_cuts_jackpot_three_players():
    run = with_cuts("jackpot", 3, random.Random(44), driver=JackpotDriver)
    final, game = run.final, run.reference
    assert final.lines == game.lines and final.bonus == game.bonus
