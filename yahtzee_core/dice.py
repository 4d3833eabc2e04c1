"""Patterns of five numbered dice, shared by classic and Power Yahtzee.
Everything works on a face-count list: counts[v] is how many dice show v."""


def counts(dice):
    """Face counts for dice showing 1..6; index 0 is unused."""
    c = [0, 0, 0, 0, 0, 0, 0]
    for d in dice:
        c[d] += 1
    return c


def most_alike(c):
    """How many dice show the most common face."""
    return max(c)


def is_full_house(c):
    """Three of one value and two of another (five alike is not)."""
    has3 = has2 = False
    for n in c:
        if n == 3:
            has3 = True
        elif n == 2:
            has2 = True
    return has3 and has2


def pair_values(c):
    """How many different values show at least twice."""
    k = 0
    for n in c:
        if n >= 2:
            k += 1
    return k


def longest_run(c):
    """Length of the longest sequence of consecutive values present."""
    best = run = 0
    for v in range(1, 7):
        run = run + 1 if c[v] else 0
        if run > best:
            best = run
    return best


def every_roll():
    """The 252 different rolls of five dice, each once, sorted low to high
    (for tables derived from the scoring rules)."""
    for a in range(1, 7):
        for b in range(a, 7):
            for c in range(b, 7):
                for d in range(c, 7):
                    for e in range(d, 7):
                        yield (a, b, c, d, e)
