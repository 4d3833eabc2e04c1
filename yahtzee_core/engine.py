"""The turn machine every variant shares.

A game is a small explicit machine (see ``phase``):

* ``ROLL_OFF`` — chance decides who starts. Classic and Power roll dice for
  it (tied leaders roll again); the others draw a random seat, or take
  ``first=``.
* ``PLAYING`` — the player in ``seat`` rolls (``roll``), then scores one of
  ``choices()`` (``play``/``score``). Scoring passes the turn on.
* ``OVER`` — ``totals()`` and ``winners()`` are final.

Every chance event is a ``roll``: its new faces are drawn from the injected
RNG, or supplied by the caller (tests, replays, a shake sensor's entropy).
Illegal actions raise ``IllegalMove`` before anything changes.
"""

from collections import namedtuple

from yahtzee_core import savefmt
from yahtzee_core.errors import IllegalMove
from yahtzee_core.rng import Rng, entropy

# (EMPTY, MAX_NAME and the phases are re-exported: the variants import them from here)
from yahtzee_core import EMPTY, MAX_NAME, OVER, PLAYING, ROLL_OFF, TO_ROLL  # noqa: F401


# One legal way to end (or continue) a turn: the box it fills, the points
# it adds to that box now, and a variant detail (Power's Choice number or
# X, Word's declared words, Jackpot's window...).
Choice = namedtuple("Choice", ("box", "points", "detail"))


def index(i, n, what):
    """``i`` if it is a whole number from 0 to n - 1, else IllegalMove
    naming ``what`` (a negative one too: a list would count it from the
    end): every argument that picks a seat, a box, a slot or a round."""
    if isinstance(i, int) and 0 <= i < n:
        return i
    raise IllegalMove("there is no %s %r" % (what, i))


class Game:
    """Base of every variant. Subclasses set the class constants and fill in
    the ``_sheet``/``choices``/``_choice_for``/``_apply`` hooks."""

    VARIANT = ""
    TITLE = ""
    CODE = 0             # the variant's byte in a save
    SEATS = (1, 6)
    NDICE = 5            # dice rolled in a turn
    ROLLS = 3            # rolls in a normal turn
    ROLL_OFF_DICE = 0    # dice each player rolls to decide who starts; 0: random seat

    def __init__(self, players, rng=None, seed=None, first=None):
        players = tuple(players)
        lo, hi = self.SEATS
        if not lo <= len(players) <= hi:
            raise IllegalMove("%s is for %d to %d players" % (self.TITLE, lo, hi))
        for name in players:
            if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
                raise IllegalMove("a player's name is 1 to %d letters" % MAX_NAME)
            for ch in name:
                if not 32 < ord(ch) < 127:
                    raise IllegalMove("a player's name uses plain letters and digits")
        n = len(players)
        if first is not None and not (isinstance(first, int) and 0 <= first < n):
            raise IllegalMove("the first player must be a seat from 0 to %d" % (n - 1))
        self.players = players
        self.rng = rng if rng is not None else Rng(seed if seed is not None else entropy())
        self.seat = 0
        self.phase = PLAYING
        self.dice = ()
        self.rolls_used = 0
        self.rolloff = None
        self._undo_base = None  # see _keep_undo
        self._undo_steps = None
        self._new_sheets()
        if first is not None:
            self.seat = first
        elif n > 1 and self.ROLL_OFF_DICE:
            self.phase = ROLL_OFF
            self.rolloff = bytearray([TO_ROLL] * n)
        elif n > 1:
            self.seat = self.rng.randrange(n)

    # ----- reading the state -------------------------------------------
    @property
    def over(self):
        return self.phase == OVER

    @property
    def player(self):
        """The name of the player whose turn it is."""
        return self.players[self.seat]

    @property
    def rolled(self):
        """True once the current player has rolled this turn."""
        return self.rolls_used > 0

    @property
    def rolls_left(self):
        if self.phase != PLAYING:
            return 0
        return self.ROLLS - self.rolls_used

    @property
    def can_roll(self):
        try:
            self._check_roll(())
        except IllegalMove:
            return False
        return True

    def totals(self):
        return [self.total(s) for s in range(len(self.players))]

    def winners(self):
        """Seats with the highest total: they share the win."""
        t = self.totals()
        best = max(t)
        return tuple(s for s in range(len(t)) if t[s] == best)

    # ----- chance -------------------------------------------------------
    def roll(self, keep=(), faces=None):
        """Roll every die not in ``keep`` (die indices). ``faces`` gives the
        new faces for the rolled dice, lowest index first; otherwise the RNG
        draws them. In the roll-off, rolls for the player in ``seat`` and
        returns the faces rolled (the dice are cleared when it ends)."""
        if self.phase == ROLL_OFF:  # (its code apart: a game needs it only at its start)
            from yahtzee_core.rolloff import roll_off
            return roll_off(self, keep, faces)
        keep = self._check_keep(keep)
        self._check_roll(keep)
        rolled = [i for i in range(self.NDICE) if i not in keep]
        new = self._draw(rolled, faces)
        self._undo_base = self._undo_steps = None  # the next roll: no taking back
        if self.dice:
            dice = list(self.dice)
        else:
            dice = [0] * self.NDICE
        for k in range(len(rolled)):
            dice[rolled[k]] = new[k]
        self.dice = tuple(dice)
        self.rolls_used += 1
        self._after_roll()
        return self.dice

    def _check_keep(self, keep):
        try:
            keep = tuple(keep)
        except TypeError:  # not a sequence of dice at all
            raise IllegalMove("there is no die %r: dice are numbered 0 to %d" % (keep, self.NDICE - 1))
        for i in keep:
            if not isinstance(i, int) or not 0 <= i < self.NDICE:
                raise IllegalMove("there is no die %r: dice are numbered 0 to %d" % (i, self.NDICE - 1))
            if keep.count(i) > 1:
                raise IllegalMove("die %d is kept twice" % i)
        if keep and not self.rolled:
            raise IllegalMove("roll first: there are no dice to keep yet")
        if len(keep) == self.NDICE:
            raise IllegalMove("every die is kept: leave at least one to roll")
        return keep

    def _check_roll(self, keep):
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if self.phase == ROLL_OFF:
            return
        if self.rolls_used >= self.ROLLS:
            raise IllegalMove("no rolls left: choose where to score")

    def _draw(self, positions, faces):
        """New faces for the dice at ``positions``, checked or drawn."""
        if faces is None:
            return [self._random_face(i) for i in positions]
        try:
            faces = tuple(faces)
        except TypeError:  # not a sequence of faces at all
            raise IllegalMove("die %d has no face %r" % (positions[0], faces))
        if len(faces) != len(positions):
            raise IllegalMove("%d dice are rolled but %d faces were given" % (len(positions), len(faces)))
        for k in range(len(faces)):
            if not self._face_ok(positions[k], faces[k]):
                raise IllegalMove("die %d has no face %r" % (positions[k], faces[k]))
        return list(faces)

    def _random_face(self, i):
        return 1 + self.rng.randrange(6)

    def _face_ok(self, i, face):
        return isinstance(face, int) and 1 <= face <= 6

    def _after_roll(self):
        pass

    def rolloff_totals(self):
        """During the roll-off: each seat's total this round, None if it has
        not rolled yet, 0 if it is out."""
        if self.rolloff is None:
            return None
        return [None if v == TO_ROLL else v for v in self.rolloff]

    # ----- scoring -------------------------------------------------------
    def choices(self):
        """Every legal way to score the current roll, with its points."""
        raise NotImplementedError

    def score(self, box, detail=None):
        """Score the current roll in ``box``; returns the Choice played."""
        self._check_scoring()
        c = self._choice_for(box, detail)
        self._keep_undo(c)
        self._apply(c)
        return c

    def play(self, choice):
        """Play one of ``choices()`` (a Choice; anything else is refused
        as an IllegalMove, as every wrong argument is)."""
        # a Choice by its shape, not its class: the handheld lets modules go
        # and imports them again (handheld.forget), and a Choice made before
        # that is of the old class
        if not (isinstance(choice, tuple) and type(choice).__name__ == "Choice" and len(choice) == 3):
            raise IllegalMove("play takes one of choices(); score(box) fills a box by name")
        return self.score(choice.box, choice.detail)

    def preview(self, box, detail=None):
        """The Choice ``score(box, detail)`` would play now, without playing
        it; raises the same IllegalMove if it would be refused."""
        self._check_scoring()
        return self._choice_for(box, detail)

    def _check_scoring(self):
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if self.phase == ROLL_OFF:
            raise IllegalMove("roll to see who goes first")
        if not self.rolled:
            raise IllegalMove("roll the dice first")

    def _next_turn(self):
        """Called by a variant once a turn is scored."""
        self.rolls_used = 0
        self.dice = ()
        if self._is_over():
            self.phase = OVER
        else:
            self.seat = (self.seat + 1) % len(self.players)

    # ----- taking a turn back (the rest in yahtzee_core/loader.py and undo.py) -----
    @property
    def can_undo(self):
        """True from a turn's first scoring step until the next roll, and
        not once that step ended the game: a finished game is final (it is
        counted in statistics and high scores at once)."""
        return self._undo_base is not None and self.phase != OVER

    @property
    def undo_seat(self):
        """The seat whose turn ``undo()`` would give back, or None: read
        from the state kept before the turn's first step (``_payload``:
        the names, then the seat)."""
        b = self._undo_base
        if b is None or self.phase == OVER:
            return None
        i = 1
        for _ in range(b[0]):
            i += 1 + b[i]
        return b[i]

    def undo(self):
        """Take back every scoring step since the last roll: the game is
        again as it was just after that roll (same dice, same rolls left).
        IllegalMove once a die was rolled since, nothing was scored, or
        the step ended the game."""
        from yahtzee_core.loader import take_back
        take_back(self)

    def _keep_undo(self, c):
        """Called with a checked step just before it changes anything.
        (Each variant writes a step with ``_move_bytes``; undo.py
        plays it again.)"""
        if self._undo_base is None:
            self._undo_base = self._payload()
            self._undo_steps = bytearray(1)  # the number of steps, then each
        self._undo_steps[0] += 1
        self._undo_steps.extend(self._move_bytes(c))

    # ----- saving --------------------------------------------------------
    def save(self):
        """The whole game as compact bytes (see docs/SAVE_FORMAT.md)."""
        if self._undo_base is not None:  # the state before the steps, then them
            return savefmt.pack(self.CODE, self._undo_base + self._undo_steps)
        return savefmt.pack(self.CODE, self._payload())

    def _payload(self):
        """The state now, as a save's payload (no envelope, no steps)."""
        w = savefmt.Writer()
        w.byte(len(self.players))
        for name in self.players:
            w.byte(len(name))
            w.bytes(name.encode())
        w.byte(self.seat)
        w.byte(self.phase)
        w.byte(self.rolls_used)
        w.byte(len(self.dice))
        for f in self.dice:
            w.byte(self._face_byte(f))
        w.u32(self.rng.state if isinstance(self.rng, Rng) else 0)
        if self.rolloff is None:
            w.byte(0)
        else:
            w.byte(1)
            w.bytes(self.rolloff)
        self._save_sheets(w)
        return w.data

    def _face_byte(self, face):
        return face

    def _byte_face(self, b):
        return b


class BoxSheetGame(Game):
    """The sheet classic and Word share: one byte per box (EMPTY while
    open), an upper section with a bonus, a lower section, and +100 Yahtzee
    bonus checks. A variant sets the class constants."""

    BOXES = ()
    UPPER = 6            # boxes 0..UPPER-1 are the upper section
    UPPER_BONUS_AT = 63
    UPPER_BONUS = 35
    YAHTZEE_BONUS = 100

    def _new_sheets(self):
        n = len(self.players)
        self.sheets = [bytearray([EMPTY] * len(self.BOXES)) for _ in range(n)]
        self.bonus_count = bytearray(n)  # Yahtzee bonus checks per seat

    def _is_over(self):
        for sheet in self.sheets:
            for v in sheet:  # MicroPython has no `int in bytearray`
                if v == EMPTY:
                    return False
        return True

    def box(self, seat, b):
        """Points in box index ``b`` of ``seat``'s sheet, None if open."""
        v = self.sheets[index(seat, len(self.players), "seat")][index(b, len(self.BOXES), "box")]
        return None if v == EMPTY else v

    def upper_score(self, seat):
        return sum(v for v in self.sheets[index(seat, len(self.players), "seat")][:self.UPPER] if v != EMPTY)

    def upper_bonus(self, seat):
        return self.UPPER_BONUS if self.upper_score(seat) >= self.UPPER_BONUS_AT else 0

    def yahtzee_bonus(self, seat):
        return self.YAHTZEE_BONUS * self.bonus_count[index(seat, len(self.players), "seat")]

    def lower_score(self, seat):
        return sum(v for v in self.sheets[index(seat, len(self.players), "seat")][self.UPPER:] if v != EMPTY)

    def total(self, seat):
        """This game's grand total."""
        return (self.upper_score(seat) + self.upper_bonus(seat)
                + self.lower_score(seat) + self.yahtzee_bonus(seat))
