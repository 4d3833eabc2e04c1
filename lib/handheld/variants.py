"""The games this app can play, as the menu and the setup screen list
them. A low module: the app and the screens both read it, so neither
has to import the other for it (docs/CONVENTIONS.md, "Layers")."""

# (core name, menu title, fewest, most seats).
VARIANTS = (
    ("classic", "Classic", 1, 6),
    ("power", "Power", 1, 6),
    ("word", "Word", 1, 8),
    ("jackpot", "Jackpot", 2, 4),
)


def variant_title(name):
    """The menu title of core variant ``name`` (the name itself for a
    variant this app cannot play)."""
    for v in VARIANTS:
        if v[0] == name:
            return v[1]
    return name
