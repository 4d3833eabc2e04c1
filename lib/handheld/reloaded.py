"""After a soft reload: get back the heap it cost.

CircuitPython reloads code.py whenever a file on CIRCUITPY is saved (and
at Ctrl-D on the console). Memory the firmware kept from the run before
can then leave the next run's heap smaller until the next power-on: on
stock 10.2.1, after a reload in the middle of a game, 133,120 bytes at
code.py's start instead of 161,792 (and at most 143,360 later); on 9.2.8
129,216 instead of 167,872 (growing back to within some 6 KB). A reset
gives it all back, and the game is saved at every roll and box, so:

    check()       at power-up, before anything else: the heap's size now
                  against its size at the last power-on, kept where a
                  reload and a reset do not clear it (alarm.sleep_memory);
                  returns (bytes short, or 0; the board restarted for it)
    restart(app)  the app calls it when a game starts or resumes with the
                  heap short: the game saved, the board resets
                  (microcontroller.reset()) and the app goes straight
                  back into it (check's second answer, ``hw.resume_now``)
    at_start(app) a game starts or resumes: the heap in use then against
                  the same moment of this run's first game. The firmware
                  keeps every name a module brought for good, in a pool
                  that grows by doubling (docs/FIRMWARE.md, "Reading the
                  heap"): a run that played other games, or went through
                  other screens, can start a game with 8 KB less room. The
                  heap is then short as after a reload, and the same
                  restart gives it back.

It never resets in a loop: only a run started by a reload (not a power-on,
not a reset) is ever found short; restart() marks the reset first and the
run after it takes its heap as the new measure, whatever the firmware
says started it; and the app asks once per run. It resets at a player's
press, never at power-up: a reload also comes in the middle of copying
files onto the drive, which a reset at once would break off.
"""

import gc

SHORT = 4096  # less heap than this is not worth a restart
_MAGIC = b"YZ"
_RESTARTED = 1  # flag: restart() asked for the reset that started this run


def _heap():
    """(free, in use) after a collection, or None where the firmware does
    not say it (a desktop's Python)."""
    gc.collect()
    try:
        return gc.mem_free(), gc.mem_alloc()
    except AttributeError:
        return None


def heap_total():
    """The heap's size now (free + in use), or None (a desktop's Python)."""
    heap = _heap()
    return None if heap is None else heap[0] + heap[1]


def _state():
    """(sleep memory, this run started by a power-on or reset), or None
    on a firmware without them."""
    try:
        import alarm
        import supervisor
        return alarm.sleep_memory, supervisor.runtime.run_reason == supervisor.RunReason.STARTUP
    except (ImportError, AttributeError):
        return None


def check():
    """(bytes short of the power-on heap, or 0; restarted by restart()).
    Layout in sleep memory, bytes 0-7 (the rest is handheld/hardware/power.py's):
    "YZ", flags, 0, the power-on heap size (4 bytes, little-endian)."""
    state = _state()
    if state is None:
        return 0, False
    mem, startup = state
    total = heap_total()
    ours = bytes(mem[0:2]) == _MAGIC
    restarted = ours and bool(mem[2] & _RESTARTED)
    if startup or restarted or not ours or total is None:
        # the measure from now on (the flag cleared): a run after a reset
        # is never short, whatever the firmware says started it
        mem[0:8] = _MAGIC + b"\0\0" + (total or 0).to_bytes(4, "little")
        return 0, restarted
    short = int.from_bytes(bytes(mem[4:8]), "little") - total
    if short < SHORT:
        return 0, False
    print("soft reload: heap %d bytes, %d fewer than at power-on" % (total, short))
    return short, False


def at_start(app):
    """Before a game starts or resumes (nothing of a game loaded): note the
    heap in use at this run's first game; at a later one, 4 KB or more
    above it makes the heap short (``hw.heap_short``: the app restarts
    once the game is saved, App.continue_game)."""
    heap = _heap()
    if heap is None:
        return
    used = heap[1]
    hw = app.hw
    first = getattr(hw, "start_used", None)
    if first is None:
        hw.start_used = used
    elif used - first >= SHORT and not getattr(hw, "heap_short", 0):
        print("game start: heap in use %d bytes, %d more than at this run's first" % (used, used - first))
        hw.heap_short = used - first


def restart(app):
    """Save ``app``'s game, then reset the board for its whole heap; the
    board comes back into the game (``resume_now``). Asked once per run:
    where the firmware cannot reset, this returns and the game goes on
    with the heap it has."""
    app.hw.heap_short = 0
    app.save()
    state = _state()
    if state is not None:
        mem = state[0]
        mem[2] = mem[2] | _RESTARTED
    print("restarting for the heap")
    try:
        import microcontroller
        microcontroller.reset()
    except (ImportError, AttributeError, NotImplementedError):
        pass
