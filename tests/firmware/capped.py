"""On the board (CircuitPython's REPL): the portable tests with the heap
capped the way tools/mpy_tests.sh caps MicroPython's (tests/firmware/
portable.py stages this file and calls it).

CircuitPython 9 grows its heap on demand, so gc.mem_free() says little.
The cap fills the heap with 1 KB blocks until MemoryError, then lets go of
the last ``kb`` of them: what is left to allocate is then about ``kb``
KB, in one piece, as in a fresh ``micropython -X heapsize=64k``. Each test
module runs in a fresh VM (portable.py soft-reloads the board between
them), so each starts from the same room.
"""

import gc

_ballast = []


def _fill(blocks):
    """Append 1 KB blocks to ``blocks`` until the heap gives no more."""
    gc.collect()
    try:
        while True:
            blocks.append(bytearray(1024))
    except MemoryError:
        pass


def room():
    """Bytes the heap can still give in 1 KB blocks (given back at once)."""
    probe = []
    _fill(probe)
    n = len(probe)
    probe = None
    gc.collect()
    return n * 1024


def cap(kb):
    """Fill the heap, then free the last ``kb`` KB of the filling."""
    _fill(_ballast)
    while kb:  # pop, not del of a slice: with the heap full, a slice
        _ballast.pop()  # object is one allocation too many
        kb -= 1
    gc.collect()


def run(name):
    """Run one test module in the room ``cap`` left."""
    print("room before %s: %d bytes" % (name, room()))
    import mpy_runner
    failed = mpy_runner.main([name])
    print("module done: %s" % name)
    return failed
