"""The sleep figures that docs/HARDWARE_BUILD.md shows, from the saved logs
of ``python -m tests.firmware.sleep`` (docs/figures/firmware-sleep-frozen.log,
and -xip.log with ``BOARD_XIP_CACHE=1``) and from ``bench/sleep_power.py``
at the CPU's awake share the cache-modelled run measured.

bench/figures.py calls ``write_hardware_build()``: it replaces the lines
between the two markers in HARDWARE_BUILD.md, so the figures there are
never typed by hand."""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOGS = os.path.join(ROOT, "docs", "figures")
DOC = os.path.join(ROOT, "docs", "HARDWARE_BUILD.md")
BEGIN = "<!-- bench/figures.py writes the sleep figures from here -->"
END = "<!-- to here -->"
RUNS = (("firmware-sleep-frozen.log", "model as usual", "python -m tests.firmware.sleep"),
        ("firmware-sleep-frozen-xip.log", "with the XIP flash-cache model",
         "BOARD_XIP_CACHE=1 python -m tests.firmware.sleep"))
FIGURES = re.compile(
    r"figures: last press to sleep ([\d.]+) s on USB, ([\d.]+) s to DORMANT on batteries "
    r"\(setting (\d+) min, dimmed at (\d+) s\); press to the same screen (\d+) ms on USB.*?, "
    r"(\d+) ms on batteries \(a reset\), (\d+) ms late in a 6-seat game; the CPU awake ([\d.]+) %")
LATE = re.compile(r"late in a 6-seat classic game \((\d+) saves\): a power-up onto its screen (\d+) ms")


def _read(name):
    """(first line without '# ', figures tuple, late tuple) or None."""
    path = os.path.join(LOGS, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        text = f.read()
    m, late = FIGURES.search(text), LATE.search(text)
    if m is None or late is None:
        return None
    return text.split("\n", 1)[0].lstrip("# "), m.groups(), late.groups()


def _ms(s):
    return "{:,} ms".format(int(s))


def lines():
    """The block's lines (Markdown)."""
    runs = [(_read(name), what, cmd) for name, what, cmd in RUNS]
    missing = [cmd for r, _, cmd in runs if r is None]
    if missing:
        return ["*No saved log of* `%s` *in docs/figures/: run it with its output saved there.*" % c
                for c in missing]
    (_, fa, la), (_, fb, lb) = runs[0][0], runs[1][0]
    out = ["Measured on the game's own firmware on the emulated Pico (`%s`, and `%s`; Sleep after "
           "%s min; the emulation counts every instruction at 125 MHz but not the crystal's ~1 ms "
           "start-up), from the saved logs in docs/figures/:" % (RUNS[0][2], RUNS[1][2], fa[2]), "",
           "| Emulated | model as usual | with the XIP flash-cache model |",
           "|---|---|---|",
           "| Last press → asleep (dimmed at %s s) | %s s on USB / %s s to DORMANT on batteries | %s s / %s s |"
           % (fa[3], fa[0], fa[1], fb[0], fb[1]),
           "| A press → the same screen, on USB (code.py restarted, no reset) | %s | %s |"
           % (_ms(fa[4]), _ms(fb[4])),
           "| A press → the same screen, on batteries (DORMANT, then the reset), early in a game | %s | %s |"
           % (_ms(fa[5]), _ms(fb[5])),
           "| The same, late in a 6-seat classic game (%s saves; the game kept in RAM across the reset) | %s | %s |"
           % (la[0], _ms(fa[6]), _ms(fb[6])),
           "| A power-up onto that late game's screen (its journal replayed: after a cut while asleep) | %s | %s |"
           % (_ms(la[1]), _ms(lb[1])),
           "| The CPU out of WFI on a turn screen while a person thinks | %s %% of the time | %s %% |"
           % (fa[7], fb[7]),
           ""]
    awake = float(fb[7]) / 100
    cmd = [sys.executable, os.path.join(ROOT, "bench", "sleep_power.py"), "--awake", "%.3f" % awake]
    power = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip().splitlines()
    out += ["Battery life at that awake share, **estimates from datasheet currents** "
            "(`python bench/sleep_power.py --awake %.3f`):" % awake, ""]
    out += [power[0][0].upper() + power[0][1:] + ".", ""] + power[1:]
    return out


def write_hardware_build():
    """Replace the block in docs/HARDWARE_BUILD.md; True if it was found."""
    with open(DOC) as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        return False
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    with open(DOC, "w") as f:
        f.write(head + BEGIN + "\n" + "\n".join(lines()) + "\n" + END + tail)
    return True


if __name__ == "__main__":
    print("\n".join(lines()))
