#!/usr/bin/env python3
"""Brute force for s02_allotment.txt (broadsheet newspaper's weekend logic puzzle)."""
import itertools
import sys

NAMES = ["Mr Abbott", "Mrs Brennan", "Mr Chalk", "Miss Dunmore", "Mrs Ellery"]
CATEGORIES = {
    "veg": ["marrow", "pumpkin", "onions", "leeks", "cabbage"],
    "plot": [1, 2, 3, 4, 5],          # plots numbered 1 to 5 in a row along the path
    "years": [3, 6, 9, 12, 15],       # years each has held the plot
}

CLUES = [
    # 1. The marrow grower has held a plot three years longer than Mr Abbott.
    lambda w: at(w, "veg", "marrow", "years") == w["years"]["Mr Abbott"] + 3,
    # 2. Miss Dunmore has been there longest, and her plot is not at either end of the row.
    lambda w: w["years"]["Miss Dunmore"] == 15 and w["plot"]["Miss Dunmore"] not in (1, 5),
    # 3. The pumpkin plot is next door to Miss Dunmore's, on the lower-numbered side.
    lambda w: at(w, "veg", "pumpkin", "plot") == w["plot"]["Miss Dunmore"] - 1,
    # 4. Mrs Brennan's plot has a higher number than the marrow grower's.
    lambda w: w["plot"]["Mrs Brennan"] > at(w, "veg", "marrow", "plot"),
    # 5. The leek grower has been there twice as long as the marrow grower.
    lambda w: at(w, "veg", "leeks", "years") == 2 * at(w, "veg", "marrow", "years"),
    # 6. The cabbages are on plot 5.
    lambda w: at(w, "veg", "cabbage", "plot") == 5,
    # 7. The onion grower's plot is next to Mr Chalk's.
    lambda w: abs(at(w, "veg", "onions", "plot") - w["plot"]["Mr Chalk"]) == 1,
    # 8. Whoever has plot 1 has been there for twelve years.
    lambda w: at(w, "plot", 1, "years") == 12,
]

QUESTIONS = [
    ("Who grew the marrow?", lambda w: who(w, "veg", "marrow")),
    ("Which plot is Mrs Brennan's?", lambda w: "plot %d" % w["plot"]["Mrs Brennan"]),
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
