"""Says at the end of pytest's report which run this was (see tests/soak.py);
a line in the summary, since the -q in pyproject.toml hides the header."""

import soak


def pytest_terminal_summary(terminalreporter):
    if soak.FULL:
        terminalreporter.write_line("soak: full run (YZ_SOAK=1): every example count at its full size")
    else:
        terminalreporter.write_line("soak: quick run: property tests draw fewer examples (YZ_SOAK=1 for the full count)")
