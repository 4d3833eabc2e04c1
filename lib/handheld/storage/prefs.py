"""The settings record's bytes (docs/SAVE_LAYOUT.md, "Settings"): the
settings of ``SETTINGS``, one byte each, then the remembered
initials up to ``NAMES_END``, then the settings of ``LATER`` (all in storage_layout.py).

Read at boot and written by the settings and new-game screens only, so
``Storage`` imports it for the call and forgets it after."""

from handheld.storage.layout import _SETTINGS, LATER, NAMES_END, SETTINGS, default_settings


def _spec(k):
    """(key, default, lowest, highest) of the k-th setting, and its byte."""
    n = len(SETTINGS)
    if k < n:
        return SETTINGS[k], k
    return LATER[k - n], NAMES_END + k - n


def load(st):
    d = default_settings()
    data = st._payload(_SETTINGS)
    if data is None:
        return d
    for k in range(len(SETTINGS) + len(LATER)):
        (key, _default, lo, hi), at = _spec(k)
        if at < len(data) and lo <= data[at] <= hi:
            d[key] = data[at]
    d["names"] = bytes(data[len(SETTINGS):NAMES_END]).rstrip(b"\0")
    return d


def save(st, settings):
    payload = bytearray(NAMES_END + len(LATER))
    for k in range(len(SETTINGS) + len(LATER)):
        (key, default, lo, hi), at = _spec(k)
        v = int(settings.get(key, default))
        payload[at] = v if lo <= v <= hi else default
    names = settings.get("names") or b""
    n = len(SETTINGS)
    m = min(len(names), NAMES_END - n)
    payload[n:n + m] = names[:m]
    if not st._same(_SETTINGS, payload):
        st._save(_SETTINGS, payload)
