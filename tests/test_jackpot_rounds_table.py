"""yahtzee_core/rack_rounds.py against the tool that wrote it: every full
rack scored again (about a billion, numpy, a minute or two), and the table
rendered from them must equal the shipped file."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import jackpot_rounds  # noqa: E402


@pytest.mark.soak
def test_the_shipped_round_table_is_what_scoring_every_rack_gives():
    with open(jackpot_rounds.OUT) as f:
        shipped = f.read()
    assert jackpot_rounds.render(*jackpot_rounds.reachable()) == shipped
