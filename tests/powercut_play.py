"""The power-cut harness of the UI tests (tests/test_ui_powercut.py,
test_ui_word_powercut.py, test_ui_jackpot_powercut.py), written once.

The simulator's NVM loses power after a chosen number of byte writes
(``Sim.cut_power_after``). The same seeded game is played uninterrupted
once, recording every save; then again with cuts at random byte counts,
rebooting and resuming after each. ``with_cuts`` checks what holds for
every game: each reboot finds the last save that completed (or the one in
flight, if its commit byte made it) with no damage reported; the menu
offers to resume that game; every save the interrupted game makes is one
the uninterrupted game made; and it ends, with the same totals. The
tests check what their variant's sheets hold.

The store is a log (docs/SAVE_LAYOUT.md): most saves append a record, and
now and then a full log is compacted by rewriting the whole 4 KB. On this
memory, written byte by byte, a cut inside a compaction must lose nothing
either. On the RP2040's flash (``rp2040=True``) the same holds for every
cut outside a compaction; a cut inside one may lose what the new image had
not yet programmed, and then the player is told
(tests/test_storage_rp2040.py).
"""

from handheld.variants import variant_title
from host_sim.nvm import FileNVM
from ui_play import Driver, PowerOff, new_sim

CUTS = 12


class Run:
    """What a game with power cuts came to."""

    def __init__(self, reference, final, reboots, in_compaction, lost=False):
        self.reference = reference  # the game played without a cut
        self.final = final          # the game played with them
        self.reboots = reboots
        self.in_compaction = in_compaction  # cuts inside a compaction's rewrite
        self.lost = lost            # RP2040 only: the game lost in a compaction, and said so


def watch(sim, log):
    """Record the saves the app makes on this power-up."""
    st = sim.hw.storage
    save, clear = st.save_game, st.clear_game

    def save_game(blob, *journal_new):
        log["inflight"] = bytes(blob)
        save(blob, *journal_new)
        log["done"] = bytes(blob)
        log["inflight"] = None
        log["all"].append(bytes(blob))

    def clear_game():
        log["inflight"] = None
        clear()
        log["done"] = None

    st.save_game = save_game
    st.clear_game = clear_game
    compact = st._compact

    def _compact(blob=None):
        log["compacting"] = True
        compact(blob)
        log["compacting"] = False

    st._compact = _compact


def _new_log():
    return {"done": None, "inflight": None, "all": [], "compacting": False}


def reference(variant, seats, driver=Driver):
    """The game played through without a cut: the game, every save it
    made, and the NVM bytes it wrote."""
    sim = new_sim().boot()
    log = _new_log()
    watch(sim, log)
    sim.run_until_idle()
    d = driver(sim)
    d.new_game(variant, seats)
    while d.act():
        pass
    return d.game, log["all"], sim.nvm.writes


def with_cuts(variant, seats, rnd, driver=Driver, rp2040=False):
    """Play ``variant`` at ``seats`` with CUTS power cuts at byte counts
    drawn from ``rnd``; returns a Run."""
    game, saves, total_writes = reference(variant, seats, driver)
    assert game.over
    cuts = sorted(rnd.sample(range(1, total_writes), CUTS))
    sim = new_sim()
    if rp2040:
        sim.nvm = FileNVM(rp2040=True)
    sim.boot()
    log = _new_log()
    watch(sim, log)
    sim.run_until_idle()
    d = driver(sim)
    in_compaction = 0
    written = 0  # bytes written on earlier power-ups
    reboots = 0
    at_end = None  # the finished game, when a cut came while its save was cleared

    def arm():
        while cuts and cuts[0] <= written + sim.nvm.writes:
            cuts.pop(0)
        if cuts:
            sim.cut_power_after(cuts[0] - written - sim.nvm.writes)

    arm()
    started = False
    while True:
        try:
            if not started:
                d.new_game(variant, seats)
                started = True
            if not d.act():
                break
        except PowerOff:
            pass
        if sim.powered:
            continue
        # The power went: switch on again and check what survived.
        before = d.game
        written += sim.nvm.writes
        reboots += 1
        compacting = log["compacting"]
        in_compaction += compacting
        log["compacting"] = False
        sim.boot()
        # a boot that tidied a damaged log rewrote the sector (4 KB of
        # writes): not moves of the game, so not spent from the cuts' budget
        written -= sim.nvm.writes
        blob = sim.hw.storage.load_game()
        if rp2040 and compacting and blob not in (log["done"], log["inflight"]):
            # the RP2040's one risk: the cut came after the erase and before
            # the game's copy was programmed again. Lost, and said so.
            # (Or only the last moves, a D record, were lost: an older save
            # of this game is back, and that is said too.)
            assert blob is None or blob in log["all"], "not a save this game made"
            assert any("lost" in p for p in sim.hw.problems), sim.hw.problems
            return Run(game, None, reboots, in_compaction, lost=True)
        assert sim.hw.problems == [] or (rp2040 and compacting), sim.hw.problems
        assert blob in (log["done"], log["inflight"]), "a save was lost"
        log["done"], log["inflight"] = blob, None
        watch(sim, log)
        sim.run_until_idle()
        while sim.problems_screen is not None:  # a cut in the RP2040's erase said what it cost
            sim.press("A")
            sim.run_until_idle()
        d = driver(sim)
        arm()
        started = blob is not None
        if not started and before is not None and before.over:
            at_end = before
            break
        if not started:  # cut before the first save: the game never existed
            continue
        d.press("A")
        d.on("menu")
        d.expect("Resume %s %dP" % (variant_title(variant), seats))
    assert reboots >= CUTS // 2, reboots
    # Every save of the interrupted game is one the uninterrupted game made.
    assert set(log["all"]) <= set(saves)
    final = at_end or d.game
    assert final.over
    assert final.totals() == game.totals()
    return Run(game, final, reboots, in_compaction)
