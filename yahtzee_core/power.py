"""Power Yahtzee: five numbered dice and the Power die (1, 2, 3, DOUBLE,
FREEZE, POWER), 21 slots, multiplied scores (see docs/RULES.md)."""

from yahtzee_core.dice import counts, is_full_house, longest_run, most_alike, pair_values
from yahtzee_core.engine import OVER, PLAYING, Choice, Game, index
from yahtzee_core.errors import IllegalMove

# The Power die is die 5; its faces are coded 1..6 like a numbered die.
POWER_DIE = 5
DOUBLE, FREEZE, POWER = 4, 5, 6
FACE_NAMES = ("", "1", "2", "3", "DOUBLE", "FREEZE", "POWER")
MULTIPLIER = (0, 1, 2, 3, 2, 1, 3)
X = "X"  # the detail that gives a slot up: X in base, 0 in total

SLOTS = ("ones", "twos", "threes", "fours", "fives", "sixes", "choice",
         "two_pairs", "three_kind_1", "three_kind_2", "four_kind_1",
         "four_kind_2", "full_house", "small_straight_1", "small_straight_2",
         "large_straight_1", "large_straight_2", "chance",
         "yahtzee_1", "yahtzee_2", "yahtzee_3")
SLOT_LABELS = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Choice",
               "2 Pairs", "1st 3 Kind", "2nd 3 Kind", "1st 4 Kind", "2nd 4 Kind",
               "Full House", "1st Sm Str", "2nd Sm Str", "1st Lg Str", "2nd Lg Str",
               "Chance", "1st Yahtzee", "2nd Yahtzee", "3rd Yahtzee")
# The boxes a player scores in, each a run of slots: (name, first slot, count).
GROUPS = (("ones", 0, 1), ("twos", 1, 1), ("threes", 2, 1), ("fours", 3, 1),
          ("fives", 4, 1), ("sixes", 5, 1), ("choice", 6, 1), ("two_pairs", 7, 1),
          ("three_kind", 8, 2), ("four_kind", 10, 2), ("full_house", 12, 1),
          ("small_straight", 13, 2), ("large_straight", 15, 2), ("chance", 17, 1),
          ("yahtzee", 18, 3))
BOXES = tuple(g[0] for g in GROUPS)
LABELS = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Choice", "2 Pairs",
          "3 of a Kind", "4 of a Kind", "Full House", "Sm Straight", "Lg Straight",
          "Chance", "YAHTZEE")
UPPER_SLOTS = 7  # Aces..Sixes and Choice count toward the upper bonus
UPPER_BONUS = ((300, 200), (200, 100), (150, 50))
YAHTZEE_BASE = (50, 100, 150)
EMPTY = 255


def base_points(group, dice, c, k=0, number=None):
    """The base score (before the multiplier) of ``dice`` in group index
    ``group``, landing in its ``k``-th slot; 0 when the roll does not fit."""
    name = BOXES[group]
    if group < 6:
        return c[group + 1] * (group + 1)
    if name == "choice":
        return c[number] * number
    if name == "chance":
        return sum(dice)
    if name == "two_pairs":
        return sum(dice) if pair_values(c) >= 2 else 0
    if name == "three_kind":
        return sum(dice) if most_alike(c) >= 3 else 0
    if name == "four_kind":
        return sum(dice) if most_alike(c) >= 4 else 0
    if name == "full_house":
        return 25 if is_full_house(c) else 0
    if name == "small_straight":
        return 30 if longest_run(c) >= 4 else 0
    if name == "large_straight":
        return 40 if longest_run(c) == 5 else 0
    return YAHTZEE_BASE[k] if most_alike(c) == 5 else 0


class Power(Game):
    VARIANT = "power"
    TITLE = "Power Yahtzee"
    CODE = 2
    SEATS = (1, 6)
    NDICE = 6          # five numbered dice and the Power die
    ROLLS = 3
    ROLL_OFF_DICE = 1  # each player rolls one die to see who starts
    BOXES = BOXES
    LABELS = LABELS

    def _new_sheets(self):
        n = len(self.players)
        # Per slot two bytes: the base score (EMPTY if open) and its
        # multiplier (0 for an X), with Choice's number in bits 2..4.
        self.sheets = [bytearray([EMPTY, 0] * len(SLOTS)) for _ in range(n)]
        self.placed = 0  # slots already filled this turn (DOUBLE fills two)

    # ----- the Power die ------------------------------------------------
    @property
    def power_face(self):
        """The Power die's face (1, 2, 3, DOUBLE, FREEZE, POWER), 0 before a
        roll and in the roll-off (its one die is a numbered die)."""
        return self.dice[POWER_DIE] if self.dice and self.phase == PLAYING else 0

    @property
    def multiplier(self):
        """The Power die's multiplier, 0 while it shows no face."""
        return MULTIPLIER[self.power_face]

    @property
    def frozen(self):
        return self.rolled and self.power_face == FREEZE

    @property
    def rolls_left(self):
        if self.phase != PLAYING or self.frozen or self.placed:
            return 0
        if self.rolls_used < self.ROLLS:
            return self.ROLLS - self.rolls_used
        return 1 if self.rolls_used == self.ROLLS and self.power_face == POWER else 0

    @property
    def can_roll(self):
        # The fourth roll is legal only with the POWER die kept: ask about
        # the roll the player can actually make.
        try:
            self._check_roll((POWER_DIE,) if self.rolls_used >= self.ROLLS else ())
        except IllegalMove:
            return False
        return True

    def _check_roll(self, keep):
        if self.phase == OVER:
            raise IllegalMove("the game is over")
        if self.placed:
            raise IllegalMove("DOUBLE: score this roll in a second slot")
        if self.frozen:
            raise IllegalMove("FREEZE: rolling is over, score this roll")
        if self.rolls_used >= self.ROLLS:
            if self.rolls_used > self.ROLLS or self.power_face != POWER:
                raise IllegalMove("no rolls left: choose where to score")
            if POWER_DIE not in keep:
                raise IllegalMove("the fourth roll is for the numbered dice: keep the POWER die")

    # ----- scoring ---------------------------------------------------------
    def _open_slots(self, group):
        sheet = self.sheets[self.seat]
        _, first, n = GROUPS[group]
        return [first + k for k in range(n) if sheet[2 * (first + k)] == EMPTY]

    def choices(self):
        if self.phase != PLAYING or not self.rolled:
            return []
        dice = self.dice[:POWER_DIE]
        c = counts(dice)
        m = self.multiplier
        out = []
        for g in range(len(GROUPS)):
            open_slots = self._open_slots(g)
            if not open_slots:
                continue
            name = BOXES[g]
            if name == "choice":
                for n in range(1, 7):
                    out.append(Choice(name, c[n] * n * m, n))
            else:
                base = base_points(g, dice, c, open_slots[0] - GROUPS[g][1])
                if base or g < 6:
                    out.append(Choice(name, base * m, None))
            out.append(Choice(name, 0, X))
        return out

    def scratch(self, box):
        """X out ``box``: its last open slot gets an X and scores 0."""
        return self.score(box, X)

    def _choice_for(self, box, detail):
        if box not in BOXES:
            raise IllegalMove("there is no box %r" % (box,))
        g = BOXES.index(box)
        open_slots = self._open_slots(g)
        if not open_slots:
            raise IllegalMove("%s is already filled" % LABELS[g])
        if detail == X:
            return Choice(box, 0, X)
        if box == "choice":
            if detail is None:
                raise IllegalMove("Choice needs a number from 1 to 6")
            if detail not in (1, 2, 3, 4, 5, 6):
                raise IllegalMove("Choice needs a number from 1 to 6, not %r" % (detail,))
        elif detail is not None:
            raise IllegalMove("%s takes no number" % LABELS[g])
        dice = self.dice[:POWER_DIE]
        base = base_points(g, dice, counts(dice), open_slots[0] - GROUPS[g][1], detail)
        if not base and g >= UPPER_SLOTS:  # upper boxes and Choice may take a 0
            raise IllegalMove("this roll is not a %s: X it out instead" % LABELS[g])
        return Choice(box, base * self.multiplier, detail)

    def _move_bytes(self, c):
        # the box, and its detail: 0 none, 1-6 Choice's number, 7 an X
        d = c.detail
        return bytes((BOXES.index(c.box), 7 if d == X else d or 0))

    def _apply(self, c):
        g = BOXES.index(c.box)
        open_slots = self._open_slots(g)
        sheet = self.sheets[self.seat]
        if c.detail == X:  # an X goes in the last open slot (3rd Yahtzee first)
            slot = open_slots[-1]
            sheet[2 * slot] = 0
            sheet[2 * slot + 1] = 0
        else:  # a score goes in the first open slot
            slot = open_slots[0]
            m = self.multiplier
            sheet[2 * slot] = c.points // m
            sheet[2 * slot + 1] = m | ((c.detail or 0) << 2)
        self.placed += 1
        if self._sheet_full(self.seat):
            self.phase = OVER  # the first full sheet ends the game at once
            self.rolls_used = 0
            self.dice = ()
            self.placed = 0
        elif self.power_face == DOUBLE and self.placed == 1:
            pass  # DOUBLE: the same roll fills a second slot
        else:
            self.placed = 0
            self._next_turn()

    def _sheet_full(self, seat):
        sheet = self.sheets[seat]
        for i in range(0, len(sheet), 2):
            if sheet[i] == EMPTY:
                return False
        return True

    def _is_over(self):
        return False  # the game ends inside _apply, the moment a sheet fills

    # ----- totals ------------------------------------------------------------
    def slot(self, seat, i):
        """Slot ``i`` of ``seat``'s sheet as (base, multiplier, number):
        None if open; base X for a slot given up."""
        sheet = self.sheets[index(seat, len(self.players), "seat")]
        i = index(i, len(SLOTS), "slot")
        base = sheet[2 * i]
        if base == EMPTY:
            return None
        info = sheet[2 * i + 1]
        m = info & 3
        return (base if m else X, m, info >> 2)

    def slot_points(self, seat, i):
        """Points in slot ``i`` (0 for an X), None if open."""
        s = self.slot(seat, i)
        if s is None:
            return None
        return s[0] * s[1] if s[1] else 0

    def _sum_slots(self, seat, lo, hi):
        t = 0
        for i in range(lo, hi):
            t += self.slot_points(seat, i) or 0
        return t

    def upper_score(self, seat):
        return self._sum_slots(seat, 0, UPPER_SLOTS)

    def upper_bonus(self, seat):
        u = self.upper_score(seat)
        for at, bonus in UPPER_BONUS:
            if u >= at:
                return bonus
        return 0

    def lower_score(self, seat):
        return self._sum_slots(seat, UPPER_SLOTS, len(SLOTS))

    def total(self, seat):
        return self.upper_score(seat) + self.upper_bonus(seat) + self.lower_score(seat)

    # ----- saving --------------------------------------------------------------
    def _save_sheets(self, w):
        for sheet in self.sheets:
            w.bytes(sheet)
        w.byte(self.placed)
