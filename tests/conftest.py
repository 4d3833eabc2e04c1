"""Says in pytest's header which run this is (see tests/soak.py)."""

import soak


def pytest_report_header(config):
    if soak.FULL:
        return "soak: full run (YZ_SOAK=1): every example count at its full size"
    return "soak: quick run: property tests draw fewer examples (YZ_SOAK=1 for the full count)"
