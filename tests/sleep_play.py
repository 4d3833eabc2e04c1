"""Sleeping and waking the simulated handheld, for tests/test_ui_sleep*.py.

``nap(sim)`` lets the idle clock run out (the virtual clock jumps past the
Sleep setting, as a person walking away would see it), checks that the
device slept with its OLED off, then wakes it with a press and checks
that the same screen came back, pixel for pixel where the screen is one
whose position is kept (handheld/wake.py). With the fake ``alarm`` module
(the default) the sleep is a deep one and the wake a reset; with
``Sim(alarm=False)`` the app dozes in place and wakes without one.
"""


SLEEP_AFTER = 2 * 60   # the default: settings.toml's YZ_SLEEP_MINUTES, 2
# Screens a wake rebuilds exactly (the others: the game's own next screen;
# the hints too, message screens of their own: ``nap``)
EXACT = ("title", "menu", "settings", "turn", "scoring", "pass", "word_turn", "word_boxes", "jackpot_turn")


def dark(sim):
    return not any(any(r) for r in sim.pixels())


def is_asleep(sim):
    if sim.asleep is not None:
        return "deep"
    if sim.app is not None and sim.app.rest.asleep:
        return "doze"
    return None


def fall_asleep(sim, after=SLEEP_AFTER):
    """Let ``after`` seconds of idleness pass at once, then one step: the
    app sleeps. Returns how ("deep" or "doze")."""
    sim.jump(after + 1)
    sim.step()
    how = is_asleep(sim)
    assert how, "not asleep after %s s idle, on %s" % (after, sim.app.screen.NAME)
    assert not sim.device.oled.on, "the OLED was not sent its display-off command"
    assert dark(sim)
    return how


def wake(sim, key="A"):
    """A press wakes it (the press is only a wake: the screen was dark)."""
    sim.press(key)
    sim.run_until_idle()
    assert is_asleep(sim) is None
    assert sim.device.oled.on


def nap(sim, key="A", after=SLEEP_AFTER):
    """Sleep and wake; the screen is the same afterwards. Returns how it
    slept."""
    name = sim.app.screen.NAME
    exact = name in EXACT or name == "message" and getattr(sim.app.screen, "hint", None) is not None  # the coach's hint
    before = sim.pixels()
    text = sim.screen_text()
    how = fall_asleep(sim, after)
    sleeps = sim.sleeps
    wake(sim, key)
    if how == "deep":
        assert sim.hw.woke and sim.sleeps == sleeps
    if exact:
        assert sim.app.screen.NAME == name, (name, sim.app.screen.NAME, sim.screen_text())
        assert sim.screen_text() == text, (text, sim.screen_text())
        assert sim.pixels() == before, "%s: not the same picture after the wake" % name
    return how


def play_with_naps(d, every=2, key="A", most=6):
    """Play the driver's game out (``play_out``: every move recorded, for
    ``replay``), sleeping and waking at every ``every``-th chance, at most
    ``most`` times (the room a game leaves for screen positions:
    storage_layout.WAKE_RESERVE). Asleep in place (``Sim(alarm=False)``)
    the chances are after each roll, the dice on screen and some held;
    asleep deeply, the wake is a reset and the game a new object, which
    the drivers' turns hold on to, so the chances are between turns (the
    pass screen, or a solo player's next turn). Returns the naps taken."""
    seen = [0, 0]
    name = "roll" if not d.sim.alarm else "turn"
    move = getattr(d, name)

    def napping(*args, **kwargs):
        if name == "turn":
            maybe()
        got = move(*args, **kwargs)
        if name == "roll":
            maybe()
        return got

    def maybe():
        seen[0] += 1
        if seen[0] % every == 0 and seen[1] < most and not d.game.over:
            nap(d.sim, key)
            seen[1] += 1

    setattr(d, name, napping)
    try:
        d.play_out()
    finally:
        delattr(d, name)
    return seen[1]
