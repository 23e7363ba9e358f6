#!/usr/bin/env python3
"""Brute force for u02_boulder.txt (climbing wall's league-night results post)."""
import itertools
import sys

NAMES = ["Priya", "Josh", "Ellie", "Marcus", "Fen"]
CATEGORIES = {
    "points": [55, 60, 70, 85, 90],
    "problem": ["pink", "teal", "black", "orange", "white"],   # the comp problem only they topped
}

CLUES = [
    # 1. Whoever topped the black roof won the night.
    lambda w: at(w, "problem", "black", "points") == 90,
    # 2. Priya pipped Marcus by five points.
    lambda w: w["points"]["Priya"] == w["points"]["Marcus"] + 5,
    # 3. Fen finished 15 points behind Ellie.
    lambda w: w["points"]["Fen"] == w["points"]["Ellie"] - 15,
    # 4. The teal slab's sender beat the orange dyno's by five.
    lambda w: at(w, "problem", "teal", "points") == at(w, "problem", "orange", "points") + 5,
    # 5. Ellie wasn't the one on the white.
    lambda w: w["problem"]["Ellie"] != "white",
    # 6. Marcus made the podium (top three).
    lambda w: sorted(CATEGORIES["points"], reverse=True).index(w["points"]["Marcus"]) < 3,
]

QUESTIONS = [
    ("Who topped the pink?", lambda w: who(w, "problem", "pink")),
    ("How many points did Josh get?", lambda w: "%d points" % w["points"]["Josh"]),
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
