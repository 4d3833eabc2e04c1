"""preview() of declared words: what score() would do, changing nothing.
(A module of its own: one variant's rules per MicroPython process.)"""

from yahtzee_core import new_game
from yahtzee_core.errors import IllegalMove
from support import raises


def test_preview_of_declared_words():
    g = new_game("word", ["ANN"], seed=3)
    letters = "mice"
    g.roll(faces=tuple(_faces_for(letters)))
    before = g.save()
    assert g.preview("four_letter", ("mice",)).points == 10
    with raises(IllegalMove, "not in the dictionary"):
        g.preview("four_letter", ("imce",))
    assert g.save() == before


def _faces_for(letters):
    """Seven faces, one per die, spelling ``letters`` first (test data)."""
    from yahtzee_core import letters as LT
    out, used = [], set()
    for ch in letters:
        code = ord(ch) - 97
        for i in range(LT.NDICE):
            if i not in used and _shows(LT.FACES[i], code):
                used.add(i)
                out.append((i, code))
                break
    rest = [i for i in range(LT.NDICE) if i not in used]
    for i in rest:
        out.append((i, LT.FACES[i][0]))
    out.sort()
    return [f for _, f in out]


def _shows(faces, code):
    for f in faces:  # MicroPython has no `int in bytes`
        if f == code:
            return True
    return False
