#!/usr/bin/env python3
"""Brute force for p09_daily_grid.txt (puzzle app daily, terse clues)."""
import itertools
import sys

NAMES = ["Ines", "Jonas", "Kemi", "Luca", "Mira"]
CATEGORIES = {
    "place": [1, 2, 3, 4, 5],              # finishing position, 1 = first over the line
    "shirt": ["red", "orange", "yellow", "green", "blue"],
}

CLUES = [
    # 1. Red finished directly ahead of Ines.
    lambda w: at(w, "shirt", "red", "place") == w["place"]["Ines"] - 1,
    # 2. Jonas finished behind Mira.
    lambda w: w["place"]["Jonas"] > w["place"]["Mira"],
    # 3. Green finished two places ahead of blue.
    lambda w: at(w, "shirt", "green", "place") == at(w, "shirt", "blue", "place") - 2,
    # 4. Ines wore neither red nor green.
    lambda w: w["shirt"]["Ines"] not in ("red", "green"),
    # 5. Kemi beat Luca.
    lambda w: w["place"]["Kemi"] < w["place"]["Luca"],
    # 6. Mira finished behind Ines.
    lambda w: w["place"]["Mira"] > w["place"]["Ines"],
    # 7. Orange came last.
    lambda w: at(w, "shirt", "orange", "place") == 5,
]

QUESTIONS = [
    ("Who finished third?", lambda w: who(w, "place", 3)),
    ("What colour did Luca wear?", lambda w: w["shirt"]["Luca"]),
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
