#!/usr/bin/env python3
"""Brute force for p06_revision_break.txt (student forum revision-break puzzle)."""
import itertools
import sys

NAMES = ["Tom", "Zainab", "Lucy", "Marcus"]
CATEGORIES = {
    "subject": ["organic chem", "macroeconomics", "medieval history", "stats"],
    "exam": [1, 2, 3, 4],                  # 1 = Monday, 2 = Tuesday, 3 = Wednesday, 4 = Thursday
    "coffees": [1, 2, 3, 5],               # coffees a day
}

CLUES = [
    # 1. Whoever drinks the most coffee has the last exam of the week.
    lambda w: at(w, "coffees", 5, "exam") == 4,
    # 2. Zainab's exam is the day before Marcus's.
    lambda w: w["exam"]["Zainab"] == w["exam"]["Marcus"] - 1,
    # 3. Lucy drinks two fewer coffees a day than Zainab.
    lambda w: w["coffees"]["Lucy"] == w["coffees"]["Zainab"] - 2,
    # 4. The macro exam isn't on Monday or Thursday.
    lambda w: at(w, "subject", "macroeconomics", "exam") not in (1, 4),
    # 5. Whoever's doing stats drinks more coffee than whoever's doing organic chem.
    lambda w: at(w, "subject", "stats", "coffees") > at(w, "subject", "organic chem", "coffees"),
    # 6. The medieval history exam is after the macroeconomics one.
    lambda w: at(w, "subject", "medieval history", "exam") > at(w, "subject", "macroeconomics", "exam"),
    # 7. The medieval history exam is either Lucy's or it's on the Monday.
    lambda w: w["subject"]["Lucy"] == "medieval history" or at(w, "subject", "medieval history", "exam") == 1,
]

QUESTIONS = [
    ("What is Lucy revising?", lambda w: w["subject"]["Lucy"]),
    ("Whose exam is on Tuesday?", lambda w: who(w, "exam", 2)),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation
# ---------------------------------------------------------------------------
def worlds():
    keys = list(CATEGORIES)
    ident = {n: n for n in NAMES}
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    for combo in itertools.product(*perms):
        w = dict(zip(keys, combo))
        w["name"] = ident
        yield w


def who(w, cat, val):
    """The name whose `cat` is `val`."""
    for n in NAMES:
        if w[cat][n] == val:
            return n
    raise KeyError((cat, val))


def at(w, cat, val, cat2):
    """The `cat2` value of whoever has `cat` == `val`."""
    return w[cat2][who(w, cat, val)]


def solve(skip=None):
    active = [c for i, c in enumerate(CLUES, 1) if i != skip]
    return [w for w in worlds() if all(c(w) for c in active)]


def show(w):
    for n in NAMES:
        print("%s: %s" % (n, ", ".join("%s=%s" % (k, w[k][n]) for k in CATEGORIES)))


def main(argv):
    if "--nclues" in argv:
        print(len(CLUES))
        return
    if "--answers" in argv:
        sols = solve()
        for q, f in QUESTIONS:
            print("%s\t%s" % (q, f(sols[0])))
        return
    if "--all" in argv:
        for w in solve():
            show(w)
            print()
        return
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
