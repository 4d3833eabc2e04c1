"""Fault figures: what random illegal moves and damaged saves do to the
rules core, plus the device figures (power cuts, settings files) from
bench/fault_device.py when that module is present.

    python bench/fault_bench.py [--illegal N] [--saves N] [--device N] [--seed S]

Illegal moves: random games of every variant, a random move tried before
about half the legal ones; each must raise IllegalMove and leave the save
bytes identical. Damaged saves: a game stopped at a random moment, one to
three payload bytes changed, the CRC recomputed; the loader must refuse it
(CorruptSave) or the game must play to its end raising nothing but
IllegalMove. A crash is anything else."""

import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [ROOT, HERE, os.path.join(ROOT, "tests", "core")]

import fault_play as F  # noqa: E402
from yahtzee_core import variant_class  # noqa: E402

SAVES_PER_GAME = 25  # damaged copies made of each stopped game
# Word's choices() runs the word finder; most Word moves scratch instead so
# the default run stays near three minutes (the hypothesis tests use choices()).
CHEAP = {"word": 0.6}


def _arg(name, default):
    if name in sys.argv:
        return int(sys.argv[sys.argv.index(name) + 1])
    return default


def _use_word_dictionary():
    import word_helpers  # noqa: F401  (opens assets/words.bin for Word games)


def illegal_figures(variant, n, r):
    boxes = tuple(getattr(variant_class(variant), "BOXES", ()))
    refused = changed = 0
    while refused < n:
        g = F.fresh(variant, r)
        try:
            refused += F.play_out(g, r, illegal=0.5, boxes=boxes, cheap=CHEAP.get(variant, 0.0))
        except AssertionError:
            changed += 1
    return refused, changed


def save_figures(variant, n, r):
    out = {"refused": 0, "played": 0, "crashed": 0}
    first_crash = None
    done = 0
    while done < n:
        cheap = CHEAP.get(variant, 0.0)
        data = F.midgame(variant, r, cheap).save()
        for _ in range(min(SAVES_PER_GAME, n - done)):
            done += 1
            try:
                out[F.damaged_outcome(F.corrupt(data, r), r, cheap)] += 1
            except Exception as e:  # a crash after load: the figure to drive to 0
                out["crashed"] += 1
                first_crash = first_crash or "%s: %s" % (type(e).__name__, e)
    return out, first_crash


def device_figures(n, seed):
    try:
        import fault_device
    except ImportError:
        print("device figures: bench/fault_device.py is missing")
        return
    t = time.time()
    print("power cuts (%d):" % n, fault_device.power_cut_figures(n, seed))
    print("settings files (%d):" % n, fault_device.settings_figures(n, seed))
    print("  device figures took %.0f s" % (time.time() - t))


def main():
    n_illegal = _arg("--illegal", 10000)
    n_saves = _arg("--saves", 5000)
    n_device = _arg("--device", 1000)
    seed = _arg("--seed", 1)
    _use_word_dictionary()
    print("python bench/fault_bench.py --illegal %d --saves %d --device %d --seed %d"
          % (n_illegal, n_saves, n_device, seed))
    for variant in F.VARIANTS:
        r = random.Random("%s-%d" % (variant, seed))
        t = time.time()
        refused, changed = illegal_figures(variant, n_illegal, r)
        figs, crash = save_figures(variant, n_saves, r)
        print("%-8s illegal moves refused %d, failures (save changed or a legal move refused) %d | damaged saves %d: "
              "crashed after load %d, refused %d, loaded and played to the end %d  (%.0f s)"
              % (variant, refused, changed, n_saves, figs["crashed"], figs["refused"],
                 figs["played"], time.time() - t))
        if crash:
            print("  first crash:", crash)
    device_figures(n_device, seed)


if __name__ == "__main__":
    main()
