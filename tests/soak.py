"""The one switch between the quick run and the full (soak) run.

``scripts/test.sh`` runs the quick set: tests marked ``@pytest.mark.soak``
are deselected, and property tests draw fewer examples. ``scripts/test.sh
--all`` (and CI) sets ``YZ_SOAK=1``, runs every test and draws the full
count. What belongs behind the marker: docs/CONVENTIONS.md, "Tests"."""

import os

FULL = os.environ.get("YZ_SOAK", "") == "1"


def examples(full, quick):
    """Hypothesis examples (or random games, rolls, cuts) for this run:
    ``full`` in the soak run, ``quick`` otherwise."""
    return full if FULL else quick
