"""Power-up and the crash screen: build the hardware from settings.toml,
say what is wrong with it (console and screen, a page at a time), and
after an exception say what stopped the app.

handheld/boot.py runs the main loop and imports this module only at
power-up and after a crash, then lets it go: held through a game, its
code took some 3 KB of the board's heap (the .mpy is 3.3 KB) for nothing.
"""

from handheld import buttons, forget

PAGE_TIMEOUT = 12.0  # a problems page turns by itself after this
CONSOLE_REPEAT = 10.0
ROWS = 5  # under the title row, 10 px apart (terminalio.FONT's 12 px at 0.83)


def build_hardware():
    """Settings from settings.toml, then every part, then the data files;
    never raises for a hardware fault. ``hw.word_problem``: why Word cannot
    be played (its dictionary missing or damaged), else None. The settings
    module is only needed here: it is let go after (some 7.8 KB of heap on
    the stand-in bench, see docs/UI.md). First of all, before this run
    allocates anything of its own: is the heap short after a soft reload
    (handheld/reloaded.py)?"""
    from handheld import reloaded
    short, restarted = reloaded.check()
    reloaded = None
    forget("handheld.reloaded")
    from handheld import version
    print(version.describe())
    version = None
    forget("handheld.version")
    from handheld import settings as settings_mod
    loaded = settings_mod.load()
    settings_mod = None
    forget("handheld.settings")
    from handheld.hardware import parts as hw_parts
    hw = hw_parts.build(loaded)
    hw_parts = None
    forget("handheld.hardware.parts")
    if short:
        hw.heap_short = short
    if restarted:
        hw.resume_now = True
    check_assets(hw)
    return hw


def check_assets(hw):
    """Look at the data files now rather than at their first use (Word's
    first scoring, a classic CPU's first move or hint)."""
    from handheld.assets import check_dictionary, check_table
    hw.word_problem = check_dictionary()
    hw.table_problem = check_table()
    check_dictionary = check_table = None
    forget("handheld.assets")  # start-up only: its code need not stay
    for p in (hw.word_problem, hw.table_problem):
        if p:
            hw.problems.append(p)


class ProblemsScreen:
    """Shows ``hw.problems`` (or ``lines``) a page at a time until A or RIGHT
    passes the last page; without a press a page turns after ``timeout``
    seconds (None: wait for a press). The pages are laid out by the one
    layout rule (handheld/text_layout.py): a message whole on a page
    when it fits, else sentence by sentence; no number or quoted value
    cut from its line."""

    def __init__(self, hw, problems=None, timeout=PAGE_TIMEOUT, last="play"):
        import displayio
        import terminalio
        from adafruit_display_text import label
        from handheld.text_layout import pages
        self.hw = hw
        self.pages = ["\n".join(pg) for pg in pages(hw.problems if problems is None else problems, ROWS)]
        pages = None
        forget("handheld.text_layout")
        self.page = 0
        self.timeout = timeout
        self.last = last
        self.done = not self.pages
        self.since = hw.monotonic()
        self.group = displayio.Group()
        self.title = label.Label(terminalio.FONT, text="", color=0xFFFFFF, x=0, y=5)
        self.body = label.Label(terminalio.FONT, text="", color=0xFFFFFF, x=0, y=17, line_spacing=0.83)
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
            if pressed and button in (buttons.A, buttons.RIGHT):
                self._turn()
            elif pressed and button == buttons.LEFT and self.page:
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


def report_forever(hw):
    """No screen: keep saying it (the console may be opened later)."""
    while True:
        console_report(hw)
        t = hw.monotonic()
        while hw.monotonic() - t < CONSOLE_REPEAT:
            hw.idle()


def prepare(hw):
    """After a good display: log the problems and the free heap; returns
    the ProblemsScreen to run before the app, or None."""
    for p in hw.problems:
        print("check: " + p)
    hw.debug_mem("boot")
    return ProblemsScreen(hw) if hw.problems else None


def crash_lines(e):
    """What the player is told about an exception that stopped the app."""
    saved = "Your game was saved at the last roll. Press A for the title."
    if isinstance(e, MemoryError):
        return ["Out of memory (MemoryError). If it happens again, see HARDWARE_BUILD.md.", saved]
    why = str(e)  # the console has it whole, with the traceback: a page holds it
    return ["The app stopped: %s: %s" % (e.__class__.__name__, why if len(why) < 60 else why[:56] + "..."), saved]


def crashed(hw, e):
    """Say why the app stopped (console and screen); returns the screen
    that says it, for boot to run until a button (never a reboot straight
    into the same crash), or None once a button was pressed on
    CircuitPython's own terminal. Frees what it can first, so that saying
    it does not itself run out of memory."""
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
        fatal(hw, "")  # CircuitPython's own terminal on the OLED shows what was printed
        while True:  # wait for a press of any button
            e = hw.next_event()
            if e is not None and e[1]:
                break
            hw.idle()
        return None
    return screen


def forget_text_library():
    """Only the problems screen uses adafruit_display_text (some 13 KB of
    code on the heap): let the collector have it before the game loads."""
    import gc
    import sys
    for name in list(sys.modules):
        if name.startswith("adafruit_display_text"):
            del sys.modules[name]
    gc.collect()


def fatal(hw, message):
    """Say why we stop, on the OLED through CircuitPython's own terminal."""
    try:
        import displayio
        hw.display.root_group = displayio.CIRCUITPYTHON_TERMINAL
        hw.display.auto_refresh = True  # the terminal shows prints as they come
    except (ImportError, AttributeError, ValueError):
        pass  # not on this firmware (or the simulator): the console has it
    print(message)
