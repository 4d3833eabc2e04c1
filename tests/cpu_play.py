"""Games with CPU seats, through button presses, for the UI tests
(tests/test_ui_cpu.py) and the firmware games (tests/firmware/games.py):
set the seats up, play the persons' turns with a driver (ui_play and
friends) while the CPUs play theirs, and replay the game through the rules
core with the same players to check the totals.

A CPU's turn runs at its pace while the app is busy, so the simulator's
``run_until_idle`` after a person's last press plays every CPU turn up to
the next person's pass screen."""

LEVELS_CYCLE = ("expert", "hard", "medium", "easy")


def against_cpus(seats):
    """Seat 1 a person, the others CPUs of every level in turn, Expert
    first: the most players a game loads at its most seats."""
    return [None] + [LEVELS_CYCLE[i % len(LEVELS_CYCLE)] for i in range(seats - 1)]


def set_cpus(d, variant, seats, levels):
    """Open the new-game screen and make seat i a CPU of levels[i]."""
    from handheld.screens.setup import SEATS
    d.open_setup(variant, seats)
    d.until(lambda: d.screen.cursor == SEATS, "DOWN")
    d.press("A")
    d.on("seats")
    for i in range(seats):
        d.until(lambda: d.screen.cursor == i, "DOWN")
        d.until(lambda: d.app.kinds[i] == levels[i], "RIGHT", most=6)
        d.expect("Seat %d" % (i + 1))
    d.press("B")
    d.on("setup")
    d.expect("CPU seats", "%d " % len([k for k in levels if k]), "A:set")  # ("1 off A:set": no value table)


def start(d, variant, levels):
    """A game of ``variant`` with a seat for each of ``levels`` (None: a
    person, who keeps the default initials), through to its first turn."""
    from handheld.screens.setup import START
    seats = len(levels)
    set_cpus(d, variant, seats, levels)
    d.until(lambda: d.screen.cursor == START, "UP")
    d.press("A")
    for s in range(seats):
        if levels[s] is None:
            d.on("initials")
            d.press("A")
    if d.screen.NAME == "rolloff":  # Word and Jackpot have none
        d.press("A")
    if d.game.VARIANT == "word":
        d.keep_options()


def play_out(d, skip_every=2):
    """Persons play by the driver; CPU turns run at their pace, every
    ``skip_every``-th one met on screen skipped with A. A pass screen
    naming a CPU is only the pause after a person's box."""
    k = 0
    while not d.game.over:
        name = d.screen.NAME
        if name == "pass" and d.game.player != d.game.player.upper():
            assert d.app.mine() is not None, "a pause before a CPU's turn after a CPU's box"
            if getattr(d, "take_back", None) and d.take_back():
                continue  # the person's turn again, that roll's dice (the driver's undo_every)
            # the pause where the person's box could be taken back
            d.press("A", why=cpus_why(d))
            continue
        if name == "jackpot_round":  # a CPU's tile ended the round
            d.check_round(d.game.round - 1)
            d.leave_round(d.game.round - 1)
            continue
        if name == "cpu_turn":
            seat = d.game.seat
            k += 1
            if k % skip_every == 0:
                d.press("A", why=cpus_why(d))
            else:
                while d.screen.NAME == "cpu_turn" and d.game.seat == seat and not d.game.over:
                    d.sim.wait(0.5)
            continue
        d.turn()
        k += 1
    for _ in range(20):  # a CPU's last box: its screen shows it, then goes on
        if d.screen.NAME != "cpu_turn":
            break
        d.sim.wait(0.5)
    if d.screen.NAME == "jackpot_round":  # a CPU's tile ended the game
        d.check_round(2)
        d.leave_round(2)
    d.on("gameover")


def cpus_why(d):
    """The CPUs' turns, as the firmware's room table names them: after a
    person's turn with the coach's hint in it, or not."""
    return "the CPUs' turns after a hint" if getattr(d, "hinted", False) else "the CPUs' turns"


def replay(d, variant, names, seed):
    """The game again through the rules core: the persons' recorded
    actions, and each CPU seat's turns played by the same level's player."""
    from handheld.cpu import level_of
    from yahtzee_core import players
    actions, d.actions = d.actions, []
    try:
        g = d.replay(variant, names, seed=seed)  # the driver's own start
    finally:
        d.actions = actions
    cpus = {}
    for s in range(len(names)):
        if level_of(names[s]):
            cpus[s] = players.for_game(g, s, level_of(names[s]), d.app.roomy)

    def cpu_turns():
        while not g.over and g.seat in cpus:
            cpus[g.seat].next_move(g).apply(g)

    for a in actions:
        cpu_turns()
        if a[0] == "roll":
            g.roll(a[1]) if len(a) > 1 else g.roll()
        else:
            g.score(a[1], a[2])
    cpu_turns()
    return g


def coach_app(game):
    """The least of an app that handheld.coach prices with: its game, its
    review, no CPU seat's player, the code on the drive (not roomy)."""

    class Hardware:
        def debug_mem(self, tag):
            return None

    class App:
        cpus = None
        review = None
        roomy = False  # the code on the drive (handheld.app.App.roomy)
        hw = Hardware()

        def notes(self):
            if self.review is None or self.review[0] is not self.game:
                self.review = [self.game, [], []]
            return self.review

    app = App()
    app.game = game
    return app
