"""Test helpers that work the same under pytest and under the micropython
runner (tests/mpy_runner.py), which has no pytest."""


class raises:
    """``with raises(IllegalMove, "filled"):`` — the block must raise that
    type, and the message must contain the text if one is given."""

    def __init__(self, exc_type, text=None):
        self.exc_type = exc_type
        self.text = text
        self.value = None

    def __enter__(self):
        return self

    def __exit__(self, typ, value, tb):
        if typ is None:
            raise AssertionError("expected %s, nothing was raised" % self.exc_type.__name__)
        if not issubclass(typ, self.exc_type):
            return False  # let the unexpected error through
        if self.text is not None and self.text.lower() not in str(value).lower():
            raise AssertionError("%r does not mention %r" % (str(value), self.text))
        self.value = value
        return True
