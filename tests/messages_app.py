"""The app's own messages (messages_all.py has the boot and save checks,
messages_rules.py the rules' refusals): every text handed to a message
screen as a literal or a constant (found in lib/handheld's source), and
those made at run time from a template, each with its longest fillings
(a 3-letter person, a 7-letter computer, every box label, four-digit
scores), by the code that makes them where it can be called alone."""

import ast
import os
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PERSON = "ANN"      # initials: three letters
CPU = "Medium2"     # the longest computer's name (handheld/cpu.py)


def literal_messages():
    """The third argument of every Message(...) in lib/handheld that is a
    literal, or a name for a constant of handheld.assets."""
    from handheld import assets
    out = []
    for folder, _dirs, files in os.walk(os.path.join(ROOT, "lib", "handheld")):
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            tree = ast.parse(open(os.path.join(folder, f)).read())
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Message"
                        and len(node.args) > 2):
                    continue
                a = node.args[2]
                if isinstance(a, ast.Constant):
                    out.append(a.value)
                elif isinstance(a, ast.Name) and hasattr(assets, a.id):
                    out.append(getattr(assets, a.id))
    return out


def _labels():
    from yahtzee_core import classic, power
    from yahtzee_core.letters import BOX_NAMES
    return classic.LABELS, power.SLOT_LABELS, BOX_NAMES


def longest(texts, n=2):
    """The ``n`` longest of each kind of text (the same words but for
    the spelled ones in capitals and the numbers)."""
    import re
    kinds = {}
    for t in texts:
        kinds.setdefault(re.sub(r"[A-Z]{2,}|\d+", "#", t), []).append(t)
    return sorted(t for ts in kinds.values() for t in sorted(ts, key=len)[-n:])


def formatted_messages():
    """Messages made from a template, with their longest fillings."""
    from yahtzee_core.rack import SYMBOL_NAMES
    classic_l, slots, word_l = _labels()
    out = []
    # what a turn scored (app.last), as the take-back question quotes it
    lasts = ["the last score"]
    lasts += ["%s: %s %s" % (PERSON, label, pts) for label in classic_l + slots for pts in ("X", 0, 1200)]
    lasts += ["%s %s %d" % (PERSON, label, 90) for label in word_l]
    lasts += ["%s: chance tile moved" % PERSON] + ["%s: %s to chance" % (PERSON, s) for s in SYMBOL_NAMES]
    lasts += ["%s: %s, rack %d" % (PERSON, s, 1150) for s in SYMBOL_NAMES]
    out += ["%s: take it back and play that turn again?" % last for last in lasts]  # screens/takeback.py
    for where in classic_l + slots:  # screens/scoring.py's questions
        out += ["X out %s? It scores 0 for the rest of the game." % where, "Score 0 in %s?" % where]
    # Word: a zero, with the rules' reason (messages_rules.py) or the bonus
    import messages_rules
    reasons = longest(messages_rules.refusals()["preview"])
    for b in word_l:
        out += ["Score 0 in %s?%s" % (b, why) for why in ["", " (+100 bonus)"] + [" " + r for r in reasons]]
    # Word's match: a game's totals, every seat (screens/word_boxes.py)
    for names in ([PERSON] * 8, [CPU] * 8, [PERSON, CPU] * 4, [CPU] * 5, [CPU] * 3):
        text = ""  # as WordBoxes.play writes it: four seats a sentence
        for s in range(len(names)):
            text += "%s %d%s" % (names[s], 512, ". " if s % 4 == 3 else ", ")
        out.append(text[:-2] + ".")
    # a save read back short (handheld/saved_game.py)
    out += ["The saved game was damaged and could not be resumed.",
            "The last moves could not be read back: resumed at %s's turn, %d points." % (CPU, 1200)]
    out += hint_messages()
    # Word's hint (screens/word_hint.py's texts): the longest plays it says
    out += ["Time ran out before a roll: score a zero.", "No play for this box with these dice.",
            "%d points with these dice." % 25]
    for words in ("QUIZZED", "ZAX QUIZ", "AB CD EFG", "JINXED"):
        for extra in ("", ", +100 bonus"):
            said = "%s - %d points%s" % (words, 150, extra)
            out += [said, said + ". The wild is Z."]
    return out


def hint_messages():
    """The coach's hint (screens/hint.py ``text``): every hold of the
    dice, Power's die among them, and every box, with a four-digit score."""
    from handheld.screens.hint import text
    from yahtzee_core import new_game
    out = []
    Move = types.SimpleNamespace
    for variant, faces in (("classic", (6, 6, 6, 5, 5)), ("power", (6, 6, 6, 5, 5, 4))):
        g = new_game(variant, [PERSON], seed=1)
        g.roll(faces=faces)
        n = g.NDICE
        for mask in range(1 << n):
            keep = tuple(i for i in range(n) if mask >> i & 1)
            for value in (None, 1234.4):
                out.append(text(g, Move(kind="roll", keep=keep, box=None, detail=None, value=value)))
        for box in g.BOXES:
            out.append(text(g, Move(kind="box", keep=(), box=box, detail=None, value=1234.4)))
    return out


def every():
    """``(where, source, text)`` of each (messages_all.py's form)."""
    from handheld.screens import rolling, turn
    import inspect
    out = [("message", "app", t) for t in literal_messages() + formatted_messages()]
    # the turn screens' own notices (screens/rolling.py, turn.py)
    for mod in (rolling, turn):
        for node in ast.walk(ast.parse(inspect.getsource(mod))):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                    and any(getattr(t, "attr", None) == "msg" for t in node.targets) and node.value.value):
                out.append(("notice", "app", node.value.value))
    return out
