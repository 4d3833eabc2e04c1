"""The whole handheld played at random against its model
(tests/test_handheld_model.py), with its figures:

    python bench/model_walk.py              the CI size: its fixed seeds, on one core
    python bench/model_walk.py --all        and then the soak: 600 sequences of up to 50 steps, fresh seeds
    ... --no-shrink                         a failure is reported as found, not made smaller

Prints a line of figures for each size (sequences, steps, power cuts,
games finished, seconds); a failure prints the steps that break a
promise. docs/FIGURES.md shows the log of
``(echo "# python bench/model_walk.py --all, $(date -u +%F)"; python bench/model_walk.py --all) > docs/figures/model-walk.log``."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "tests", "core"),
                os.path.join(ROOT, "lib")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import test_handheld_model  # noqa: E402

if __name__ == "__main__":
    test_handheld_model.figures(sys.argv[1:])
