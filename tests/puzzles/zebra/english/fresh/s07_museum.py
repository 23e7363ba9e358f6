#!/usr/bin/env python3
"""Brute force for s07_museum.txt (museum gallery quiz card for families)."""
import itertools
import sys

NAMES = ["Roman coin", "Viking brooch", "Saxon sword", "medieval jug", "Tudor shoe"]
CATEGORIES = {
    "case": [1, 2, 3, 4, 5],                 # display cases 1 to 5 in a row along the wall
    "found": [1923, 1958, 1977, 1994, 2011],  # year the object was dug up
}

CLUES = [
    # 1. The object in Case 5 was found in 1994.
    lambda w: at(w, "case", 5, "found") == 1994,
    # 2. The Viking brooch is in the case numbered one higher than the Roman coin.
    lambda w: w["case"]["Viking brooch"] == w["case"]["Roman coin"] + 1,
    # 3. The Tudor shoe is in Case 1.
    lambda w: w["case"]["Tudor shoe"] == 1,
    # 4. The most recent find is in the middle case.
    lambda w: at(w, "found", 2011, "case") == 3,
    # 5. The Tudor shoe was dug up 19 years after the Saxon sword.
    lambda w: w["found"]["Tudor shoe"] == w["found"]["Saxon sword"] + 19,
    # 6. The jug was found before the brooch.
    lambda w: w["found"]["medieval jug"] < w["found"]["Viking brooch"],
]

QUESTIONS = [
    ("Which case is the Saxon sword in?", lambda w: "Case %d" % w["case"]["Saxon sword"]),
    ("When was the Tudor shoe found?", lambda w: "%d" % w["found"]["Tudor shoe"]),
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
