#!/usr/bin/env python3
"""Brute force for r03_chores.txt (group text between three siblings)."""
import itertools
import sys

NAMES = ["Maddie", "Josh", "Tyler"]
DAYS = ["Saturday", "Sunday", "Monday"]
CATEGORIES = {
    "chore": ["garage", "lawn", "car"],
    "day": DAYS,
    "pay": [10, 15, 20],      # dollars
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # 1. The garage pays $20 because it is DISGUSTING.
    lambda w: at(w, "chore", "garage", "pay") == 20,
    # 2. The lawn pays $5 less than whatever job gets done on Saturday.
    lambda w: at(w, "chore", "lawn", "pay") == at(w, "day", "Saturday", "pay") - 5,
    # 3. Tyler is getting more than Josh.
    lambda w: w["pay"]["Tyler"] > w["pay"]["Josh"],
    # 4. The car gets washed the day before the garage gets cleaned out.
    lambda w: d(w, who(w, "chore", "car")) == d(w, who(w, "chore", "garage")) - 1,
    # 5. Tyler is NOT doing the garage. Dad's power tools are in there
    lambda w: w["chore"]["Tyler"] != "garage",
]

QUESTIONS = [
    ("who's mowing the lawn?", lambda w: who(w, "chore", "lawn")),
    ("how much is Tyler getting?", lambda w: "$%d" % w["pay"]["Tyler"]),
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
