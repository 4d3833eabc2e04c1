"""Opens the shipped dictionary for the portable Word tests, from the repo
root (micropython runner, pytest) or from tests/."""

from yahtzee_core.words import Dictionary

_d = None


def dictionary():
    global _d
    if _d is None:
        for path in ("assets/words.bin", "../assets/words.bin", "../../assets/words.bin"):
            try:
                f = open(path, "rb")
            except OSError:
                continue
            _d = Dictionary(f)
            break
    return _d
