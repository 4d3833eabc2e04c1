"""Power-up: build the hardware, say what is wrong with it, start the app.

    code.py -> boot.main()
        hw = build_hardware()          settings.toml + handheld.hardware.parts.build
        no screen?  print the problems on the serial console, every 10 s
        problems?   show them on screen, a page at a time (A/RIGHT: next
                    page; each page also turns by itself after 12 s, so
                    every problem is seen even with no working button)
        run_loop(handheld.app.App(hw), hw)
        an exception (MemoryError...)?  say it on screen and on the
                    console, wait for a button, start again at the title
                    (never a reboot into the same crash; the NVM, and so
                    the saved game, is left as it is)

The contract with handheld.app (the screens)
--------------------------------------------
The app is a step machine, so that the board and the simulator run the
same code and a test can drive it one step at a time:

    class App:
        def __init__(self, hw): ...   # build the first screen
        def step(self):               # one pass of the main loop
            ...

``step()`` reads pending input (``hw.events()`` or ``hw.next_event()``,
``hw.shaken()``), advances anything animated by ``hw.monotonic()``,
updates the displayio tree, and returns: True while something is moving
(call again at once), False when it is waiting for input. It never sleeps
and never loops waiting for a button. Time comes only from
``hw.monotonic()`` (the simulator runs a virtual clock through it).

The board runs it with ``run_loop(App(hw), hw)``, here: boot imports the
app, the app never imports boot (docs/CONVENTIONS.md, "Layers").
``run_loop`` calls ``step()``, then ``hw.show()`` (the finished picture
goes to the OLED whole), then, if nothing moves, ``hw.idle()``. The
simulator does not call ``run_loop``: it makes ``App(hw)`` itself and calls
``step()`` between key presses, refreshing its picture after each one
(``host_sim/sim.py``), so both show the same frames. ``hw.idle()`` is where
the board rests; in the simulator it is where scripted input arrives, so
code.py itself also runs there unchanged.
"""

from handheld import forget


def main():
    from handheld import startup
    hw = startup.build_hardware()
    if hw.display is None:
        startup.report_forever(hw)
    try:
        screen = startup.prepare(hw)
        if screen is not None:
            run_until_done(screen, hw)
            screen = None
            startup.forget_text_library()
        startup = None
        forget("handheld.startup")  # until a crash: see handheld/startup.py
        from handheld import app
    except ImportError as e:
        from handheld.startup import fatal
        fatal(hw, "Missing library: %s. Copy lib/ again, then: circup install -r requirements-board.txt" % e)
        raise
    while True:
        try:
            run_loop(app.App(hw), hw)
        except Exception as e:  # MemoryError too; not KeyboardInterrupt (Ctrl-C)
            _crashed(hw, e)
            e = None  # its traceback holds the app that crashed


def _crashed(hw, e):
    """Say why the app stopped and wait for a button (handheld/startup.py)."""
    import gc
    from handheld import startup
    screen = startup.crashed(hw, e)
    if screen is not None:
        run_until_done(screen, hw)
        screen = None
        startup.forget_text_library()
    startup = None
    forget("handheld.startup")
    gc.collect()


def run_loop(app, hw):
    """The board's main loop."""
    while True:
        run_step(app, hw)


def run_step(screen, hw):
    """One pass: the screen's step, its picture sent whole, a rest if idle."""
    busy = screen.step()
    hw.show()
    if not busy:
        hw.idle()


def run_until_done(screen, hw):
    while not screen.done:
        run_step(screen, hw)
