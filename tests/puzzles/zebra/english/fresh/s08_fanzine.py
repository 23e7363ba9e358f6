#!/usr/bin/env python3
"""Brute force for s08_fanzine.txt (football fanzine quiz)."""
import itertools
import sys

NAMES = ["Okonkwo", "Birch", "Halloran", "Vidmar"]
CATEGORIES = {
    "shirt": [7, 9, 10, 11],                 # squad number
    "goals": [4, 6, 9, 13],                  # league goals so far this season
    "from": ["Tranmere", "Rochdale", "Barrow", "Morecambe"],   # club signed from
}

CLUES = [
    # 1. Our number 9 is the top scorer of the four.
    lambda w: at(w, "shirt", 9, "goals") == 13,
    # 2. The lad we signed from Barrow has scored two more than Vidmar.
    lambda w: at(w, "from", "Barrow", "goals") == w["goals"]["Vidmar"] + 2,
    # 3. Halloran wears the lowest number of the four.
    lambda w: w["shirt"]["Halloran"] == 7,
    # 4. The ex-Tranmere man isn't Halloran.
    lambda w: w["from"]["Halloran"] != "Tranmere",
    # 5. Birch has scored fewer than Halloran.
    lambda w: w["goals"]["Birch"] < w["goals"]["Halloran"],
    # 6. The number 10 came from Rochdale.
    lambda w: at(w, "shirt", 10, "from") == "Rochdale",
]

QUESTIONS = [
    ("How many goals has Halloran scored?", lambda w: "%d" % w["goals"]["Halloran"]),
    ("Who did we sign from Tranmere?", lambda w: who(w, "from", "Tranmere")),
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
