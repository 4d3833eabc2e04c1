"""Jackpot Yahtzee: four symbol dice tell a player which tiles to drop into
a triangular rack (rack.py); lines of 3-5 alike score. Three rounds.
The rules and this project's rulings are in docs/JACKPOT.md.

A turn is one roll, then one step per ``play``/``score`` call (each step is
one of ``choices()``): first, on three or four alike, the optional Chance
Option; then the roll's tile (two on a Jackpot). ``place`` plays a whole
turn in one call."""

from yahtzee_core import rack as R
from yahtzee_core.engine import OVER, PLAYING, Choice, Game, index
from yahtzee_core.errors import IllegalMove
from yahtzee_core.jackpot_dice import (  # noqa: F401 (the dice's names, re-exported)
    ANY, DIE_FACES, FOUR, KIND_CHANCE_OPTION, KIND_NAMES, KIND_TILES, PAIR, THREE, TWO_PAIRS, WILD,
    allowed, classify)
from yahtzee_core.rack import CHERRY, ORANGE, BELL, DOLLAR, EMPTY, SYMBOLS, SYMBOL_NAMES, WINDOWS

SUPPLY_EACH = 28  # 112 tiles, 28 of each symbol, shared by all racks

# Where a step puts a tile: windows 0..14, or these.
CHANCE_SPACE = 15  # a tile's box: the Chance Space
SUPPLY = 16        # the Chance Option's box: back to the supply
OPTION = "option"  # the detail of a Chance Option step (a tile's detail is its symbol)

ROUNDS = 3
HIGH_ROUND_BONUS = (30, 60, 120)


class Jackpot(Game):
    VARIANT = "jackpot"
    TITLE = "Jackpot Yahtzee"
    CODE = 4
    SEATS = (2, 4)
    NDICE = 4
    ROLLS = 1           # one roll a turn
    ROLL_OFF_DICE = 0   # a random seat starts

    def __init__(self, players, rng=None, seed=None, first=None):
        Game.__init__(self, players, rng=rng, seed=seed, first=first)
        self.first_seat = self.seat  # round r is started by first_seat + r

    def _new_sheets(self):
        n = len(self.players)
        self.racks = [R.new_rack() for _ in range(n)]
        self.chance = bytearray([EMPTY] * n)  # each seat's Chance Space
        self.supply = bytearray([SUPPLY_EACH] * SYMBOLS)
        self.round = 0     # rounds scored so far; ROUNDS when the game is over
        self.lines = [[0] * ROUNDS for _ in range(n)]  # per seat, per round
        self.bonus = [[0] * ROUNDS for _ in range(n)]  # rack bonus
        self.placed = 0    # tiles placed this turn (a Jackpot places two)
        self.first_seat = 0

    # ----- dice ------------------------------------------------------------
    def _random_face(self, i):
        return DIE_FACES[self.rng.randrange(len(DIE_FACES))]

    def _face_ok(self, i, face):
        return isinstance(face, int) and 0 <= face < SYMBOLS

    def _check_keep(self, keep):
        try:
            kept = tuple(keep)
        except TypeError:  # not dice at all: refused the same way
            kept = True
        if kept:
            raise IllegalMove("Jackpot dice are rolled all together: there is nothing to keep")
        return ()

    def _check_roll(self, keep):
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if self.rolled:
            raise IllegalMove("one roll a turn: place your tile")

    # ----- reading the turn -------------------------------------------------
    @property
    def kind(self):
        """The kind of the current roll (WILD..FOUR), None before a roll."""
        return classify(self.dice)[0] if self.rolled else None

    @property
    def tiles_due(self):
        """Tiles still to place this turn (0 before a roll)."""
        if self.phase != PLAYING or not self.rolled:
            return 0
        return KIND_TILES[self.kind] - self.placed

    @property
    def option_open(self):
        """True when the Chance Option may be used now."""
        return (self.phase == PLAYING and self.rolled and not self.placed
                and KIND_CHANCE_OPTION[self.kind] and self.chance[self.seat] != EMPTY)

    def allowed_symbols(self):
        """The symbols the current roll lets the player take now."""
        if not self.rolled:
            return ()
        return allowed(classify(self.dice)[1], self.supply)

    def rack_full(self, seat):
        return R.filled(self.racks[index(seat, len(self.players), "seat")]) == WINDOWS

    def _score_with(self, w, sym):
        """The current rack's subtotal with sym dropped into window w."""
        rack = self.racks[self.seat]
        rack[w] = sym
        pts = R.score(rack)
        rack[w] = EMPTY
        return pts

    def choices(self):
        """The legal steps now, each with the rack's subtotal (lines + rack
        bonus) if the round ended right after it. Chance Option steps (detail
        OPTION) come first; a tile step's detail is its symbol."""
        if self.phase != PLAYING or not self.rolled:
            return []
        rack = self.racks[self.seat]
        now = R.score(rack)
        wins = R.open_windows(rack)
        out = []
        if self.option_open:
            sym = self.chance[self.seat]
            for w in wins:
                out.append(Choice(w, self._score_with(w, sym), OPTION))
            out.append(Choice(SUPPLY, now, OPTION))
        chance_free = self.chance[self.seat] == EMPTY
        for sym in self.allowed_symbols():
            for w in wins:
                out.append(Choice(w, self._score_with(w, sym), sym))
            if chance_free:
                out.append(Choice(CHANCE_SPACE, now, sym))
        return out

    # ----- playing ------------------------------------------------------------
    def _choice_for(self, box, detail):
        seat = self.seat
        rack = self.racks[seat]
        kind = self.kind
        if detail == OPTION:
            if not KIND_CHANCE_OPTION[kind]:
                raise IllegalMove("the Chance Option needs three or four alike")
            if self.placed:
                raise IllegalMove("the Chance Option comes before your tiles")
            if self.chance[seat] == EMPTY:
                raise IllegalMove("your Chance Space is empty: there is no tile to move")
            if box == SUPPLY:
                return Choice(SUPPLY, R.score(rack), OPTION)
            if box == CHANCE_SPACE:
                raise IllegalMove("to keep the Chance Space tile, just place your tile")
            self._check_window(rack, box)
            return Choice(box, self._score_with(box, self.chance[seat]), OPTION)
        ok = self.allowed_symbols()
        if detail is None and len(ok) == 1:
            detail = ok[0]  # the roll names the tile
        if detail is None:
            raise IllegalMove("choose your tile: " + " or ".join(SYMBOL_NAMES[s] for s in ok))
        if not isinstance(detail, int) or detail not in (CHERRY, ORANGE, BELL, DOLLAR):
            raise IllegalMove("there is no tile %r" % (detail,))
        if detail not in ok:
            if not self.supply[detail]:
                raise IllegalMove("no %s tiles are left in the supply" % SYMBOL_NAMES[detail])
            raise IllegalMove("this roll gives a %s tile, not a %s" % (
                " or ".join(SYMBOL_NAMES[s] for s in ok), SYMBOL_NAMES[detail]))
        if box == CHANCE_SPACE:
            if self.chance[seat] != EMPTY:
                raise IllegalMove("your Chance Space already holds a tile")
            return Choice(CHANCE_SPACE, R.score(rack), detail)
        if box == SUPPLY:
            raise IllegalMove("a rolled tile goes into your rack or your Chance Space")
        self._check_window(rack, box)
        return Choice(box, self._score_with(box, detail), detail)

    def _check_window(self, rack, w):
        if not (isinstance(w, int) and 0 <= w < WINDOWS):
            raise IllegalMove("there is no window %r: windows are 0 to %d" % (w, WINDOWS - 1))
        if rack[w] != EMPTY:
            raise IllegalMove("window %d already holds a tile" % w)
        if not R.is_open(rack, w):
            raise IllegalMove("window %d is not open: both windows under it must be filled" % w)

    def _do(self, c):
        """Carry out a checked step; True when the turn is complete."""
        seat = self.seat
        rack = self.racks[seat]
        if c.detail == OPTION:
            sym = self.chance[seat]
            self.chance[seat] = EMPTY
            if c.box == SUPPLY:
                self.supply[sym] += 1
            else:
                rack[c.box] = sym
            return False
        self.supply[c.detail] -= 1
        if c.box == CHANCE_SPACE:
            self.chance[seat] = c.detail
        else:
            rack[c.box] = c.detail
        self.placed += 1
        if self.placed >= KIND_TILES[self.kind]:
            return True
        # A Jackpot's second tile with no room left: it goes to the Chance
        # Space if empty (the player still picks it), else back to the supply.
        return R.filled(rack) == WINDOWS and self.chance[seat] != EMPTY

    def _apply(self, c):
        if self._do(c):
            self._end_turn()

    def _move_bytes(self, c):
        # the window (or CHANCE_SPACE, SUPPLY), and the symbol or 4 for the Chance Option
        return bytes((c.box, 4 if c.detail == OPTION else c.detail))

    def place(self, tiles, option=None):
        """Play a whole turn: ``option`` (a window or SUPPLY) uses the Chance
        Option first; ``tiles`` is a sequence of (symbol, window or
        CHANCE_SPACE), one per tile due. All is checked before anything
        changes."""
        self._check_scoring()
        if self.placed:
            raise IllegalMove("your first tile is placed: play the second with score()")
        try:
            steps = [(w, sym) for sym, w in tiles]
        except (TypeError, ValueError):  # not a sequence of pairs
            raise IllegalMove("tiles are (symbol, window) pairs, one per tile due")
        if option is not None:
            steps.insert(0, (option, OPTION))
        seat = self.seat
        rack0 = bytearray(self.racks[seat])
        chance0 = self.chance[seat]
        supply0 = bytearray(self.supply)
        one = KIND_TILES[self.kind] == 1
        done = False
        undo0 = self._undo_base
        steps0 = bytes(self._undo_steps) if undo0 is not None else None
        try:
            for box, detail in steps:
                if done:
                    raise IllegalMove("this roll gives only one tile" if one
                                      else "no room for a second tile: your rack is full")
                c = self._choice_for(box, detail)
                self._keep_undo(c)
                done = self._do(c)
            if not done:
                raise IllegalMove("this roll gives a tile: place it" if one
                                  else "this roll gives two tiles: place both")
        except Exception:
            self.racks[seat][:] = rack0  # put everything back as it was
            self.chance[seat] = chance0
            self.supply[:] = supply0
            self.placed = 0
            self._undo_base = undo0  # and no step of this call kept
            self._undo_steps = None if steps0 is None else bytearray(steps0)
            raise
        self._end_turn()

    def _end_turn(self):
        self.placed = 0
        self.rolls_used = 0
        self.dice = ()
        n = len(self.players)
        for k in range(1, n + 1):  # the next seat whose rack is not full
            s = (self.seat + k) % n
            if not self.rack_full(s):
                self.seat = s
                return
        self._end_round()

    def _end_round(self):
        r = self.round
        for s in range(len(self.players)):
            self.lines[s][r] = R.line_points(self.racks[s])
            self.bonus[s][r] = R.rack_bonus(self.racks[s])
        self.round = r + 1
        self._new_round()
        if self.round == ROUNDS:
            self.phase = OVER
        else:
            self.seat = (self.first_seat + self.round) % len(self.players)

    def _new_round(self):
        """Every tile back to the supply, Chance Spaces discarded."""
        for rack in self.racks:
            for w in range(WINDOWS):
                rack[w] = EMPTY
        for s in range(len(self.chance)):
            self.chance[s] = EMPTY
        for k in range(SYMBOLS):
            self.supply[k] = SUPPLY_EACH

    def _recount(self):
        """Set the supply from the tiles in racks and Chance Spaces (every
        tile not in one is in the supply); False if too many are out."""
        used = [0] * SYMBOLS
        for s in range(len(self.players)):
            for sym in self.racks[s]:
                if sym != EMPTY:
                    used[sym] += 1
            if self.chance[s] != EMPTY:
                used[self.chance[s]] += 1
        for k in range(SYMBOLS):
            if used[k] > SUPPLY_EACH:
                return False
            self.supply[k] = SUPPLY_EACH - used[k]
        return True

    def _is_over(self):
        return self.round >= ROUNDS

    # ----- scores ----------------------------------------------------------------
    def subtotal(self, seat, r):
        """Lines + rack bonus of a scored round."""
        seat, r = index(seat, len(self.players), "seat"), index(r, ROUNDS, "round")
        return self.lines[seat][r] + self.bonus[seat][r]

    def high_bonus(self, seat, r):
        """The High Round Bonus seat took in scored round r (every tied
        leader takes it in full)."""
        best = max(self.subtotal(s, r) for s in range(len(self.players)))
        return HIGH_ROUND_BONUS[r] if self.subtotal(seat, r) == best else 0

    def round_sheet(self, seat, r):
        """(lines, rack bonus, subtotal, High Round Bonus, round total) of
        round r (0-based), None if it has not been scored yet."""
        if index(r, ROUNDS, "round") >= self.round:
            return None
        sub = self.subtotal(seat, r)
        hb = self.high_bonus(seat, r)
        return (self.lines[seat][r], self.bonus[seat][r], sub, hb, sub + hb)

    def total(self, seat):
        """Grand total of the rounds scored so far."""
        index(seat, len(self.players), "seat")
        t = 0
        for r in range(self.round):
            t += self.subtotal(seat, r) + self.high_bonus(seat, r)
        return t

    def rack_score(self, seat):
        """What seat's rack would score now (lines + rack bonus)."""
        return R.score(self.racks[index(seat, len(self.players), "seat")])

    # ----- saving --------------------------------------------------------------------
    def _save_sheets(self, w):
        w.byte(self.round)
        w.byte(self.first_seat)
        w.byte(self.placed)
        for s in range(len(self.players)):
            # 15 windows and the Chance Space: 16 nibbles, 8 bytes
            rack = self.racks[s]
            for i in range(0, WINDOWS - 1, 2):
                w.byte(rack[i] | (rack[i + 1] << 4))
            w.byte(rack[WINDOWS - 1] | (self.chance[s] << 4))
            for r in range(self.round):
                w.u16(self.lines[s][r])
                w.byte(self.bonus[s][r])
