"""settings.toml on the real firmware: every case of the table in
docs/SIMULATOR.md ("settings.toml, as the board reads it", the rows of
tests/test_sim_settings_toml.py) read by stock CircuitPython's own
``os.getenv`` on the emulated Pico, against what the simulator's reader
(host_sim/toml.py, as that firmware) returns for the same bytes and what
the table says that firmware gives.

    python -m tests.firmware.getenv [--firmware 9.2.8] [--firmware 10.2.1] [--markdown]

Each case's line goes into a settings.toml under a key of its own
(``YZ_K`` becomes ``YZ_K07``, say); the drive's code.py is replaced by a
probe that prints, for every key, what ``os.getenv`` gave (a str as its
UTF-8 bytes in hex, so the console's encoding cannot blur it; an
exception as its type and message). A case that ends the search for the
rest of the file (a ``[table]`` line, a NUL first on a line) gets a file
of its own, as does one whose answer depends on the file ending right
after it; five boots per firmware cover the table.

Prints the table (as written, each firmware, the simulator) and exits 1
on any difference, 2 when the firmware files are missing. Both
firmwares take under a minute of wall time together: their boots are
short (the probe replaces the game's code.py).
"""

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests")]

from board_emu.board import STOCK, Board, FirmwareMissing  # noqa: E402
from host_sim import toml  # noqa: E402
from test_sim_settings_toml import TABLE  # noqa: E402

# Cases after which nothing more of the file is read: alone in a file.
ALONE = ("below a table", "NUL starting a line")
# Cases read differently when the file ends right after them (the error
# names 'EOF', not '\n'): once inside the shared file, once at its end.
AT_END = ("unterminated string", "empty value")

# The console drops what is printed before the host has the USB serial
# open: the probe waits for it first.
PROBE = """import os, supervisor, time
t = time.monotonic() + 10
while not supervisor.runtime.serial_connected and time.monotonic() < t:
    time.sleep(0.05)
time.sleep(0.2)
print("getenv-begin")
D = object()
for k in %r:
    try:
        v = os.getenv(k, D)
        if v is D:
            print(k, "default", "-")
        elif isinstance(v, str):
            print(k, "str", "".join("%%02x" %% b for b in v.encode()))
        else:
            print(k, "val", repr(v))
    except Exception as e:
        print(k, "err", type(e).__name__, "".join("%%02x" %% b for b in str(e).encode()))
print("getenv-end")
"""


def files():
    """[(name, bytes, [(label, case, key)])]: the settings.toml files to
    boot with and which key reads which case of TABLE in each."""
    shared, out, n = [], [], 0
    for case, data, *_ in TABLE:
        n += 1
        key = "YZ_K%02d" % n
        line = data.replace(b"YZ_K", key.encode()).replace(b"yz_k", key.lower().encode())
        if case in ALONE or case in AT_END:
            out.append((case, line, [(case, case, key)]))
        if case not in ALONE:
            label = case + (" (a line follows)" if case in AT_END else "")
            shared.append(((label, case, key), line))
    body = b"".join(line + b"\n" for _, line in shared)
    out.insert(0, ("shared", body, [k for k, _ in shared]))
    return out


def _unhex(text):
    return bytes.fromhex(text)


def on_board(firmware, data, keys):
    """{key: answer} from the firmware's os.getenv for a drive whose
    settings.toml holds ``data``; an answer is ("str", bytes), ("val",
    repr) or ("err", type name, message)."""
    tmp = tempfile.mkdtemp(prefix="getenv-")
    st, code = os.path.join(tmp, "settings.toml"), os.path.join(tmp, "code.py")
    with open(st, "wb") as f:
        f.write(data)
    with open(code, "w") as f:
        f.write(PROBE % ([k for *_, k in keys],))
    with Board(firmware=firmware, extra={"settings.toml": st, "code.py": code}) as board:
        board.power_on()
        board.run_until("getenv-begin", 60000)
        out = board.run_until("getenv-end", 30000)
    got = {}
    for line in out.replace("\r", "").split("\n"):
        parts = line.split(" ")
        if len(parts) < 3 or parts[0] not in {k for *_, k in keys}:
            continue
        if parts[1] == "str":
            got[parts[0]] = ("str", _unhex(parts[2]))
        elif parts[1] == "default":
            got[parts[0]] = ("default",)
        elif parts[1] == "val":
            got[parts[0]] = ("val", " ".join(parts[2:]))
        else:
            got[parts[0]] = ("err", parts[2], _unhex(parts[3]).decode("utf-8", "replace"))
    return got


_D = object()


def in_sim(data, key, firmware, value=_D):
    """The same answer from the simulator's reader, as ``firmware`` (or
    for ``value``, as if it had answered it)."""
    try:
        v = toml.getenv(data, key, _D, firmware) if value is _D else value
    except Exception as e:  # the board raises ValueError or UnicodeError
        return ("err", type(e).__name__, str(e))
    if v is _D:
        return ("default",)
    if isinstance(v, str):
        try:
            return ("str", v.encode("utf-8", "surrogatepass"))
        except UnicodeEncodeError:
            return ("str", v.encode("utf-8", "surrogateescape"))
    return ("val", repr(v))


def shown(answer):
    if answer is None:
        return "(no answer)"
    if answer[0] == "str":
        try:
            return repr(answer[1].decode("utf-8", "surrogatepass"))
        except UnicodeDecodeError:
            return repr(answer[1].decode("utf-8", "surrogateescape"))
    if answer[0] == "default":
        return "the default"
    if answer[0] == "val":
        return answer[1]
    return "%s: %s" % (answer[1], answer[2]) if answer[2] else answer[1]


def written(data):
    """A line as the table shows it: bytes a maker cannot see named."""
    text = data.decode("latin-1")
    for raw, name in (("\r\n", "<CR><LF>"), ("\x00", "<NUL>"), ("\t", "<tab>"), ("\r", "<CR>"),
                      ("\x0b", "<VT>"), ("\xff", "<byte FF>"), ("\n", " / ")):
        text = text.replace(raw, name)
    return text


def expected(value):
    """A TABLE column's value as an answer, to compare with the board's."""
    if value is None:
        return ("default",)
    if isinstance(value, type):
        return ("err", value.__name__)
    return in_sim(None, "", None, value)


def fits(answer, value):
    """Does the board's ``answer`` say what the table's ``value`` says (an
    error: its type; the message is the simulator's to match)?"""
    want = expected(value)
    return answer is not None and answer[:len(want)] == want


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--firmware", action="append", choices=list(STOCK),
                    help="stock CircuitPython to ask (again for more); default: all of them")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    a = ap.parse_args(argv)
    versions = a.firmware or list(STOCK)
    column = {"9.2.8": 2, "10.2.1": 3}
    table = {row[0]: row for row in TABLE}
    t0 = time.time()
    rows, bad = [], []
    for name, data, keys in files():
        answers = {}
        for version in versions:
            t = time.time()
            try:
                answers[version] = on_board(version, data, keys)
            except FirmwareMissing as err:
                print("FAIL:", err)
                return 2
            print("%s, %s file: %d keys, %.0f s" % (version, name, len(keys), time.time() - t),
                  file=sys.stderr)
        for label, case, key in keys:
            board = [answers[v].get(key) for v in versions]
            sim = [in_sim(data, key, v) for v in versions]
            wrong = [v for v, b, m in zip(versions, board, sim)
                     if b != m or not fits(b, table[case][column[v]])]
            if wrong:
                bad.append(label)
            simulated = "same" if board == sim else " / ".join(shown(m) for m in sim)
            rows.append([label, written(table[case][1])] + [shown(b) for b in board]
                        + [simulated + ("  <-- DIFFERS on %s" % ", ".join(wrong) if wrong else "")])
    head = ["case", "as written"] + versions + ["simulator"]
    if a.markdown:
        print("| %s |" % " | ".join(head))
        print("|%s" % ("---|" * len(head)))
        for row in rows:
            cells = [row[0]] + ["`%s`" % c.replace("|", "\\|") for c in row[1:-1]]
            cells.append(row[-1] if row[-1] == "same" else "`%s`" % row[-1])
            print("| %s |" % " | ".join(cells))
    else:
        for row in rows:
            print(" -> ".join(row))
    print("%s: %d cases on %s, %d differ from the simulator or the table (%.0f s wall)"
          % ("FAIL" if bad else "PASS", len(rows), ", ".join(versions), len(bad), time.time() - t0))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
