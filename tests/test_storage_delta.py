"""D records over the save's payload: the envelope's length and CRC are
recomputed on load, so a move's record is smaller, and a game comes back
byte for byte; bytes that are not an envelope still use plain runs."""

from handheld.storage import layout as S
from handheld.storage import Storage
from handheld.storage.delta import delta_of, game_delta, game_patch
from yahtzee_core import new_game


def test_a_game_comes_back_byte_for_byte_from_payload_deltas():
    nvm = bytearray(b"\xff" * 4096)
    st = Storage(nvm)
    g = new_game("power", ["ANN", "BOB", "CAT"], seed=5, first=0)
    st.save_game(g.save())
    smaller = 0
    for _ in range(40):
        base = st._payload(S._GAME)
        g.roll() if g.can_roll and not g.rolled else g.play(max(g.choices(), key=lambda c: c.points))
        if g.over:
            break
        blob = g.save()
        d = game_delta(base, blob, 1, 10 ** 6)
        plain = delta_of(base, blob, 1, 10 ** 6)
        assert game_patch(base, d) == blob
        smaller += len(d) < len(plain)
        st.save_game(blob)
        assert st.load_game() == blob
        assert Storage(nvm).load_game() == blob
    assert smaller > 20


def test_raw_bytes_use_plain_runs():
    base, blob = b"x" * 50, b"x" * 20 + b"yy" + b"x" * 28
    d = game_delta(base, blob, 3, 100)
    assert not d[3] & 0x80 and game_patch(base, d) == blob
