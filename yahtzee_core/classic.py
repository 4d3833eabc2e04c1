"""Classic Yahtzee: 13 boxes, three rolls, the 35 upper bonus, the +100
Yahtzee bonus and the forced Joker rule (see docs/RULES.md)."""

from yahtzee_core.dice import counts, is_full_house, longest_run, most_alike
from yahtzee_core.engine import EMPTY, PLAYING, BoxSheetGame, Choice
from yahtzee_core.errors import IllegalMove

BOXES = ("ones", "twos", "threes", "fours", "fives", "sixes",
         "three_kind", "four_kind", "full_house", "small_straight",
         "large_straight", "yahtzee", "chance")
LABELS = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes",
          "3 of a Kind", "4 of a Kind", "Full House", "Sm Straight",
          "Lg Straight", "YAHTZEE", "Chance")
UPPER = 6               # boxes 0..5 are the upper section
THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, YAHTZEE, CHANCE = 6, 7, 8, 9, 10, 11, 12
FIXED = {FULL_HOUSE: 25, SMALL: 30, LARGE: 40, YAHTZEE: 50}
UPPER_BONUS_AT = 63
UPPER_BONUS = 35
YAHTZEE_BONUS = 100


def box_points(box, dice, c=None):
    """What ``dice`` score in ``box`` under the ordinary rules."""
    c = c or counts(dice)
    if box < UPPER:
        return c[box + 1] * (box + 1)
    if box == CHANCE:
        return sum(dice)
    if box == THREE_KIND or box == FOUR_KIND:
        return sum(dice) if most_alike(c) >= box - 3 else 0
    if box == FULL_HOUSE:
        ok = is_full_house(c)
    elif box == SMALL:
        ok = longest_run(c) >= 4
    elif box == LARGE:
        ok = longest_run(c) == 5
    else:
        ok = most_alike(c) == 5
    return FIXED[box] if ok else 0


def joker_points(box, dice):
    """A lower box filled by a Joker takes its full value."""
    return FIXED.get(box, sum(dice))


class Classic(BoxSheetGame):
    VARIANT = "classic"
    TITLE = "Yahtzee"
    CODE = 1
    SEATS = (1, 6)
    NDICE = 5
    ROLLS = 3
    ROLL_OFF_DICE = 5
    BOXES = BOXES
    LABELS = LABELS
    UPPER = UPPER
    UPPER_BONUS_AT = UPPER_BONUS_AT
    UPPER_BONUS = UPPER_BONUS
    YAHTZEE_BONUS = YAHTZEE_BONUS

    # ----- the current roll ----------------------------------------------
    def _is_yahtzee(self):
        d = self.dice
        return self.rolled and d.count(d[0]) == 5

    @property
    def joker(self):
        """True when this roll is a Yahtzee and the Joker rule applies
        (the Yahtzee box is already filled, with 50 or with 0)."""
        return self._is_yahtzee() and self.sheets[self.seat][YAHTZEE] != EMPTY

    @property
    def yahtzee_bonus_due(self):
        """True when scoring this roll earns the +100 Yahtzee bonus."""
        return self._is_yahtzee() and self.sheets[self.seat][YAHTZEE] == 50

    def choices(self):
        if self.phase != PLAYING or not self.rolled:
            return []
        sheet = self.sheets[self.seat]
        dice = self.dice
        if self.joker:
            upper = dice[0] - 1
            if sheet[upper] == EMPTY:
                return [Choice(BOXES[upper], sum(dice), None)]
            lower = [Choice(BOXES[b], joker_points(b, dice), None)
                     for b in range(UPPER, len(BOXES)) if sheet[b] == EMPTY]
            if lower:
                return lower
            return [Choice(BOXES[b], 0, None) for b in range(UPPER) if sheet[b] == EMPTY]
        c = counts(dice)
        return [Choice(BOXES[b], box_points(b, dice, c), None)
                for b in range(len(BOXES)) if sheet[b] == EMPTY]

    def scratch(self, box):
        """Give up ``box`` with a zero."""
        self._check_scoring()
        zero = Choice(self._choice_for(box, None).box, 0, None)
        self._keep_undo(zero)
        self._apply(zero)
        return zero

    def _move_bytes(self, c):
        # the box, and 1 for a zero (a scratch, or a box the roll scores 0 in)
        return bytes((BOXES.index(c.box), 1 if c.points == 0 else 0))

    def _choice_for(self, box, detail):
        if box not in BOXES:
            raise IllegalMove("there is no box %r" % (box,))
        if detail is not None:
            raise IllegalMove("%s takes no extra choice" % LABELS[BOXES.index(box)])
        b = BOXES.index(box)
        if self.sheets[self.seat][b] != EMPTY:
            raise IllegalMove("%s is already filled" % LABELS[b])
        for c in self.choices():
            if c.box == box:
                return c
        # Only the Joker rule can forbid an open box.
        upper = self.dice[0] - 1
        if self.sheets[self.seat][upper] == EMPTY:
            raise IllegalMove("Joker rule: this Yahtzee must go in %s" % LABELS[upper])
        raise IllegalMove("Joker rule: use an open lower box first")

    def _apply(self, c):
        b = BOXES.index(c.box)
        if self.yahtzee_bonus_due:
            self.bonus_count[self.seat] += 1
        self.sheets[self.seat][b] = c.points
        self._next_turn()

    # ----- saving ------------------------------------------------------------
    def _save_sheets(self, w):
        for s in range(len(self.players)):
            w.bytes(self.sheets[s])
            w.byte(self.bonus_count[s])
