"""The new-game screen's last choices, kept across boots in the settings
record (storage_layout.SETTINGS: ``last_game``, ``last_seats``, and ``names``:
three bytes of initials per seat, 0 where none was kept).

``recall(prefs, ...)`` reads them for the app at power-up; ``keep(hw,
...)`` writes them when a game starts (one settings record, and only if
something changed, as for any setting)."""

SEATS = 8   # initials kept for this many seats
LETTERS = 3


def recall(prefs, variants, defaults):
    """(variant index, seat count, names) as last chosen; the defaults for
    whatever was never kept (or does not fit this build)."""
    variant = prefs.get("last_game", 0)
    if not 0 <= variant < variants:
        variant = 0
    seats = prefs.get("last_seats", 1)
    names = list(defaults)
    kept = prefs.get("names") or b""
    for s in range(min(SEATS, len(names))):
        name = ""
        for c in kept[s * LETTERS:(s + 1) * LETTERS]:
            if 32 < c <= 90:
                name += chr(c)
        if name:
            names[s] = name
    return variant, seats, names


def keep(hw, variant, seats, names):
    """Put the choices into ``hw.prefs`` and save them with the settings."""
    prefs = getattr(hw, "prefs", None)
    if prefs is None:
        return
    prefs["last_game"] = variant
    prefs["last_seats"] = seats
    kept = bytearray(SEATS * LETTERS)
    for s in range(min(SEATS, len(names))):
        name = names[s]
        for i in range(min(LETTERS, len(name))):
            c = ord(name[i])
            kept[s * LETTERS + i] = c if 32 < c <= 90 else 0
    prefs["names"] = bytes(kept).rstrip(b"\0")
    st = getattr(hw, "storage", None)
    if st is not None:
        st.save_settings(prefs)
