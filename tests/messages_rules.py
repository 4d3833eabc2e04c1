"""The rules' refusals a player can see: every IllegalMove message the
rules core raises for a call the handheld's screens make, with the kind
of argument they pass (a hold of real dice, a box of the game, the words
spelled from the dice, a window of the rack), collected from seeded
games of every variant. At every state of each game the calls a screen
could make are tried on a copy of the game; a refusal's message is kept
with the place in the core that raised it.

Where a refusal shows: a roll's (screens/rolling.py) on the turn
screen's two lines; a box's, a tile's (scoring, word_boxes,
jackpot_turn) on the message screen ("NOT ALLOWED"); a Word preview's
reason in the question before a zero ("Score 0 in ...? <reason>").

``SITES`` are the core's ``raise IllegalMove`` lines (found by parsing
it); ``UNSEEN`` says, for each one no screen reaches, why, so that a new
refusal the games do not reach fails tests/test_messages_whole.py until
it is laid out or explained."""

import ast
import os
import random
import sys

import word_helpers  # noqa: F401  (opens the shipped dictionary for Word)
from yahtzee_core import PLAYING, ROLL_OFF, load_game, new_game
from yahtzee_core import errors

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE = os.path.join(ROOT, "yahtzee_core")
SEATS = {"classic": 2, "power": 2, "word": 2, "jackpot": 3}
GAMES = 3  # per variant (seeded)

# Refusals no screen reaches, by where they are and how their text
# begins: what the screens pass instead.
UNSEEN = {
    "there is no": "every screen passes a die, box, window, tile or level that exists",
    "Choice needs a number": "the box list passes Power's Choice with its number",
    "takes no number": "the box list passes a number only to Choice",
    "takes no extra choice": "classic's box list passes no detail",
    "this roll is not a": "Power's X is offered only where the rules allow it",
    "play takes one of choices()": "the box lists play the core's own choices",
    "die %d is kept twice": "a hold is a set of dice",
    "die %d has no face": "only the core's RNG gives faces",
    "%d dice are rolled but": "only the core's RNG gives faces",
    "roll to see who goes first": "the roll-off screen rolls before any turn",
    "roll every die to see who goes first": "the roll-off screen rolls them all",
    "the game is over": "a finished game has no turn screen",
    "is for %d to %d players": "the new-game screen offers only the seats a game allows",
    "a player's name": "names are initials or a CPU's name",
    "the first player must be": "the app never chooses the first player",
    "timer and championship": "the new-game screen sets both or neither",
    "this game is played without the timer": "the clock runs only in a timed game",
    "nothing to take back": "the take-back question is asked only while the core allows it",
    "the game is over: its last box stands": "a finished game has no take-back question",
    "no level": "the CPU levels are the core's own",
    "roll first: there are no dice to keep yet": "a hold before the first roll is empty",
    "every die is kept": "the turn screen says \"All dice held: free one to roll\" first",
    "the fourth roll is for the numbered dice": "the turn screen holds the POWER die for the fourth roll",
    "Jackpot dice are rolled all together": "Jackpot's turn holds no dice",
    "one roll a turn": "Jackpot's turn rolls only before its roll",
    "tiles are (symbol, window) pairs": "Jackpot's turn places a tile at a time (score)",
    "your first tile is placed": "Jackpot's turn places a tile at a time (score)",
    "this roll gives only one tile": "place() only: Jackpot's turn scores a tile at a time",
    "this roll gives a tile: place it": "place() only: Jackpot's turn scores a tile at a time",
    "declare the words to score": "the box list scores a spelled word, or None for a zero",
    "the Chance Option needs three or four alike": "Jackpot's turn offers the Chance tile only then",
    "the Chance Option comes before your tiles": "Jackpot's turn offers the Chance tile first",
    "your Chance Space is empty": "Jackpot's turn offers the Chance tile only when there is one",
    "to keep the Chance Space tile, just place": "Jackpot's turn's \"leave it\" moves nothing",
    "a rolled tile goes into your rack": "Jackpot's cursor stops at windows and the Chance Space",
    "window %d already holds a tile": "Jackpot's cursor stops at open windows",
    "window %d is not open": "Jackpot's cursor stops at open windows",
    "your Chance Space already holds a tile": "Jackpot's cursor stops at the Chance Space only when empty",
    "no %s tiles are left in the supply": "Jackpot's turn offers only the symbols the supply holds",
    "this roll gives a %s tile, not a %s": "Jackpot's turn offers only the symbols the roll allows",
    "choose your tile:": "Jackpot's turn always names the tile",
    "roll the dice first": "no screen scores, previews or hints before the roll",
}


def _first_text(node):
    """The first string literal in a raise's message (its template)."""
    for n in ast.walk(node):
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            return n.value
    return ""


def sites():
    """{(file, first line, last line): template} of every raise IllegalMove."""
    out = {}
    for folder, _dirs, files in os.walk(CORE):
        for f in sorted(files):
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                for node in ast.walk(ast.parse(open(path).read())):
                    if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                            and getattr(node.exc.func, "id", None) == "IllegalMove"):
                        out[(os.path.relpath(path, ROOT), node.lineno, node.end_lineno)] = _first_text(node.exc)
    return out


class _Seen:
    """Where each IllegalMove is made: the file and line of its raise."""

    def __init__(self):
        self.at = []

    def __enter__(self):
        seen = self
        self.old = errors.IllegalMove.__init__

        def init(e, *args):
            f = sys._getframe(1)
            seen.at.append((os.path.relpath(f.f_code.co_filename, ROOT), f.f_lineno))
            ValueError.__init__(e, *args)
        errors.IllegalMove.__init__ = init
        return self

    def __exit__(self, *exc):
        errors.IllegalMove.__init__ = self.old


def _words(g, r):
    """Words a player might spell: one to three runs of the dice's
    letters (the wild as an e), shuffled, and a few fixed ones."""
    from yahtzee_core.letters import WILD
    letters = [("e" if f == WILD else chr(97 + f)) for f in g.dice]
    out = [("at",), ("zzz",), ("tea", "tea"), ("a",), ("ab", "cd", "ef")]
    for _ in range(6):
        r.shuffle(letters)
        cuts = sorted(r.sample(range(2, 7), r.randrange(3)))
        ends = cuts + [r.randrange((cuts[-1] if cuts else 1) + 1, 8)]
        out.append(tuple("".join(letters[a:b]) for a, b in zip([0] + ends[:-1], ends)))
    return out


class _Copy:
    """A copy of the game to try calls on, made again only after a call
    the rules accepted (a refused one changes nothing)."""

    def __init__(self, g, out, seen):
        self.g, self.out, self.seen = g, out, seen
        self.c = load_game(g.save())

    def attempt(self, kind, name, *args):
        try:
            getattr(self.c, name)(*args)
        except errors.IllegalMove as e:
            self.out[kind].add(str(e))
            self.out["at"].add(self.seen.at[-1])
            return False
        self.c = load_game(self.g.save())
        return True


def _probe(g, variant, r, out, seen):
    """Try on a copy of ``g`` what a screen might ask of it now: a roll
    holding some dice, every box (a zero, Power's X and numbers, the
    words spelled from the dice), every window and tile."""
    c = _Copy(g, out, seen)
    n = g.NDICE
    if variant == "jackpot":
        c.attempt("roll", "roll")
    else:
        fourth = variant == "power" and g.rolls_used >= g.ROLLS
        for keep in ((), (0,), tuple(range(1, n)), tuple(i for i in range(n) if r.random() < 0.5)):
            if fourth and 5 not in keep:  # the turn screen holds the POWER die then
                keep += (5,)
            if len(keep) < n:
                c.attempt("roll", "roll", keep if g.rolled else ())
    if variant == "word":
        for words in _words(g, r) if g.rolled else [None, ("at",)]:
            for box in g.BOXES:
                if c.attempt("preview", "preview", box, words):
                    c.attempt("score", "score", box, words)
    elif variant == "jackpot":
        from yahtzee_core.jackpot import CHANCE_SPACE, OPTION, SUPPLY
        for box in tuple(range(15)) + (CHANCE_SPACE, SUPPLY):
            for detail in (0, 1, 2, 3, OPTION):
                c.attempt("score", "score", box, detail)
    else:
        for box in g.BOXES:
            for detail in (None, "X", 1, 6) if variant == "power" else (None,):
                c.attempt("score", "score", box, detail)


def _joker(out, seen):
    """Classic's Joker rule, which random games seldom meet: a Yahtzee
    with its Yahtzee box and its upper box filled, scored in an upper box."""
    g = new_game("classic", ["ANN"], seed=1)
    for box in ("yahtzee", "sixes"):
        g.roll(faces=(6, 6, 6, 6, 6))
        g.score(box)
    g.roll(faces=(6, 6, 6, 6, 6))
    _Copy(g, out, seen).attempt("score", "score", "ones")


_made = []


def refusals():
    """{"roll", "score", "preview": the messages, "at": the raise lines
    hit}; worked out once a run."""
    if _made:
        return _made[0]
    out = {"roll": set(), "score": set(), "preview": set(), "at": set()}
    from yahtzee_core import players
    with _Seen() as seen:
        for variant, seats in SEATS.items():
            for k in range(GAMES):
                r = random.Random(k)
                names = ["ANN", "BOB", "CAT", "DAN"][:seats]
                kw = {"timer": True, "championship": True} if variant == "word" and k == 1 else {}
                g = new_game(variant, names, seed=k, **kw)
                steps = 0
                while not g.over and steps < 400:
                    steps += 1
                    if g.phase == ROLL_OFF:
                        g.roll()
                        continue
                    if g.phase == PLAYING and (variant != "word" or r.random() < 0.3):
                        _probe(g, variant, r, out, seen)
                    if variant == "word" and g.timer and not g.time_out and r.random() < 0.1:
                        g.time_up()
                        _probe(g, variant, r, out, seen)
                        continue
                    players.for_game(g, g.seat, players.LEVELS[r.randrange(2)]).next_move(g).apply(g)
        _joker(out, seen)
    _made.append(out)
    return out


def unseen(hit):
    """The raise sites no game reached, each with UNSEEN's reason (None
    for one with no reason: a refusal the test must lay out or explain)."""
    out = []
    for (path, first, last), template in sorted(sites().items()):
        if any(p == path and first <= line <= last for p, line in hit):
            continue
        why = [v for k, v in UNSEEN.items() if k in template or template.startswith(k)]
        out.append((path, first, template, why[0] if why else None))
    return out
