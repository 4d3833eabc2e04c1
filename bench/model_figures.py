"""FIGURES.md's lines on the model walk (tests/test_handheld_model.py),
from its saved log: docs/figures/model-walk.log, written by
``(echo "# python bench/model_walk.py --all, $(date -u +%F)"; python bench/model_walk.py --all) > docs/figures/model-walk.log``.
bench/figures.py's Tests section calls ``section``."""

import re

LOG = "model-walk.log"
COMMAND = ('(echo "# python bench/model_walk.py --all, $(date -u +%F)"; python bench/model_walk.py --all)'
           ' > docs/figures/model-walk.log')
LINE = re.compile(r"^(CI size|soak): (\d+) sequences, (\d+) steps, (\d+) power cuts, (\d+) games finished, "
                  r"(\d+) s of CPU, (\d+) s wall")
# What the walk found, each with the test that holds it since (a defect
# found is a line here, not a figure: the log counts what a run does).
FOUND = (
    ("a sleep at the title, or on the menu after leaving a game, woke into that game",
     "tests/test_ui_sleep_places.py"),
    ("two seats of one game with the same initials (two Easy CPUs) made two statistics entries",
     "tests/test_storage_stats.py::test_two_seats_of_the_same_initials_make_one_entry_of_both"),
    ("a Jackpot game a computer's last tile ended was counted only at A on the last round's table",
     "tests/test_ui_jackpot.py::test_a_game_a_computer_ends_is_counted_while_the_last_table_waits"),
)


def section(pg, log):
    """Add the lines to ``pg`` (bench/figures.py's Page); ``log`` is
    read_log's (head, lines) or None."""
    pg.add("", "### The whole handheld against its model", "",
           "A player at random by buttons, shakes and the power switch, the NVM held to a model of",
           "what the next power-up must find after every step (tests/test_handheld_model.py). CI",
           "runs the CI size in the test suite (two workers); the soak is `python bench/model_walk.py",
           "--all`. Read from the saved log, not run by this script: `%s`." % COMMAND, "")
    rows = []
    if log is not None:
        head, lines = log
        for ln in lines:
            m = LINE.match(ln)
            if m:
                rows.append(m.groups())
        pg.add("From the log of %s:" % head, "")
    if not rows:
        pg.add("*No saved log* (`docs/figures/%s`): the command writes it." % LOG)
    else:
        pg.table(("size", "sequences", "steps", "power cuts", "games finished", "CPU seconds (one core)",
                  "wall seconds"), rows)
    pg.add("", "Defects it found, each fixed, with the test that holds it:", "")
    pg.add(*["- %s: `%s`" % f for f in FOUND])
