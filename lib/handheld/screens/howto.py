"""How to play: a short page per game, UP/DOWN scroll, LEFT/RIGHT the
other game, A or B back. The text is wrapped when shown."""

from handheld import buttons
from handheld.screens import Screen
from handheld.widgets import row, wrap

TEXT = {
    "classic": (
        "Roll five dice up to three times a turn, holding any you like.",
        "Then fill one of 13 boxes. Aces-Sixes score their dice; 63+ up top gets a 35 bonus.",
        "3/4 of a kind and Chance score all dice. Full House 25, Small Straight 30, "
        "Large 40, YAHTZEE 50.",
        "More Yahtzees: +100 each if the box holds 50, and the Joker rule picks the box.",
        "Buttons: A holds a die, UP or a shake rolls, DOWN picks a box, B shows the scores.",
    ),
    "power": (
        "Five dice plus the Power die, which multiplies the score of the roll.",
        "1, 2, 3: times that. FREEZE: stop rolling, score x1. POWER: x3, and a fourth roll "
        "if it shows after the third.",
        "DOUBLE: score the roll in two boxes, each x2 (or X one out).",
        "21 slots: two of several boxes, three Yahtzees (50, 100, 150) and Choice: name a "
        "number, score its dice.",
        "Upper bonus: 150+ gets 50, 200+ 100, 300+ 200. The game ends when any sheet is full.",
        "LEFT/RIGHT on a box: Choice's number, or X.",
    ),
    "word": (
        "Seven letter dice, each letter worth points. Roll up to three times, holding "
        "any, then spell words and score them in one of 12 boxes.",
        "2- to 6-Letter Word: one word that long. One, Two, Three Words: that many "
        "words. Chance: any words. Points: the letters used.",
        "All Consonants or All Vowels (all 7 dice): 25. Y is both. A 7-letter word: "
        "Yahtzee Word, 50; another one +100.",
        "The diamond is wild: any letter, 0 points. Upper boxes over 45: +35 bonus.",
        "Spell: DOWN, then A adds the die under the arrow, UP starts the next word, "
        "B takes a letter back, DOWN picks the box.",
        "On the wild, UP/DOWN choose its letter and A takes it. On a box, RIGHT "
        "shows a hint: A spells it for you.",
        "Settings: a 60-second timer. New game: a 6-game match.",
    ),
    "jackpot": (
        "One roll of four symbol dice a turn, then drop tiles into your rack or "
        "the Chance Space (one tile; it never scores).",
        "4 different: any tile. A pair: that tile. Two pairs: either. Three "
        "alike: that tile. Four: any two tiles.",
        "Three or four alike: first you may move your Chance tile into the rack or "
        "back to the supply.",
        "Tiles stack up: a window opens when both under it are full. Rows and "
        "diagonals of 3-5 alike score; 7+ of a symbol: rack bonus.",
        "Best round: 30, 60, 120 bonus. Three rounds.",
        "Buttons: A rolls. LEFT/RIGHT move the cursor, UP/DOWN change the tile, "
        "A drops it, B shows the scores.",
    ),
}


class HowTo(Screen):
    NAME = "howto"

    def __init__(self, app):
        Screen.__init__(self, app)
        self.k = app.variant
        self.top = 0

    def enter(self):
        self.group = self.app.lists().group
        self._load()

    def _load(self):
        from handheld.variants import VARIANTS
        self.lines = []
        for para in TEXT.get(VARIANTS[self.k][0], ("Rules coming soon.",)):
            self.lines.extend(wrap(para))
        self.top = 0
        self._draw()

    def _draw(self):
        from handheld.variants import VARIANTS
        self.app.lists().show(row("RULES", "< %s >" % VARIANTS[self.k][1]), self.lines, self.top)

    def press(self, button):
        from handheld.variants import VARIANTS
        if button == buttons.UP:
            self.top = max(0, self.top - 4)
        elif button == buttons.DOWN:
            self.top = max(0, min(len(self.lines) - 5, self.top + 4))
        elif button in (buttons.LEFT, buttons.RIGHT):
            self.k = (self.k + (1 if button == buttons.RIGHT else -1)) % len(VARIANTS)
            self._load()
            return
        elif button in (buttons.A, buttons.B):
            self.app.menu()
            return
        self._draw()
