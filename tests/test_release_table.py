"""Letting the computer players go closes the classic value table and
drops its arrays (players/choose.py ``release_table``), and drops the
Power players' shared arrays (players/power_work.py ``release_work``):
``handheld.forget_players`` does both when handheld.cpu.let_go or
the game's end (handheld/phases.py, the phase "end") lets the players go. The board's collector
is conservative: a dead stack slot that still points at a table let go
kept it, 7.5 KB, through one coach's pricing of a 6-seat game on stock
10.2.1 (63,664 bytes free at that game's lowest with the release, 54,544
without: ``python -m tests.firmware.games --firmware 10.2.1 --mpy
classic:6``). Such a slot can still hold the object, but no longer what
it held."""

import os
import sys

from yahtzee_core import new_game
from yahtzee_core.players import choose
from yahtzee_core.players.classic import ClassicPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_release_table_closes_the_file_and_drops_the_arrays(monkeypatch):
    monkeypatch.chdir(ROOT)
    choose.release_table()
    table = choose.classic_table()
    player = ClassicPlayer("expert", table)  # makes the shared work arrays
    g = new_game("classic", ["A", "B"], seed=3, first=0)
    g.roll()
    before = player.next_move(g)
    f = table.f
    choose.release_table()
    assert f.closed
    assert table.children is None and table.bits is None and table.val is None and table.e3 is None
    # the next player opens the table again and plays the same
    again = ClassicPlayer("expert", choose.classic_table())
    assert choose.classic_table() is not table
    m = again.next_move(g)
    assert (m.kind, m.keep, m.box) == (before.kind, before.keep, before.box)
    choose.release_table()


def test_release_table_without_a_table_is_nothing():
    choose.release_table()
    choose.release_table()


def test_forget_players_releases_the_table_then_the_modules(monkeypatch):
    from handheld import forget_players
    from yahtzee_core.players import choose as now  # the loaded one (other tests let theirs go)
    monkeypatch.chdir(ROOT)
    table = now.classic_table()
    f = table.f
    forget_players()
    assert f.closed and table.val is None
    assert not [n for n in sys.modules if n.startswith("yahtzee_core.players")]
    import yahtzee_core.players.choose as again  # loads again, as a later CPU does
    assert again.classic_table() is not table
    again.release_table()


def test_forget_players_drops_the_power_players_arrays():
    from handheld import forget_players
    from yahtzee_core.players.power import PowerPlayer
    g = new_game("power", ["A", "B"], seed=5, first=0)
    g.roll()
    p = PowerPlayer("expert")
    before = p.next_move(g)
    ws = p.ws
    forget_players()
    assert ws.g is None and ws.r1 is None and ws.work is None
    from yahtzee_core.players.power import PowerPlayer as Again  # loaded again, as the next CPU's
    q = Again("expert")
    assert q.ws is not ws
    m = q.next_move(g)
    assert (m.kind, m.keep, m.box, m.detail) == (before.kind, before.keep, before.box, before.detail)


def test_the_power_experts_table_is_kept_and_closed_by_the_players_work(monkeypatch):
    # the Power players' shared Work holds the table, so no module that
    # opened it need stay loaded; the Work's release closes it, and the
    # next Expert opens it again
    from yahtzee_core.players import power_work
    from yahtzee_core.players.power_expert import PowerExpert, expert
    from yahtzee_core.players.power_values import power_table
    monkeypatch.chdir(ROOT)
    g = new_game("power", ["A"], seed=2, first=0)
    g.roll()
    table = power_table()
    p = PowerExpert(table)
    assert p.ws.table is table and power_table() is table and expert().table is table
    p.next_move(g)
    f = table.f
    power_work.release_work()
    assert f.closed and table.f is None and table.col0 is None and table.row is None
    table.close()  # again: nothing
    assert power_table() is not table
    power_work.release_work()


def test_without_a_whole_table_the_power_expert_is_the_fitted_one(monkeypatch, tmp_path):
    from yahtzee_core.players import for_game, power_work
    from yahtzee_core.players.power import PowerPlayer
    from yahtzee_core.players.power_expert import PowerExpert
    g = new_game("power", ["A"], seed=2, first=0)
    power_work.release_work()
    monkeypatch.chdir(tmp_path)  # no assets/ here
    assert type(for_game(g, 0, "expert")) is PowerPlayer
    (tmp_path / "assets").mkdir()
    with open(os.path.join(ROOT, "assets", "power_values.bin"), "rb") as f:
        (tmp_path / "assets" / "power_values.bin").write_bytes(f.read()[:1000])  # cut short
    assert type(for_game(g, 0, "expert")) is PowerPlayer
    monkeypatch.chdir(ROOT)
    assert type(for_game(g, 0, "expert")) is PowerExpert
    assert type(for_game(g, 0, "expert", table=False)) is PowerPlayer
    power_work.release_work()
