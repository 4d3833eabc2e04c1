"""Power-up: build the hardware, say what is wrong with it, start the app.

    code.py -> boot.main()
        hw = build_hardware()          settings.toml + handheld.hardware.build
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

from handheld import forget, hardware

PAGE_TIMEOUT = 12.0  # a problems page turns by itself after this
CONSOLE_REPEAT = 10.0
COLUMNS = 21  # terminalio.FONT is 6 px wide: 128 // 6
ROWS = 4  # under a title row, 12 px each


def build_hardware():
    """Settings from settings.toml, then every part, then the data files;
    never raises for a hardware fault. ``hw.word_problem``: why Word cannot
    be played (its dictionary missing or damaged), else None. The settings
    module is only needed here: it is let go after (some 7.8 KB of heap on
    the stand-in bench, see docs/UI.md)."""
    from handheld import settings as settings_mod
    loaded = settings_mod.load()
    settings_mod = None
    forget("handheld.settings")
    hw = hardware.build(loaded)
    check_assets(hw)
    return hw


def check_assets(hw):
    """Look at the dictionary now rather than at Word's first scoring."""
    from handheld.assets import check_dictionary
    hw.word_problem = check_dictionary()
    check_dictionary = None
    forget("handheld.assets")  # start-up only: its code need not stay
    if hw.word_problem:
        hw.problems.append(hw.word_problem)


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


def wrap(text, width=COLUMNS):
    """Lines of at most ``width`` characters, broken at spaces."""
    lines = []
    line = ""
    for word in text.split(" "):
        while len(word) > width:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:width])
            word = word[width:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class ProblemsScreen:
    """Shows ``hw.problems`` (or ``lines``) a page at a time until A or RIGHT
    passes the last page; without a press a page turns after ``timeout``
    seconds (None: wait for a press)."""

    def __init__(self, hw, problems=None, timeout=PAGE_TIMEOUT, last="play"):
        import displayio
        import terminalio
        from adafruit_display_text import label
        self.hw = hw
        self.pages = []
        lines = []
        for p in (hw.problems if problems is None else problems):
            lines.extend(wrap(p))
        for i in range(0, len(lines), ROWS):
            self.pages.append("\n".join(lines[i:i + ROWS]))
        self.page = 0
        self.timeout = timeout
        self.last = last
        self.done = not self.pages
        self.since = hw.monotonic()
        self.group = displayio.Group()
        self.title = label.Label(terminalio.FONT, text="", color=0xFFFFFF, x=0, y=5)
        self.body = label.Label(terminalio.FONT, text="", color=0xFFFFFF, x=0, y=18, line_spacing=0.85)
        self.group.append(self.title)
        self.group.append(self.body)
        self._draw()
        if hw.display is not None and not self.done:
            hw.display.root_group = self.group

    def _draw(self):
        if self.done:
            return
        n = len(self.pages)
        self.title.text = "CHECK %d/%d  A:%s" % (self.page + 1, n, "next" if self.page + 1 < n else self.last)
        self.body.text = self.pages[self.page]

    def step(self):
        """Handle input; returns False (waiting) like any idle screen."""
        hw = self.hw
        for button, pressed in hw.events():
            if pressed and button in (hardware.buttons.A, hardware.buttons.RIGHT):
                self._turn()
            elif pressed and button == hardware.buttons.LEFT and self.page:
                self.page -= 1
                self.since = hw.monotonic()
                self._draw()
        if self.timeout is not None and not self.done and hw.monotonic() - self.since > self.timeout:
            self._turn()
        return False

    def _turn(self):
        self.page += 1
        self.since = self.hw.monotonic()
        if self.page >= len(self.pages):
            self.done = True
        else:
            self._draw()


def console_report(hw):
    """The serial console is all there is: say what is wrong."""
    print("Pocket Yahtzee cannot start:")
    for p in hw.problems:
        print("  - " + p)
    print("See docs/HARDWARE_BUILD.md, 'When it does not start'.")


def prepare(hw):
    """After a good display: log the problems and the free heap; returns
    the ProblemsScreen to run before the app, or None."""
    for p in hw.problems:
        print("check: " + p)
    hw.debug_mem("boot")
    return ProblemsScreen(hw) if hw.problems else None


def main():
    hw = build_hardware()
    if hw.display is None:
        while True:  # keep saying it: the console may be opened later
            console_report(hw)
            t = hw.monotonic()
            while hw.monotonic() - t < CONSOLE_REPEAT:
                hw.idle()
    try:
        screen = prepare(hw)
        if screen is not None:
            run_until_done(screen, hw)
        if screen is not None:
            screen = None
            _forget_text_library()
        from handheld import app
    except ImportError as e:
        _fatal(hw, "Missing library: %s. Copy lib/ again, then: circup install -r requirements-board.txt" % e)
        raise
    while True:
        try:
            run_loop(app.App(hw), hw)
        except Exception as e:  # MemoryError too; not KeyboardInterrupt (Ctrl-C)
            crashed(hw, e)


def crash_lines(e):
    """What the player is told about an exception that stopped the app."""
    name = e.__class__.__name__
    if isinstance(e, MemoryError):
        return ["Out of memory (MemoryError). Your game was saved at the last roll. "
                "A: back to the title. If it happens again, see HARDWARE_BUILD.md."]
    return ["The app stopped: %s: %s" % (name, e),
            "Your game was saved at the last roll. A: back to the title."]


def crashed(hw, e):
    """Say why the app stopped (console and screen), then wait for a
    button: never a reboot straight into the same crash. Frees what it
    can first, so that saying it does not itself run out of memory."""
    import gc
    import sys
    if hw.display is not None:
        try:
            hw.display.root_group = None
        except (AttributeError, ValueError):
            pass
    for name in list(sys.modules):  # the screens: loaded again when needed
        if name.startswith("handheld.screens"):
            del sys.modules[name]
    pkg = sys.modules.get("handheld")
    if pkg is not None and hasattr(pkg, "screens"):
        delattr(pkg, "screens")
    gc.collect()
    lines = crash_lines(e)
    print("Pocket Yahtzee stopped:")
    try:
        sys.print_exception(e)  # CircuitPython's traceback on the console
    except AttributeError:
        import traceback
        traceback.print_exception(type(e), e, e.__traceback__, file=sys.stdout)
    for line in lines:
        print(line)
    if getattr(hw, "word_problem", None) is None:
        check_assets(hw)  # a dictionary that went away while playing: Word greys out
    screen = None
    try:
        screen = ProblemsScreen(hw, lines, timeout=None, last="title")
    except (MemoryError, ImportError):
        screen = None
    if screen is None:
        _fatal(hw, "")  # CircuitPython's own terminal on the OLED shows what was printed
        while True:  # wait for a press of any button
            e = hw.next_event()
            if e is not None and e[1]:
                break
            hw.idle()
    else:
        run_until_done(screen, hw)
    screen = None
    gc.collect()


def _forget_text_library():
    """Only the problems screen uses adafruit_display_text (some 13 KB of
    code on the heap): let the collector have it before the game loads."""
    import gc
    import sys
    for name in list(sys.modules):
        if name.startswith("adafruit_display_text"):
            del sys.modules[name]
    gc.collect()


def _fatal(hw, message):
    """Say why we stop, on the OLED through CircuitPython's own terminal."""
    try:
        import displayio
        hw.display.root_group = displayio.CIRCUITPYTHON_TERMINAL
        hw.display.auto_refresh = True  # the terminal shows prints as they come
    except (ImportError, AttributeError, ValueError):
        pass  # not on this firmware (or the simulator): the console has it
    print(message)
