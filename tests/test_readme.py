"""The README's API example runs as printed."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_readme_api_example_runs():
    text = open(os.path.join(ROOT, "README.md")).read()
    start = text.index("```python\n") + len("```python\n")
    code = text[start:text.index("```", start)]
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "starts" in p.stdout and "refused: roll the dice first" in p.stdout
